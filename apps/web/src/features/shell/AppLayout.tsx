import { useDisclosure } from "@mantine/hooks";
import { EMBED_PARAM, isEmbeddablePath } from "@quadra/shared/embed";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { lazyScreen } from "../../platform/chunkReload.ts";
import { removeStaticLogin } from "../../platform/startup/staticLogin.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { KeepAliveOutlet } from "../../routes/keepAlive.tsx";
import { useCurrentRoute } from "../../routes/useCurrentRoute.ts";
import { LoadingState } from "../../ui/LoadingState.tsx";

// Mantine's AppShell (with its scroll lock, about 12 KiB gzipped) loads apart: the login and the
// other screens without header and drawer start without it.
const AppFrame = lazyScreen(() => import("./AppFrame.tsx").then((m) => ({ default: m.AppFrame })));
// The effects that follow the tenant (realtime, support chat, analytics, accessibility) too, once
// start-up is done: nothing on screen waits for them, and a failed download leaves them out rather
// than the screen.
const TenantEffects = lazy(() =>
  import("./TenantEffects.tsx").then(
    (m) => ({ default: m.TenantEffects }),
    (error: unknown) => {
      console.warn("Quadra tenant effects", error);
      return { default: () => null };
    },
  ),
);

/** The one main layout: header, drawer with the menus, and the routed screen (spec §2). */
export const AppLayout = () => {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const booting = useApp((state) => state.booting);
  // Mounted once the first start-up is done, and kept (a later reset boots again).
  const [started, setStarted] = useState(!booting);
  if (!started && !booting) setStarted(true);
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  // A page shown in another site's frame (the snippets of /publish/embed) is only its content.
  const embedded = new URLSearchParams(search).get(EMBED_PARAM) === "1" && isEmbeddablePath(pathname);
  const showHeader = !route?.hideHeader && !embedded;
  const showDrawer = !route?.hideDrawer && !embedded;
  // Until a screen shows the header or the drawer, screens are drawn in a bare <main>; from then on
  // always inside the frame, even the bare ones, so no screen is remounted going back and forth.
  const [framed, setFramed] = useState(showHeader || showDrawer);
  if (!framed && (showHeader || showDrawer)) setFramed(true);

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
    <>
      <a href="#main" className="quadra-skip-link">
        {t("shell.skip_to_content")}
      </a>
      {framed ? (
        <Suspense fallback={<LoadingState />}>
          <AppFrame showHeader={showHeader} showDrawer={showDrawer} drawer={{ opened, toggle }} />
        </Suspense>
      ) : (
        <main id="main" tabIndex={-1} className="quadra-bare-main">
          <KeepAliveOutlet />
        </main>
      )}
      {started ? (
        <Suspense fallback={null}>
          <TenantEffects />
        </Suspense>
      ) : null}
    </>
  );
};
