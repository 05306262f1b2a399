import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { type BillDetail, PAYMENT_MEANS } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatDay, formatInstant, formatMoney } from "../resources/formatValue.ts";
import { useLocalized } from "../resources/useLocalized.ts";
import { AmountCells, AmountHeads } from "./amountColumns.tsx";
import { PaymentMeansCard } from "./PaymentMeansCard.tsx";
import { formatPaidAt } from "./paidAt.ts";
import { AmountLines } from "./payerDisplay.tsx";
import { ReceiptButton } from "./ReceiptButton.tsx";
import {
  cancelBill,
  downloadBillReceipt,
  fetchBill,
  makeBillMeans,
  STAFF_FINANCES_KEYS,
  settleBill,
} from "./staffBillsApi.ts";
import { useMakeMeans } from "./useMakeMeans.ts";

const STATUS_COLORS: Record<string, string> = {
  open: "blue",
  paid: "teal",
  cancelled: "gray",
  expired: "orange",
};

/**
 * The bill's payment means as the payer sees them, with the gateway's charge for the staff; a bill
 * made before the PIX key or gateway was set gets them here.
 */
const MeansCard = ({ bill }: { bill: BillDetail }) => {
  const { t } = useTranslation();
  const makeMeans = useMakeMeans({
    canMake: bill.can_make_means,
    make: () => makeBillMeans(bill.id),
    texts: "finances",
    detailKey: STAFF_FINANCES_KEYS.bill(bill.id),
    refreshKey: STAFF_FINANCES_KEYS.all,
  });
  return (
    <PaymentMeansCard
      means={{
        pix_code: bill.pix_code,
        pix_qr: bill.pix_qr,
        boleto_line: bill.boleto_line,
        boleto_url: bill.boleto_url,
        card_url: bill.card_url,
        invoice_url: bill.gateway_invoice_url,
        expires_at: null,
      }}
      code={bill.pix_txid ?? bill.id}
      noMeans={t("finances.no_means")}
      makeMeans={makeMeans}
      footer={
        bill.gateway && bill.gateway_charge_id ? (
          <Text size="xs" c="dimmed">
            {t("finances.gateway", { gateway: bill.gateway, id: bill.gateway_charge_id })}
          </Text>
        ) : null
      }
    />
  );
};

/** Settle by hand (cash at the desk, a transfer seen on the account): means and amount paid. */
const SettleModal = ({ bill, onClose }: { bill: BillDetail; onClose: () => void }) => {
  const { t } = useTranslation();
  const localize = useLocalized();
  const queryClient = useQueryClient();
  const [means, setMeans] = useState<string | null>("cash");
  const [amount, setAmount] = useState<number | string>(bill.total_cents / 100);
  const settle = useMutation({
    mutationFn: () =>
      settleBill(bill.id, { means: means ?? "", amount_cents: Math.round(Number(amount) * 100) }),
    onSuccess: () => {
      notifySuccess({ message: t("finances.settled") });
      void queryClient.invalidateQueries({ queryKey: STAFF_FINANCES_KEYS.all });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("finances.settle_title")}>
      <Stack>
        <Select
          label={t("finances.settle_means")}
          data={PAYMENT_MEANS.map((option) => ({ value: option.value, label: localize(option.label) }))}
          value={means}
          onChange={setMeans}
          required
        />
        <NumberInput
          label={t("finances.settle_amount")}
          value={amount}
          onChange={setAmount}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator=","
          thousandSeparator="."
          prefix="R$ "
          min={0.01}
          required
        />
        <Group justify="flex-end">
          <Button loading={settle.isPending} onClick={() => settle.mutate()}>
            {t("finances.settle")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

const CancelModal = ({ bill, onClose }: { bill: BillDetail; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const cancel = useMutation({
    mutationFn: () => cancelBill(bill.id, reason),
    onSuccess: () => {
      notifySuccess({ message: t("finances.cancelled") });
      void queryClient.invalidateQueries({ queryKey: STAFF_FINANCES_KEYS.all });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("finances.cancel_title")}>
      <Stack>
        <Text size="sm">{t("finances.cancel_text")}</Text>
        <Textarea
          label={t("finances.cancel_reason")}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          required
        />
        <Group justify="flex-end">
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t("finances.cancel")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/**
 * /finances/bills/show/:id: a bill whole — payer, status, its amounts, how it is paid, its debts as
 * billed — with a manual settlement and cancellation while it is open, and its receipt once paid.
 */
export const BillShowPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({ queryKey: STAFF_FINANCES_KEYS.bill(id), queryFn: () => fetchBill(id) });
  const [dialog, setDialog] = useState<"settle" | "cancel" | null>(null);
  const localize = useLocalized();
  const meansLabel = (value: string | null) => {
    const option = PAYMENT_MEANS.find((means) => means.value === value);
    return option ? localize(option.label) : "—";
  };
  const bill = query.data;
  const closable = bill && (bill.status === "open" || bill.status === "expired");
  return (
    <Stack maw={960}>
      <QueryOverlay {...queryOverlayProps(query)}>
        {bill ? (
          <Stack gap="lg">
            <PageHeader
              title={bill.description}
              description={`${t("finances.payer")}: ${bill.payer.name} · ${t("finances.due_col")}: ${formatDay(bill.due_date)}`}
              actions={
                <Group gap="xs">
                  <Badge color={STATUS_COLORS[bill.status] ?? "gray"} variant="light" size="lg">
                    {t(`finances.status.${bill.status}`, { defaultValue: bill.status })}
                  </Badge>
                  {closable ? (
                    <>
                      <Button variant="light" onClick={() => setDialog("settle")}>
                        {t("finances.settle")}
                      </Button>
                      <Button variant="subtle" color="red" onClick={() => setDialog("cancel")}>
                        {t("finances.cancel")}
                      </Button>
                    </>
                  ) : null}
                  {bill.status === "paid" ? (
                    <ReceiptButton download={() => downloadBillReceipt(bill)} />
                  ) : null}
                </Group>
              }
            />
            {bill.status === "paid" ? (
              <Alert color="teal">
                {t("finances.paid_info", {
                  date: formatPaidAt(bill),
                  amount: formatMoney(bill.paid_cents ?? bill.total_cents),
                  means: meansLabel(bill.means),
                  source: bill.paid_source ?? "—",
                  receipt: bill.receipt_number ?? "—",
                })}
              </Alert>
            ) : null}
            {bill.status === "cancelled" && bill.cancelled_at ? (
              <Alert color="gray">
                {t("finances.cancelled_info", { date: formatInstant(bill.cancelled_at) })}
              </Alert>
            ) : null}
            <Group align="flex-start" wrap="wrap" gap="lg">
              <Card withBorder radius="md" miw={280} component="section" aria-label={t("finances.amounts")}>
                <AmountLines amounts={bill} totalLabel={t("finances.total_col")} />
              </Card>
              {bill.status === "open" || bill.status === "expired" ? <MeansCard bill={bill} /> : null}
            </Group>
            <Stack component="section" gap="xs">
              <Title order={2} size="h4">
                {t("finances.debts")}
              </Title>
              <Table.ScrollContainer minWidth={640}>
                <Table striped aria-label={t("finances.debts")}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("finances.description_col")}</Table.Th>
                      <Table.Th>{t("finances.due_col")}</Table.Th>
                      <AmountHeads />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {bill.debts.map((line) => (
                      <Table.Tr key={line.debt_id}>
                        <Table.Td>
                          <Link to={`/finances/debts/show/${line.debt_id}`}>{line.description}</Link>
                        </Table.Td>
                        <Table.Td>{formatDay(line.due_date)}</Table.Td>
                        <AmountCells amounts={line} />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
            {dialog === "settle" ? <SettleModal bill={bill} onClose={() => setDialog(null)} /> : null}
            {dialog === "cancel" ? <CancelModal bill={bill} onClose={() => setDialog(null)} /> : null}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
