import type { ButtonProps } from "@mantine/core";
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp, IconMail, IconMessageCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { audienceOf, chatEnabledFor } from "../../platform/chat/supportChat.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { whatsappLink } from "./whatsappLink.ts";

type ChatApi = { $chatwoot?: { toggle: (state?: "open" | "close") => void } };

/** One support channel: what it is, and the button that opens it (a link when `href` is given). */
const Channel = ({
  label,
  action,
  icon,
  href,
  onClick,
  ...buttonProps
}: {
  label: string;
  action: string;
  icon: ReactNode;
  href?: string;
  onClick?: () => void;
} & ButtonProps) => (
  <Card withBorder>
    <Group justify="space-between">
      <Text>{label}</Text>
      {href ? (
        <Button
          component="a"
          href={href}
          // Web links (WhatsApp) open beside the portal; mailto: stays in place.
          {...(href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          leftSection={icon}
          {...buttonProps}
        >
          {action}
        </Button>
      ) : (
        <Button onClick={onClick} leftSection={icon} {...buttonProps}>
          {action}
        </Button>
      )}
    </Group>
  </Card>
);

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
            <Channel
              label={t("support.whatsapp")}
              action={t("support.whatsapp_action")}
              icon={<IconBrandWhatsapp size={18} aria-hidden />}
              href={whatsappLink(wa)}
              color="green"
            />
          ) : null}
          {mail ? (
            <Channel
              label={t("support.mail")}
              action={mail}
              icon={<IconMail size={18} aria-hidden />}
              href={`mailto:${mail}`}
              variant="default"
            />
          ) : null}
          {chat ? (
            <Channel
              label={t("support.chat")}
              action={t("support.chat_action")}
              icon={<IconMessageCircle size={18} aria-hidden />}
              onClick={() => (window as Window & ChatApi).$chatwoot?.toggle("open")}
            />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
};
