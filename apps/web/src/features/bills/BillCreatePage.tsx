import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { PEOPLE_REF } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatDay, formatMoney } from "../resources/formatValue.ts";
import { RefSelect } from "../resources/RefSelect.tsx";
import { AmountCells, AmountHeads } from "./amountColumns.tsx";
import { createBill, fetchBillable, STAFF_FINANCES_KEYS } from "./staffBillsApi.ts";

type PayerKind = "person" | "association";

/**
 * /finances/bills/create: a bill of one payer's chosen open debts. Staff pick the person or the
 * association, see each open debt with what it costs if billed today, tick the ones to charge and
 * may set the bill's due date; the server computes and freezes the amounts (bills.create).
 */
export const BillCreatePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<PayerKind>("person");
  const [payerId, setPayerId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState("");
  const payer = payerId ? (kind === "person" ? { user_id: payerId } : { association_id: payerId }) : null;
  const debts = useQuery({
    queryKey: STAFF_FINANCES_KEYS.billable(payer ?? {}),
    queryFn: () => fetchBillable(payer!),
    enabled: payer !== null,
  });
  const create = useMutation({
    mutationFn: () => createBill({ ...payer!, debt_ids: chosen, ...(dueDate ? { due_date: dueDate } : {}) }),
    onSuccess: (bill) => {
      notifySuccess({ message: t("finances.created") });
      void queryClient.invalidateQueries({ queryKey: STAFF_FINANCES_KEYS.all });
      navigate(`/finances/bills/show/${bill.id}`);
    },
  });
  const total = (debts.data ?? [])
    .filter((debt) => chosen.includes(debt.id))
    .reduce((sum, debt) => sum + debt.total_cents, 0);
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]));

  return (
    <Stack maw={960}>
      <PageHeader title={t("titles.bills")} description={t("finances.choose_payer")} />
      <Group align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="payer-kind">
            {t("finances.payer_kind")}
          </Text>
          <SegmentedControl
            aria-labelledby="payer-kind"
            value={kind}
            onChange={(value) => {
              setKind(value as PayerKind);
              setPayerId(null);
              setChosen([]);
            }}
            data={[
              { value: "person", label: t("finances.person") },
              { value: "association", label: t("finances.association") },
            ]}
          />
        </Stack>
        <div style={{ flex: 1, minWidth: 260 }}>
          <RefSelect
            key={kind}
            resource={kind === "person" ? PEOPLE_REF : "associations"}
            label={kind === "person" ? t("finances.payer_person") : t("finances.payer_association")}
            value={payerId}
            onChange={(value) => {
              setPayerId(value);
              setChosen([]);
            }}
            required
          />
        </div>
      </Group>
      {payer ? (
        <QueryOverlay {...queryOverlayProps(debts)}>
          {debts.data && debts.data.length === 0 ? (
            <Alert color="gray">{t("finances.no_open_debts")}</Alert>
          ) : null}
          {debts.data && debts.data.length > 0 ? (
            <Stack>
              <Table.ScrollContainer minWidth={640}>
                <Table striped aria-label={t("finances.choose_debts")}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th aria-label={t("common.actions")} />
                      <Table.Th>{t("finances.description_col")}</Table.Th>
                      <Table.Th>{t("finances.due_col")}</Table.Th>
                      <AmountHeads />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {debts.data.map((debt) => (
                      <Table.Tr key={debt.id}>
                        <Table.Td>
                          <Checkbox
                            aria-label={t("finances.pick_debt", { description: debt.description })}
                            checked={chosen.includes(debt.id)}
                            onChange={() => toggle(debt.id)}
                          />
                        </Table.Td>
                        <Table.Td>{debt.description}</Table.Td>
                        <Table.Td>{formatDay(debt.due_date)}</Table.Td>
                        <AmountCells amounts={debt} />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <TextInput
                type="date"
                label={t("finances.due_date")}
                description={t("finances.due_date_help")}
                value={dueDate}
                onChange={(event) => setDueDate(event.currentTarget.value)}
                maw={320}
              />
              <Group justify="space-between">
                <Text fw={700}>{t("finances.selected_total", { total: formatMoney(total) })}</Text>
                <Button
                  disabled={chosen.length === 0}
                  loading={create.isPending}
                  onClick={() => create.mutate()}
                >
                  {t("finances.create")}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </QueryOverlay>
      ) : null}
    </Stack>
  );
};
