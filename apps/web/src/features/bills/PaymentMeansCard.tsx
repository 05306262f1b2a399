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
import type { PayerPaymentMeans } from "@quadra/shared/contracts/myFinances";
import { IconCheck, IconCopy, IconCreditCard, IconExternalLink, IconFileInvoice } from "@tabler/icons-react";
import QRCode from "qrcode";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatInstant } from "../resources/formatValue.ts";

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
  if (!image) return drawn;
  return image.startsWith("data:") ? image : `data:image/png;base64,${image}`;
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

/** The button that makes a bill's missing payment means, with what it says above it (useMakeMeans). */
export type MakeMeans = { text: string; label: string; pending: boolean; make: () => void };

/**
 * How to pay an open bill, the same for the payer and for the staff: PIX first (copy the code in
 * one tap, or scan the QR), then the boleto's line and PDF, the card link and the gateway's payment
 * page when the federation's gateway made them. `noMeans` says what to do when none was made
 * (the payer and the staff are told different things); `footer` is the staff's charge reference.
 * `makeMeans`, for a bill made before the federation had a PIX key or gateway, makes them now.
 */
export const PaymentMeansCard = ({
  means,
  code,
  noMeans,
  footer,
  makeMeans,
}: {
  means: PayerPaymentMeans & { invoice_url?: string | null };
  /** The bill's code, naming its QR image. */
  code: string;
  noMeans: string;
  footer?: ReactNode;
  makeMeans?: MakeMeans | null;
}) => {
  const { t } = useTranslation();
  const { pix_code, boleto_line, boleto_url, card_url, invoice_url, expires_at } = means;
  const qr = usePixQr(pix_code, means.pix_qr);
  if (!pix_code && !boleto_line && !boleto_url && !card_url && !invoice_url)
    return makeMeans ? (
      <Alert color="blue" title={t("myfinances.pay_title")}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{makeMeans.text}</Text>
          <Button size="md" loading={makeMeans.pending} onClick={makeMeans.make}>
            {makeMeans.label}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Alert color="yellow" title={t("myfinances.pay_title")}>
        {noMeans}
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
              <Image src={qr} alt={t("myfinances.pix_qr", { code })} w={220} h={220} fit="contain" />
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
          {invoice_url ? (
            <Anchor href={invoice_url} target="_blank" rel="noopener noreferrer">
              <Group gap={4}>
                <IconExternalLink size={16} aria-hidden />
                {t("finances.invoice_link")}
              </Group>
            </Anchor>
          ) : null}
        </Group>
        {footer}
      </Stack>
    </Card>
  );
};
