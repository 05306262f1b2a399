import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatMoney } from "../resources/formatValue.ts";
import { AssociationFinanceNav } from "./AssociationFinanceNav.tsx";
import { fetchAssociationFinances, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/** /my/associations/finances/:id: what a managed association owes, has to pay and has paid. */
export const AssociationFinancesPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: PAYER_FINANCES_KEYS.association(id),
    queryFn: () => fetchAssociationFinances(id),
  });
  const summary = query.data;
  const tiles = summary
    ? ([
        ["open_debts", summary.open_debts_cents, summary.open_debts_count, undefined],
        ["overdue_debts", summary.overdue_debts_cents, summary.overdue_debts_count, "red"],
        ["open_bills", summary.open_bills_cents, summary.open_bills_count, undefined],
        ["paid_bills", summary.paid_cents, summary.paid_bills_count, "teal"],
      ] as const)
    : [];
  return (
    <Stack maw={960}>
      <QueryOverlay {...queryOverlayProps(query)}>
        {summary ? (
          <>
            <AssociationFinanceNav
              id={id}
              title={`${t("titles.finances")}: ${summary.association.name}`}
              current="summary"
            />
            <Text c="dimmed">{t("myfinances.association.summary_text")}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {tiles.map(([key, cents, count, color]) => (
                <Card
                  key={key}
                  withBorder
                  radius="md"
                  component="section"
                  aria-label={t(`myfinances.association.${key}`)}
                >
                  <Text size="sm" c="dimmed">
                    {t(`myfinances.association.${key}`)}
                  </Text>
                  <Text fw={700} size="xl" c={color}>
                    {formatMoney(cents)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("myfinances.association.count", { count })}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
