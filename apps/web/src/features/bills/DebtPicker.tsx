import { Alert, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import type { PayerBillDetail, PayerDebt } from "@quadra/shared/contracts/myFinances";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { formatMoney } from "../resources/formatValue.ts";
import { DebtsTable } from "./payerDisplay.tsx";
import { PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/**
 * The payer chooses which of their open debts go in a new bill (a person when the federation lets
 * them, an association's manager always), sees the total as of today, and makes the bill. The
 * server applies the same rules as staff's bills; its refusal is shown as it said it.
 */
export const DebtPicker = ({
  debts,
  label,
  make,
  onMade,
}: {
  debts: PayerDebt[];
  /** The form's name (the page's heading). */
  label: string;
  make: (debtIds: string[]) => Promise<PayerBillDetail>;
  onMade: (bill: PayerBillDetail) => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = debts.filter((debt) => debt.billable);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => make([...chosen]),
    onSuccess: async (bill) => {
      notifySuccess({ message: t("myfinances.made") });
      await queryClient.invalidateQueries({ queryKey: PAYER_FINANCES_KEYS.all });
      onMade(bill);
    },
    onError: (error) => setProblem(error.message),
  });
  if (!open.length) return <Text c="dimmed">{t("myfinances.none_open")}</Text>;
  const total = open.filter((debt) => chosen.has(debt.id)).reduce((sum, debt) => sum + debt.total_cents, 0);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen.size) {
          setProblem(t("myfinances.pick_one"));
          return;
        }
        setProblem(null);
        create.mutate();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t("myfinances.choose_text")}
        </Text>
        <DebtsTable
          debts={open}
          caption={label}
          pick={(debt) => (
            <Checkbox
              aria-label={t("myfinances.choose_debt", { description: debt.description })}
              checked={chosen.has(debt.id)}
              onChange={(event) => toggle(debt.id, event.currentTarget.checked)}
            />
          )}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Text fw={700} aria-live="polite">
            {t("myfinances.chosen_total", { amount: formatMoney(total) })}
          </Text>
          <Button type="submit" loading={create.isPending}>
            {t("myfinances.make_bill")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
