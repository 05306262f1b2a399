import { Button, Group, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import type { CockpitPhase } from "@quadra/shared/contracts/competitions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { competitionsApi } from "../../platform/api/operations/competitions.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { heatScreens } from "../heats/heatsApi.ts";
import { isBracketFormat } from "./competitionLabels.ts";
import { competitionScreens, refreshCompetition } from "./competitionsApi.ts";

/** Asks when the first round is played and how many days apart, then generates every group's rounds and duels. */
const FixturesDialog = ({
  competitionId,
  phase,
  onClose,
}: {
  competitionId: string;
  phase: CockpitPhase;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [startsOn, setStartsOn] = useState("");
  const [days, setDays] = useState<number | string>(7);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const generate = useMutation({
    mutationFn: () =>
      competitionsApi.fixtures({
        params: { id: phase.id },
        body: {
          ...(startsOn ? { starts_on: startsOn } : {}),
          ...(typeof days === "number" ? { days_between_rounds: days } : {}),
        },
      }),
    onSuccess: async (result) => {
      notifySuccess({ message: t("competitions.phase.fixtures_done", result) });
      await refreshCompetition(client, competitionId);
      onClose();
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      size="md"
      title={t("competitions.phase.fixtures_title", { name: phase.name })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          generate.mutate();
        }}
      >
        <Stack>
          <Text size="sm">{t("competitions.phase.fixtures_help")}</Text>
          <TextInput
            type="date"
            label={t("competitions.phase.starts_on")}
            value={startsOn}
            onChange={(event) => setStartsOn(event.currentTarget.value)}
            error={errors.starts_on}
          />
          <NumberInput
            label={t("competitions.phase.days_between_rounds")}
            min={0}
            max={365}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            error={errors.days_between_rounds}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={generate.isPending}>
              {t("competitions.phase.fixtures")}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
};

/**
 * What the director does with a phase, in the order a phase is run: fill its groups (a draw from
 * pots, or the qualifiers of the previous phase), generate its fixtures, then follow its groups,
 * duels or bracket.
 */
export const PhaseActions = ({ competitionId, phase }: { competitionId: string; phase: CockpitPhase }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [fixturesOpen, setFixturesOpen] = useState(false);
  const qualify = useMutation({
    mutationFn: () => competitionsApi.qualify({ params: { id: phase.id } }),
    onSuccess: async (result) => {
      notifySuccess({ message: t("competitions.phase.qualified", { count: result.groups.length }) });
      await refreshCompetition(client, competitionId);
    },
  });
  // The accessible name starts with the visible text (axe's label-content-name-mismatch), then the phase.
  const named = (key: string) => t("competitions.phase.action_named", { action: t(key), name: phase.name });
  // A heats round is drawn, marked and qualified on its own screens (features/heats).
  if (phase.format === "heats")
    return (
      <Group gap="xs">
        <Button
          size="xs"
          component={Link}
          to={heatScreens.phase(competitionId, phase.id)}
          aria-label={named("heats.cockpit.heats")}
        >
          {t("heats.cockpit.heats")}
        </Button>
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={heatScreens.all(competitionId)}
          aria-label={named("heats.cockpit.all")}
        >
          {t("heats.cockpit.all")}
        </Button>
      </Group>
    );
  return (
    <Group gap="xs">
      {phase.status === "pending" && phase.entry !== "qualifiers" ? (
        <Button
          size="xs"
          component={Link}
          to={competitionScreens.pots(competitionId, phase.id)}
          aria-label={named("competitions.phase.draw")}
        >
          {t("competitions.phase.draw")}
        </Button>
      ) : null}
      {phase.status === "pending" && phase.entry === "qualifiers" ? (
        <Button
          size="xs"
          loading={qualify.isPending}
          onClick={() => qualify.mutate()}
          aria-label={named("competitions.phase.qualify")}
        >
          {t("competitions.phase.qualify")}
        </Button>
      ) : null}
      {phase.status === "drawn" ? (
        <Button
          size="xs"
          onClick={() => setFixturesOpen(true)}
          aria-label={named("competitions.phase.fixtures")}
        >
          {t("competitions.phase.fixtures")}
        </Button>
      ) : null}
      {phase.status !== "pending" ? (
        <>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={competitionScreens.phaseDuels(competitionId, phase.id)}
            aria-label={named(
              isBracketFormat(phase.format) ? "competitions.phase.bracket" : "competitions.phase.duels",
            )}
          >
            {t(isBracketFormat(phase.format) ? "competitions.phase.bracket" : "competitions.phase.duels")}
          </Button>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={competitionScreens.phaseGroups(competitionId, phase.id)}
            aria-label={named("competitions.phase.groups")}
          >
            {t("competitions.phase.groups")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={competitionScreens.pots(competitionId, phase.id)}
            aria-label={named("competitions.phase.draws")}
          >
            {t("competitions.phase.draws")}
          </Button>
        </>
      ) : null}
      {fixturesOpen ? (
        <FixturesDialog competitionId={competitionId} phase={phase} onClose={() => setFixturesOpen(false)} />
      ) : null}
    </Group>
  );
};
