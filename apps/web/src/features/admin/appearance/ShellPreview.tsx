import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  type MantineColorSchemeManager,
  MantineProvider,
  NavLink,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { IconHome, IconMoon, IconSun, IconTrophy, IconUsers } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { buildTheme, cssVariablesResolver } from "../../../app/theme.ts";

/** The preview never reads or writes the person's own colour-scheme preference. */
const fixedScheme: MantineColorSchemeManager = {
  get: (fallback) => fallback,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/**
 * A small copy of the app shell (header, menu, a card with badges and buttons) painted with a
 * colour and a logo before they are saved. A nested MantineProvider scopes its CSS variables and
 * colour scheme to this box, so the page around it keeps the tenant's current look.
 */
export const ShellPreview = ({
  scheme,
  color,
  logo,
  title,
}: {
  scheme: "light" | "dark";
  color: string;
  logo: string | null;
  title: string;
}) => {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const selector = `[data-quadra-preview="${scheme}"]`;
  return (
    <Box
      ref={root}
      data-quadra-preview={scheme}
      data-mantine-color-scheme={scheme}
      data-testid={`preview-${scheme}`}
      data-color={color}
      role="group"
      aria-label={t(`colors_admin.preview_${scheme}`)}
      style={{
        border: "1px solid var(--mantine-color-default-border)",
        borderRadius: "var(--mantine-radius-md)",
        overflow: "hidden",
        background: "var(--mantine-color-body)",
        color: "var(--mantine-color-text)",
      }}
    >
      <MantineProvider
        theme={buildTheme(color)}
        // The same contrast the app gets (theme.ts), so the preview shows the colours as they will read.
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme={scheme}
        colorSchemeManager={fixedScheme}
        cssVariablesSelector={selector}
        getRootElement={() => root.current ?? undefined}
        withGlobalClasses={false}
      >
        <Group
          justify="space-between"
          px="sm"
          h={48}
          wrap="nowrap"
          style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
        >
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Image src={logo ?? "/icons/icon-192.png"} alt={title} h={28} w="auto" fit="contain" />
            <Text fw={700} size="sm" truncate="end">
              {title}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Badge color="green" variant="light" size="sm">
              {t("shell.online")}
            </Badge>
            <ActionIcon variant="default" size="md" aria-hidden tabIndex={-1}>
              {scheme === "dark" ? <IconSun size={16} /> : <IconMoon size={16} />}
            </ActionIcon>
          </Group>
        </Group>
        <Group align="stretch" gap={0} wrap="nowrap">
          <Stack
            gap={2}
            p={6}
            w={150}
            style={{ borderRight: "1px solid var(--mantine-color-default-border)" }}
          >
            <NavLink
              component="div"
              active
              label={t("colors_admin.sample_home")}
              leftSection={<IconHome size={16} />}
            />
            <NavLink
              component="div"
              label={t("colors_admin.sample_competitions")}
              leftSection={<IconTrophy size={16} />}
            />
            <NavLink
              component="div"
              label={t("colors_admin.sample_people")}
              leftSection={<IconUsers size={16} />}
            />
          </Stack>
          <Box p="sm" style={{ flex: 1, minWidth: 0 }}>
            <Card withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <Text fw={600} size="sm" truncate="end">
                  {t("colors_admin.sample_card_title")}
                </Text>
                <Badge size="sm">{t("colors_admin.sample_badge")}</Badge>
              </Group>
              <Text size="xs" c="dimmed" mb="xs">
                {t("colors_admin.sample_card_text")}
              </Text>
              <Group gap={6} mb="xs">
                <Badge variant="filled" size="xs">
                  {t("colors_admin.badge_filled")}
                </Badge>
                <Badge variant="light" size="xs">
                  {t("colors_admin.badge_light")}
                </Badge>
                <Badge variant="outline" size="xs">
                  {t("colors_admin.badge_outline")}
                </Badge>
              </Group>
              <Switch
                size="xs"
                defaultChecked
                label={t("colors_admin.sample_switch")}
                mb="xs"
                tabIndex={-1}
              />
              <Group gap={6}>
                <Button size="compact-xs" tabIndex={-1}>
                  {t("colors_admin.sample_primary")}
                </Button>
                <Button size="compact-xs" variant="light" tabIndex={-1}>
                  {t("colors_admin.sample_light")}
                </Button>
                <Button size="compact-xs" variant="outline" tabIndex={-1}>
                  {t("colors_admin.sample_outline")}
                </Button>
              </Group>
            </Card>
          </Box>
        </Group>
      </MantineProvider>
    </Box>
  );
};
