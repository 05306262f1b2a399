import { Badge, Button, Group, NumberInput, Select, Stack, Table, Text, Textarea } from "@mantine/core";
import { type DuelView, ZCorrectResult, ZUnlockResult } from "@quadra/shared/contracts/competitions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { competitionsApi } from "../../platform/api/operations/competitions.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { RefSelect } from "../resources/RefSelect.tsx";
import { DUEL_STATUS_COLORS, duelStatusLabel } from "./competitionLabels.ts";
import { COMPETITION_KEYS, refreshCompetition } from "./competitionsApi.ts";
import { useScoreText } from "./DuelCard.tsx";

type HistoryRow = {
  id: string;
  action: string;
  home_score: number | null;
  away_score: number | null;
  reason: string | null;
  created_at: string;
  _titles?: Record<string, string>;
};

/** Every change of one result, newest first: what it left, who and why. */
const ResultHistory = ({ duel }: { duel: DuelView }) => {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: [...COMPETITION_KEYS.all(duel.competition_id), "history", duel.id],
    queryFn: () =>
      resourceClient<HistoryRow>({
        name: "duelresults",
        parent: { resource: "duels", field: "duel_id" },
      }).list({ sort: "-created_at", per_page: 50 }, { parentId: duel.id }),
  });
  return (
    <QueryOverlay {...queryOverlayProps(history)}>
      <Table aria-label={t("competitions.security.history_of", { number: duel.number ?? "" })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("competitions.security.when")}</Table.Th>
            <Table.Th>{t("competitions.security.what")}</Table.Th>
            <Table.Th>{t("competitions.security.score")}</Table.Th>
            <Table.Th>{t("competitions.security.who")}</Table.Th>
            <Table.Th>{t("competitions.security.reason")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(history.data?.data ?? []).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td>{t(`competitions.security.actions.${row.action}`)}</Table.Td>
              <Table.Td>{row.home_score === null ? "—" : `${row.home_score} × ${row.away_score}`}</Table.Td>
              <Table.Td>{row._titles?.user_id ?? "—"}</Table.Td>
              <Table.Td>{row.reason ?? ""}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </QueryOverlay>
  );
};

type Decision = { duel: DuelView; kind: "unlock" | "correct" };

/**
 * Unlocking (a reason) or correcting (the score and a reason) one confirmed result, checked with
 * the operation's contract before sending (its messages under the fields, never the browser's
 * bubble), then by the server.
 */
const DecisionDialog = ({ decision, onClose }: { decision: Decision; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { duel, kind } = decision;
  const [reason, setReason] = useState("");
  const [home, setHome] = useState<number | string>(duel.home_score ?? 0);
  const [away, setAway] = useState<number | string>(duel.away_score ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // An emptied score is absent (the contract asks for it), not a zero.
  const score = (value: number | string) => (value === "" ? null : Number(value));
  /** What the operation's contract refuses in the values, by field. */
  const invalid = () => {
    const parsed =
      kind === "unlock"
        ? ZUnlockResult.safeParse({ reason })
        : ZCorrectResult.safeParse({ reason, home_score: score(home), away_score: score(away) });
    return parsed.success ? {} : issuesToErrors(parsed.error.issues);
  };
  /** A field changed: its message goes. */
  const changed = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  const save = useMutation({
    mutationFn: async (): Promise<unknown> =>
      kind === "unlock"
        ? competitionsApi.unlockResult({ params: { id: duel.id }, body: { reason } })
        : competitionsApi.correctResult({
            params: { id: duel.id },
            body: { reason, home_score: Number(home), away_score: Number(away) },
          }),
    onSuccess: async () => {
      await refreshCompetition(client, duel.competition_id);
      notifySuccess({ message: t(`competitions.security.${kind}_done`) });
      onClose();
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  const teams = `${duel.home?.name ?? "?"} × ${duel.away?.name ?? "?"}`;
  return (
    <FormModal opened onClose={onClose} size="md" title={t(`competitions.security.${kind}_title`, { teams })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const found = invalid();
          setErrors(found);
          if (!Object.keys(found).length) save.mutate();
        }}
        noValidate
      >
        <Stack>
          {kind === "correct" ? (
            <Group grow>
              <NumberInput
                label={t("competitions.security.home_score", { team: duel.home?.name ?? "" })}
                min={0}
                max={999}
                value={home}
                onChange={(value) => {
                  setHome(value);
                  changed("home_score");
                }}
                error={errors.home_score}
              />
              <NumberInput
                label={t("competitions.security.away_score", { team: duel.away?.name ?? "" })}
                min={0}
                max={999}
                value={away}
                onChange={(value) => {
                  setAway(value);
                  changed("away_score");
                }}
                error={errors.away_score}
              />
            </Group>
          ) : null}
          <Textarea
            label={t("competitions.security.reason")}
            description={t("competitions.security.reason_help")}
            required
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              changed("reason");
            }}
            error={errors.reason ?? errors.sets ?? errors.shootout_home}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} color={kind === "unlock" ? "orange" : undefined}>
              {t(`competitions.security.${kind}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
};

/**
 * /competitions/competitions/security (permission duelssecurities): a competition's results, the
 * confirmed ones locked; this screen alone unlocks or corrects one, with a reason, and shows the
 * history of every result.
 */
export const ResultSecurityPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const competitionId = params.get("competition_id");
  const status = (params.get("status") ?? "confirmed") as "confirmed" | "played" | "all";
  const [decision, setDecision] = useState<Decision | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const scoreText = useScoreText();
  const duels = useQuery({
    queryKey: competitionId
      ? COMPETITION_KEYS.duels(competitionId, { status, view: "security" })
      : ["competitions", "security", "none"],
    queryFn: () =>
      competitionsApi.duels({
        params: { id: competitionId! },
        query: status === "all" ? {} : { status: status },
      }),
    enabled: Boolean(competitionId),
  });
  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const shown = (duels.data ?? []).filter((duel) => duel.home && duel.away);
  return (
    <Stack>
      <PageHeader title={t("titles.duelssecurities")} />
      <Text size="sm">{t("competitions.security.intro")}</Text>
      <Group align="flex-end" gap="sm" role="search" aria-label={t("competitions.security.filters")}>
        <RefSelect
          resource="competitions"
          label={t("competitions.security.competition")}
          value={competitionId}
          onChange={(value) => choose({ competition_id: value })}
        />
        <Select
          label={t("competitions.security.status")}
          w={220}
          allowDeselect={false}
          data={[
            { value: "confirmed", label: t("competitions.labels.duel_status.confirmed") },
            { value: "played", label: t("competitions.labels.duel_status.played") },
            { value: "all", label: t("competitions.security.all") },
          ]}
          value={status}
          onChange={(value) => choose({ status: value === "confirmed" ? null : value })}
        />
      </Group>
      {competitionId ? (
        <QueryOverlay {...queryOverlayProps(duels)}>
          {shown.length ? (
            <Table.ScrollContainer minWidth={720}>
              <Table aria-label={t("competitions.security.results")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("competitions.security.match")}</Table.Th>
                    <Table.Th>{t("competitions.security.score")}</Table.Th>
                    <Table.Th>{t("competitions.security.status")}</Table.Th>
                    <Table.Th>{t("competitions.security.actions_column")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((duel) => {
                    const teams = `${duel.home?.name} × ${duel.away?.name}`;
                    return (
                      <Fragment key={duel.id}>
                        <Table.Tr>
                          <Table.Td>
                            <Text size="sm" fw={600}>
                              {teams}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {[duel.phase_name, duel.group_name, duel.round_name].join(" · ")}
                            </Text>
                          </Table.Td>
                          <Table.Td>{scoreText(duel) || "—"}</Table.Td>
                          <Table.Td>
                            <Badge color={DUEL_STATUS_COLORS[duel.status]} variant="light">
                              {duelStatusLabel(t, duel.status)}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            <Group gap="xs">
                              {duel.status === "confirmed" ? (
                                <>
                                  <Button
                                    size="xs"
                                    variant="light"
                                    color="orange"
                                    aria-label={t("competitions.security.unlock_named", { teams })}
                                    onClick={() => setDecision({ duel, kind: "unlock" })}
                                  >
                                    {t("competitions.security.unlock")}
                                  </Button>
                                  <Button
                                    size="xs"
                                    variant="light"
                                    aria-label={t("competitions.security.correct_named", { teams })}
                                    onClick={() => setDecision({ duel, kind: "correct" })}
                                  >
                                    {t("competitions.security.correct")}
                                  </Button>
                                </>
                              ) : null}
                              <Button
                                size="xs"
                                variant="subtle"
                                aria-expanded={open === duel.id}
                                aria-label={t("competitions.security.history_named", { teams })}
                                onClick={() => setOpen(open === duel.id ? null : duel.id)}
                              >
                                {t("competitions.security.history")}
                              </Button>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                        {open === duel.id ? (
                          <Table.Tr>
                            <Table.Td colSpan={4}>
                              <ResultHistory duel={duel} />
                            </Table.Td>
                          </Table.Tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text c="dimmed">{t("competitions.security.empty")}</Text>
          )}
        </QueryOverlay>
      ) : (
        <Text c="dimmed">{t("competitions.security.choose")}</Text>
      )}
      {decision ? <DecisionDialog decision={decision} onClose={() => setDecision(null)} /> : null}
    </Stack>
  );
};
