import { effectiveModules } from "@quadra/shared/modules";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { isLoggedIn, useApp } from "../platform/state/appStore.ts";
import type { GuardContext } from "./guard.ts";

/** What the guard needs, read from the app state (selectors return stored references only). */
export const useGuardContext = (): GuardContext => {
  const location = useLocation();
  const backend = useApp((state) => state.backend);
  const token = useApp((state) => state.token);
  const info = useApp((state) => state.info);
  const config = useApp((state) => state.config);
  const hidden = useApp((state) => state.hiddenModules);
  return useMemo(
    () => ({
      hasBackend: Boolean(backend),
      loggedIn: isLoggedIn({ token, info }),
      info,
      modules: effectiveModules(config?.available_modules ?? [], hidden),
      location: `${location.pathname}${location.search}`,
    }),
    [backend, token, info, config, hidden, location.pathname, location.search],
  );
};
