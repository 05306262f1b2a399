import { hasAction, RESOURCE_LIST } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { ROUTES } from "./routeTable.ts";

describe("the route table's registration of resources", () => {
  it("gives every resource with a list a route that shows it", () => {
    const missing = RESOURCE_LIST.filter(
      (def) =>
        hasAction(def, "list") && !ROUTES.some((route) => route.resource?.name === def.name && route.screen),
    ).map((def) =>
      def.parent
        ? `${def.name} has no route: add \`page({ id: "...", path: "<parent's path>/:parent_id/${def.name}", ` +
          `resource: children("${def.name}", "parent_id") })\` beside ${def.parent.resource}'s routes in ` +
          "apps/web/src/routes/routeTable.ts"
        : `${def.name} has no route: add \`...crud({ name: "${def.name}", resource: "${def.name}" })\` to the ` +
          `group of apps/web/src/routes/routeTable.ts that matches its menu (${def.menu ?? "admin_tools"}); ` +
          "its title, permission, modules, menu item and screens come from the definition",
    );
    expect(missing).toEqual([]);
  });
});
