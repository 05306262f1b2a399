import { Alert, Stack, Text } from "@mantine/core";
import type { PayerBillDetail } from "@quadra/shared/contracts/myFinances";
import { IconCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { formatMoney } from "../resources/formatValue.ts";
import { PaymentMeansCard } from "./PaymentMeansCard.tsx";
import { formatPaidAt } from "./paidAt.ts";
import { downloadReceipt, makePayerBillMeans, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";
import { ReceiptButton } from "./ReceiptButton.tsx";

/**
 * How to pay a bill (PaymentMeansCard), or its receipt once paid. A bill made before the federation
 * had a PIX key gets its PIX here, once the federation has one.
 */
export const PayerPaymentPanel = ({
  bill,
  associationId,
}: {
  bill: PayerBillDetail;
  associationId?: string;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const make = useMutation({
    mutationFn: () => makePayerBillMeans(bill.id, associationId),
    onSuccess: (detail) => {
      notifySuccess({ message: t("myfinances.means_made") });
      queryClient.setQueryData(
        associationId
          ? PAYER_FINANCES_KEYS.associationBill(associationId, bill.id)
          : PAYER_FINANCES_KEYS.myBill(bill.id),
        detail,
      );
      void queryClient.invalidateQueries({ queryKey: PAYER_FINANCES_KEYS.all });
    },
  });
  if (bill.status === "paid")
    return (
      <Alert color="teal" title={t("myfinances.paid_title")} icon={<IconCheck aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t("myfinances.paid_text", {
              amount: formatMoney(bill.paid_cents ?? bill.total_cents),
              date: formatPaidAt(bill),
              means: bill.paid_means
                ? t(`myfinances.means.${bill.paid_means}`, { defaultValue: bill.paid_means })
                : "—",
            })}
          </Text>
          {bill.receipt ? (
            <ReceiptButton
              download={() => downloadReceipt({ billId: bill.id, code: bill.code, associationId })}
            />
          ) : null}
        </Stack>
      </Alert>
    );
  if (bill.status !== "open") return null;
  return (
    <PaymentMeansCard
      means={bill.means}
      code={bill.code}
      noMeans={t("myfinances.no_means")}
      makeMeans={
        bill.can_make_means
          ? {
              text: t("myfinances.make_means_text"),
              label: t("myfinances.make_means"),
              pending: make.isPending,
              make: () => make.mutate(),
            }
          : null
      }
    />
  );
};
