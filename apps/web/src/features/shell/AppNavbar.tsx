import { Badge, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import type { Locale } from "@quadra/shared";
import { MENU_GROUPS } from "@quadra/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useTitleText } from "../../platform/pageTitle.ts";
import { visibleMenu } from "../../routes/menu.ts";
import type { MenuSection } from "../../routes/menuItems.ts";
import { MENU_ITEMS } from "../../routes/menuItems.ts";
import { ROUTES } from "../../routes/routeTable.ts";
import { useGuardContext } from "../../routes/useGuardContext.ts";
import { useApprovalCounts } from "../documents/approvalCounts.ts";

const useSectionLabel = () => {
  const { t, i18n } = useTranslation();
  return (section: MenuSection) => {
    if (section === "main") return t("menu.main");
    const menuGroup = MENU_GROUPS.find((candidate) => candidate.id === section);
    return menuGroup?.label[(i18n.language as Locale) ?? "pt-BR"] ?? menuGroup?.label["pt-BR"] ?? section;
  };
};

/** The drawer: portal pages and the admin menu groups of spec §2, filtered by permission and module. */
export const AppNavbar = () => {
  const { t } = useTranslation();
  const titleOf = useTitleText();
  const context = useGuardContext();
  const { pathname } = useLocation();
  const sectionLabel = useSectionLabel();
  const sections = useMemo(() => visibleMenu({ items: MENU_ITEMS, routes: ROUTES, context }), [context]);
  // Counts are asked only when the person sees an approval queue in the menu.
  const showsQueues = sections.some(({ items }) => items.some((item) => item.approval));
  const counts = useApprovalCounts(context.loggedIn && showsQueues).data ?? {};
  return (
    <ScrollArea type="auto" p="sm" h="100%">
      <Stack gap="md">
        {sections.map(({ section, items }) => (
          <Stack gap={2} key={section} role="group" aria-labelledby={`menu-${section}`}>
            <Text id={`menu-${section}`} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
              {sectionLabel(section)}
            </Text>
            {items.map(({ route, icon: ItemIcon, approval }) => {
              const waiting = approval ? (counts[approval] ?? 0) : 0;
              return (
                <NavLink
                  key={route.id}
                  component={Link}
                  to={route.path}
                  label={titleOf(route.title)}
                  leftSection={<ItemIcon size={18} aria-hidden />}
                  rightSection={
                    waiting > 0 ? (
                      <Badge size="sm" color="red" aria-label={t("approvals.badge", { count: waiting })}>
                        {waiting}
                      </Badge>
                    ) : undefined
                  }
                  active={pathname === route.path}
                  aria-current={pathname === route.path ? "page" : undefined}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
};
