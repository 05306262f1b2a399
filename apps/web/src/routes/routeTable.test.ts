import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTES, routeById } from "./routeTable.ts";
import type { RouteDef } from "./routeTypes.ts";

const byPath = (path: string): RouteDef => {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`missing route ${path}`);
  return route;
};
const flagsOf = (route: RouteDef) => {
  const { id: _id, path: _path, title: _title, screen: _screen, ...flags } = route;
  return flags;
};

describe("route table", () => {
  it("has unique ids and unique paths", () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it("titles every route with an i18n key", () => {
    for (const route of ROUTES) expect(route.title, route.id).toMatch(/^titles\.[a-z_]+$/);
  });

  it("holds the root group with the flags of spec §2", () => {
    const expected: [string, Record<string, unknown>][] = [
      ["/", { loginRequired: true }],
      ["/loading", { hideHeader: true, hideDrawer: true, backendOptional: true }],
      ["/install", { hideHeader: true, hideDrawer: true, backendOptional: true }],
      ["/maintenance", { hideHeader: true, hideDrawer: true, backendOptional: true }],
      ["/about", {}],
      ["/apps", {}],
      ["/support", {}],
      ["/login", { guestRequired: true, hideHeader: true, hideDrawer: true }],
      ["/oauth/:key/:code", { hideHeader: true, hideDrawer: true }],
      ["/check", { loginRequired: true, permissions: ["abc"] }],
      ["/register", { guestRequired: true }],
      ["/help", { loginRequired: true }],
      ["/tutorials", { loginRequired: true }],
      ["/error/denied", { backendOptional: true }],
      ["/error/disabled", { backendOptional: true }],
    ];
    for (const [path, flags] of expected) expect(flagsOf(byPath(path)), path).toEqual(flags);
  });

  it("gives the groups of spec §2 their flags", () => {
    const expected: [string, Record<string, unknown>][] = [
      ["/my/password", { loginRequired: true }],
      ["/my/teams", { loginRequired: true, modules: ["competitions"] }],
      ["/my/referees/scales", { loginRequired: true, permissions: ["my_referees"] }],
      ["/my/reservations/show/:id", { loginRequired: true, modules: ["reservations"] }],
      ["/my/personalfinances/bills/show/:bills_id", { loginRequired: true, modules: ["bills"] }],
      [
        "/my/teams/:team_id/userdocuments/user/:user_id/edit/:id",
        { loginRequired: true, modules: ["competitions"] },
      ],
      ["/my/schools/:school_id/users/image/:id", { loginRequired: true, modules: ["schools"] }],
      [
        "/my/associations/markets/:id/:market_id/requests/:transfer_id",
        { loginRequired: true, modules: ["markets"] },
      ],
      [
        "/my/associations/registers/membershiprequests/:id/show/:membershiprequest_id",
        { loginRequired: true, modules: ["registers"] },
      ],
      ["/my/associations/finances/:id/bills/create", { loginRequired: true, modules: ["bills"] }],
      ["/my/sponsorshipapplications", { loginRequired: true, modules: ["sponsorships"], keepAlive: true }],
      ["/my/incentiveapplications/:incentive_id/create", { loginRequired: true, modules: ["incentives"] }],
      ["/locations/venuestypes/edit/:id", { loginRequired: true, permissions: ["venues"] }],
      [
        "/locations/reservations/:status?",
        { loginRequired: true, permissions: ["reservations"], modules: ["reservations"] },
      ],
      [
        "/locations/reservationblocks",
        { loginRequired: true, permissions: ["reservationblocks"], modules: ["reservations"] },
      ],
      ["/locations/countries", { loginRequired: true, permissions: ["regions"] }],
      ["/regions/streets/edit/:id", { loginRequired: true, permissions: ["regions"] }],
      ["/regions/countries/show/:id", { loginRequired: true, permissions: ["regions"] }],
      ["/records/users", { loginRequired: true, permissions: ["users"], keepAlive: true }],
      ["/records/users/create", { loginRequired: true, permissions: [] }],
      ["/records/users/image/:id", { loginRequired: true, permissions: [] }],
      ["/records/users/privacy/:id", { loginRequired: true, permissions: [] }],
      ["/records/users/edit/:id", { loginRequired: true, permissions: ["users"] }],
      [
        "/records/userdocuments/approve/:user_id/edit/:id",
        { loginRequired: true, permissions: ["userdocuments"] },
      ],
      [
        "/records/associations/claims_approve/:association_id/show/:id",
        { loginRequired: true, permissions: ["associations"] },
      ],
      ["/courses/list", { loginRequired: true, admin: true }],
      ["/courses/course/:id/modules/:module_id", { loginRequired: true, admin: true }],
      ["/public/users", { loginRequired: true }],
      ["/public/open/sponsorships/show/:id", { modules: ["sponsorships"] }],
      ["/public/open/schools/show/:id/:apply?", { modules: ["schools"] }],
      ["/public/open/competitions/openteams/:id", { modules: ["competitions"] }],
      ["/public/open/reservations/:parent_id/day", { modules: ["reservations"] }],
      ["/public/open/registers/requests/create", { modules: ["registers"] }],
      [
        "/programs/sponsorships/:parent_id/sports/:id",
        { loginRequired: true, permissions: ["sponsorships"], modules: ["sponsorships"] },
      ],
      [
        "/programs/incentives/manifests/:id",
        { loginRequired: true, permissions: ["incentives"], modules: ["incentives"] },
      ],
      ["/documentation/documents/edit/:id", { loginRequired: true, permissions: ["documents"] }],
      ["/publish/posts/create", { loginRequired: true, permissions: ["posts"] }],
      ["/publish/councils/:parent_id/advisers", { loginRequired: true, permissions: ["councils"] }],
      ["/publish/downloadsareas", { loginRequired: true, permissions: ["downloads"] }],
      ["/reports/usage_report", { loginRequired: true, permissions: ["usage_report"] }],
      ["/admin/roles", { loginRequired: true, permissions: ["roles"] }],
      ["/admin/admins", { loginRequired: true, permissions: ["roles", "admins"] }],
      ["/admin/dev/v", { loginRequired: true, master: true }],
      ["/admin/sports/fixes/conditions/:id", { loginRequired: true, permissions: ["sports"] }],
      ["/admin/platform/tenants", { loginRequired: true, super: true }],
      [
        "/competitions/competitions/:parent_id/heats/show/:id/imports/teams/:all?",
        { loginRequired: true, modules: ["competitions"], permissions: ["competitions"] },
      ],
      [
        "/competitions/olympics/:parent_id/olympicmembers",
        { loginRequired: true, modules: ["competitions"], permissions: ["olympics"] },
      ],
      [
        "/competitions/markets/:market_id/transfers/:transfer_id",
        { loginRequired: true, modules: ["competitions", "markets"], permissions: ["markets"] },
      ],
      [
        "/competitions/competitions/security",
        { loginRequired: true, modules: ["competitions"], permissions: ["duelssecurities"] },
      ],
      ["/events/edit/:id", { loginRequired: true, permissions: ["events"] }],
      ["/icms", { loginRequired: true, permissions: ["icms"], modules: ["icms"] }],
      ["/invoices/create", { loginRequired: true, permissions: ["invoices"] }],
      ["/clippings", { loginRequired: true, permissions: ["clippings"] }],
      ["/rankings/edit/:id", { loginRequired: true, permissions: ["rankings"] }],
      [
        "/schools/schools/:parent_id/students/import",
        { loginRequired: true, modules: ["schools"], permissions: ["schools"] },
      ],
      [
        "/schools/educationaloccurrences",
        { loginRequired: true, modules: ["schools"], permissions: ["educationaloccurrences"] },
      ],
      [
        "/registers/registertypes/show/:id",
        { loginRequired: true, permissions: ["registertypes"], modules: ["registers"] },
      ],
      [
        "/registers/registertypes/:parent_id/registermembershipstyles/:style_id/registermembershipstyleprices/edit/:id",
        { loginRequired: true, permissions: ["registertypes"], modules: ["registers"] },
      ],
      ["/finances/debts/show/:id", { loginRequired: true, permissions: ["debts"], modules: ["bills"] }],
      ["/finances/bills/create", { loginRequired: true, permissions: ["bills"], modules: ["bills"] }],
      [
        "/finances/recurrences/edit/:id",
        { loginRequired: true, permissions: ["recurrences"], modules: ["bills"] },
      ],
      ["/meals/:id/checkin", { loginRequired: true, permissions: ["meals"], modules: ["meals"] }],
      [
        "/referees/referees/all",
        { loginRequired: true, permissions: ["refereeschedules"], modules: ["competitions"] },
      ],
      [
        "/referees/roles/create",
        { loginRequired: true, permissions: ["referees"], modules: ["competitions"] },
      ],
      [
        "/referees/categories/edit/:id",
        { loginRequired: true, permissions: ["referees"], modules: ["competitions"] },
      ],
      ["/parqs", { loginRequired: true }],
      ["/parqs/pending", { loginRequired: true }],
      ["/parqs/:user_id/show/:id", { loginRequired: true }],
    ];
    for (const [path, flags] of expected) expect(flagsOf(byPath(path)), path).toEqual(flags);
  });

  it("keeps alive exactly the two lists of spec §2", () => {
    expect(ROUTES.filter((route) => route.keepAlive).map((route) => route.id)).toEqual([
      "sponsorshipapplications_list",
      "users_list",
    ]);
    expect(routeById("users_list").path).toBe("/records/users");
  });

  it("has a screen only on the foundation routes", () => {
    expect(
      ROUTES.filter((route) => route.screen)
        .map((route) => route.path)
        .sort(),
    ).toEqual(
      [
        "/",
        "/about",
        "/admin/platform/tenants",
        "/admin/roles",
        "/apps",
        "/check",
        "/error/denied",
        "/error/disabled",
        "/help",
        "/install",
        "/loading",
        "/login",
        "/maintenance",
        "/my/password",
        "/oauth/:key/:code",
        "/register",
        "/support",
        "/tutorials",
      ].sort(),
    );
  });

  it("resolves concrete URLs to the intended route", () => {
    const table = ROUTES.map((route) => ({ path: route.path, id: route.id }));
    const idFor = (url: string) => matchRoutes(table, url)?.at(-1)?.route.id;
    expect(idFor("/my/associations/users/register/5")).toBe("my_associations_users_register");
    expect(idFor("/my/associations/users/7")).toBe("my_associations_users");
    expect(idFor("/publish/councils/meetings/create")).toBe("publish_councils_meetings_create");
    expect(idFor("/locations/reservations")).toBe("locations_reservations");
    expect(idFor("/locations/reservations/pending")).toBe("locations_reservations");
    expect(idFor("/competitions/competitions/3/duels/show/9/all")).toBe("competitions_parent_duels_show_x");
    expect(idFor("/nowhere/at/all")).toBeUndefined();
  });
});
