import { Alert, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/i18n.ts";
import { tenantTitle, useApp } from "../../platform/state/appStore.ts";
import { visibleMenu } from "../../routes/menu.ts";
import { MENU_ITEMS } from "../../routes/menuItems.ts";
import { ROUTES } from "../../routes/routeTable.ts";
import { useGuardContext } from "../../routes/useGuardContext.ts";
import { PublishedHome } from "../site/PublishedHome.tsx";

/**
 * Home: a greeting, the tenant's notices, what the portal has published (slides, news, highlights,
 * events) and a shortcut to everything this person can open.
 */
export const HomePage = () => {
  const { t } = useTranslation();
  const info = useApp((state) => state.info);
  const clientDebt = useApp((state) => state.debt);
  const config = useApp((state) => state.config);
  const title = useApp(tenantTitle);
  const context = useGuardContext();
  const shortcuts = useMemo(
    () =>
      visibleMenu({ items: MENU_ITEMS, routes: ROUTES, context })
        .flatMap((section) => section.items)
        .filter((item) => item.routeId !== "index"),
    [context],
  );
  const staff = Boolean(info?.admin || info?.master);
  const debt = staff && (clientDebt || Boolean(config?.debt));
  const readOnlyUntil =
    config?.read_only_until && dayjs(config.read_only_until).isAfter(dayjs()) ? config.read_only_until : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t("home.greeting", { name: info?.name.split(" ")[0] ?? "" })}
        </Title>
        <Text c="dimmed">{t("home.subtitle", { tenant: title ?? "Quadra" })}</Text>
      </Stack>
      {debt ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("home.debt_title")}
          data-testid="debt-notice"
        >
          {t("home.debt_text")}
        </Alert>
      ) : null}
      {readOnlyUntil ? (
        <Alert
          color="orange"
          icon={<IconLock aria-hidden />}
          title={t("home.read_only_title")}
          data-testid="read-only-notice"
        >
          {t("home.read_only_text", { date: formatDateTime(readOnlyUntil) })}
        </Alert>
      ) : null}
      <PublishedHome />
      <Title order={2} size="h4">
        {t("home.shortcuts")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }}>
        {shortcuts.map(({ route, icon: ItemIcon }) => (
          <UnstyledButton key={route.id} component={Link} to={route.path}>
            <Card withBorder padding="md" h="100%">
              <Group wrap="nowrap">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <ItemIcon size={20} />
                </ThemeIcon>
                <Text fw={600}>{t(route.title)}</Text>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
