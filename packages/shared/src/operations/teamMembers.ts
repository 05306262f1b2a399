import { defineOperations } from "./operation.ts";
import { personScopeOperations } from "./personScope.ts";

/** The documents and photo of a team's members, kept by its responsible and its association's managers. */
export const teamMembersOperations = defineOperations(
  "teamMembers",
  personScopeOperations({
    segment: "teams",
    guard: { auth: "login", permissions: ["my_teams"], modules: ["competitions"] },
    person: "um integrante de uma equipe sob os cuidados da pessoa",
    personLabel: "Integrante",
  }),
);
