import { Alert, Anchor, Group, Stack, Text } from "@mantine/core";
import type { AssociationEntryDebt } from "@quadra/shared/contracts/associationRegisters";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { associationFinancesPath } from "../bills/AssociationFinanceNav.tsx";
import { civilDate } from "../my/civilDate.ts";
import { formatMoney } from "../resources/formatValue.ts";
import { optionLabel } from "./associationRegistersApi.ts";

/**
 * The debt an entry or membership waits on. When the association pays it, the link goes to its
 * finance screens (the bill, or the debt to put in a bill); when the person pays, the manager
 * reads where it stands and that the person pays it in their own area.
 */
export const EntryDebtCard = ({
  associationId,
  debt,
  entryStatus,
}: {
  associationId: string;
  debt: AssociationEntryDebt | null;
  entryStatus: string;
}) => {
  const { t, i18n } = useTranslation();
  if (!debt)
    return entryStatus === "pending_payment" ? (
      <Alert color="yellow" title={t("assocregisters.debt.title")}>
        {t("assocregisters.debt.none_yet")}
      </Alert>
    ) : null;
  // Open or already in a bill: still to be paid.
  const open = debt.status === "open" || debt.status === "billed";
  return (
    <Alert
      color={open ? "yellow" : debt.status === "paid" ? "teal" : "gray"}
      title={t("assocregisters.debt.title")}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {debt.description}
          </Text>
          <Text size="sm">{formatMoney(debt.amount_cents)}</Text>
          <Text size="sm" c="dimmed">
            {t("assocregisters.debt.due", { date: civilDate(debt.due_date) })}
          </Text>
          <Text size="sm">{optionLabel("debtStatus", debt.status, i18n.language)}</Text>
        </Group>
        {debt.payer === "association" ? (
          debt.bill_id ? (
            <Anchor
              component={Link}
              to={associationFinancesPath(associationId, `/bills/show/${debt.bill_id}`)}
              size="sm"
            >
              {open ? t("assocregisters.debt.pay_bill") : t("assocregisters.debt.see_bill")}
            </Anchor>
          ) : (
            <Anchor
              component={Link}
              to={associationFinancesPath(associationId, `/debts/show/${debt.id}`)}
              size="sm"
            >
              {t("assocregisters.debt.see_debt")}
            </Anchor>
          )
        ) : (
          <Text size="sm" c="dimmed">
            {open ? t("assocregisters.debt.person_pays") : t("assocregisters.debt.person_paid")}
          </Text>
        )}
      </Stack>
    </Alert>
  );
};
