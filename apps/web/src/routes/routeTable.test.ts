import { hasAction, RESOURCES } from "@quadra/shared";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { titlesEn } from "../i18n/titlesEn.ts";
import { titlesPtBR } from "../i18n/titlesPtBR.ts";
import { page } from "./routeBuilders.ts";
import { ROUTES, routeById } from "./routeTable.ts";
import type { RouteDef } from "./routeTypes.ts";

const byPath = (path: string): RouteDef => {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`missing route ${path}`);
  return route;
};
const flagsOf = (route: RouteDef) => {
  const { id: _id, path: _path, title: _title, screen: _screen, resource: _resource, ...flags } = route;
  return flags;
};

describe("route table", () => {
  it("has unique ids and unique paths", () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it("titles every route with an i18n key, or its resource's label", () => {
    for (const route of ROUTES) {
      if (typeof route.title === "string") expect(route.title, route.id).toMatch(/^titles\.[a-z_]+$/);
      else expect(route.title, route.id).toBe(RESOURCES[route.resource?.name ?? ""]?.label.many);
    }
  });

  it("titles a resource's screens by its catalog label unless the route names its own title", () => {
    // Routes that show a resource on a screen of their own, which names itself otherwise.
    const ownTitles: Record<string, string> = { admin_importitems: "titles.importitems" };
    for (const route of ROUTES.filter(
      (candidate) => candidate.resource && RESOURCES[candidate.resource.name],
    ))
      expect(route.title, route.id).toBe(ownTitles[route.id] ?? RESOURCES[route.resource!.name]!.label.many);
    expect(byPath("/referees/roles").title).toEqual({
      "pt-BR": "Funções de arbitragem",
      en: "Referee roles",
    });
  });

  it("keeps a hand-written title named like a resource in step with its catalog label", () => {
    // Deliberately other: the import rows' own screen, and the screens of one school (schedules, calls…).
    // The registers' area ("Registros e filiações": an association's registers) is more than its entries.
    const different = new Set(["importitems", "schools", "registers"]);
    const drifted = Object.entries(titlesPtBR).flatMap(([key, pt]) => {
      const def = RESOURCES[key];
      if (!def || different.has(key)) return [];
      const en = (titlesEn as Record<string, string>)[key];
      return pt === def.label.many["pt-BR"] && en === def.label.many.en
        ? []
        : [
            `titles.${key} (apps/web/src/i18n/titles*.ts) says "${pt}"/"${en}", the catalog's ${key} "${def.label.many["pt-BR"]}"/"${def.label.many.en}"`,
          ];
    });
    expect(drifted).toEqual([]);
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
      [
        "/locations/reservations/:status?",
        { loginRequired: true, permissions: ["reservations"], modules: ["reservations"] },
      ],
      [
        "/locations/reservationblocks",
        { loginRequired: true, permissions: ["reservationblocks"], modules: ["reservations"] },
      ],
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
      // Not in the spec: the card verification page the QR code opens (docs/decisions.md).
      ["/public/cards/:token", { hideHeader: true, hideDrawer: true }],
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
      ["/reports/usage_report", { loginRequired: true, permissions: ["usage_report"] }],
      ["/reports/finances_report", { loginRequired: true, permissions: ["debts"], modules: ["bills"] }],
      ["/admin/roles", { loginRequired: true, permissions: ["roles"] }],
      ["/admin/admins", { loginRequired: true, permissions: ["roles", "admins"] }],
      ["/admin/dev/v", { loginRequired: true, master: true }],
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
      ["/finances/payments", { loginRequired: true, permissions: ["bills"], modules: ["bills"] }],
      ["/finances/statements", { loginRequired: true, permissions: ["bills"], modules: ["bills"] }],
      [
        "/finances/recurrences/edit/:id",
        { loginRequired: true, permissions: ["recurrences"], modules: ["bills"] },
      ],
      ["/meals/:id/checkin", { loginRequired: true, permissions: ["meals"], modules: ["meals"] }],
      [
        "/referees/referees/all",
        { loginRequired: true, permissions: ["refereeschedules"], modules: ["competitions"] },
      ],
      // The spec gives the group only login; its screens are staff's (health data), so they need parqs.
      ["/parqs", { loginRequired: true, permissions: ["parqs"], modules: undefined }],
      ["/parqs/pending", { loginRequired: true, permissions: ["parqs"] }],
      ["/parqs/:user_id/show/:id", { loginRequired: true, permissions: ["parqs"] }],
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

  it("has an own screen only on the foundation routes", () => {
    expect(
      ROUTES.filter((route) => route.screen && !route.resource)
        .map((route) => route.path)
        .sort(),
    ).toEqual(
      [
        "/",
        "/about",
        "/admin/platform/tenants",
        // The imports of people: the imports list filtered to users (imports has its own screen).
        "/admin/importusers",
        // A bill is made of a payer's chosen debts (bills.create), not by the generic form.
        "/finances/bills/create",
        // The public site, the embed code generator and the seed screen.
        "/admin/seed",
        "/calendar",
        "/news",
        "/news/:slug",
        "/p/:slug",
        "/portal",
        "/publish/embed",
        "/admin/roles",
        // Administration screens of their own: settings, colours, WhatsApp, catalog, admins, versions.
        "/admin/settings",
        "/admin/portal/colors",
        "/admin/wpp",
        "/admin/permissions",
        "/admin/admins",
        "/admin/dev/v",
        "/apps",
        "/check",
        "/error/denied",
        "/error/disabled",
        "/help",
        "/install",
        "/loading",
        "/login",
        "/maintenance",
        // Every screen the person may open, as tiles (the start page keeps the most used ones).
        "/screens",
        "/my/password",
        // The personal area and LGPD (features/my, features/privacy) and the card's verification page.
        "/my/id",
        "/my/data",
        "/my/image",
        "/my/privacy",
        "/my/referees/scales",
        "/my/reports",
        "/my/exporters",
        "/my/students",
        "/my/students/show/:id",
        "/records/users/privacy/:id",
        // People's and associations' documents and their approval queues (features/documents).
        "/my/documents",
        "/my/documents/create",
        "/my/documents/edit/:id",
        "/my/userdocuments/:id",
        "/my/userdocuments/:user_id/create",
        "/my/userdocuments/:user_id/edit/:id",
        "/records/userdocuments/:id",
        "/records/userdocuments/:user_id/create",
        "/records/userdocuments/:user_id/edit/:id",
        "/records/userdocuments/approve/:id",
        "/records/userdocuments/approve/:user_id/create",
        "/records/userdocuments/approve/:user_id/edit/:id",
        "/records/users/userdocuments_approve",
        "/records/associations/documents_approve",
        // Associations (features/associations): staff queues and shield, the managers' area, claims.
        "/records/associations/approve",
        "/records/associations/shields_approve",
        "/records/associations/claims_approve",
        "/records/associations/claims_approve/:association_id/show/:id",
        "/records/associations/image/:id",
        "/my/associations",
        "/my/associationclaims/list",
        "/my/associationclaims/:association_id/show/:id",
        "/my/register_associations",
        "/my/associations/show/:id",
        "/my/associations/token/:id",
        "/my/associations/users/:id",
        "/my/associations/users/register/:association_id",
        // The running association's managers and the educational occurrences (features/schools).
        "/my/associations/educationaloccurrences/:id",
        // An athlete's documents and photo as the association's manager handles them (features/managerdocuments).
        "/my/associations/userdocuments/:association_id/user/:id/:team_id?",
        "/my/associations/userdocuments/:association_id/user/:user_id/create",
        "/my/associations/userdocuments/:association_id/user/:user_id/edit/:id",
        "/my/associations/:association_id/users/image/:id/:team_id?",
        // The same per team (its responsible, its association's managers) and per school (its coordinator).
        "/my/teams/:team_id/userdocuments/user/:id",
        "/my/teams/:team_id/userdocuments/user/:user_id/create",
        "/my/teams/:team_id/userdocuments/user/:user_id/edit/:id",
        "/my/teams/:team_id/users/image/:id",
        "/my/schools/:school_id/userdocuments/user/:id",
        "/my/schools/:school_id/userdocuments/user/:user_id/create",
        "/my/schools/:school_id/userdocuments/user/:user_id/edit/:id",
        "/my/schools/:school_id/users/image/:id",
        "/my/associations/image/:id",
        // Teams (features/teams): the person's own and the association managers' rosters.
        "/my/teams",
        "/my/teams/show/:id",
        "/my/associations/teams/:id",
        "/my/associations/teams/:id/:team_id",
        // The payers' finances and the finance reports (features/bills).
        "/my/personalfinances/bills",
        "/my/personalfinances/bills/show/:bills_id",
        "/my/associations/finances/:id",
        "/my/associations/finances/:id/debts",
        "/my/associations/finances/:id/debts/show/:debts_id",
        "/my/associations/finances/:id/bills",
        "/my/associations/finances/:id/bills/show/:bills_id",
        "/my/associations/finances/:id/bills/create",
        "/reports/finances_report",
        // The imports of a register type's entries, memberships and contracts (features/registers).
        "/registers/registertypes/:parent_id/registers/imports",
        "/registers/registertypes/:parent_id/registermemberships/import",
        "/registers/registertypes/:parent_id/registercontracts/import",
        // The staff's review of requests, their approval queues and the records' show screens.
        "/registers/registerrequests/pending",
        "/registers/registermembershiprequests/pending",
        "/registers/registertypes/:parent_id/registerrequests/show/:request_id",
        "/registers/registertypes/:parent_id/registermembershiprequests/show/:request_id",
        "/registers/registertypes/:parent_id/registers/show/:id",
        "/registers/registertypes/:parent_id/registermemberships/show/:id",
        "/registers/registertypes/:parent_id/registercontracts/show/:id",
        // The association's registers (features/registers/Association*).
        "/my/associations/registers/:id",
        "/my/associations/registers/contracts/:id",
        "/my/associations/registers/contracts/:id/show/:contract_id",
        "/my/associations/registers/requests/:id",
        "/my/associations/registers/requests/:id/show/:request_id",
        "/my/associations/registers/requests/:id/create",
        "/my/associations/registers/memberships/:id",
        "/my/associations/registers/memberships/:id/show/:memberships_id",
        "/my/associations/registers/membershiprequests/:id",
        "/my/associations/registers/membershiprequests/:id/show/:membershiprequest_id",
        // How the tenant is paid and the statement reconciliation (features/bills/payments).
        "/finances/payments",
        "/finances/statements",
        // Teams entered by associations and the federation's queue (features/competitionRegistrations).
        "/my/associations/competitions/open/:id",
        "/competitions/competitions/teams/pending/list",
        // The public competition pages (features/publicCompetitions).
        "/public/open/competitions",
        "/public/open/competitions/show/:id",
        "/public/open/competitions/openteams",
        "/public/open/competitions/openteams/:id",
        // A games edition's results and its public page (features/olympics).
        "/competitions/olympics/results/:id",
        "/public/open/olympics/show/:id",
        // The games-day board of a competition and of an edition (features/schedules).
        "/competitions/competitions/:parent_id/gamesday",
        "/competitions/olympics/:parent_id/gamesday",
        // The competition director's views of a competition (features/competitions).
        "/competitions/competitions/:parent_id/classifications",
        "/competitions/competitions/:parent_id/all_duels",
        "/competitions/competitions/:parent_id/final_results_duels",
        "/competitions/competitions/:parent_id/pots/:teams?",
        "/competitions/competitions/:parent_id/groups/show/:id/:all?",
        "/competitions/competitions/:parent_id/duels/:id/:all?",
        "/competitions/competitions/:parent_id/duels/show/:id/:all?",
        // Heats (features/heats): every heat by time, and a heat's spreadsheet import.
        "/competitions/competitions/:parent_id/all_heats/:show?",
        "/competitions/competitions/:parent_id/heats/show/:id/imports/teams/:all?",
        // Issue 14's people (features/discipline): every team's roster, a team's players import,
        // the documents a competition's people lack, a ranking's table.
        "/competitions/competitions/:parent_id/competitionmembers",
        "/competitions/competitions/:parent_id/members/:id/import/players",
        "/competitions/competitions/documents",
        "/competitions/competitions/security",
        "/rankings/table/:id?",
        // A regulation's point table and criteria lists (features/regulations).
        "/competitions/regulations/points/:id",
        "/competitions/regulations/sequences/:id",
        "/competitions/regulations/doublesequences/:id",
        "/competitions/regulations/multiplesequences/:id",
        // People (issue 4): staff register, queues and imports; PAR-Q; public search.
        "/records/users",
        "/records/users/create",
        "/records/users/edit/:id",
        "/records/users/export",
        "/records/users/image/:id",
        "/records/users/import",
        "/records/users/images/import",
        "/records/users/profilepictures_approve",
        "/records/users/socialnames_approve",
        "/records/associations/import",
        "/records/associations/images/import",
        "/my/associations/users/import/:id",
        "/my/forms/parq",
        "/my/forms/parq/create",
        "/my/forms/parq/:user_id/edit/:id",
        "/parqs/pending",
        "/parqs/:user_id/show/:id",
        "/public/users",
        "/public/associations",
        "/public/documents",
        "/public/cards/:token",
        // The registers' people side (features/registers: the open request, /my requests, the contract check).
        "/public/open/registers/requests/create",
        "/public/contracts/:code?",
        "/my/registers/membershiprequests",
        "/my/registers/membershiprequests/show/:membershiprequest_id",
        "/oauth/:key/:code",
        "/register",
        "/support",
        "/tutorials",
      ].sort(),
    );
  });

  it("wires every resource screen of the plan to its resource", () => {
    const crudOf = (base: string, name: string, actions = ["list", "create", "edit"]) =>
      actions.map((action): [string, string, string] => [
        action === "list" ? base : `${base}/${action === "create" ? "create" : `${action}/:id`}`,
        name,
        action,
      ]);
    const child = (path: string, name: string, param = "id"): [string, string, string, string] => [
      path,
      name,
      "children",
      param,
    ];
    /** A child's list, create and edit under its parent param (routeTable's childCrud). */
    const childCrudOf = (
      base: string,
      name: string,
      param = "parent_id",
      forms = ["create", "edit"],
    ): [string, string, string, string][] => [
      child(base, name, param),
      ...forms.map((action): [string, string, string, string] => [
        `${base}/${action === "create" ? "create" : "edit/:id"}`,
        name,
        action,
        param,
      ]),
    ];
    const expected: ([string, string, string] | [string, string, string, string])[] = [
      ...crudOf("/regions/countries", "countries", ["list", "create", "edit", "show"]),
      ...[
        "countryregions",
        "states",
        "stateregions",
        "cities",
        "cityregions",
        "districts",
        "streets",
      ].flatMap((name) => crudOf(`/regions/${name}`, name)),
      ["/locations/countries", "countries", "list"],
      ...crudOf("/locations/venuestypes", "venuestypes"),
      ...crudOf("/locations/venues", "venues", ["list", "create", "edit", "show"]),
      child("/locations/venues/:parent_id/spaces/:create?", "spaces", "parent_id"),
      ["/locations/spaces/show/:id", "spaces", "show"],
      child("/locations/spaces/:parent_id/schedules", "spaceschedules", "parent_id"),
      ...["logs", "jobs", "imports", "associationstypes", "crews", "deficiencies", "areas", "releases"].map(
        (name): [string, string, string] => [`/admin/${name}`, name, "list"],
      ),
      ["/records/privacyrequests", "privacyrequests", "list"],
      ["/records/privacyrequests/edit/:id", "privacyrequests", "edit"],
      ["/admin/connections", "connections", "list"],
      ["/admin/users_districts", "usersdistricts", "list"],
      child("/admin/importitems", "importitems", "parent_id"),
      ...crudOf("/admin/sports", "sports"),
      child("/admin/sports/roles/:id", "sportroles"),
      child("/admin/sports/moments/:id", "sportmoments"),
      child("/admin/sports/papers/:id", "sportpapers"),
      child("/admin/sports/fixes/:id", "sportfixes"),
      child("/admin/sports/checkgroups/:id", "sportcheckgroups"),
      child("/admin/sports/activitiessums/:id", "sportactivitiessums"),
      child("/admin/sports/fixes/conditions/:id", "sportfixconditions"),
      child("/admin/sports/fixes/actions/:id", "sportfixactions"),
      child("/admin/sports/checkgroups/checks/:id", "sportchecks"),
      ...["posts", "pages", "slides", "hooks", "spots", "extras", "downloadsareas", "downloads"].flatMap(
        (name) => crudOf(`/publish/${name}`, name),
      ),
      ["/publish/menus", "menus", "list"],
      child("/publish/menus/menuitems/:id", "menuitems"),
      child("/publish/menus/menusubitems/:id", "menusubitems"),
      ["/publish/servicegroups", "servicegroups", "list"],
      child("/publish/servicegroups/servicelinks/:id", "servicelinks"),
      ["/publish/app/areas", "appareas", "list"],
      ...crudOf("/publish/councils", "councils", ["list", "create", "edit", "show"]),
      child("/publish/councils/:parent_id/advisers", "counciladvisers", "parent_id"),
      child("/publish/councils/:parent_id/meetings", "councilmeetings", "parent_id"),
      ["/publish/councils/meetings/create", "councilmeetings", "create"],
      ["/publish/councils/meetings/:id", "councilmeetings", "show"],
      ...crudOf("/documentation/documents", "documents"),
      ...crudOf("/documentation/documenttypes", "documenttypes"),
      ...crudOf("/records/associations", "associations"),
      ["/records/userdocuments", "userdocuments", "list"],
      child("/records/associations/:parent_id/managers", "associationmanagers", "parent_id"),
      child("/records/associations/:parent_id/athletes", "associationusers", "parent_id"),
      child("/records/associations/:parent_id/documents", "associationdocuments", "parent_id"),
      ["/records/associationclaims", "associationclaims", "list"],
      ["/records/consents", "consents", "list"],
      ["/parqs", "parqs", "list"],
      ...crudOf("/events", "events"),
      ["/icms", "icms", "list"],
      ...crudOf("/invoices", "invoices"),
      ...crudOf("/clippings", "clippings"),
      ...crudOf("/rankings", "rankings"),
      ...crudOf("/referees/roles", "refereeroles"),
      ...crudOf("/referees/categories", "refereecategories"),
      ...crudOf("/competitions/competitions", "competitions", ["list", "create", "edit", "show"]),
      child("/competitions/competitions/:parent_id/teams", "teams", "parent_id"),
      child("/competitions/competitions/:parent_id/members/:id", "teammembers"),
      ...crudOf("/competitions/regulations", "regulations"),
      ...crudOf("/competitions/classificationzones", "classificationzones"),
      child("/competitions/classificationzones/positions/:id", "classificationzonepositions"),
      ...["competitionsseries", "competitionscategories", "competitionsstages"].flatMap((name) =>
        crudOf(`/competitions/${name}`, name),
      ),
      child("/competitions/competitions/:parent_id/phases", "phases", "parent_id"),
      child("/competitions/competitions/:parent_id/groups/:id", "competitiongroups"),
      child("/competitions/competitions/:parent_id/groups/participants/:id", "groupparticipants"),
      child("/competitions/competitions/:parent_id/groups/rounds/:id/:all?", "rounds"),
      child("/competitions/competitions/:parent_id/rounds/:id", "duels"),
      child("/competitions/competitions/:parent_id/deductions", "pointdeductions", "parent_id"),
      child("/competitions/competitions/:parent_id/documents", "competitiondocuments", "parent_id"),
      child("/competitions/competitions/:parent_id/duels/lineups/:id", "duellineups"),
      child("/competitions/competitions/:parent_id/duels/history/:id", "duelresults"),
      child("/competitions/competitions/:parent_id/competitioncrews", "competitioncrews", "parent_id"),
      child("/competitions/competitions/:parent_id/competitionsscores", "competitionsscores", "parent_id"),
      child("/competitions/competitions/:parent_id/heats/:id", "heats"),
      child("/competitions/competitions/:parent_id/heats/show/:id/:all?", "heatentries"),
      ["/competitions/olympicsevents", "olympicsevents", "list"],
      ...crudOf("/competitions/olympics", "olympics", ["list", "create", "show", "edit"]),
      ...["olympicsscores", "olympicsnotes", "olympicsdownloads", "olympiccrews", "olympicmembers"].map(
        (name) => child(`/competitions/olympics/:parent_id/${name}`, name, "parent_id"),
      ),
      ["/competitions/punishments/external", "punishments", "list"],
      ...crudOf("/competitions/punishments", "punishments"),
      ...crudOf("/referees/referees", "referees"),
      child("/referees/referees/:parent_id/absences", "refereeabsences", "parent_id"),
      ["/referees/referees/all", "refereeappointments", "list"],
      ...crudOf("/schools/schools", "schools", ["list", "create", "edit", "show"]),
      child("/schools/schools/:parent_id/students", "schoolstudents", "parent_id"),
      ["/schools/educationaloccurrences", "educationaloccurrences", "list"],
      ...crudOf("/finances/debts", "debts", ["list", "create", "edit", "show"]),
      child("/finances/debts/:parent_id/debthistory", "debthistory", "parent_id"),
      ...crudOf("/finances/bills", "bills", ["list", "show"]),
      child("/finances/bills/:parent_id/billdebts", "billdebts", "parent_id"),
      ...crudOf("/finances/recurrences", "recurrences", ["list", "create", "edit", "show"]),
      child("/finances/recurrences/:parent_id/recurrenceruns", "recurrenceruns", "parent_id"),
      ...crudOf("/registers/registertypes", "registertypes", ["list", "create", "edit", "show"]),
      // A register type's catalogs and records under it (the review queues' create and edit keep no
      // screen: read-only resources); a style's prices under the style; an entry's promotions under it.
      ...[
        "registerroles",
        "registergraduations",
        "registerstyles",
        "registerrequests",
        "registermembershiprequests",
        "registercontracts",
        "registermemberships",
        "registers",
        "registermembershipplans",
        "registermembershipstyles",
        "registerdocuments",
      ].flatMap((name) => childCrudOf(`/registers/registertypes/:parent_id/${name}`, name)),
      ...childCrudOf(
        "/registers/registertypes/:parent_id/registerstyles/:style_id/registerstyleprices",
        "registerstyleprices",
        "style_id",
      ),
      ...childCrudOf(
        "/registers/registertypes/:parent_id/registermembershipstyles/:style_id/registermembershipstyleprices",
        "registermembershipstyleprices",
        "style_id",
      ),
      ...childCrudOf(
        "/registers/registertypes/:parent_id/registers/:register_id/registerpromotions",
        "registerpromotions",
        "register_id",
        ["create"],
      ),
    ];
    for (const [path, name, action, parentParam] of expected)
      expect(byPath(path).resource, path).toEqual(
        parentParam ? { name, action, parentParam } : { name, action },
      );
    // A new resource route is a decision of the plan: it is listed here too.
    const unlisted = ROUTES.filter(
      (route) => route.resource && !expected.some(([path]) => path === route.path),
    ).map((route) => `${route.path} (${route.resource!.name}): add it to the expected list of this test`);
    expect(unlisted).toEqual([]);
  });

  it("derives a resource route's permission and modules from the definition, never by hand", () => {
    const resourceRoutes = ROUTES.filter((route) => route.resource && RESOURCES[route.resource.name]);
    expect(resourceRoutes.length).toBeGreaterThan(0);
    for (const route of resourceRoutes) {
      const def = RESOURCES[route.resource!.name]!;
      expect(route.permissions, route.path).toEqual([def.permission]);
      expect(route.modules, route.path).toEqual(def.modules?.length ? [...def.modules] : undefined);
      expect(route.loginRequired, route.path).toBe(true);
    }
  });

  it("shows the generic screen where the definition has the action, and the not-found page otherwise", () => {
    const apiAction = {
      list: "list",
      children: "list",
      create: "create",
      edit: "update",
      show: "get",
    } as const;
    for (const route of ROUTES.filter((candidate) => candidate.resource)) {
      const def = RESOURCES[route.resource!.name];
      const expected = Boolean(def && hasAction(def, apiAction[route.resource!.action]));
      expect(Boolean(route.screen), route.path).toBe(expected);
    }
    const missing = page({ id: "x", path: "/x", resource: "not_in_the_registry" });
    expect(missing).toEqual({
      id: "x",
      path: "/x",
      title: "titles.x",
      resource: { name: "not_in_the_registry", action: "list" },
    });
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
