import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type {
  DuelResultInput,
  DuelSheet,
  GroupStandingsView,
  ResultHistoryEntry,
} from "@quadra/shared/contracts/competitions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { competitionsApi } from "../../platform/api/operations/competitions.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { KeptWrites } from "../../platform/offline/KeptWrites.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { SheetPlayers } from "../discipline/SheetPlayers.tsx";
import { COMPETITION_KEYS, competitionScreens, fetchSheet, refreshCompetition } from "./competitionsApi.ts";
import { DuelCard } from "./DuelCard.tsx";
import { DuelResultForm } from "./DuelResultForm.tsx";
import { duelResultScope, saveResultOrKeep } from "./offlineResults.ts";
import { StandingsTable } from "./StandingsTable.tsx";

const History = ({ entries }: { entries: readonly ResultHistoryEntry[] }) => {
  const { t } = useTranslation();
  if (!entries.length) return <Text c="dimmed">{t("competitions.sheet.history_empty")}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t("competitions.sheet.history")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("competitions.sheet.history_at")}</Table.Th>
            <Table.Th>{t("competitions.sheet.history_action")}</Table.Th>
            <Table.Th>{t("competitions.sheet.history_by")}</Table.Th>
            <Table.Th>{t("competitions.sheet.history_score")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const after = entry.after as { home_score?: number | null; away_score?: number | null } | null;
            return (
              <Table.Tr key={`${entry.at}-${entry.action}`}>
                <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>
                  {t(`competitions.sheet.actions.${entry.action}`, {
                    // A server newer than this screen: a plain "change", never its code.
                    defaultValue: t("competitions.sheet.actions.update"),
                  })}
                </Table.Td>
                <Table.Td>{entry.by ?? ""}</Table.Td>
                <Table.Td>
                  {after && typeof after.home_score === "number" && typeof after.away_score === "number"
                    ? `${after.home_score} × ${after.away_score}`
                    : ""}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** Why the sheet cannot be changed now, or null when it can. */
const lockReason = (sheet: DuelSheet, t: (key: string) => string) => {
  if (sheet.competition_status !== "running") return t("competitions.sheet.locked_competition");
  if (sheet.duel.status === "confirmed") return t("competitions.sheet.locked_confirmed");
  if (sheet.duel.status === "cancelled") return t("competitions.sheet.locked_cancelled");
  if (!(sheet.duel.home && sheet.duel.away)) return t("competitions.sheet.locked_teams");
  return null;
};

const SheetBody = ({ competitionId, sheet }: { competitionId: string; sheet: DuelSheet }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [standings, setStandings] = useState<GroupStandingsView | null>(null);
  const [clearing, setClearing] = useState(false);
  const duelId = sheet.duel.id;
  const afterWrite = async () => {
    setErrors({});
    await refreshCompetition(client, competitionId);
  };
  // Saved with the version the sheet was opened at; without signal it is kept on the device and
  // sent when the network returns (KeptWrites shows it meanwhile).
  const enter = useMutation({
    // Runs without a network too (TanStack would pause it): saveResultOrKeep keeps it on the device.
    networkMode: "always",
    mutationFn: (body: DuelResultInput) =>
      saveResultOrKeep({
        duelId,
        baseVersion: sheet.duel.version,
        body,
        label: t("competitions.offline.label", {
          home: body.home_score,
          away: body.away_score,
          teams: `${sheet.duel.home?.name ?? ""} × ${sheet.duel.away?.name ?? ""}`,
        }),
      }),
    onSuccess: async (outcome) => {
      if ("kept" in outcome) {
        setErrors({});
        notifySuccess({ message: t("competitions.offline.kept") });
        return;
      }
      setStandings(outcome.sent.standings);
      notifySuccess({ message: t("competitions.sheet.saved") });
      await afterWrite();
    },
    onError: (error) => {
      setErrors(isApiError(error) ? error.errors : {});
      notifyError({ message: error.message });
    },
  });
  const clear = useMutation({
    mutationFn: () => competitionsApi.clearResult({ params: { id: duelId } }),
    onSuccess: async (answer) => {
      setStandings(answer.standings);
      notifySuccess({ message: t("competitions.sheet.cleared") });
      await afterWrite();
    },
  });
  const confirm = useMutation({
    mutationFn: () => competitionsApi.confirmResult({ params: { id: duelId } }),
    onSuccess: async () => {
      notifySuccess({ message: t("competitions.sheet.confirmed") });
      await afterWrite();
    },
  });
  const locked = lockReason(sheet, t);
  const played = sheet.duel.status === "played";
  return (
    <Stack gap="lg">
      <DuelCard duel={sheet.duel} />
      {locked ? (
        <Alert color="gray" title={t("competitions.sheet.locked_title")}>
          {locked}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Title order={2} size="h4">
            {t("competitions.sheet.result")}
          </Title>
          <KeptWrites scope={duelResultScope(duelId)} texts="competitions.offline" />
          {/* A new key after each save, or on another duel's sheet, starts the form from the stored result. */}
          <DuelResultForm
            key={`${sheet.duel.id}-${sheet.duel.status}-${sheet.duel.home_score}-${sheet.duel.away_score}`}
            sheet={sheet}
            notes={sheet.notes ?? ""}
            errors={errors}
            busy={enter.isPending}
            readOnly={Boolean(locked)}
            onSubmit={(body) => enter.mutate(body)}
          />
          {played && !locked ? (
            <Group justify="flex-end" gap="xs">
              <Button variant="default" color="red" onClick={() => setClearing(true)}>
                {t("competitions.sheet.clear")}
              </Button>
              <Button color="green" loading={confirm.isPending} onClick={() => confirm.mutate()}>
                {t("competitions.sheet.confirm")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      {sheet.duel.home && sheet.duel.away ? (
        <SheetPlayers competitionId={competitionId} duelId={duelId} />
      ) : null}
      {standings ? (
        <Stack gap="xs" component="section" aria-label={t("competitions.sheet.standings_now")}>
          <Title order={2} size="h4">
            {t("competitions.sheet.standings_now")}
          </Title>
          <StandingsTable label={standings.group_name} rows={standings.rows} scoring={sheet.scoring} />
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("competitions.sheet.history")}
        </Title>
        <History entries={sheet.history} />
      </Stack>
      <ConfirmDialog
        opened={clearing}
        title={t("competitions.sheet.clear_title")}
        message={t("competitions.sheet.clear_text")}
        confirmLabel={t("competitions.sheet.clear")}
        onConfirm={async () => {
          await clear.mutateAsync();
        }}
        onClose={() => setClearing(false)}
      />
    </Stack>
  );
};

/**
 * /competitions/competitions/:parent_id/duels/show/:id: the duel sheet. The result is entered,
 * corrected, cleared or confirmed here; the group's new table is shown at once after a save.
 */
export const DuelSheetPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "", id = "" } = useParams();
  const query = useQuery({
    queryKey: COMPETITION_KEYS.sheet(competitionId, id),
    queryFn: () => fetchSheet(id),
    // Read without a network too (TanStack would pause it): fetchSheet answers the device's copy.
    networkMode: "always",
  });
  const sheet = query.data;
  const title = sheet
    ? `${sheet.duel.home?.name ?? t("competitions.duel.to_be_defined")} × ${sheet.duel.away?.name ?? t("competitions.duel.to_be_defined")}`
    : t("competitions.sheet.title");
  return (
    <Stack maw={960}>
      <Group gap="md">
        <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
          {t("competitions.back_to_cockpit")}
        </Anchor>
        {sheet ? (
          <Anchor
            component={Link}
            to={competitionScreens.phaseDuels(competitionId, sheet.duel.phase_id)}
            size="sm"
          >
            {t("competitions.sheet.phase_duels", { name: sheet.duel.phase_name })}
          </Anchor>
        ) : null}
      </Group>
      <PageHeader title={title} description={t("competitions.sheet.title")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {sheet ? <SheetBody competitionId={competitionId} sheet={sheet} /> : null}
      </QueryOverlay>
    </Stack>
  );
};
