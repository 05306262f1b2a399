import { Alert, Stack, Text } from "@mantine/core";
import type { PayerBillDetail } from "@quadra/shared/contracts/myFinances";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../resources/formatValue.ts";
import { PaymentMeansCard } from "./PaymentMeansCard.tsx";
import { formatPaidAt } from "./paidAt.ts";
import { downloadReceipt, makePayerBillMeans, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";
import { ReceiptButton } from "./ReceiptButton.tsx";
import { useMakeMeans } from "./useMakeMeans.ts";

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
  const makeMeans = useMakeMeans({
    canMake: bill.can_make_means,
    make: () => makePayerBillMeans(bill.id, associationId),
    texts: "myfinances",
    detailKey: associationId
      ? PAYER_FINANCES_KEYS.associationBill(associationId, bill.id)
      : PAYER_FINANCES_KEYS.myBill(bill.id),
    refreshKey: PAYER_FINANCES_KEYS.all,
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
      makeMeans={makeMeans}
    />
  );
};
