import { Stack, Table, Text, Title } from "@mantine/core";
import type { BoardQuery, CostLine } from "@quadra/shared/contracts/referees";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatMoney } from "../resources/formatValue.ts";
import { fetchCosts, REFEREE_KEYS } from "./refereesApi.ts";

const CostTable = ({ title, lines }: { title: string; lines: CostLine[] }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Table striped withTableBorder aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("referees.costs.name")}</Table.Th>
            <Table.Th ta="right">{t("referees.costs.matches")}</Table.Th>
            <Table.Th ta="right">{t("referees.costs.total")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right">{line.matches}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
};

/** The fees of the standing appointments in the board's filter, per referee and per competition. */
export const RefereeCostsPanel = ({ filter }: { filter: BoardQuery }) => {
  const { t } = useTranslation();
  const costs = useQuery({ queryKey: REFEREE_KEYS.costs(filter), queryFn: () => fetchCosts(filter) });
  const data = costs.data;
  return (
    <QueryOverlay {...queryOverlayProps(costs)}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t("referees.costs.description")}
        </Text>
        {data && !data.referees.length ? <Text>{t("referees.costs.empty")}</Text> : null}
        {data?.referees.length ? (
          <>
            <Text fw={600}>{t("referees.costs.grand_total", { total: formatMoney(data.total) })}</Text>
            <CostTable title={t("referees.costs.by_referee")} lines={data.referees} />
            <CostTable title={t("referees.costs.by_competition")} lines={data.competitions} />
          </>
        ) : null}
      </Stack>
    </QueryOverlay>
  );
};
