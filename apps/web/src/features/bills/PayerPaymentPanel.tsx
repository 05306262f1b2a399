import { Alert, Button, Stack, Text } from "@mantine/core";
import type { PayerBillDetail } from "@quadra/shared/contracts/myFinances";
import { IconCheck, IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { formatInstant, formatMoney } from "../resources/formatValue.ts";
import { PaymentMeansCard } from "./PaymentMeansCard.tsx";
import { downloadReceipt } from "./payerFinancesApi.ts";

/**
 * How to pay a bill (PaymentMeansCard), or its receipt once paid.
 */
export const PayerPaymentPanel = ({
  bill,
  associationId,
}: {
  bill: PayerBillDetail;
  associationId?: string;
}) => {
  const { t } = useTranslation();
  const receipt = useMutation({
    mutationFn: () => downloadReceipt({ billId: bill.id, code: bill.code, associationId }),
    onSuccess: (name) => notifySuccess({ message: name }),
    onError: (error) => notifyError({ message: error.message }),
  });
  if (bill.status === "paid")
    return (
      <Alert color="teal" title={t("myfinances.paid_title")} icon={<IconCheck aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t("myfinances.paid_text", {
              amount: formatMoney(bill.paid_cents ?? bill.total_cents),
              date: bill.paid_at ? formatInstant(bill.paid_at) : "—",
              means: bill.paid_means
                ? t(`myfinances.means.${bill.paid_means}`, { defaultValue: bill.paid_means })
                : "—",
            })}
          </Text>
          {bill.receipt ? (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={receipt.isPending}
              onClick={() => receipt.mutate()}
            >
              {t("myfinances.receipt")}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  if (bill.status !== "open") return null;
  return <PaymentMeansCard means={bill.means} code={bill.code} noMeans={t("myfinances.no_means")} />;
};
