import { Avatar, Card, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { myAddresses, myApi } from "../../platform/api/operations/my.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { CardRegisterEntries } from "../registers/CardRegisterEntries.tsx";

/**
 * /public/cards/:token: what a gatekeeper sees after scanning a card's QR code, without logging in.
 * A large VÁLIDA or INVÁLIDA with the reason, the photo, name, matrícula and federation; nothing else.
 */
export const CardVerificationPage = () => {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const backend = useApp((state) => state.backend);
  const verification = useQuery({
    queryKey: ["public-card", token],
    queryFn: () => myApi.verifyCard({ params: { token }, quiet: true }),
    retry: false,
  });
  if (verification.isLoading) return <LoadingState />;
  const result = verification.data;
  // A token that is unknown (replaced or never issued) is an invalid card, not an error page.
  const notFound = isApiError(verification.error) && verification.error.status === 404;
  const valid = Boolean(result?.valid);
  const reason = result?.reason ?? (notFound ? "not_found" : null);
  const failure = verification.error && !notFound ? (verification.error as Error).message : null;
  return (
    <Center mih="70vh" p="md">
      <Card withBorder radius="lg" padding="xl" maw={440} w="100%">
        <Stack align="center" gap="md">
          {failure ? (
            <Text c="red">{failure}</Text>
          ) : (
            <>
              <ThemeIcon size={88} radius="xl" color={valid ? "green" : "red"} variant="light">
                {valid ? <IconCircleCheck size={64} /> : <IconCircleX size={64} />}
              </ThemeIcon>
              <Title order={1} size="h2" c={valid ? "green.8" : "red.8"} ta="center">
                {valid ? t("my.verify.valid") : t("my.verify.invalid")}
              </Title>
              {reason ? <Text ta="center">{t(`my.card_reasons.${reason}`)}</Text> : null}
              {result?.name ? (
                <Stack align="center" gap={4}>
                  {result.photo_url && backend ? (
                    <Avatar
                      src={operationUrl(myAddresses.cardPhoto, { params: { token } })}
                      alt={t("my.verify.photo_alt", { name: result.name })}
                      size={140}
                      radius="md"
                    />
                  ) : null}
                  <Text fw={700} size="xl" ta="center">
                    {result.name}
                  </Text>
                  {result.registration_number !== null ? (
                    <Text>{t("my.verify.registration_number", { number: result.registration_number })}</Text>
                  ) : null}
                </Stack>
              ) : null}
              {result ? (
                <>
                  <CardRegisterEntries entries={result.entries ?? []} />
                  <Text fw={500}>{result.tenant_name}</Text>
                  <Text size="sm" c="dimmed">
                    {t("my.verify.checked_at", { when: formatDateTime(result.checked_at) })}
                  </Text>
                </>
              ) : null}
              <Text size="xs" c="dimmed" ta="center">
                {t("my.verify.privacy_note")}
              </Text>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
};
