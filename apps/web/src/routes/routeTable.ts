import type { PermissionKey } from "@quadra/shared";
import { HOME_ROUTE, LOGIN_ROUTE } from "./firstRoutes.ts";
import { crud, group, page, withScreens } from "./routeBuilders.ts";
import type { RouteDef, RouteFlags, RouteResource, RouteSpec, ScreenLoader } from "./routeTypes.ts";
import { screens } from "./screens.ts";

const bare = { hideHeader: true, hideDrawer: true } as const;

/** The staff screens of associations under /records/associations (the rest are generic or IMPORTS'). */
const ASSOCIATION_SCREENS: Record<string, RouteDef["screen"]> = {
  approve: screens.associationsApprove,
  shields_approve: screens.associationShieldsApprove,
  claims_approve: screens.associationClaimsApprove,
  claims_approve_show: screens.associationClaimShow,
  import: screens.associationsImport,
  images_import: screens.associationsImagesImport,
  image: screens.associationShield,
};

/**
 * A list of a child resource under one parent record, whose id is the route param `parentParam`
 * (or, when the path has no such param, the query-string value of that name).
 */
const children = (name: string, parentParam = "id"): RouteResource => ({
  name,
  action: "children",
  parentParam,
});

/** Root group of spec §2 plus the error screens. */
const root: RouteDef[] = group({ prefix: "/" }, [
  HOME_ROUTE,
  // Every screen the person may open, as tiles: the start page keeps only the most used ones.
  {
    id: "screens",
    path: "screens",
    title: "titles.screens",
    loginRequired: true,
    screen: screens.allScreens,
  },
  {
    id: "loading",
    path: "loading",
    title: "titles.loading",
    ...bare,
    backendOptional: true,
    screen: screens.loading,
  },
  {
    id: "install",
    path: "install",
    title: "titles.install",
    ...bare,
    backendOptional: true,
    screen: screens.install,
  },
  {
    id: "maintenance",
    path: "maintenance",
    title: "titles.maintenance",
    ...bare,
    backendOptional: true,
    screen: screens.maintenance,
  },
  { id: "about", path: "about", title: "titles.about", screen: screens.about },
  { id: "apps", path: "apps", title: "titles.apps", screen: screens.apps },
  { id: "support", path: "support", title: "titles.support", screen: screens.support },
  LOGIN_ROUTE,
  { id: "oauth", path: "oauth/:key/:code", title: "titles.oauth", ...bare, screen: screens.oauth },
  {
    id: "check",
    path: "check",
    title: "titles.check",
    loginRequired: true,
    permissions: ["abc"],
    screen: screens.check,
  },
  {
    id: "register",
    path: "register",
    title: "titles.register",
    guestRequired: true,
    screen: screens.register,
  },
  { id: "help", path: "help", title: "titles.help", loginRequired: true, screen: screens.help },
  {
    id: "tutorials",
    path: "tutorials",
    title: "titles.tutorials",
    loginRequired: true,
    screen: screens.tutorials,
  },
  {
    id: "error_denied",
    path: "error/denied",
    title: "titles.denied",
    backendOptional: true,
    screen: screens.denied,
  },
  {
    id: "error_disabled",
    path: "error/disabled",
    title: "titles.disabled",
    backendOptional: true,
    screen: screens.disabled,
  },
]);

const competitions = { modules: ["competitions"] } as const;
const schools = { modules: ["schools"] } as const;
const markets = { modules: ["markets"] } as const;
const registersModule = { modules: ["registers"] } as const;
const billsModule = { modules: ["bills"] } as const;

/**
 * Personal document screens repeated per team and school (spec §2 /my): a person's documents, the
 * form that sends or corrects one, and their photo (features/managerdocuments, per scope).
 */
const personDocuments = ({
  name,
  base,
  flags,
  screens: views,
}: {
  name: string;
  base: string;
  flags: RouteFlags;
  screens: { documents: RouteDef["screen"]; form: RouteDef["screen"]; image: RouteDef["screen"] };
}): RouteSpec[] => [
  {
    ...page({
      id: `${name}_userdocuments`,
      name: "userdocuments",
      path: `${base}/userdocuments/user/:id`,
      flags,
    }),
    screen: views.documents,
  },
  {
    ...page({
      id: `${name}_userdocuments_create`,
      name: "userdocuments",
      path: `${base}/userdocuments/user/:user_id/create`,
      flags,
    }),
    screen: views.form,
  },
  {
    ...page({
      id: `${name}_userdocuments_edit`,
      name: "userdocuments",
      path: `${base}/userdocuments/user/:user_id/edit/:id`,
      flags,
    }),
    screen: views.form,
  },
  {
    ...page({ id: `${name}_users_image`, name: "users_image", path: `${base}/users/image/:id`, flags }),
    screen: views.image,
  },
];

const my: RouteDef[] = group({ prefix: "/my", idPrefix: "my_", flags: { loginRequired: true } }, [
  { id: "password", path: "password", title: "titles.password", screen: screens.password },
  { ...page({ id: "id", path: "id", name: "my_id" }), screen: screens.myCard },
  { ...page({ id: "privacy", path: "privacy", name: "privacy" }), screen: screens.myPrivacy },
  { ...page({ id: "data", path: "data", name: "my_data" }), screen: screens.myData },
  { ...page({ id: "image", path: "image", name: "my_image" }), screen: screens.myImage },
  { ...page({ id: "reports", path: "reports", name: "my_reports" }), screen: screens.myReports },
  { ...page({ id: "exporters", path: "exporters", name: "exporters" }), screen: screens.myExporters },
  { ...page({ id: "students", path: "students", name: "students" }), screen: screens.myStudents },
  {
    ...page({ id: "students_show", path: "students/show/:id", name: "students" }),
    screen: screens.myStudent,
  },
  { ...page({ id: "teams", path: "teams", name: "my_teams", flags: competitions }), screen: screens.myTeams },
  {
    ...page({ id: "teams_show", path: "teams/show/:id", name: "my_teams", flags: competitions }),
    screen: screens.myTeam,
  },
  {
    ...page({
      id: "referees_scales",
      path: "referees/scales",
      name: "my_referees",
      flags: { permissions: ["my_referees"] },
    }),
    screen: screens.myRefereeScales,
  },
  page({
    id: "reservations",
    path: "reservations",
    name: "my_reservations",
    flags: { modules: ["reservations"] },
  }),
  page({
    id: "reservations_show",
    path: "reservations/show/:id",
    name: "my_reservations",
    flags: { modules: ["reservations"] },
  }),
  {
    ...page({
      id: "personalfinances_bills",
      path: "personalfinances/bills",
      name: "my_bills",
      flags: billsModule,
    }),
    screen: screens.myBills,
  },
  {
    ...page({
      id: "personalfinances_bills_show",
      path: "personalfinances/bills/show/:bills_id",
      name: "my_bills",
      flags: billsModule,
    }),
    screen: screens.myBill,
  },
  ...personDocuments({
    name: "teams",
    base: "teams/:team_id",
    flags: competitions,
    screens: {
      documents: screens.teamMemberDocuments,
      form: screens.teamMemberDocumentForm,
      image: screens.teamMemberImage,
    },
  }),
  ...personDocuments({
    name: "schools",
    base: "schools/:school_id",
    flags: schools,
    screens: {
      documents: screens.studentDocuments,
      form: screens.studentDocumentForm,
      image: screens.studentImage,
    },
  }),
  {
    ...page({ id: "associations", path: "associations", name: "my_associations" }),
    screen: screens.myAssociations,
  },
  {
    ...page({
      id: "associationclaims_show",
      path: "associationclaims/:association_id/show/:id",
      name: "associationclaims",
    }),
    screen: screens.myAssociationClaim,
  },
  {
    ...page({ id: "associationclaims_list", path: "associationclaims/list", name: "associationclaims" }),
    screen: screens.myAssociationClaims,
  },
  {
    ...page({ id: "associations_show", path: "associations/show/:id", name: "my_associations" }),
    screen: screens.managedAssociation,
  },
  {
    ...page({ id: "associations_token", path: "associations/token/:id", name: "associations_token" }),
    screen: screens.associationToken,
  },
  {
    ...page({
      id: "associations_competitions_open",
      path: "associations/competitions/open/:id",
      name: "competitions",
      title: "titles.open_competitions",
      flags: competitions,
    }),
    screen: screens.openCompetitions,
  },
  {
    ...page({ id: "associations_users", path: "associations/users/:id", name: "users" }),
    screen: screens.associationAthletes,
  },
  {
    ...page({
      id: "associations_educationaloccurrences",
      path: "associations/educationaloccurrences/:id",
      name: "educationaloccurrences",
      flags: schools,
    }),
    screen: screens.educationalOccurrences,
  },
  {
    ...page({
      id: "associations_userdocuments",
      path: "associations/userdocuments/:association_id/user/:id/:team_id?",
      name: "userdocuments",
    }),
    screen: screens.athleteDocuments,
  },
  {
    ...page({
      id: "associations_userdocuments_create",
      path: "associations/userdocuments/:association_id/user/:user_id/create",
      name: "userdocuments",
    }),
    screen: screens.athleteDocumentForm,
  },
  {
    ...page({
      id: "associations_userdocuments_edit",
      path: "associations/userdocuments/:association_id/user/:user_id/edit/:id",
      name: "userdocuments",
    }),
    screen: screens.athleteDocumentForm,
  },
  {
    ...page({
      id: "associations_users_image",
      path: "associations/:association_id/users/image/:id/:team_id?",
      name: "users_image",
    }),
    screen: screens.athleteImage,
  },
  {
    ...page({
      id: "associations_users_register",
      path: "associations/users/register/:association_id",
      name: "users",
    }),
    screen: screens.associationAthleteRegister,
  },
  {
    ...page({ id: "associations_users_import", path: "associations/users/import/:id", name: "users_import" }),
    screen: screens.managerAthletesImport,
  },
  {
    ...page({ id: "associations_teams", path: "associations/teams/:id", name: "teams" }),
    screen: screens.associationTeams,
  },
  {
    ...page({ id: "associations_teams_show", path: "associations/teams/:id/:team_id", name: "teams" }),
    screen: screens.managedTeam,
  },
  ...[
    ["", ""],
    ["_market", "/:market_id"],
    ["_commits", "/:market_id/commits"],
    ["_intentions", "/:market_id/intentions"],
    ["_intention", "/:market_id/intentions/:intention_id"],
    ["_transfers", "/:market_id/transfers"],
    ["_transfer", "/:market_id/transfers/:transfer_id"],
    ["_requests", "/:market_id/requests"],
    ["_request", "/:market_id/requests/:transfer_id"],
  ].map(([suffix, path]) =>
    page({
      id: `associations_markets${suffix}`,
      path: `associations/markets/:id${path}`,
      name: "markets",
      flags: markets,
    }),
  ),
  ...(
    [
      ["registers", "associations/registers/:id", screens.associationRegisters],
      ["registers_contracts", "associations/registers/contracts/:id", screens.associationRegisterContracts],
      [
        "registers_contracts_show",
        "associations/registers/contracts/:id/show/:contract_id",
        screens.associationRegisterContract,
      ],
      ["registers_requests", "associations/registers/requests/:id", screens.associationRegisterRequests],
      [
        "registers_requests_show",
        "associations/registers/requests/:id/show/:request_id",
        screens.associationRegisterRequest,
      ],
      [
        "registers_requests_create",
        "associations/registers/requests/:id/create",
        screens.associationRegisterRequestsCreate,
      ],
      [
        "registers_memberships",
        "associations/registers/memberships/:id",
        screens.associationRegisterMemberships,
      ],
      [
        "registers_memberships_show",
        "associations/registers/memberships/:id/show/:memberships_id",
        screens.associationRegisterMembership,
      ],
      [
        "registers_membershiprequests",
        "associations/registers/membershiprequests/:id",
        screens.associationRegisterMembershipRequests,
      ],
      [
        "registers_membershiprequests_show",
        "associations/registers/membershiprequests/:id/show/:membershiprequest_id",
        screens.associationRegisterMembershipRequest,
      ],
    ] as const
  ).map(([id, path, screen]) => ({
    ...page({ id: `associations_${id}`, path, name: "registers", flags: registersModule }),
    screen,
  })),
  ...(
    [
      ["finances", "associations/finances/:id", screens.associationFinances],
      ["finances_debts", "associations/finances/:id/debts", screens.associationDebts],
      ["finances_debts_show", "associations/finances/:id/debts/show/:debts_id", screens.associationDebt],
      ["finances_bills", "associations/finances/:id/bills", screens.associationBills],
      ["finances_bills_show", "associations/finances/:id/bills/show/:bills_id", screens.associationBill],
      ["finances_bills_create", "associations/finances/:id/bills/create", screens.associationBillCreate],
    ] as const
  ).map(([id, path, screen]) => ({
    ...page({ id: `associations_${id}`, path, name: "finances", flags: billsModule }),
    screen,
  })),
  {
    ...page({ id: "register_associations", path: "register_associations", name: "register_associations" }),
    screen: screens.registerAssociation,
  },
  {
    ...page({ id: "associations_image", path: "associations/image/:id", name: "associations_image" }),
    screen: screens.myAssociationShield,
  },
  { ...page({ id: "documents", path: "documents", name: "my_documents" }), screen: screens.myDocuments },
  {
    ...page({ id: "userdocuments", path: "userdocuments/:id", name: "userdocuments" }),
    screen: screens.myDocuments,
  },
  {
    ...page({ id: "documents_create", path: "documents/create", name: "my_documents" }),
    screen: screens.myDocumentForm,
  },
  {
    ...page({ id: "userdocuments_create", path: "userdocuments/:user_id/create", name: "userdocuments" }),
    screen: screens.myDocumentForm,
  },
  {
    ...page({ id: "documents_edit", path: "documents/edit/:id", name: "my_documents" }),
    screen: screens.myDocumentForm,
  },
  {
    ...page({ id: "userdocuments_edit", path: "userdocuments/:user_id/edit/:id", name: "userdocuments" }),
    screen: screens.myDocumentForm,
  },
  { ...page({ id: "forms_parq", path: "forms/parq", name: "my_parqs" }), screen: screens.myParqs },
  {
    ...page({ id: "forms_parq_create", path: "forms/parq/create", name: "parqs" }),
    screen: screens.parqCreate,
  },
  {
    ...page({ id: "forms_parq_edit", path: "forms/parq/:user_id/edit/:id", name: "parqs" }),
    screen: screens.parqEdit,
  },
  {
    ...page({
      id: "sponsorshipapplications_list",
      path: "sponsorshipapplications",
      name: "sponsorshipapplications",
    }),
    absoluteId: true,
    keepAlive: true,
    modules: ["sponsorships"],
  },
  ...[
    ["create", ":sponsorship_id/create"],
    ["edit", "edit/:id"],
    ["show", "show/:id"],
  ].map(([id, path]) =>
    page({
      id: `sponsorshipapplications_${id}`,
      path: `sponsorshipapplications/${path}`,
      name: "sponsorshipapplications",
      flags: { modules: ["sponsorships"] },
    }),
  ),
  ...[
    ["list", ""],
    ["create", ":incentive_id/create"],
    ["edit", "edit/:id"],
    ["show", "show/:id"],
  ].map(([id, path]) =>
    page({
      id: `incentiveapplications_${id}`,
      path: `incentiveapplications/${path}`,
      name: "incentiveapplications",
      flags: { modules: ["incentives"] },
    }),
  ),
  {
    ...page({
      id: "registers_membershiprequests",
      path: "registers/membershiprequests",
      name: "membershiprequests",
      flags: registersModule,
    }),
    screen: screens.myMembershipRequests,
  },
  {
    ...page({
      id: "registers_membershiprequests_show",
      path: "registers/membershiprequests/show/:membershiprequest_id",
      name: "membershiprequests",
      flags: registersModule,
    }),
    screen: screens.myMembershipRequest,
  },
]);

const venues = { permissions: ["venues"] } as const;
const reservations = { permissions: ["reservations"], modules: ["reservations"] } as const;
const locations: RouteDef[] = group(
  { prefix: "/locations", idPrefix: "locations_", flags: { loginRequired: true } },
  [
    ...crud({ name: "venuestypes", resource: "venuestypes" }),
    ...crud({ name: "venues", actions: ["list", "create", "edit", "show"], resource: "venues" }),
    page({
      id: "venues_spaces",
      path: "venues/:parent_id/spaces/:create?",
      resource: children("spaces", "parent_id"),
    }),
    page({ id: "spaces_show", path: "spaces/show/:id", resource: { name: "spaces", action: "show" } }),
    page({
      id: "spaces_schedules",
      path: "spaces/:parent_id/schedules",
      resource: children("spaceschedules", "parent_id"),
    }),
    // Left to the reservations issue: the free slots and day views of a space.
    ...["gaps", "days", "day"].map((view) =>
      page({ id: `spaces_${view}`, path: `spaces/:parent_id/${view}`, name: "spaces", flags: venues }),
    ),
    page({
      id: "spaces_reservation",
      path: "spaces/:parent_id/reservation/:id",
      name: "reservations",
      flags: venues,
    }),
    page({ id: "reservations", path: "reservations/:status?", name: "reservations", flags: reservations }),
    page({
      id: "reservations_reservation",
      path: "reservations/:parent_id/reservation/:id",
      name: "reservations",
      flags: reservations,
    }),
    ...crud({
      name: "reservationblocks",
      flags: { permissions: ["reservationblocks"], modules: ["reservations"] },
    }),
    page({ id: "countries", path: "countries", resource: "countries" }),
  ],
);

const regions: RouteDef[] = group(
  { prefix: "/regions", idPrefix: "regions_", flags: { loginRequired: true } },
  [
    ...crud({ name: "countries", actions: ["list", "create", "edit", "show"], resource: "countries" }),
    ...["states", "countryregions", "stateregions", "cities", "cityregions", "districts", "streets"].flatMap(
      (name) => crud({ name, resource: name }),
    ),
  ],
);

const usersOnlyLogin = { permissions: [] } as const;
/** The staff screens of people under /records/users (import and images import are IMPORTS'). */
const USER_SCREENS: Record<string, RouteDef["screen"]> = {
  export: screens.usersExport,
  profilepictures_approve: screens.profilePicturesApprove,
  socialnames_approve: screens.socialNamesApprove,
  edit: screens.personForm,
  import: screens.usersImport,
  images_import: screens.usersImagesImport,
};
/** Spreadsheet imports go through the imports API, which also asks for `operations`. */
const SPREADSHEET_IMPORT: readonly PermissionKey[] = ["operations"];
const records: RouteDef[] = group({ prefix: "/records", flags: { loginRequired: true } }, [
  {
    ...crud({ name: "users", actions: ["list"], flags: { permissions: ["users"] } })[0]!,
    keepAlive: true,
    screen: screens.usersList,
  },
  ...[
    ["import", "import"],
    ["images_import", "images/import"],
    ["export", "export"],
    ["profilepictures_approve", "profilepictures_approve"],
    ["socialnames_approve", "socialnames_approve"],
    ["edit", "edit/:id"],
  ].map(([id, path]) => ({
    ...page({
      id: `users_${id}`,
      path: `users/${path}`,
      // An approval queue is titled as one (the menu lists it beside the register it approves).
      name: id!.endsWith("_approve") ? `users_${id}` : "users",
      flags: { permissions: ["users", ...(id === "import" ? SPREADSHEET_IMPORT : [])] },
    }),
    ...(USER_SCREENS[id!] ? { screen: USER_SCREENS[id!] } : {}),
  })),
  // Spec §6: users/create, image and privacy need only login; create and edit share one screen.
  {
    ...page({ id: "users_create", path: "users/create", name: "users", flags: usersOnlyLogin }),
    screen: screens.personForm,
  },
  {
    ...page({ id: "users_image", path: "users/image/:id", name: "users_image", flags: usersOnlyLogin }),
    screen: screens.personImage,
  },
  {
    ...page({ id: "users_privacy", path: "users/privacy/:id", name: "privacy", flags: usersOnlyLogin }),
    screen: screens.userPrivacy,
  },
  // Not in the spec: staff answer LGPD requests (privacyrequests) on the generic screens.
  ...crud({ name: "privacyrequests", actions: ["list", "edit"], resource: "privacyrequests" }),
  ...["", "approve/"].flatMap((approve) => {
    const suffix = approve ? "_approve" : "";
    const flags = { permissions: ["userdocuments"] } as const;
    const form = approve ? screens.staffDocumentApproveForm : screens.staffDocumentForm;
    return [
      {
        ...page({
          id: `userdocuments${suffix}`,
          path: `userdocuments/${approve}:id`,
          name: "userdocuments",
          flags,
        }),
        screen: approve ? screens.personDocumentsApprove : screens.personDocuments,
      },
      {
        ...page({
          id: `userdocuments${suffix}_create`,
          path: `userdocuments/${approve}:user_id/create`,
          name: "userdocuments",
          flags,
        }),
        screen: form,
      },
      {
        ...page({
          id: `userdocuments${suffix}_edit`,
          path: `userdocuments/${approve}:user_id/edit/:id`,
          name: "userdocuments",
          flags,
        }),
        screen: form,
      },
    ];
  }),
  {
    ...page({
      id: "users_userdocuments_approve",
      path: "users/userdocuments_approve",
      name: "userdocuments_approve",
      flags: { permissions: ["userdocuments"] },
    }),
    screen: screens.userDocumentsQueue,
  },
  // Not in spec §2: the association documents' approval queue, beside the associations' own queues.
  {
    ...page({
      id: "associationdocuments_approve",
      path: "associations/documents_approve",
      name: "associationdocuments_approve",
      flags: { permissions: ["associationdocuments"] },
    }),
    screen: screens.associationDocumentsQueue,
  },
  ...crud({ name: "associations", resource: "associations" }),
  ...[
    ["approve", "approve"],
    ["shields_approve", "shields_approve"],
    ["import", "import"],
    ["images_import", "images/import"],
    ["image", "image/:id"],
    ["claims_approve", "claims_approve"],
    ["claims_approve_show", "claims_approve/:association_id/show/:id"],
  ].map(([id, path]) => ({
    ...page({
      id: `associations_${id}`,
      path: `associations/${path}`,
      name: id!.endsWith("approve") ? `associations_${id}` : "associations",
      flags: { permissions: ["associations", ...(id === "import" ? SPREADSHEET_IMPORT : [])] },
    }),
    ...(ASSOCIATION_SCREENS[id!] ? { screen: ASSOCIATION_SCREENS[id!] } : {}),
  })),
  // Not in spec §2: the generic staff lists of the register's other records (every person's
  // documents with their status, an association's managers, athletes and documents reached from
  // its page, the claims' history, the consents given), so each has a screen.
  page({ id: "userdocuments_list", path: "userdocuments", resource: "userdocuments" }),
  page({
    id: "associations_managers",
    path: "associations/:parent_id/managers",
    resource: children("associationmanagers", "parent_id"),
  }),
  page({
    id: "associations_athletes",
    path: "associations/:parent_id/athletes",
    resource: children("associationusers", "parent_id"),
  }),
  page({
    id: "associations_documents",
    path: "associations/:parent_id/documents",
    resource: children("associationdocuments", "parent_id"),
  }),
  page({
    id: "associationclaims_list",
    path: "associationclaims",
    resource: "associationclaims",
  }),
  page({ id: "consents_list", path: "consents", resource: "consents" }),
]);

const courses: RouteDef[] = group(
  { prefix: "/courses", idPrefix: "courses_", flags: { loginRequired: true, admin: true } },
  [
    page({ id: "list", path: "list", name: "courses" }),
    page({ id: "show", path: "show/:id", name: "courses" }),
    page({ id: "module", path: "course/:id/modules/:module_id", name: "course_modules" }),
  ],
);

const open = (name: string, modules: RouteDef["modules"], paths: string[]) =>
  paths.map((path, index) =>
    page({
      id: `open_${name}${index === 0 ? "" : `_${index}`}`,
      path: `open/${path}`,
      name: `open_${name}`,
      flags: { modules },
    }),
  );
const publicRoutes: RouteDef[] = group({ prefix: "/public", idPrefix: "public_" }, [
  ...(
    [
      ["users", screens.searchUsers],
      ["associations", screens.searchAssociations],
      ["documents", screens.searchDocuments],
    ] as const
  ).map(([name, screen]) => ({
    ...page({ id: name, path: name, name: `search_${name}`, flags: { loginRequired: true } }),
    screen,
  })),
  ...open("sponsorships", ["sponsorships"], ["sponsorships", "sponsorships/show/:id"]),
  ...open("incentives", ["incentives"], ["incentives", "incentives/show/:id"]),
  ...open("schools", ["schools"], ["schools", "schools/show/:id/:apply?"]),
  // The public pages of competitions (features/publicCompetitions), in the order of their paths.
  ...open(
    "competitions",
    ["competitions"],
    ["competitions", "competitions/show/:id", "competitions/openteams", "competitions/openteams/:id"],
  ).map((route, index) => ({
    ...route,
    screen: [screens.publicCompetitions, screens.publicCompetition, screens.publicTeams, screens.publicTeam][
      index
    ],
  })),
  // Not in spec §2: a public games edition's page, beside the public competitions' (docs/gamesday.md).
  ...open("olympics", ["competitions"], ["olympics/show/:id"]).map((route) => ({
    ...route,
    screen: screens.publicOlympics,
  })),
  ...open(
    "reservations",
    ["reservations"],
    ["reservations", "reservations/:parent_id/days", "reservations/:parent_id/day"],
  ),
  ...open("registers", ["registers"], ["registers/requests/create"]).map((route) => ({
    ...route,
    screen: screens.publicMembershipRequest,
  })),
  // Not in spec §2: the public check of a contract by its verification code, as CBF's BID (docs/registers.md).
  {
    id: "contracts",
    path: "contracts/:code?",
    title: "titles.contract_verification",
    modules: ["registers"],
    screen: screens.publicContract,
  },
  // Not in the spec: the page a digital card's QR code opens, for anyone (no login, no app chrome).
  {
    id: "cards",
    path: "cards/:token",
    title: "titles.card_verification",
    ...bare,
    screen: screens.cardVerification,
  },
]);

/**
 * The portal's public site, for visitors and people logged in alike: its front page, the news, a
 * post, a page and the calendar, in the site's own header and footer (the app's are hidden). These,
 * with the open pages above, are what other sites may embed (packages/shared/src/embed.ts).
 */
const site: RouteDef[] = group({ prefix: "/", idPrefix: "site_", flags: bare }, [
  { id: "portal", path: "portal", title: "titles.site_portal", screen: screens.sitePortal },
  { id: "news", path: "news", title: "titles.site_news", screen: screens.siteNews },
  { id: "post", path: "news/:slug", title: "titles.site_news", screen: screens.sitePost },
  { id: "page", path: "p/:slug", title: "titles.site_page", screen: screens.sitePage },
  { id: "calendar", path: "calendar", title: "titles.site_calendar", screen: screens.siteCalendar },
]);

const programChildren = ({ name, children }: { name: string; children: string[] }): RouteSpec[] => [
  ...crud({ name }),
  ...children.map((child) =>
    page({ id: `${name}_${child.replaceAll(/[/:]+/g, "_")}`, path: `${name}/${child}/:id`, name }),
  ),
  page({ id: `${name}_parent_applications`, path: `${name}/:parent_id/applications/:id`, name }),
];
const programs: RouteDef[] = [
  ...group(
    {
      prefix: "/programs",
      flags: { loginRequired: true, permissions: ["sponsorships"], modules: ["sponsorships"] },
    },
    [
      ...programChildren({
        name: "sponsorships",
        children: ["segments", "categories", "sports", "applications"],
      }),
      page({
        id: "sponsorships_parent_sports",
        path: "sponsorships/:parent_id/sports/:id",
        name: "sponsorships",
      }),
    ],
  ),
  ...group(
    {
      prefix: "/programs",
      flags: { loginRequired: true, permissions: ["incentives"], modules: ["incentives"] },
    },
    [
      ...programChildren({
        name: "incentives",
        children: ["types", "categories", "quotas", "manifests", "applications"],
      }),
    ],
  ),
];

const documentation: RouteDef[] = group(
  {
    prefix: "/documentation",
    idPrefix: "documentation_",
    flags: { loginRequired: true },
  },
  [
    ...crud({ name: "documents", resource: "documents" }),
    // Not in spec §2: the document types people and associations are asked for (documents module).
    ...crud({ name: "documenttypes", resource: "documenttypes" }),
  ],
);

const publish: RouteDef[] = group(
  { prefix: "/publish", idPrefix: "publish_", flags: { loginRequired: true } },
  [
    ...["posts", "pages", "slides", "hooks", "spots", "extras"].flatMap((name) =>
      crud({ name, resource: name }),
    ),
    { ...page({ id: "embed", path: "embed", flags: { permissions: ["pages"] } }), screen: screens.embed },
    page({ id: "menus", path: "menus", resource: "menus" }),
    page({ id: "menuitems", path: "menus/menuitems/:id", resource: children("menuitems") }),
    page({
      id: "menusubitems",
      path: "menus/menusubitems/:id",
      resource: children("menusubitems"),
    }),
    page({ id: "servicegroups", path: "servicegroups", resource: "servicegroups" }),
    page({
      id: "servicelinks",
      path: "servicegroups/servicelinks/:id",
      resource: children("servicelinks"),
    }),
    page({ id: "app_areas", path: "app/areas", resource: "appareas" }),
    ...crud({ name: "councils", actions: ["list", "create", "edit", "show"], resource: "councils" }),
    ...(
      [
        ["advisers", ":parent_id/advisers", children("counciladvisers", "parent_id")],
        ["meetings", ":parent_id/meetings", children("councilmeetings", "parent_id")],
        ["meetings_create", "meetings/create", { name: "councilmeetings", action: "create" }],
        ["meetings_show", "meetings/:id", { name: "councilmeetings", action: "show" }],
      ] as const
    ).map(([id, path, resource]) => page({ id: `councils_${id}`, path: `councils/${path}`, resource })),
    ...crud({ name: "downloadsareas", resource: "downloadsareas" }),
    ...crud({ name: "downloads", resource: "downloads" }),
  ],
);

const reports: RouteDef[] = group(
  { prefix: "/reports", idPrefix: "reports_", flags: { loginRequired: true } },
  [
    page({ id: "usage_report", path: "usage_report", flags: { permissions: ["usage_report"] } }),
    page({
      id: "schools_report",
      path: "schools_report",
      flags: { permissions: ["reports"], modules: ["schools"] },
    }),
    page({ id: "indicators_report", path: "indicators_report", flags: { permissions: ["reports"] } }),
    // The finance reports: staff with `debts` (the API also lets `bills` in; a route lists all it needs).
    {
      ...page({
        id: "finances_report",
        path: "finances_report",
        flags: { permissions: ["debts"], modules: ["bills"] },
      }),
      screen: screens.financeReports,
    },
  ],
);

const admin: RouteDef[] = group({ prefix: "/admin", idPrefix: "admin_", flags: { loginRequired: true } }, [
  // Lists of resources named like their route (forms in a modal: there is no create/edit route).
  ...["logs", "associationstypes", "crews", "deficiencies", "areas", "connections", "releases"].map((name) =>
    page({ id: name, path: name, resource: name }),
  ),
  // Imports and jobs have screens of their own (the import wizard, live progress); their flags still
  // come from the definitions. The rows of one import: its id in the query string (`?import=`).
  { ...page({ id: "imports", path: "imports", resource: "imports" }), screen: screens.imports },
  { ...page({ id: "jobs", path: "jobs", resource: "jobs" }), screen: screens.jobs },
  {
    // Its screen names itself "imported items" (features/imports), which the title follows.
    ...page({
      id: "importitems",
      path: "importitems",
      resource: children("importitems", "parent_id"),
      title: "titles.importitems",
    }),
    screen: screens.importItems,
  },
  {
    ...page({ id: "importusers", path: "importusers", flags: { permissions: ["operations", "users"] } }),
    screen: screens.importUsers,
  },
  page({ id: "users_districts", path: "users_districts", resource: "usersdistricts" }),
  { id: "roles", path: "roles", title: "titles.roles", permissions: ["roles"], screen: screens.roles },
  { ...page({ id: "seed", path: "seed", flags: { permissions: ["seed"] } }), screen: screens.seed },
  // Administration screens of their own (not resource lists).
  ...(
    [
      ["permissions", "permissions", ["permissions"], screens.permissionCatalog],
      // Spec §6: the admins list requires `admins` on top of `roles`.
      ["admins", "admins", ["roles", "admins"], screens.admins],
      ["settings", "settings", ["settings"], screens.settings],
      ["portal_colors", "portal/colors", ["settings"], screens.portalColors],
      ["wpp", "wpp", ["whatsapp"], screens.whatsapp],
    ] as const
  ).map(([id, path, permissions, screen]) => ({
    ...page({ id, path, flags: { permissions: [...permissions] } }),
    screen,
  })),
  {
    ...page({ id: "dev_v", path: "dev/v", name: "dev_v", flags: { master: true } }),
    screen: screens.versions,
  },
  ...crud({ name: "sports", resource: "sports" }),
  // Lists under one sport (`:id` is the sport), a fix or a check group.
  ...[
    ["roles", "sportroles"],
    ["moments", "sportmoments"],
    ["papers", "sportpapers"],
    ["fixes", "sportfixes"],
    ["fixes/conditions", "sportfixconditions"],
    ["fixes/actions", "sportfixactions"],
    ["checkgroups", "sportcheckgroups"],
    ["checkgroups/checks", "sportchecks"],
    ["activitiessums", "sportactivitiessums"],
  ].map(([child, resource]) =>
    page({
      id: `sports_${child!.replace("/", "_")}`,
      path: `sports/${child}/:id`,
      resource: children(resource!),
    }),
  ),
  {
    id: "platform_tenants",
    path: "platform/tenants",
    title: "titles.platform_tenants",
    super: true,
    screen: screens.tenants,
  },
]);

const competitionParentViews = [
  "classifications",
  "competitioncrews",
  "competitionmembers",
  "competitionsscores",
  "members/:id/import/players",
  "all_duels",
  "final_results_duels",
  "pots/:teams?",
  "all_heats/:show?",
  "groups/show/:id/:all?",
  "duels/:id/:all?",
  "duels/show/:id/:all?",
  "heats/:id",
  "heats/show/:id/:all?",
  "heats/show/:id/imports/teams/:all?",
];
/** The director's screens of a competition's views (features/competitions); the rest are not built yet. */
const COMPETITION_VIEW_SCREENS: Record<string, RouteDef["screen"]> = {
  classifications: screens.competitionClassifications,
  all_duels: screens.competitionAllDuels,
  final_results_duels: screens.competitionFinalResults,
  "pots/:teams?": screens.competitionPots,
  "groups/show/:id/:all?": screens.competitionGroup,
  "duels/:id/:all?": screens.competitionPhaseDuels,
  "duels/show/:id/:all?": screens.competitionDuelSheet,
  "all_heats/:show?": screens.heatsAll,
  "heats/:id": screens.heatsPhase,
  "heats/show/:id/:all?": screens.heatSheet,
  "heats/show/:id/imports/teams/:all?": screens.heatImport,
  competitionmembers: screens.competitionMembers,
  "members/:id/import/players": screens.importPlayers,
};
/** The competition's views that are a resource's list under it (the generic list, or a screen of its own). */
const COMPETITION_VIEW_RESOURCES: Record<string, RouteResource> = {
  competitioncrews: children("competitioncrews", "parent_id"),
  competitionsscores: children("competitionsscores", "parent_id"),
  "heats/:id": children("heats", "id"),
  "heats/show/:id/:all?": children("heatentries", "id"),
};
const viewId = (path: string) =>
  path
    .replaceAll(/\/:[a-z_]+\?/g, "")
    .replaceAll(/:[a-z_]+/g, "x")
    .replaceAll("/", "_");
const perm = (...permissions: PermissionKey[]) => ({ permissions });

/** The regulations' own screens, by route id inside the group (the point table, the three criteria lists, list/show/edit). */
const REGULATION_SCREENS: Record<string, ScreenLoader> = {
  regulations_list: screens.regulationsList,
  regulations_show: screens.regulationShow,
  regulations_edit: screens.regulationEdit,
  regulations_points: screens.regulationPoints,
  regulations_sequences: screens.regulationSequences,
  regulations_doublesequences: screens.regulationDoubleSequences,
  regulations_multiplesequences: screens.regulationMultipleSequences,
};

const competitionRoutes: RouteDef[] = group(
  {
    prefix: "/competitions",
    idPrefix: "competitions_",
    flags: { loginRequired: true, modules: ["competitions"] },
  },
  [
    // The list offers "start from a preset"; show and edit link to the rules' own screens.
    ...crud({ name: "regulations", flags: perm("regulations"), resource: "regulations" }).map((route) => {
      const screen = REGULATION_SCREENS[route.id];
      return screen ? { ...route, screen } : route;
    }),
    ...(["sequences", "doublesequences", "multiplesequences", "points"] as const).map((child) => ({
      ...page({
        id: `regulations_${child}`,
        path: `regulations/${child}/:id`,
        name: "regulations",
        flags: perm("regulations"),
      }),
      screen: REGULATION_SCREENS[`regulations_${child}`],
    })),
    ...crud({ name: "classificationzones", flags: perm("regulations"), resource: "classificationzones" }),
    page({
      id: "classificationzones_positions",
      path: "classificationzones/positions/:id",
      resource: children("classificationzonepositions", "id"),
    }),
    ...crud({ name: "competitionsseries", resource: "competitionsseries" }),
    ...crud({ name: "competitionscategories", resource: "competitionscategories" }),
    ...crud({ name: "competitionsstages", resource: "competitionsstages" }),
    // A competition's show screen is the director's cockpit, not the generic record.
    ...crud({
      name: "competitions",
      actions: ["list", "create", "edit", "show"],
      flags: perm("competitions"),
      resource: "competitions",
    }).map((route) =>
      route.id === "competitions_show" ? { ...route, screen: screens.competitionCockpit } : route,
    ),
    // A competition's teams and a team's members (inscritos): the generic lists under their parent.
    page({
      id: "parent_teams",
      path: "competitions/:parent_id/teams",
      resource: children("teams", "parent_id"),
    }),
    page({
      id: "parent_members_x",
      path: "competitions/:parent_id/members/:id",
      resource: children("teammembers", "id"),
    }),
    // The structure the engine plays: phases, a phase's groups, a group's participants and rounds,
    // a round's duels, and the points a court deducted.
    page({
      id: "parent_phases",
      path: "competitions/:parent_id/phases",
      resource: children("phases", "parent_id"),
    }),
    {
      ...page({
        id: "parent_groups_x",
        path: "competitions/:parent_id/groups/:id",
        resource: children("competitiongroups", "id"),
      }),
      screen: screens.competitionPhaseGroups,
    },
    page({
      id: "parent_groups_participants_x",
      path: "competitions/:parent_id/groups/participants/:id",
      resource: children("groupparticipants", "id"),
    }),
    {
      ...page({
        id: "parent_groups_rounds_x",
        path: "competitions/:parent_id/groups/rounds/:id/:all?",
        resource: children("rounds", "id"),
      }),
      screen: screens.competitionGroupRounds,
    },
    {
      ...page({
        id: "parent_rounds_x",
        path: "competitions/:parent_id/rounds/:id",
        resource: children("duels", "id"),
      }),
      screen: screens.competitionRound,
    },
    page({
      id: "parent_deductions",
      path: "competitions/:parent_id/deductions",
      resource: children("pointdeductions", "parent_id"),
    }),
    // The documents it requires, and a match's sheet players and result history.
    page({
      id: "parent_documents",
      path: "competitions/:parent_id/documents",
      resource: children("competitiondocuments", "parent_id"),
    }),
    page({
      id: "parent_duels_lineups_x",
      path: "competitions/:parent_id/duels/lineups/:id",
      resource: children("duellineups", "id"),
    }),
    page({
      id: "parent_duels_history_x",
      path: "competitions/:parent_id/duels/history/:id",
      resource: children("duelresults", "id"),
    }),
    ...competitionParentViews.map((view) => ({
      ...page({
        id: `parent_${viewId(view)}`,
        path: `competitions/:parent_id/${view}`,
        name: "competitions",
        flags: perm("competitions"),
        ...(COMPETITION_VIEW_RESOURCES[view] ? { resource: COMPETITION_VIEW_RESOURCES[view] } : {}),
      }),
      ...(COMPETITION_VIEW_SCREENS[view] ? { screen: COMPETITION_VIEW_SCREENS[view] } : {}),
    })),
    {
      ...page({
        id: "teams_pending",
        path: "competitions/teams/pending/list",
        name: "teams_pending",
        flags: perm("competitions"),
      }),
      screen: screens.pendingTeams,
    },
    {
      ...page({
        id: "security",
        path: "competitions/security",
        name: "duelssecurities",
        flags: perm("duelssecurities"),
      }),
      screen: screens.competitionSecurity,
    },
    {
      ...page({
        id: "documents",
        path: "competitions/documents",
        name: "teamdocuments",
        flags: perm("teamdocuments"),
      }),
      screen: screens.competitionDocumentsStatus,
    },
    page({ id: "olympicsevents", path: "olympicsevents", resource: "olympicsevents" }),
    // An edition's show screen is its delegations and events (features/olympics), not the generic record.
    ...crud({ name: "olympics", actions: ["list", "create", "show", "edit"], resource: "olympics" }).map(
      (route) => (route.id === "olympics_show" ? { ...route, screen: screens.olympicsShow } : route),
    ),
    {
      ...page({
        id: "olympics_results",
        path: "olympics/results/:id",
        name: "olympics",
        flags: perm("olympics"),
      }),
      screen: screens.olympicsResults,
    },
    // Not in spec §2: the games-day board of a competition and of an edition (docs/gamesday.md).
    {
      ...page({
        id: "parent_gamesday",
        path: "competitions/:parent_id/gamesday",
        name: "gamesday",
        flags: perm("competitions"),
      }),
      screen: screens.competitionSchedule,
    },
    {
      ...page({
        id: "olympics_gamesday",
        path: "olympics/:parent_id/gamesday",
        name: "gamesday",
        flags: perm("olympics"),
      }),
      screen: screens.olympicsSchedule,
    },
    ...["olympicsscores", "olympicsnotes", "olympicsdownloads", "olympiccrews", "olympicmembers"].map(
      (child) =>
        page({
          id: `olympics_${child}`,
          path: `olympics/:parent_id/${child}`,
          resource: children(child, "parent_id"),
        }),
    ),
    {
      ...page({
        id: "punishments_external",
        path: "punishments/external",
        resource: "punishments",
      }),
      screen: screens.externalPunishments,
    },
    ...crud({ name: "punishments", resource: "punishments" }),
    ...crud({
      name: "markets",
      actions: ["list", "create", "show", "edit"],
      flags: { permissions: ["markets"], modules: ["competitions", "markets"] },
    }),
    ...[
      ["windows", ":parent_id/windows/:create?"],
      ["commits", ":market_id/commits"],
      ["commit", ":market_id/commits/:commit_id"],
      ["intentions", ":market_id/intentions"],
      ["intention", ":market_id/intentions/:intention_id"],
      ["transfers", ":market_id/transfers"],
      ["transfer", ":market_id/transfers/:transfer_id"],
    ].map(([id, path]) =>
      page({
        id: `markets_${id}`,
        path: `markets/${path}`,
        name: "markets",
        flags: { permissions: ["markets"], modules: ["competitions", "markets"] },
      }),
    ),
  ],
);

const otherAdmin: RouteDef[] = [
  ...group({ prefix: "/events", idPrefix: "events_", flags: { loginRequired: true } }, [
    ...crud({ name: "events", base: "", resource: "events" }),
  ]),
  ...group({ prefix: "/icms", flags: { loginRequired: true } }, [
    ...crud({ name: "icms", base: "", actions: ["list"], resource: "icms" }),
  ]),
  ...["invoices", "clippings", "rankings"].flatMap((name) =>
    group({ prefix: `/${name}`, flags: { loginRequired: true } }, crud({ name, base: "", resource: name })),
  ),
  // Not in spec §2: a ranking's table (the points its competitions' final places earn, summed).
  ...group({ prefix: "/rankings", flags: { loginRequired: true } }, [
    {
      ...page({ id: "rankings_table", path: "table/:id?", flags: perm("rankings") }),
      screen: screens.rankingTable,
    },
  ]),
];

const schoolsRoutes: RouteDef[] = group(
  { prefix: "/schools", idPrefix: "schools_", flags: { loginRequired: true, modules: ["schools"] } },
  [
    ...crud({ name: "schoolsareas", flags: perm("schoolsareas") }),
    ...crud({ name: "schoolsprojects", flags: perm("schoolsprojects") }),
    ...crud({
      name: "schools",
      actions: ["list", "create", "edit", "show"],
      flags: perm("schools"),
      resource: "schools",
    }),
    page({
      id: "parent_students",
      path: "schools/:parent_id/students",
      resource: children("schoolstudents", "parent_id"),
    }),
    ...[
      "schedules",
      "educationaloccurrences",
      "gaps",
      "calls",
      "calls/:id/:plan?",
      "plans",
      "students/:id",
      "students/import",
    ].map((view) =>
      page({
        id: `parent_${viewId(view)}`,
        path: `schools/:parent_id/${view}`,
        name: "schools",
        flags: perm("schools"),
      }),
    ),
    ...crud({
      name: "educationaloccurrences",
      actions: ["list"],
      flags: perm("educationaloccurrences"),
      resource: "educationaloccurrences",
    }),
  ],
);

/**
 * A child resource's generic list, create and edit under its parent record, named like `crud`'s
 * (`<name>_list`, `_create`, `_edit`): the list shows the records under the parent whose id is the
 * route param `parentParam`, and a new record is made under it.
 */
const childCrud = ({
  name,
  base,
  parentParam = "parent_id",
  actions = ["list", "create", "edit"],
}: {
  name: string;
  base: string;
  parentParam?: string;
  actions?: ("list" | "create" | "edit")[];
}): RouteSpec[] =>
  actions.map((action) =>
    page({
      id: `${name}_${action}`,
      path: action === "list" ? base : action === "create" ? `${base}/create` : `${base}/edit/:id`,
      resource: action === "list" ? children(name, parentParam) : { name, action, parentParam },
    }),
  );

/** The spreadsheet imports of a register's records (features/registers), as the imports API asks. */
const REGISTER_IMPORTS: Record<string, ScreenLoader> = {
  "registers/imports": screens.registerEntriesImport,
  "registermemberships/import": screens.registerMembershipsImport,
  "registercontracts/import": screens.registerContractsImport,
};

/** The staff's show screens of a register's requests and records (features/registers). */
const REGISTER_SHOWS: Record<string, ScreenLoader> = {
  "registerrequests/show/:request_id": screens.registerRequestShow,
  "registermembershiprequests/show/:request_id": screens.membershipRequestShow,
  "registers/show/:id": screens.registerEntryShow,
  "registermemberships/show/:id": screens.registerMembershipShow,
  "registercontracts/show/:id": screens.registerContractShow,
};

const registerChildren: { name: string; extra: string[] }[] = [
  { name: "registerroles", extra: [] },
  { name: "registergraduations", extra: [] },
  { name: "registerstyles", extra: [] },
  { name: "registerrequests", extra: ["show/:request_id"] },
  { name: "registermembershiprequests", extra: ["show/:request_id"] },
  { name: "registercontracts", extra: ["show/:id", "import"] },
  { name: "registermemberships", extra: ["show/:id", "import"] },
  { name: "registers", extra: ["show/:id", "imports"] },
  { name: "registermembershipplans", extra: [] },
  { name: "registermembershipstyles", extra: [] },
];
const registersRoutes: RouteDef[] = group(
  {
    prefix: "/registers",
    idPrefix: "registers_",
    flags: { loginRequired: true, permissions: ["registertypes"], modules: ["registers"] },
  },
  [
    ...withScreens(
      crud({
        name: "registertypes",
        actions: ["list", "create", "edit", "show"],
        resource: "registertypes",
      }),
      { show: screens.registerTypeShow },
    ),
    // The two approval queues (APPROVAL_QUEUES): pending requests of every type, oldest first.
    {
      ...page({ id: "registerrequests_pending", path: "registerrequests/pending", name: "registerrequests" }),
      screen: screens.pendingRegisterRequests,
    },
    {
      ...page({
        id: "registermembershiprequests_pending",
        path: "registermembershiprequests/pending",
        name: "registermembershiprequests",
      }),
      screen: screens.pendingMembershipRequests,
    },
    // Each of a type's catalogs and records: the generic list, create and edit under the type (a
    // review queue's create is staff's desk request, its edit corrects a pending one; the server's
    // rules refuse a decided one; approval is a review, on the show screen).
    ...registerChildren.flatMap(({ name, extra }) => [
      ...childCrud({ name, base: `registertypes/:parent_id/${name}` }),
      ...extra.map((view) => {
        const imports = REGISTER_IMPORTS[`${name}/${view}`];
        const route = page({
          id: `${name}_${viewId(view)}`,
          path: `registertypes/:parent_id/${name}/${view}`,
          name,
          // Spreadsheet imports go through the imports API, which also asks for `operations`.
          ...(imports
            ? { flags: { permissions: ["registertypes", ...SPREADSHEET_IMPORT] }, title: "titles.imports" }
            : {}),
        });
        const screen = imports ?? REGISTER_SHOWS[`${name}/${view}`];
        return screen ? { ...route, screen } : route;
      }),
    ]),
    // A style's prices: grandchildren, under the style (`:style_id`) under its type.
    ...childCrud({
      name: "registerstyleprices",
      base: "registertypes/:parent_id/registerstyles/:style_id/registerstyleprices",
      parentParam: "style_id",
    }),
    ...childCrud({
      name: "registermembershipstyleprices",
      base: "registertypes/:parent_id/registermembershipstyles/:style_id/registermembershipstyleprices",
      parentParam: "style_id",
    }),
    // Not in spec §2: the documents a type requires, and an entry's graduation promotions (listed
    // and recorded under the entry; the promotion rule checks each, registerPromotions.rules.ts).
    ...childCrud({ name: "registerdocuments", base: "registertypes/:parent_id/registerdocuments" }),
    ...childCrud({
      name: "registerpromotions",
      base: "registertypes/:parent_id/registers/:register_id/registerpromotions",
      parentParam: "register_id",
      actions: ["list", "create"],
    }),
  ],
);

const finances: RouteDef[] = group(
  {
    prefix: "/finances",
    idPrefix: "finances_",
    flags: { loginRequired: true, permissions: ["debts"], modules: ["bills"] },
  },
  [
    // Generic lists and forms from the definitions; the show screens add the history, the bill's
    // debts and means, the next run's preview. Bills are made of chosen debts (bills.create).
    ...withScreens(crud({ name: "debts", resource: "debts", actions: ["list", "create", "edit", "show"] }), {
      show: screens.debtShow,
    }),
    page({
      id: "debts_debthistory",
      path: "debts/:parent_id/debthistory",
      resource: children("debthistory", "parent_id"),
    }),
    ...withScreens(crud({ name: "bills", resource: "bills", actions: ["list", "show"] }), {
      show: screens.billShow,
    }),
    // Bills have no generic create: this screen makes one of a payer's chosen debts (bills.create).
    {
      ...page({ id: "bills_create", path: "bills/create", name: "bills", flags: perm("bills") }),
      screen: screens.billCreate,
    },
    page({
      id: "bills_billdebts",
      path: "bills/:parent_id/billdebts",
      resource: children("billdebts", "parent_id"),
    }),
    ...withScreens(
      crud({ name: "recurrences", resource: "recurrences", actions: ["list", "create", "edit", "show"] }),
      { show: screens.recurrenceShow },
    ),
    page({
      id: "recurrences_recurrenceruns",
      path: "recurrences/:parent_id/recurrenceruns",
      resource: children("recurrenceruns", "parent_id"),
    }),
    // How the tenant is paid (PIX key, gateway) and the statement reconciliation: `bills` staff.
    {
      ...page({
        id: "payments",
        path: "payments",
        title: "titles.finances_payments",
        flags: { permissions: ["bills"] },
      }),
      screen: screens.paymentSettings,
    },
    {
      ...page({
        id: "statements",
        path: "statements",
        title: "titles.finances_statements",
        flags: { permissions: ["bills"] },
      }),
      screen: screens.statements,
    },
  ],
);

const meals: RouteDef[] = group(
  { prefix: "/meals", flags: { loginRequired: true, permissions: ["meals"], modules: ["meals"] } },
  [
    ...crud({ name: "meals", base: "", actions: ["list", "create", "edit", "show"] }),
    ...["users", "scan", "checkin"].map((view) =>
      page({ id: `meals_${view}`, path: `:id/${view}`, name: "meals" }),
    ),
  ],
);

const referees: RouteDef[] = group(
  { prefix: "/referees", idPrefix: "referees_", flags: { loginRequired: true, modules: ["competitions"] } },
  [
    ...crud({ name: "referees", resource: "referees" }),
    page({
      id: "absences",
      path: "referees/:parent_id/absences",
      resource: children("refereeabsences", "parent_id"),
    }),
    // The appointment board (matches and heats with their appointments, conflicts and costs).
    {
      ...page({ id: "all", path: "referees/all", resource: "refereeappointments" }),
      screen: screens.refereeBoard,
    },
    ...crud({ name: "roles", resource: "refereeroles" }),
    ...crud({ name: "categories", resource: "refereecategories" }),
  ],
);

const parqs: RouteDef[] = group({ prefix: "/parqs", idPrefix: "parqs_", flags: { loginRequired: true } }, [
  // Health data (LGPD art. 11): every staff screen of PAR-Q needs the parqs permission, as the API does.
  page({ id: "list", path: "", resource: "parqs" }),
  {
    ...page({ id: "pending", path: "pending", name: "parqs_pending", flags: { permissions: ["parqs"] } }),
    screen: screens.parqsPending,
  },
  {
    ...page({ id: "show", path: ":user_id/show/:id", name: "parqs", flags: { permissions: ["parqs"] } }),
    screen: screens.parqShow,
  },
]);

/** Every route of spec §2, in one table: the router, the guard, the menus and the titles read it. */
export const ROUTES: readonly RouteDef[] = [
  ...root,
  ...my,
  ...locations,
  ...regions,
  ...records,
  ...courses,
  ...publicRoutes,
  ...site,
  ...programs,
  ...documentation,
  ...publish,
  ...reports,
  ...admin,
  ...competitionRoutes,
  ...otherAdmin,
  ...schoolsRoutes,
  ...registersRoutes,
  ...finances,
  ...meals,
  ...referees,
  ...parqs,
];

export const routeById = (id: string): RouteDef => {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
};
