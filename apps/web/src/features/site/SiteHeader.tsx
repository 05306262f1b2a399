import {
  Box,
  Burger,
  Button,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isLoggedIn, tenantTitle, useApp } from "../../platform/state/appStore.ts";
import { TenantLogo } from "../shell/TenantLogo.tsx";
import { SiteAnchor } from "./SiteAnchor.tsx";
import type { SiteMenuEntry } from "./siteMenus.ts";

const linkProps = (entry: SiteMenuEntry) =>
  entry.link.kind === "internal"
    ? { component: Link, to: entry.link.to }
    : entry.link.kind === "external"
      ? {
          component: "a" as const,
          href: entry.link.href,
          ...(entry.link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {}),
        }
      : {};

/** One entry of the bar: a link, or a menu of its sub-items (the entry's own link first). */
const BarEntry = ({ entry }: { entry: SiteMenuEntry }) => {
  if (!entry.children.length)
    return (
      <SiteAnchor link={entry.link} fw={600} c="inherit">
        {entry.label}
      </SiteAnchor>
    );
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={200} position="bottom-start">
      <Menu.Target>
        <UnstyledButton fw={600}>
          <Group gap={4} wrap="nowrap">
            {entry.label}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.link.kind !== "none" ? (
          <Menu.Item {...(linkProps(entry) as object)}>{entry.label}</Menu.Item>
        ) : null}
        {entry.children.map((child) => (
          <Menu.Item key={child.id} {...(linkProps(child) as object)}>
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};

const DrawerEntry = ({ entry, onPick }: { entry: SiteMenuEntry; onPick: () => void }) =>
  entry.children.length ? (
    <NavLink label={entry.label} defaultOpened>
      {entry.link.kind !== "none" ? (
        <NavLink label={entry.label} onClick={onPick} {...(linkProps(entry) as object)} />
      ) : null}
      {entry.children.map((child) => (
        <NavLink key={child.id} label={child.label} onClick={onPick} {...(linkProps(child) as object)} />
      ))}
    </NavLink>
  ) : (
    <NavLink label={entry.label} onClick={onPick} {...(linkProps(entry) as object)} />
  );

/** The public site's header: the portal's name, its header menu, and the way in (or back) to the app. */
export const SiteHeader = ({ entries }: { entries: SiteMenuEntry[] }) => {
  const { t } = useTranslation();
  const title = useApp(tenantTitle);
  const loggedIn = useApp(isLoggedIn);
  const [opened, { toggle, close }] = useDisclosure(false);
  const account = loggedIn ? (
    <Button component={Link} to="/" variant="light">
      {t("site.go_to_app")}
    </Button>
  ) : (
    <Button component={Link} to="/login">
      {t("site.login")}
    </Button>
  );
  return (
    <Box
      component="header"
      py="sm"
      mb="lg"
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton
          component={Link}
          to="/portal"
          aria-label={t("site.home_link", { name: title ?? "Quadra" })}
        >
          <Group gap="sm" wrap="nowrap">
            <TenantLogo height={40} />
            <Text fw={700} visibleFrom="xs">
              {title}
            </Text>
          </Group>
        </UnstyledButton>
        {entries.length ? (
          <Group component="nav" aria-label={t("site.main_menu")} gap="lg" visibleFrom="md">
            {entries.map((entry) => (
              <BarEntry key={entry.id} entry={entry} />
            ))}
          </Group>
        ) : null}
        <Group gap="sm" wrap="nowrap">
          <Box visibleFrom="md">{account}</Box>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? t("shell.close_menu") : t("shell.open_menu")}
          />
        </Group>
      </Group>
      <Drawer opened={opened} onClose={close} title={title} position="right" hiddenFrom="md">
        <Stack gap="md">
          <Box component="nav" aria-label={t("site.main_menu")}>
            {entries.map((entry) => (
              <DrawerEntry key={entry.id} entry={entry} onPick={close} />
            ))}
          </Box>
          {account}
        </Stack>
      </Drawer>
    </Box>
  );
};
