import type { ReactNode } from "react";
import { createContext, useContext, useEffect, useRef } from "react";
import { useOutlet } from "react-router";
import { isLoggedIn, useApp } from "../platform/state/appStore.ts";
import { useCurrentRoute } from "./useCurrentRoute.ts";

/** False inside a kept-alive screen that is currently hidden: it must not redirect or retitle. */
const ActiveContext = createContext(true);
export const useScreenActive = () => useContext(ActiveContext);

/**
 * Renders the matched screen. Screens of keepAlive routes (spec §2: users_list,
 * sponsorshipapplications_list) stay mounted, hidden, after navigating away, so their state
 * (filters, scroll, page) is there on return. Logging out drops them.
 */
export const KeepAliveOutlet = () => {
  const outlet = useOutlet();
  const route = useCurrentRoute();
  const loggedIn = useApp(isLoggedIn);
  const cache = useRef(new Map<string, ReactNode>());
  const activeId = route?.keepAlive ? route.id : null;
  if (activeId) cache.current.set(activeId, outlet);

  useEffect(() => {
    if (!loggedIn) cache.current.clear();
  }, [loggedIn]);

  return (
    <>
      {[...cache.current].map(([id, element]) => (
        <div key={id} hidden={id !== activeId} data-keep-alive={id}>
          <ActiveContext.Provider value={id === activeId}>{element}</ActiveContext.Provider>
        </div>
      ))}
      {activeId ? null : outlet}
    </>
  );
};
