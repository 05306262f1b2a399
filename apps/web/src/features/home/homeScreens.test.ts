import { APPROVAL_QUEUES } from "@quadra/shared/approvals";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../../routes/routeTable.ts";
import { HOME_SCREENS } from "./homeScreens.ts";

/** What a link and the guard read of a route, in one shape for both lists. */
const flags = ({ screen: _screen, resource: _resource, ...route }: (typeof ROUTES)[number]) => route;

describe("the start page's own list of the screens its cards open", () => {
  it.each(HOME_SCREENS.map((screen) => [screen.id, screen]))(
    "%s is the route table's: path, title, guard and a screen",
    (id, screen) => {
      const route = ROUTES.find((candidate) => candidate.id === id);
      expect(route, `${id} is not in the route table`).toBeDefined();
      expect(route!.screen, `${id} has no screen`).toBeDefined();
      expect(screen).toEqual(flags(route!));
    },
  );

  it("holds every approval queue's screen", () => {
    const ids = new Set(HOME_SCREENS.map((screen) => screen.id));
    const missing = Object.values(APPROVAL_QUEUES)
      .map((queue) => queue.routeId)
      .filter((routeId) => !ids.has(routeId));
    expect(missing, "add these routes (as the route table has them) to features/home/homeScreens.ts").toEqual(
      [],
    );
  });
});
