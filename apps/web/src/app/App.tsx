import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app.css";
import { DEFAULT_THEME, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { NOTIFICATION_TIMEOUT_MS } from "@quadra/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { RouterProvider } from "react-router";
import { toMantinePosition } from "../platform/notify/notificationPosition.ts";
import { queryClient } from "../platform/queryClient.ts";
import { useApp } from "../platform/state/appStore.ts";
import { router } from "../routes/router.tsx";
import { buildTheme, cssVariablesResolver } from "./theme.ts";

export const App = () => {
  const colorName = useApp((state) => state.colorName);
  const dark = useApp((state) => state.dark);
  const preference = useApp((state) => state.notificationPosition);
  const theme = useMemo(() => buildTheme(colorName), [colorName]);
  const { position, middle } = toMantinePosition(preference);
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
      <Notifications
        position={position}
        autoClose={NOTIFICATION_TIMEOUT_MS}
        className={middle ? "quadra-notifications-middle" : undefined}
      />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
};
