import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp, IconMail, IconMessageCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { audienceOf, chatEnabledFor } from "../../platform/chat/supportChat.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { whatsappLink } from "./whatsappLink.ts";

type ChatApi = { $chatwoot?: { toggle: (state?: "open" | "close") => void } };

export const SupportPage = () => {
  const { t } = useTranslation();
  const config = useApp((state) => state.config);
  const info = useApp((state) => state.info);
  const chat = chatEnabledFor({ support: config?.support ?? null, audience: audienceOf(info) });
  const wa = config?.wa ?? null;
  const mail = config?.login_mail ?? null;
  return (
    <Stack maw={640}>
      <PageHeader title={t("titles.support")} description={t("support.description")} />
      {!wa && !mail && !chat ? (
        <EmptyState title={t("support.empty_title")} description={t("support.empty_text")} />
      ) : (
        <Stack>
          {wa ? (
            <Card withBorder>
              <Group justify="space-between">
                <Text>{t("support.whatsapp")}</Text>
                <Button
                  component="a"
                  href={whatsappLink(wa)}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="green"
                  leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
                >
                  {t("support.whatsapp_action")}
                </Button>
              </Group>
            </Card>
          ) : null}
          {mail ? (
            <Card withBorder>
              <Group justify="space-between">
                <Text>{t("support.mail")}</Text>
                <Button
                  component="a"
                  href={`mailto:${mail}`}
                  variant="default"
                  leftSection={<IconMail size={18} aria-hidden />}
                >
                  {mail}
                </Button>
              </Group>
            </Card>
          ) : null}
          {chat ? (
            <Card withBorder>
              <Group justify="space-between">
                <Text>{t("support.chat")}</Text>
                <Button
                  leftSection={<IconMessageCircle size={18} aria-hidden />}
                  onClick={() => (window as Window & ChatApi).$chatwoot?.toggle("open")}
                >
                  {t("support.chat_action")}
                </Button>
              </Group>
            </Card>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
};
