import { Alert, Anchor, Button, Card, Group, Image, Stack, Text, Title } from "@mantine/core";
import type { MyCard } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { myApi } from "../../platform/api/operations/my.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { CardRegisterEntries } from "../registers/CardRegisterEntries.tsx";
import { civilDate } from "./civilDate.ts";
import { StoredPhoto } from "./StoredPhoto.tsx";

export const CARD_QUERY_KEY = ["my", "card"] as const;

/** The address the QR code carries: the card's public verification page on this portal. */
export const verificationUrl = (token: string) => `${window.location.origin}/public/cards/${token}`;

const useQrCode = (text: string | null) => {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    // Error correction M: still readable with a crease or a smudge on a printed card.
    void QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: 1, width: 240 }).then((url) => {
      if (current) setImage(url);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return image;
};

const CardView = ({ card }: { card: MyCard }) => {
  const { t } = useTranslation();
  const url = verificationUrl(card.token);
  const qr = useQrCode(url);
  const row = (label: string, value: string) => (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={96}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="lg" padding="lg" maw={420} w="100%" aria-label={t("titles.my_id")}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {card.tenant_name}
          </Title>
          {card.tenant_logo ? <Image src={card.tenant_logo} alt="" h={40} w="auto" fit="contain" /> : null}
        </Group>
        <Group align="flex-start" wrap="nowrap">
          <StoredPhoto url={card.image_url} name={card.name} size={110} />
          <Stack gap={6}>
            <Text fw={700} size="lg">
              {card.name}
            </Text>
            {card.registration_number !== null
              ? row(t("my.card.registration_number"), String(card.registration_number))
              : null}
            {card.cpf_masked ? row(t("my.card.cpf"), card.cpf_masked) : null}
            {card.birthdate ? row(t("my.card.birthdate"), civilDate(card.birthdate)) : null}
            {row(
              t("my.card.valid_until"),
              card.valid_until ? civilDate(card.valid_until) : t("my.card.no_expiry"),
            )}
          </Stack>
        </Group>
        <CardRegisterEntries entries={card.entries ?? []} />
        <Stack align="center" gap={4}>
          {qr ? <Image src={qr} alt={t("my.card.qr_alt")} w={200} h={200} /> : null}
          <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
            {t("my.card.verify_link")}
          </Anchor>
        </Stack>
      </Stack>
    </Card>
  );
};

/** /my/id: the digital card with photo, name, matrícula, masked cpf, validity and the QR code. */
export const CardPage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const card = useQuery({ queryKey: CARD_QUERY_KEY, queryFn: () => myApi.card() });
  const rotate = useMutation({
    mutationFn: () => myApi.newCardToken(),
    onSuccess: (next) => {
      client.setQueryData(CARD_QUERY_KEY, next);
      notifySuccess({ message: t("my.card.rotated") });
    },
  });
  return (
    <Stack>
      <PageHeader
        title={t("titles.my_id")}
        description={t("my.card.description")}
        actions={
          <Group className="no-print">
            <Button variant="default" onClick={() => window.print()}>
              {t("my.card.print")}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => setConfirming(true)}
              loading={rotate.isPending}
            >
              {t("my.card.rotate")}
            </Button>
          </Group>
        }
      />
      {card.data ? (
        <>
          {card.data.invalid_reason ? (
            <Alert color="orange">
              {t("my.card.invalid_now", { reason: t(`my.card_reasons.${card.data.invalid_reason}`) })}
            </Alert>
          ) : null}
          <CardView card={card.data} />
        </>
      ) : (
        <LoadingState />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t("my.card.rotate")}
        message={t("my.card.rotate_confirm")}
        confirmLabel={t("my.card.rotate")}
        onConfirm={async () => {
          await rotate.mutateAsync();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
