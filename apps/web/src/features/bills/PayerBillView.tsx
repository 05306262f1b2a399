import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { PayerBillDetail } from "@quadra/shared/contracts/myFinances";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay } from "../resources/formatValue.ts";
import { PayerPaymentPanel } from "./PayerPaymentPanel.tsx";
import { AmountLines, BillStatus, DebtsTable } from "./payerDisplay.tsx";

/**
 * One bill as its payer reads it (the person's or the association's): status, amounts, how to pay
 * or the receipt, and its debts as billed.
 */
export const PayerBillView = ({
  bill,
  back,
  associationId,
  debtLink,
}: {
  bill: PayerBillDetail;
  back: { to: string; label: string };
  associationId?: string;
  debtLink?: (debtId: string) => string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t("myfinances.bill_code", { code: bill.code })}
          </Title>
          <Text>{bill.description}</Text>
          <Text size="sm" c={bill.overdue ? "red" : "dimmed"}>
            {bill.payer_name} · {t("myfinances.due", { date: formatDay(bill.due_date) })}
          </Text>
        </Stack>
        <Stack align="flex-end" gap="xs">
          <BillStatus bill={bill} />
          <Button component={Link} to={back.to} variant="subtle" size="xs">
            {back.label}
          </Button>
        </Stack>
      </Group>
      <Card withBorder radius="md" maw={420}>
        <AmountLines amounts={bill} totalLabel={t("myfinances.total")} />
      </Card>
      <PayerPaymentPanel bill={bill} associationId={associationId} />
      <Stack component="section" gap="xs">
        <Title order={2} size="h4">
          {t("myfinances.debts")}
        </Title>
        <DebtsTable
          debts={bill.debts}
          caption={t("myfinances.debts")}
          link={debtLink ? (debt) => debtLink(debt.id) : undefined}
        />
      </Stack>
    </Stack>
  );
};
