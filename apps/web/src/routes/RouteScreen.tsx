import type { ComponentType, LazyExoticComponent } from "react";
import { Suspense } from "react";
import { Navigate } from "react-router";
import { NotFoundPage } from "../features/errors/NotFoundPage.tsx";
import { useRememberVisit } from "../features/home/shortcutVisits.ts";
import { useTitleText } from "../platform/pageTitle.ts";
import { useApp } from "../platform/state/appStore.ts";
import { LoadingState } from "../ui/LoadingState.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { decideGuard } from "./guard.ts";
import { useScreenActive } from "./keepAlive.tsx";
import type { RouteDef } from "./routeTypes.ts";
import { useGuardContext } from "./useGuardContext.ts";

/**
 * One route: waits for start-up, applies the guard of spec §5, then shows the lazy screen, or the
 * real not-found page when the route has no screen yet.
 */
export const RouteScreen = ({
  route,
  Screen,
}: {
  route: RouteDef;
  Screen: LazyExoticComponent<ComponentType> | null;
}) => {
  const titleOf = useTitleText();
  const booting = useApp((state) => state.booting);
  const active = useScreenActive();
  const context = useGuardContext();
  const userId = useApp((state) => state.info?.id);
  const decision = decideGuard({ route, context });
  // The start page offers the screens a person opens most (counted once the guard lets them in).
  useRememberVisit({
    userId,
    routeId: route.id,
    path: route.path,
    shown: active && !booting && Boolean(Screen) && decision.kind === "allow",
  });
  // A guest's screen (login, register) needs the tenant, not its configuration: it shows once the
  // backend is known instead of after every start-up call (the form comes a round trip sooner).
  const guestReady = Boolean(route.guestRequired) && context.hasBackend && !context.loggedIn;
  if (booting && !route.backendOptional && !guestReady) return <LoadingState />;
  if (decision.kind === "redirect") {
    // A kept-alive screen stays in the outlet, hidden, after its route is left, the redirect
    // included: hidden, a refused screen renders nothing (its calls would only be refused), and
    // only the shown one redirects. Keyed by the location: a racing navigation redirects again.
    return active ? <Navigate key={context.location} to={decision.to} replace /> : null;
  }
  if (!Screen) return <NotFoundPage titled={active} />;
  return (
    <>
      {active ? <PageTitle page={titleOf(route.title)} /> : null}
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    </>
  );
};
