import { RESOURCES } from "@quadra/shared";
import type { ComponentType } from "react";
import { useParams, useSearchParams } from "react-router";
import type { RouteResource } from "../../routes/routeTypes.ts";
import { NotFoundPage } from "../errors/NotFoundPage.tsx";
import { ResourceFormPage, ResourceShowPage } from "./ResourceForm.tsx";
import { ResourceListPage } from "./ResourceListPage.tsx";

/** The generic screen of a route that shows a resource: its list, form, detail or child list. */
export const ResourceRouteScreen = ({ resource }: { resource: RouteResource }) => {
  const params = useParams();
  const [search] = useSearchParams();
  const def = RESOURCES[resource.name];
  // The route table gives a screen only to resources in the registry; this is the safety net.
  if (!def) return <NotFoundPage />;
  switch (resource.action) {
    case "list":
      return <ResourceListPage def={def} />;
    case "children": {
      const param = resource.parentParam ?? "id";
      const parentId = params[param] ?? search.get(param) ?? undefined;
      // A child list means nothing without its parent (an address typed without it).
      if (!parentId) return <NotFoundPage />;
      return <ResourceListPage key={parentId} def={def} parentId={parentId} />;
    }
    case "create":
    case "edit":
      return <ResourceFormPage key={params.id ?? "new"} def={def} parentParam={resource.parentParam} />;
    case "show":
      return <ResourceShowPage key={params.id} def={def} />;
  }
};

/** A screen component with its route's resource bound (the router renders screens without props). */
export const boundResourceScreen = (resource: RouteResource): ComponentType => {
  // Called once per route when its lazy screen first loads (React.lazy keeps the result), so the
  // component is created once, not on every render.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  const Screen = () => <ResourceRouteScreen resource={resource} />;
  Screen.displayName = `ResourceScreen(${resource.name}, ${resource.action})`;
  return Screen;
};
