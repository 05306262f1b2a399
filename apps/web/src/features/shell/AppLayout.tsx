import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { EMBED_PARAM, isEmbeddablePath } from "@quadra/shared/embed";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { lazyScreen } from "../../platform/chunkReload.ts";
import { removeStaticLogin } from "../../platform/startup/staticLogin.ts";
import { KeepAliveOutlet } from "../../routes/keepAlive.tsx";
import { useCurrentRoute } from "../../routes/useCurrentRoute.ts";
import { TenantEffects } from "./TenantEffects.tsx";

// Header and drawer (menus, icons, preferences) load apart from the first screen: the login and
// the other bare screens show neither, so they do not wait for them.
const AppHeader = lazyScreen(() => import("./AppHeader.tsx").then((m) => ({ default: m.AppHeader })));
const AppNavbar = lazyScreen(() => import("./AppNavbar.tsx").then((m) => ({ default: m.AppNavbar })));

/** The one main layout: header, drawer with the menus, and the routed screen (spec §2). */
export const AppLayout = () => {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  // A page shown in another site's frame (the snippets of /publish/embed) is only its content.
  const embedded = new URLSearchParams(search).get(EMBED_PARAM) === "1" && isEmbeddablePath(pathname);
  const showHeader = !route?.hideHeader && !embedded;
  const showDrawer = !route?.hideDrawer && !embedded;

  // index.html's static login form is taken over by the login screen's form; any other screen
  // (a signed-in redirect, the connect screen) removes it.
  useEffect(() => {
    if (route && route.id !== "login") removeStaticLogin();
  }, [route]);

  // On phones the drawer closes after choosing a destination.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={showHeader ? { height: 60 } : undefined}
      navbar={showDrawer ? { width: 290, breakpoint: "md", collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <a href="#main" className="quadra-skip-link">
        {t("shell.skip_to_content")}
      </a>
      {showHeader ? (
        <AppShell.Header>
          <Suspense fallback={null}>
            <AppHeader drawer={showDrawer ? { opened, toggle } : null} />
          </Suspense>
        </AppShell.Header>
      ) : null}
      {showDrawer ? (
        <AppShell.Navbar aria-label={t("shell.navigation")}>
          <Suspense fallback={null}>
            <AppNavbar />
          </Suspense>
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id="main" tabIndex={-1}>
        <KeepAliveOutlet />
      </AppShell.Main>
      <TenantEffects />
    </AppShell>
  );
};
