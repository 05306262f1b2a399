import { Alert, Anchor, Badge, Button, FileInput, Group, Stack, Table, Text, Textarea } from "@mantine/core";
import type { HeatImportAnswer } from "@quadra/shared/contracts/heats";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { heatsApi } from "../../platform/api/operations/heats.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { fetchHeatSheet, HEAT_KEYS, heatScreens, refreshHeats } from "./heatsApi.ts";

/** The rows read from the spreadsheet, each with what it does or its errors. */
export const ImportRowsTable = ({ answer }: { answer: HeatImportAnswer }) => {
  const { t } = useTranslation();
  // A field event's sheet has T1…T6 columns: shown as typed ("7.45 · X · -") beside the mark.
  const attempts = answer.rows.some((row) => row.attempts.length > 0);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t("heats.import.errors")} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("heats.import.line")}</Table.Th>
            <Table.Th>{t("heats.phase.team")}</Table.Th>
            <Table.Th>{t("heats.phase.athlete")}</Table.Th>
            <Table.Th>{t("heats.phase.lane")}</Table.Th>
            <Table.Th>{t("heats.phase.mark")}</Table.Th>
            {attempts ? <Table.Th>{t("heats.sheet.attempts")}</Table.Th> : null}
            <Table.Th>{t("heats.import.action")}</Table.Th>
            <Table.Th>{t("heats.import.errors")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.team}</Table.Td>
              <Table.Td>{row.athlete}</Table.Td>
              <Table.Td>{row.lane}</Table.Td>
              <Table.Td>{row.mark}</Table.Td>
              {attempts ? <Table.Td>{row.attempts.filter(Boolean).join(" · ")}</Table.Td> : null}
              <Table.Td>
                <Badge variant="light">{t(`heats.import.${row.action}`)}</Badge>
              </Table.Td>
              <Table.Td>
                {Object.values(row.errors).map((error) => (
                  <Text key={error} size="sm" c="red.9">
                    {error}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * /competitions/competitions/:parent_id/heats/show/:id/imports/teams: a heat's entries and marks
 * from a timing system's CSV — checked first, every row with its errors; saved only when none fails.
 */
export const HeatImportPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "", id: heatId = "" } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sheet = useQuery({
    queryKey: HEAT_KEYS.sheet(competitionId, heatId),
    queryFn: () => fetchHeatSheet(heatId),
  });
  const [csv, setCsv] = useState("");
  const [answer, setAnswer] = useState<HeatImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (commit: boolean) =>
      heatsApi.importEntries({ params: { id: heatId }, body: { csv, commit } }),
    onSuccess: async (result, commit) => {
      setError(null);
      setAnswer(result);
      if (commit) {
        notifySuccess({ message: t("heats.import.written", { count: result.written }) });
        await refreshHeats(client, competitionId);
        navigate(heatScreens.sheet(competitionId, heatId));
      }
    },
    onError: (failure) =>
      setError(isApiError(failure) ? (Object.values(failure.errors)[0] ?? failure.message) : failure.message),
  });
  const heatName = sheet.data?.heat.name ?? "";
  // The heat first: loading, missing (404) and failure have the shared screens, never a page
  // named after nothing.
  if (!sheet.data) return <QueryOverlay {...queryOverlayProps(sheet)}>{null}</QueryOverlay>;
  return (
    <Stack>
      <Anchor component={Link} to={heatScreens.sheet(competitionId, heatId)} size="sm">
        {heatName}
      </Anchor>
      <PageHeader
        title={t("heats.import.title", { heat: heatName })}
        description={t("heats.import.description")}
      />
      <FileInput
        label={t("heats.import.file")}
        accept=".csv,text/csv,text/plain"
        onChange={async (file) => {
          setAnswer(null);
          setCsv(file ? await file.text() : "");
        }}
      />
      <Textarea
        label={t("heats.import.text")}
        autosize
        minRows={4}
        maxRows={14}
        value={csv}
        onChange={(event) => {
          setAnswer(null);
          setCsv(event.currentTarget.value);
        }}
      />
      {error ? <Alert color="red">{error}</Alert> : null}
      <Group>
        <Button
          variant="light"
          disabled={!csv.trim()}
          loading={send.isPending}
          onClick={() => send.mutate(false)}
        >
          {t("heats.import.check")}
        </Button>
        {answer && !answer.errors && answer.rows.length ? (
          <Button loading={send.isPending} onClick={() => send.mutate(true)}>
            {t("heats.import.commit", { count: answer.rows.length })}
          </Button>
        ) : null}
      </Group>
      {answer ? (
        <Stack>
          <Text size="sm" c={answer.errors ? "red.9" : undefined}>
            {answer.errors
              ? t("heats.import.failed", { count: answer.errors })
              : t("heats.import.ok", { count: answer.rows.length })}
          </Text>
          <ImportRowsTable answer={answer} />
        </Stack>
      ) : null}
    </Stack>
  );
};
