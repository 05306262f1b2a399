import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Image,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import type { PayerBillDetail } from "@quadra/shared/contracts/myFinances";
import { IconCheck, IconCopy, IconCreditCard, IconDownload, IconFileInvoice } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { formatInstant, formatMoney } from "../resources/formatValue.ts";
import { downloadReceipt } from "./payerFinancesApi.ts";

/** The QR of a PIX code: the gateway's image when it sent one, otherwise drawn here from the code. */
const usePixQr = (code: string | null, image: string | null) => {
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    if (image || !code) return;
    let current = true;
    void QRCode.toDataURL(code, { errorCorrectionLevel: "M", margin: 1, width: 260 }).then((url) => {
      if (current) setDrawn(url);
    });
    return () => {
      current = false;
    };
  }, [code, image]);
  return image ?? drawn;
};

const CopyField = ({ value, label, copyLabel }: { value: string; label: string; copyLabel: string }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        value={value}
        readOnly
        rows={3}
        styles={{ input: { fontFamily: "monospace" } }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            size="md"
            color={copied ? "teal" : undefined}
            leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          >
            {copied ? t("myfinances.pix_copied") : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
};

/**
 * How to pay a bill, or its receipt once paid: PIX first (copy the code in one tap, or scan the
 * QR), then the boleto's line and PDF and the card link when the federation's gateway made them.
 */
export const PayerPaymentPanel = ({
  bill,
  associationId,
}: {
  bill: PayerBillDetail;
  associationId?: string;
}) => {
  const { t } = useTranslation();
  const qr = usePixQr(bill.means.pix_code, bill.means.pix_qr);
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
  const { pix_code, boleto_line, boleto_url, card_url, expires_at } = bill.means;
  if (!pix_code && !boleto_line && !boleto_url && !card_url)
    return (
      <Alert color="yellow" title={t("myfinances.pay_title")}>
        {t("myfinances.no_means")}
      </Alert>
    );
  return (
    <Card withBorder radius="md" component="section" aria-label={t("myfinances.pay_title")}>
      <Stack>
        <Title order={2} size="h4">
          {t("myfinances.pay_title")}
        </Title>
        {pix_code ? (
          <Group align="flex-start" wrap="wrap" gap="lg">
            {qr ? (
              <Image
                src={qr}
                alt={t("myfinances.pix_qr", { code: bill.code })}
                w={220}
                h={220}
                fit="contain"
              />
            ) : null}
            <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
              <Text size="sm" c="dimmed">
                {t("myfinances.pix_help")}
              </Text>
              <CopyField
                value={pix_code}
                label={t("myfinances.pix_title")}
                copyLabel={t("myfinances.pix_copy")}
              />
              {expires_at ? (
                <Text size="xs" c="dimmed">
                  {t("myfinances.pix_expires", { date: formatInstant(expires_at) })}
                </Text>
              ) : null}
            </Stack>
          </Group>
        ) : null}
        {boleto_line ? (
          <CopyField
            value={boleto_line}
            label={t("myfinances.boleto_title")}
            copyLabel={t("myfinances.boleto_copy")}
          />
        ) : null}
        <Group gap="sm">
          {boleto_url ? (
            <Anchor href={boleto_url} target="_blank" rel="noopener noreferrer">
              <Group gap={4}>
                <IconFileInvoice size={16} aria-hidden />
                {t("myfinances.boleto_pdf")}
              </Group>
            </Anchor>
          ) : null}
          {card_url ? (
            <Button
              component="a"
              href={card_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconCreditCard size={16} aria-hidden />}
            >
              {t("myfinances.card_link")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
};
