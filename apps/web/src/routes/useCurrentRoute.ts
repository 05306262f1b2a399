import { useMatches } from "react-router";
import type { RouteDef } from "./routeTypes.ts";

/** The route-table entry of the deepest matched route (its flags travel as the route handle). */
export const useCurrentRoute = (): RouteDef | undefined =>
  useMatches().at(-1)?.handle as RouteDef | undefined;
