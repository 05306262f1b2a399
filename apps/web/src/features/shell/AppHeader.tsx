import { ActionIcon, Anchor, Badge, Burger, Button, Group, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMoon, IconSettings, IconSun } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isLoggedIn, tenantTitle, useApp } from "../../platform/state/appStore.ts";
import { PreferencesModal } from "./PreferencesModal.tsx";
import { toggleDark } from "./preferences.ts";
import { TenantLogo } from "./TenantLogo.tsx";
import { UserMenu } from "./UserMenu.tsx";

export const AppHeader = ({ drawer }: { drawer: { opened: boolean; toggle: () => void } | null }) => {
  const { t } = useTranslation();
  const title = useApp(tenantTitle);
  const online = useApp((state) => state.online);
  const dark = useApp((state) => state.dark);
  const loggedIn = useApp(isLoggedIn);
  const [preferencesOpen, preferences] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {drawer ? (
          <Burger
            opened={drawer.opened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={drawer.opened ? t("shell.close_menu") : t("shell.open_menu")}
          />
        ) : null}
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          aria-label={t("shell.home_link", { name: title ?? "Quadra" })}
          miw={0}
        >
          <Group gap="xs" wrap="nowrap" miw={0}>
            <TenantLogo />
            {/* Phones keep the logo only: the controls on the right need the room. */}
            <Text fw={700} truncate="end" visibleFrom="xs">
              {title ?? "Quadra"}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Badge color={online ? "green" : "red"} variant="light" role="status" data-testid="network-status">
          {online ? t("shell.online") : t("shell.offline")}
        </Badge>
        <Tooltip label={dark ? t("shell.light_mode") : t("shell.dark_mode")}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={toggleDark}
            aria-label={dark ? t("shell.light_mode") : t("shell.dark_mode")}
          >
            {dark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t("preferences.title")}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={preferences.open}
            aria-label={t("preferences.title")}
          >
            <IconSettings size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {loggedIn ? (
          <UserMenu />
        ) : (
          <Button component={Link} to="/login" size="sm">
            {t("auth.login.submit")}
          </Button>
        )}
      </Group>
      <PreferencesModal opened={preferencesOpen} onClose={preferences.close} />
    </Group>
  );
};
