import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { civilDate } from "../my/civilDate.ts";
import { formatMoney } from "../resources/formatValue.ts";
import { useOptionLabel } from "./registerStaffDisplay.tsx";
import { fetchEntryPayment, STAFF_REGISTER_KEYS } from "./staffRegistersApi.ts";

/** An entry's or membership's debt and bill: what it waits on to turn active. */
export const EntryPaymentCard = ({
  resource,
  id,
}: {
  resource: "registers" | "registermemberships";
  id: string;
}) => {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const query = useQuery({
    queryKey: STAFF_REGISTER_KEYS.payment(resource, id),
    queryFn: () => fetchEntryPayment(resource, id),
  });
  const debt = query.data?.debt;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t("regreview.entry.payment")}
      </Title>
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          debt ? (
            <Stack gap={4}>
              <Text size="sm">
                {t("regreview.entry.debt", {
                  amount: formatMoney(debt.amount_cents),
                  date: civilDate(debt.due_date),
                })}
              </Text>
              <Text size="sm">
                {t("regreview.entry.debt_status", { status: label("debts", "status", debt.status) })}
              </Text>
              {debt.bill_status ? (
                <Text size="sm">
                  {t("regreview.entry.bill_status", { status: label("bills", "status", debt.bill_status) })}
                </Text>
              ) : null}
              <Group gap="md">
                <Anchor component={Link} to={`/finances/debts/show/${debt.id}`} size="sm">
                  {t("regreview.entry.see_debt")}
                </Anchor>
                {debt.bill_id ? (
                  <Anchor component={Link} to={`/finances/bills/show/${debt.bill_id}`} size="sm">
                    {t("regreview.entry.see_bill")}
                  </Anchor>
                ) : null}
              </Group>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t("regreview.entry.no_debt")}
            </Text>
          )
        ) : null}
      </QueryOverlay>
    </Paper>
  );
};
