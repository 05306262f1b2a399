import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from "@mantine/core";
import { tenantAfter } from "@quadra/shared/tenantName";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useEffect, useLayoutEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { useTenantPhrases } from "../../i18n/tenantPhrases.ts";
import { useTitleText } from "../../platform/pageTitle.ts";
import { NAME_SLOT, rememberHome } from "../../platform/startup/rememberedHome.ts";
import { removeStaticHome } from "../../platform/startup/staticHome.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { ComingUp } from "./ComingUp.tsx";
import { ForYou } from "./ForYou.tsx";
import { useHomeSummary } from "./homeSummary.ts";
import { NeedsYou, needsYouTexts } from "./NeedsYou.tsx";
import { useHomeRoutes, useOpenScreens, useRouteLink } from "./routeLinks.ts";
import { Shortcuts } from "./Shortcuts.tsx";

/**
 * The start page: a greeting and the platform notices, then — from one request (home/summary) —
 * what needs the viewer (staff: approval queues, pending teams), their own things (card, documents
 * to send, teams), what is coming (competitions, events), and their most used shortcuts. The full
 * list of screens is one link away (Todas as telas); the portal's news stay on the portal's page.
 */
export const HomePage = () => {
  const { t, i18n } = useTranslation();
  const info = useApp((state) => state.info);
  const clientDebt = useApp((state) => state.debt);
  const config = useApp((state) => state.config);
  const clientCode = useApp((state) => state.clientCode);
  const phrases = useTenantPhrases();
  // Before the tenant is known the product's own name stands in (it takes no article).
  const named = phrases ?? {
    tenant: "Quadra",
    of_tenant: tenantAfter("de", { title: "Quadra", article: "none" }),
  };
  const subtitle = t("home.subtitle", named);
  // index.html's static copy of this page (drawn from the last visit's, before the code ran) gives way
  // before this one is painted, in the same place: nothing moves.
  useLayoutEffect(() => removeStaticHome(), []);
  const summary = useHomeSummary();
  const routes = useHomeRoutes();
  const link = useRouteLink(routes);
  const open = useOpenScreens(routes);
  const titleOf = useTitleText();
  // Remembered once the tenant's configuration (its name's article) is in, for the next visit's copy.
  const client = phrases && config ? clientCode : null;
  const tenantName = phrases?.tenant;
  const greetingToRemember = t("home.greeting", { name: NAME_SLOT });
  const language = i18n.language;
  // As the page's first frame writes the cards (before the route table: homeScreens.ts), which is the
  // frame that replaces the copy.
  const firstLink = useRouteLink(null);
  const needs = useMemo(
    () => needsYouTexts({ t, exists: (key) => i18n.exists(key), titleOf, link: firstLink, language }),
    [t, i18n, titleOf, firstLink, language],
  );
  const portal = link("site_portal");
  const staff = Boolean(info?.admin || info?.master);
  const debt = staff && (clientDebt || Boolean(config?.debt));
  const readOnlyUntil =
    config?.read_only_until && dayjs(config.read_only_until).isAfter(dayjs()) ? config.read_only_until : null;
  // With a notice above them the cards would be drawn higher in the copy than here: none are copied.
  const notice = Boolean(debt || readOnlyUntil);
  useEffect(() => {
    if (!client || !tenantName) return;
    rememberHome({
      client,
      language,
      title: tenantName,
      greeting: greetingToRemember,
      subtitle,
      ...(notice ? {} : { needs }),
    });
  }, [client, tenantName, language, greetingToRemember, subtitle, needs, notice]);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t("home.greeting", { name: info?.name.split(" ")[0] ?? "" })}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
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
      {summary.data ? (
        <>
          <NeedsYou summary={summary.data} link={link} />
          <ForYou summary={summary.data} link={link} />
          <ComingUp summary={summary.data} link={link} />
        </>
      ) : summary.isError ? (
        <Alert color="red" role="alert" title={t("start.failed")}>
          <Button size="xs" variant="light" color="red" onClick={() => void summary.refetch()}>
            {t("loading.retry")}
          </Button>
        </Alert>
      ) : (
        // Holds the summary's place while it loads.
        <Skeleton h={160} radius="md" aria-hidden />
      )}
      <Shortcuts open={open} link={link} />
      {portal ? (
        <Anchor component={Link} to={portal.to}>
          {t("start.portal")}
        </Anchor>
      ) : null}
    </Stack>
  );
};
