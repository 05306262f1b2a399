import { AppShell } from "@mantine/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { withQueryClient } from "../../app/withQueryClient.ts";
import { withScreenTexts } from "../../i18n/screenTexts.ts";
import { lazyScreen } from "../../platform/chunkReload.ts";
import { KeepAliveOutlet } from "../../routes/keepAlive.tsx";

// Header and drawer (menus, icons, preferences) load apart from the layout: a screen may show neither.
// Their menus and preferences use the other screens' texts, so they come with them, and the drawer's
// approval counts ask through TanStack Query, so they come inside its provider.
const AppHeader = lazyScreen(
  withQueryClient(withScreenTexts(() => import("./AppHeader.tsx").then((m) => ({ default: m.AppHeader })))),
);
const AppNavbar = lazyScreen(
  withQueryClient(withScreenTexts(() => import("./AppNavbar.tsx").then((m) => ({ default: m.AppNavbar })))),
);

/**
 * Mantine's AppShell with the header and the drawer, around the routed screen (AppLayout.tsx loads it
 * for the first screen that shows either, and keeps it from then on).
 */
export const AppFrame = ({
  showHeader,
  showDrawer,
  drawer,
}: {
  showHeader: boolean;
  showDrawer: boolean;
  drawer: { opened: boolean; toggle: () => void };
}) => {
  const { t } = useTranslation();
  return (
    <AppShell
      header={showHeader ? { height: 60 } : undefined}
      navbar={
        showDrawer ? { width: 290, breakpoint: "md", collapsed: { mobile: !drawer.opened } } : undefined
      }
      padding="md"
    >
      {showHeader ? (
        <AppShell.Header>
          <Suspense fallback={null}>
            <AppHeader drawer={showDrawer ? drawer : null} />
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
    </AppShell>
  );
};
