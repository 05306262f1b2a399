import type { RouteDef } from "../../routes/routeTypes.ts";

/** A screen the start page links to: what its link and its guard need, without the screen's code. */
export type HomeScreen = Omit<RouteDef, "screen" | "resource">;

const staff = (id: string, path: string, title: RouteDef["title"], permission: RouteDef["permissions"]) => ({
  id,
  path,
  title,
  loginRequired: true,
  permissions: permission,
});
const competitions = ["competitions"] as const;

/**
 * The screens the start page's summary links to (the approval queues, a competition's teams, the
 * person's card, documents and teams, the competitions, the calendar), as the route table defines
 * them: path, title and the guard's flags. The summary's cards are written and linked from these as
 * soon as its answer is in, instead of after the route table (and the resource catalogue behind it)
 * has loaded, which on a slow phone came a second or more later. homeScreens.test.ts checks every
 * entry against the table, and that every approval queue has one.
 */
export const HOME_SCREENS: readonly HomeScreen[] = [
  staff(
    "users_profilepictures_approve",
    "/records/users/profilepictures_approve",
    "titles.users_profilepictures_approve",
    ["users"],
  ),
  staff(
    "users_socialnames_approve",
    "/records/users/socialnames_approve",
    "titles.users_socialnames_approve",
    ["users"],
  ),
  staff(
    "users_userdocuments_approve",
    "/records/users/userdocuments_approve",
    "titles.userdocuments_approve",
    ["userdocuments"],
  ),
  staff("associations_approve", "/records/associations/approve", "titles.associations_approve", [
    "associations",
  ]),
  staff(
    "associations_shields_approve",
    "/records/associations/shields_approve",
    "titles.associations_shields_approve",
    ["associations"],
  ),
  staff(
    "associations_claims_approve",
    "/records/associations/claims_approve",
    "titles.associations_claims_approve",
    ["associations"],
  ),
  staff(
    "associationdocuments_approve",
    "/records/associations/documents_approve",
    "titles.associationdocuments_approve",
    ["associationdocuments"],
  ),
  staff("parqs_pending", "/parqs/pending", "titles.parqs_pending", ["parqs"]),
  {
    ...staff(
      "competitions_teams_pending",
      "/competitions/competitions/teams/pending/list",
      "titles.teams_pending",
      competitions,
    ),
    modules: competitions,
  },
  ...(["registerrequests", "registermembershiprequests"] as const).map((queue) => ({
    ...staff(`registers_${queue}_pending`, `/registers/${queue}/pending`, `titles.${queue}`, [
      "registertypes",
    ]),
    modules: ["registers"] as const,
  })),
  {
    ...staff(
      "competitions_parent_teams",
      "/competitions/competitions/:parent_id/teams",
      { "pt-BR": "Equipes", en: "Teams" },
      competitions,
    ),
    modules: competitions,
  },
  {
    ...staff(
      "competitions_competitions_list",
      "/competitions/competitions",
      { "pt-BR": "Competições", en: "Competitions" },
      competitions,
    ),
    modules: competitions,
  },
  {
    ...staff(
      "competitions_competitions_show",
      "/competitions/competitions/show/:id",
      { "pt-BR": "Competições", en: "Competitions" },
      competitions,
    ),
    modules: competitions,
  },
  { id: "my_id", path: "/my/id", title: "titles.my_id", loginRequired: true },
  { id: "my_documents", path: "/my/documents", title: "titles.my_documents", loginRequired: true },
  { id: "my_teams", path: "/my/teams", title: "titles.my_teams", loginRequired: true, modules: competitions },
  {
    id: "my_teams_show",
    path: "/my/teams/show/:id",
    title: "titles.my_teams",
    loginRequired: true,
    modules: competitions,
  },
  {
    id: "site_calendar",
    path: "/calendar",
    title: "titles.site_calendar",
    hideHeader: true,
    hideDrawer: true,
  },
];
