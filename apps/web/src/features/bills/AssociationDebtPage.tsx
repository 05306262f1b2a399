import { Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import { billCode } from "@quadra/shared/contracts/bills";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatDay } from "../resources/formatValue.ts";
import { AssociationFinanceFrame, associationFinancesPath } from "./AssociationFinanceNav.tsx";
import { AmountLines, DebtStatus } from "./payerDisplay.tsx";
import { fetchAssociationDebt, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/** /my/associations/finances/:id/debts/show/:debts_id: one debt of a managed association. */
export const AssociationDebtPage = () => {
  const { t } = useTranslation();
  const { id = "", debts_id: debtId = "" } = useParams();
  const query = useQuery({
    queryKey: PAYER_FINANCES_KEYS.associationDebt(id, debtId),
    queryFn: () => fetchAssociationDebt(id, debtId),
  });
  const debt = query.data;
  return (
    <Stack maw={720}>
      <AssociationFinanceFrame
        id={id}
        current={null}
        title={(name) => `${t("myfinances.association.debt_title")}: ${name}`}
      >
        {() => (
          <QueryOverlay {...queryOverlayProps(query)}>
            {debt ? (
              <Card withBorder radius="md" component="article" aria-label={debt.description}>
                <Stack>
                  <Group justify="space-between" wrap="wrap">
                    <Text fw={600}>{debt.description}</Text>
                    <DebtStatus debt={debt} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t("myfinances.due", { date: formatDay(debt.due_date) })} ·{" "}
                    {t(`myfinances.origin.${debt.origin}`, { defaultValue: debt.origin })}
                  </Text>
                  <AmountLines amounts={debt} totalLabel={t("myfinances.total_today")} />
                  {debt.bill_id ? (
                    <Anchor component={Link} to={associationFinancesPath(id, `/bills/show/${debt.bill_id}`)}>
                      {t("myfinances.association.in_bill", { code: billCode(debt.bill_id) })}
                    </Anchor>
                  ) : null}
                  <Group>
                    <Button
                      component={Link}
                      to={associationFinancesPath(id, "/debts")}
                      variant="subtle"
                      size="xs"
                    >
                      {t("myfinances.association.back_debts")}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ) : null}
          </QueryOverlay>
        )}
      </AssociationFinanceFrame>
    </Stack>
  );
};
