import { Badge, Button, Card, Flex, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { PayerBill, PayerDebt } from "@quadra/shared/contracts/myFinances";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatMoney } from "../resources/formatValue.ts";
import { formatPaidAt } from "./paidAt.ts";

const BILL_COLORS: Record<string, string> = {
  open: "blue",
  paid: "teal",
  cancelled: "gray",
  expired: "orange",
};
const DEBT_COLORS: Record<string, string> = {
  open: "blue",
  billed: "violet",
  paid: "teal",
  cancelled: "gray",
  written_off: "gray",
};

/** A bill's status, and "overdue" beside it when an open bill's due date has passed. */
export const BillStatus = ({ bill }: { bill: Pick<PayerBill, "status" | "overdue"> }) => {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge color={BILL_COLORS[bill.status] ?? "gray"} variant="light">
        {t(`myfinances.status.${bill.status}`, { defaultValue: bill.status })}
      </Badge>
      {bill.overdue ? (
        <Badge color="red" variant="filled">
          {t("myfinances.overdue")}
        </Badge>
      ) : null}
    </Group>
  );
};

export const DebtStatus = ({ debt }: { debt: Pick<PayerDebt, "status" | "overdue"> }) => {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={DEBT_COLORS[debt.status] ?? "gray"} variant="light">
        {t(`myfinances.debt_status.${debt.status}`, { defaultValue: debt.status })}
      </Badge>
      {debt.overdue ? (
        <Badge color="red" variant="filled">
          {t("myfinances.overdue")}
        </Badge>
      ) : null}
    </Group>
  );
};

/**
 * One bill in a list: what it is, when it is due or was paid, its total, and the way to open it.
 * From the small breakpoint up the status, the total and the button stack at the card's right; on
 * a phone (where that block wraps under the text) it spans the card: the status and the total on
 * one row at its two ends, the button across it.
 */
export const BillCard = ({ bill, to }: { bill: PayerBill; to: string }) => {
  const { t } = useTranslation();
  const title = t("myfinances.bill_code", { code: bill.code });
  return (
    <Card withBorder radius="md" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text fw={600}>{bill.description}</Text>
          <Text size="sm" c="dimmed">
            {title} · {t("myfinances.debts_count", { count: bill.debts_count })}
          </Text>
          <Text size="sm" c={bill.overdue ? "red" : "dimmed"}>
            {bill.paid_at
              ? t("myfinances.paid_on", { date: formatPaidAt(bill) })
              : t("myfinances.due", { date: formatDay(bill.due_date) })}
          </Text>
        </Stack>
        <Flex
          direction="column"
          gap="xs"
          align={{ base: "stretch", sm: "flex-end" }}
          w={{ base: "100%", sm: "auto" }}
        >
          <Flex
            direction={{ base: "row", sm: "column" }}
            gap="xs"
            align={{ base: "center", sm: "flex-end" }}
            justify={{ base: "space-between", sm: "flex-start" }}
            wrap="wrap"
          >
            <BillStatus bill={bill} />
            <Text fw={700} size="lg">
              {formatMoney(bill.total_cents)}
            </Text>
          </Flex>
          <Button
            component={Link}
            to={to}
            size="xs"
            variant={bill.status === "open" ? "filled" : "light"}
            w={{ base: "100%", sm: "auto" }}
          >
            {bill.status === "open" ? t("myfinances.pay") : t("myfinances.open")}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        </Flex>
      </Group>
    </Card>
  );
};

/** The amounts of a bill or a debt, each on its line, the total last. */
export const AmountLines = ({
  amounts,
  totalLabel,
}: {
  amounts: {
    debts_cents?: number;
    amount_cents?: number;
    fine_cents: number;
    interest_cents: number;
    discount_cents: number;
    total_cents: number;
  };
  totalLabel: string;
}) => {
  const { t } = useTranslation();
  const lines: [string, number][] = [
    [
      t(amounts.debts_cents !== undefined ? "myfinances.debts_total" : "myfinances.amount"),
      amounts.debts_cents ?? amounts.amount_cents ?? 0,
    ],
    [t("myfinances.fine"), amounts.fine_cents],
    [t("myfinances.interest"), amounts.interest_cents],
    [t("myfinances.discount"), -amounts.discount_cents],
  ];
  return (
    <Stack gap={2}>
      {lines
        .filter(([, value], index) => index === 0 || value !== 0)
        .map(([label, value]) => (
          <Group key={label} justify="space-between">
            <Text size="sm">{label}</Text>
            <Text size="sm">{formatMoney(value)}</Text>
          </Group>
        ))}
      <Group justify="space-between">
        <Text fw={700}>{totalLabel}</Text>
        <Text fw={700}>{formatMoney(amounts.total_cents)}</Text>
      </Group>
    </Stack>
  );
};

/** Debts in a table; `pick` renders a first column (a checkbox), `link` the address of a debt. */
export const DebtsTable = ({
  debts,
  caption,
  pick,
  link,
}: {
  debts: PayerDebt[];
  caption: string;
  pick?: (debt: PayerDebt) => ReactNode;
  link?: (debt: PayerDebt) => string;
}) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {pick ? <Table.Th aria-label={t("common.actions")} /> : null}
            <Table.Th>{t("myfinances.description_col")}</Table.Th>
            <Table.Th>{t("myfinances.due_col")}</Table.Th>
            <Table.Th>{t("myfinances.status_col")}</Table.Th>
            <Table.Th ta="right">{t("myfinances.amount")}</Table.Th>
            <Table.Th ta="right">{t("myfinances.total_today")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {debts.map((debt) => (
            <Table.Tr key={debt.id}>
              {pick ? <Table.Td>{pick(debt)}</Table.Td> : null}
              <Table.Td>{link ? <Link to={link(debt)}>{debt.description}</Link> : debt.description}</Table.Td>
              <Table.Td>{formatDay(debt.due_date)}</Table.Td>
              <Table.Td>
                <DebtStatus debt={debt} />
              </Table.Td>
              <Table.Td ta="right">{formatMoney(debt.amount_cents)}</Table.Td>
              <Table.Td ta="right">{formatMoney(debt.total_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
