import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app.css";
import { DEFAULT_THEME, MantineProvider } from "@mantine/core";
import type { NotificationsProps } from "@mantine/notifications";
import { useNotifications } from "@mantine/notifications";
import { NOTIFICATION_TIMEOUT_MS } from "@quadra/shared";
import type { ComponentType } from "react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { RouterProvider } from "react-router";
import { toMantinePosition } from "../platform/notify/notificationPosition.ts";
import { useApp } from "../platform/state/appStore.ts";
import { router } from "../routes/router.tsx";
import { buildTheme, cssVariablesResolver } from "./theme.ts";

// The notices' container (and its transitions) loads with the first notice, not with the first
// screen: `notify` only writes to Mantine's store, and the container shows what it holds once it is
// in. A failed download (offline, on a build the service worker did not install) leaves the notices
// out, not the app.
const Notifications = lazy<ComponentType<NotificationsProps>>(() =>
  import("./Notices.tsx").then(
    (m) => ({ default: m.Notices }),
    (error: unknown) => {
      console.warn("Quadra notifications", error);
      return { default: () => null };
    },
  ),
);

export const App = () => {
  const colorName = useApp((state) => state.colorName);
  const dark = useApp((state) => state.dark);
  const preference = useApp((state) => state.notificationPosition);
  const theme = useMemo(() => buildTheme(colorName), [colorName]);
  const { position, middle } = toMantinePosition(preference);
  const noticeRaised = useNotifications().notifications.length > 0;
  const [noticesWanted, setNoticesWanted] = useState(false);
  if (noticeRaised && !noticesWanted) setNoticesWanted(true);
  // The browser's toolbar follows the tenant colour (the manifest's colour is the product's).
  useEffect(() => {
    const primary = theme.primaryColor ?? "blue";
    const color = DEFAULT_THEME.colors[primary]?.[6];
    if (color) document.querySelector('meta[name="theme-color"]')?.setAttribute("content", color);
  }, [theme]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={dark ? "dark" : "light"}
    >
      {noticesWanted ? (
        <Suspense fallback={null}>
          <Notifications
            position={position}
            autoClose={NOTIFICATION_TIMEOUT_MS}
            className={middle ? "quadra-notifications quadra-notifications-middle" : "quadra-notifications"}
          />
        </Suspense>
      ) : null}
      {/* TanStack Query's provider comes with each screen (app/withQueryClient.ts). */}
      <RouterProvider router={router} />
    </MantineProvider>
  );
};
