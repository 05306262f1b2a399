import { Stack, Table, Text, Title } from "@mantine/core";
import { DEBT_STATUSES, debthistory, debts } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { formatInstant } from "../resources/formatValue.ts";
import { ResourceShowPage } from "../resources/ResourceShowPage.tsx";
import { useLocalized } from "../resources/useLocalized.ts";

type HistoryEntry = {
  id: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  bill_id: string | null;
  user_id: string | null;
  created_at: string;
  _titles?: Record<string, string>;
};

/** The debt's status changes, newest first: from, to, who, when, why and the bill that made it. */
const DebtHistory = ({ debtId }: { debtId: string }) => {
  const { t } = useTranslation();
  const localize = useLocalized();
  const history = useQuery({
    queryKey: ["resource", "debthistory", debtId],
    queryFn: () =>
      resourceClient<HistoryEntry>(debthistory).list(
        { sort: "-created_at", per_page: 100 },
        { parentId: debtId },
      ),
  });
  const statusLabel = (value: string | null) => {
    const option = DEBT_STATUSES.find((status) => status.value === value);
    return option ? localize(option.label) : t("finances.history_created");
  };
  const entries = history.data?.data ?? [];
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h4">
        {t("finances.history")}
      </Title>
      {history.isSuccess && entries.length === 0 ? (
        <Text c="dimmed">{t("finances.history_empty")}</Text>
      ) : null}
      {entries.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t("finances.history")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("finances.when_col")}</Table.Th>
                <Table.Th>{t("finances.change_col")}</Table.Th>
                <Table.Th>{t("finances.reason_col")}</Table.Th>
                <Table.Th>{t("finances.bill_col")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    {formatInstant(entry.created_at)}{" "}
                    <Text span size="xs" c="dimmed">
                      {entry.user_id
                        ? t("finances.history_by", { name: entry._titles?.user_id ?? "—" })
                        : t("finances.history_by_system")}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {t("finances.history_line", {
                      from: statusLabel(entry.from_status),
                      to: statusLabel(entry.to_status),
                    })}
                  </Table.Td>
                  <Table.Td>{entry.reason ?? "—"}</Table.Td>
                  <Table.Td>
                    {entry.bill_id ? (
                      <Link to={`/finances/bills/show/${entry.bill_id}`}>
                        {entry._titles?.bill_id ?? entry.bill_id}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
};

/** /finances/debts/show/:id: the debt's fields (generic show) and the history of its status. */
export const DebtShowPage = () => {
  const { id = "" } = useParams();
  return (
    <Stack gap="xl">
      <ResourceShowPage def={debts} />
      <DebtHistory debtId={id} />
    </Stack>
  );
};
