import { Badge, Button, Checkbox, FileInput, Group, Stack, Table, Tabs, Text } from "@mantine/core";
import type { StatementLineStatus } from "@quadra/shared";
import { IconFileUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paymentsApi } from "../../../platform/api/operations/payments.ts";
import { notifyError, notifySuccess } from "../../../platform/notify/notify.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";
import { formatDay, formatMoney } from "../../resources/formatValue.ts";
import { statementLinesQueryKey } from "./paymentsQueryKeys.ts";
import { uploadStatement } from "./statementCalls.ts";

const StatementLines = ({ status }: { status: StatementLineStatus }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const query = useQuery({
    queryKey: statementLinesQueryKey(status),
    queryFn: () => paymentsApi.statementLines({ query: { status } }),
  });
  const confirm = useMutation({
    mutationFn: (lineIds: string[]) => paymentsApi.confirmStatement({ body: { line_ids: lineIds } }),
    onSuccess: (result) => {
      notifySuccess({ message: t("statements.confirmed", { count: result.settled }) });
      if (result.skipped.length)
        notifyError({
          message: t("statements.skipped", { reasons: result.skipped.map((s) => s.reason).join("; ") }),
        });
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: ["payments", "statementLines"] });
    },
    onError: (error) => notifyError({ message: error.message }),
  });
  const lines = query.data ?? [];
  const selectable = status === "proposed";
  return (
    <QueryOverlay {...queryOverlayProps(query)}>
      <Stack>
        {selectable && lines.length ? (
          <Group>
            <Button variant="default" onClick={() => setSelected(lines.map((line) => line.id))}>
              {t("statements.confirm_all")}
            </Button>
            <Button
              disabled={!selected.length}
              loading={confirm.isPending}
              onClick={() => confirm.mutate(selected)}
            >
              {t("statements.confirm_selected", { count: selected.length })}
            </Button>
          </Group>
        ) : null}
        {lines.length ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {selectable ? <Table.Th aria-label={t("statements.confirm_all")} /> : null}
                  <Table.Th>{t("statements.date")}</Table.Th>
                  <Table.Th>{t("statements.line")}</Table.Th>
                  <Table.Th>{t("statements.amount")}</Table.Th>
                  {status === "unmatched" ? null : <Table.Th>{t("statements.bill")}</Table.Th>}
                  {status === "unmatched" ? null : <Table.Th>{t("statements.reason")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.id}>
                    {selectable ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={t("statements.select_line", {
                            amount: formatMoney(line.amount_cents),
                            date: formatDay(line.posted_on),
                          })}
                          checked={selected.includes(line.id)}
                          onChange={(event) =>
                            setSelected((current) =>
                              event.currentTarget.checked
                                ? [...current, line.id]
                                : current.filter((id) => id !== line.id),
                            )
                          }
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>{formatDay(line.posted_on)}</Table.Td>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td>{formatMoney(line.amount_cents)}</Table.Td>
                    {status === "unmatched" ? null : (
                      <Table.Td>
                        {line.bill ? (
                          <Stack gap={0}>
                            <Text size="sm">{line.bill.description}</Text>
                            <Text size="xs" c="dimmed">
                              {[
                                line.bill.payer_name,
                                formatMoney(line.bill.total_cents),
                                formatDay(line.bill.due_date),
                              ]
                                .filter(Boolean)
                                .join(" · ")}
                            </Text>
                          </Stack>
                        ) : null}
                      </Table.Td>
                    )}
                    {status === "unmatched" ? null : (
                      <Table.Td>
                        {line.match_reason ? (
                          <Badge variant="light">{t(`statements.reasons.${line.match_reason}`)}</Badge>
                        ) : null}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed">{t("statements.empty")}</Text>
        )}
      </Stack>
    </QueryOverlay>
  );
};

/** Bank statement reconciliation of static PIX (/finances/statements, permission `bills`). */
export const StatementsPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadStatement(chosen),
    onSuccess: (result) => {
      setFileError(null);
      setFile(null);
      notifySuccess({
        message: t("statements.uploaded", { credits: result.credits, proposals: result.proposals }),
      });
      void queryClient.invalidateQueries({ queryKey: ["payments", "statementLines"] });
    },
    onError: (error: Error & { errors?: Record<string, string> }) =>
      setFileError(error.errors?.file ?? error.message),
  });
  return (
    <Stack>
      <PageHeader title={t("titles.finances_statements")} description={t("statements.description")} />
      <Group align="flex-end">
        <FileInput
          label={t("statements.upload_label")}
          accept=".ofx,.csv,.txt,text/csv,application/x-ofx"
          value={file}
          onChange={setFile}
          error={fileError}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          w={360}
        />
        <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          {t("statements.upload")}
        </Button>
      </Group>
      <Tabs defaultValue="proposed" keepMounted={false}>
        <Tabs.List>
          {(["proposed", "unmatched", "matched"] as const).map((status) => (
            <Tabs.Tab key={status} value={status}>
              {t(`statements.tabs.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(["proposed", "unmatched", "matched"] as const).map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            <StatementLines status={status} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};
