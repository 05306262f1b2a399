import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { POINTS_LIMITS, type PointsTableValue, type RegulationRecord } from "@quadra/shared";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { RegulationRulesNav } from "./RegulationRulesNav.tsx";
import { fetchRegulation, REGULATION_QUERIES, savePoints } from "./regulationsApi.ts";

type Entry = number | string;
const OPTIONAL = [
  ["walkover", "walkoverWin", "walkoverLoss"],
  ["overtime", "overtimeWin", "overtimeLoss"],
  ["shootout", "shootoutWin", "shootoutLoss"],
] as const;
type OptionalKey = (typeof OPTIONAL)[number][1 | 2];
type SetRule = { winnerSets: Entry; loserSets: Entry; winner: Entry; loser: Entry };
type Draft = { win: Entry; draw: Entry; loss: Entry; bySets: SetRule[] } & Record<OptionalKey, Entry>;

const draftOf = (points: PointsTableValue | null): Draft => ({
  win: points?.win ?? 3,
  draw: points?.draw ?? 1,
  loss: points?.loss ?? 0,
  walkoverWin: points?.walkoverWin ?? "",
  walkoverLoss: points?.walkoverLoss ?? "",
  overtimeWin: points?.overtimeWin ?? "",
  overtimeLoss: points?.overtimeLoss ?? "",
  shootoutWin: points?.shootoutWin ?? "",
  shootoutLoss: points?.shootoutLoss ?? "",
  bySets: (points?.bySets ?? []).map((rule) => ({ ...rule })),
});

/** An empty field is "not set" (null); the server refuses what is not a number with the field named. */
const numberOf = (value: Entry) => (value === "" ? null : Number(value));

const bodyOf = (draft: Draft) => ({
  win: Number(draft.win),
  draw: Number(draft.draw),
  loss: Number(draft.loss),
  ...Object.fromEntries(OPTIONAL.flatMap(([, w, l]) => [w, l]).map((key) => [key, numberOf(draft[key])])),
  bySets: draft.bySets.map((rule) => ({
    winnerSets: Number(rule.winnerSets),
    loserSets: Number(rule.loserSets),
    winner: Number(rule.winner),
    loser: Number(rule.loser),
  })),
});

/**
 * /competitions/regulations/points/:id (permission regulations): the points each result is worth:
 * win, draw and loss, W.O., overtime, shoot-out, and a repeatable list of set scores with their
 * own points (volleyball 3–0/3–1 = 3/0, 3–2 = 2/1); the server's messages on their fields.
 */
export const RegulationPointsPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const client = useQueryClient();
  const regulation = useQuery({ queryKey: REGULATION_QUERIES.one(id), queryFn: () => fetchRegulation(id) });
  const record = regulation.data;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (record) setDraft(draftOf(record.points));
  }, [record]);

  const save = useMutation({
    mutationFn: (current: RegulationRecord) =>
      savePoints({ id, body: { points: bodyOf(draft!), version: current.version } }),
    onSuccess: (saved) => {
      setErrors({});
      client.setQueryData(REGULATION_QUERIES.one(id), saved);
      notifySuccess({ message: t("regulations.points_saved") });
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });

  const number = (key: keyof Omit<Draft, "bySets">, label: string) => (
    <NumberInput
      label={label}
      value={draft![key]}
      min={POINTS_LIMITS.min}
      max={POINTS_LIMITS.max}
      allowDecimal={false}
      error={errors[`points.${key}`]}
      onChange={(value) => setDraft({ ...draft!, [key]: value })}
    />
  );
  const setRule = (index: number, key: keyof SetRule, value: Entry) =>
    setDraft({
      ...draft!,
      bySets: draft!.bySets.map((rule, i) => (i === index ? { ...rule, [key]: value } : rule)),
    });

  return (
    <Stack maw={900}>
      <PageHeader
        title={record ? t("regulations.points_title", { name: record.name }) : t("regulations.points_link")}
        description={t("regulations.points_help")}
      />
      <RegulationRulesNav id={id} current="points" />
      <QueryOverlay {...queryOverlayProps(regulation)}>
        {draft && record ? (
          <Stack>
            {errors.points ? (
              <Alert color="red" variant="light" role="alert">
                {errors.points}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {number("win", t("regulations.win"))}
              {number("draw", t("regulations.draw"))}
              {number("loss", t("regulations.loss"))}
            </SimpleGrid>
            {OPTIONAL.map(([group, win, loss]) => (
              <Fieldset key={group} legend={t(`regulations.${group}`)}>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {number(win, t(`regulations.${group}_win`))}
                  {number(loss, t(`regulations.${group}_loss`))}
                </SimpleGrid>
              </Fieldset>
            ))}
            <Fieldset legend={t("regulations.by_sets")}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t("regulations.by_sets_help")}
                </Text>
                {errors["points.bySets"] ? (
                  <Text c="red" size="sm">
                    {errors["points.bySets"]}
                  </Text>
                ) : null}
                {draft.bySets.map((rule, index) => {
                  const fieldError = (key: keyof SetRule) => errors[`points.bySets.${index}.${key}`];
                  const score = `${rule.winnerSets}–${rule.loserSets}`;
                  return (
                    // Rules have no id of their own; their place in the list is what the server names.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Group key={index} align="flex-end" wrap="nowrap" data-testid="set-rule">
                      <SimpleGrid cols={{ base: 2, sm: 4 }} style={{ flex: 1 }}>
                        {(["winnerSets", "loserSets", "winner", "loser"] as const).map((key) => (
                          <NumberInput
                            key={key}
                            label={t(
                              `regulations.${key === "winnerSets" ? "winner_sets" : key === "loserSets" ? "loser_sets" : `${key}_points`}`,
                            )}
                            value={rule[key]}
                            min={key.endsWith("Sets") ? 0 : POINTS_LIMITS.min}
                            max={key.endsWith("Sets") ? POINTS_LIMITS.maxSets : POINTS_LIMITS.max}
                            allowDecimal={false}
                            error={fieldError(key)}
                            onChange={(value) => setRule(index, key, value)}
                          />
                        ))}
                      </SimpleGrid>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mb={4}
                        aria-label={t("regulations.remove_set_rule", { score })}
                        onClick={() =>
                          setDraft({ ...draft, bySets: draft.bySets.filter((_, i) => i !== index) })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  );
                })}
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} />}
                    disabled={draft.bySets.length >= POINTS_LIMITS.maxSetRules}
                    onClick={() =>
                      setDraft({
                        ...draft,
                        bySets: [...draft.bySets, { winnerSets: 3, loserSets: 0, winner: 3, loser: 0 }],
                      })
                    }
                  >
                    {t("regulations.add_set_rule")}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
            <Group justify="flex-end">
              <Button loading={save.isPending} onClick={() => save.mutate(record)}>
                {t("regulations.save")}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
