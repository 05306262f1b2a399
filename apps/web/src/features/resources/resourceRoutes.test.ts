import { describe, expect, it } from "vitest";
import { childrenPath, createPath, parentListPath, recordPath, resourceRouteFor } from "./resourceRoutes.ts";

describe("resource routes", () => {
  it("finds a resource's screens in the route table", () => {
    expect(resourceRouteFor("countries", "list")?.path).toBe("/regions/countries");
    expect(recordPath("countries", "show", "7")).toBe("/regions/countries/show/7");
    expect(recordPath("states", "edit", "7")).toBe("/regions/states/edit/7");
    expect(recordPath("states", "show", "7")).toBeUndefined();
    expect(resourceRouteFor("menus", "create")).toBeUndefined();
  });

  it("builds a child list's address from the param that holds the parent, in the path or the query", () => {
    expect(childrenPath("sportroles", "5")).toBe("/admin/sports/roles/5");
    expect(childrenPath("counciladvisers", "5")).toBe("/publish/councils/5/advisers");
    expect(childrenPath("importitems", "5")).toBe("/admin/importitems?parent_id=5");
    expect(childrenPath("countries", "5")).toBeUndefined();
  });

  it("fills a grandchild list's other params, and gives no address without them", () => {
    expect(childrenPath("teammembers", "7", { parent_id: "3" })).toBe(
      "/competitions/competitions/3/members/7",
    );
    expect(childrenPath("teammembers", "7")).toBeUndefined();
  });

  it("makes and edits a child under its parent's route param, the grandparent's from the address", () => {
    // A register type's roles: the parent in `:parent_id`.
    expect(createPath("registerroles", "t1")).toBe("/registers/registertypes/t1/registerroles/create");
    expect(recordPath("registerroles", "edit", "r9", { parent_id: "t1" })).toBe(
      "/registers/registertypes/t1/registerroles/edit/r9",
    );
    expect(recordPath("registerroles", "edit", "r9")).toBeUndefined();
    // A style's prices: the style in `:style_id`, its type from the address.
    expect(createPath("registerstyleprices", "s2", { parent_id: "t1" })).toBe(
      "/registers/registertypes/t1/registerstyles/s2/registerstyleprices/create",
    );
    expect(createPath("registerstyleprices", "s2")).toBeUndefined();
    expect(childrenPath("registerstyleprices", "s2", { parent_id: "t1" })).toBe(
      "/registers/registertypes/t1/registerstyles/s2/registerstyleprices",
    );
    // A create route without the parent in its path learns it from the query string.
    expect(createPath("councilmeetings", "c3")).toBe("/publish/councils/meetings/create?parent_id=c3");
  });

  it("goes back from a child list to its parent's list, or the parent's own parent list", () => {
    expect(parentListPath("sports", undefined)).toBe("/admin/sports");
    expect(parentListPath("sportfixes", { sport_id: "3" })).toBe("/admin/sports/fixes/3");
    expect(parentListPath("menuitems", { menu_id: "8" })).toBe("/publish/menus/menuitems/8");
  });
});
