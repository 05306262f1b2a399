import { defineResourceRules } from "../../platform/resources/resourceRules.ts";

/**
 * The review status of a team is the server's (read-only on the resource): a team the staff enter
 * through the generic CRUD or an import is approved at once; only the associations' registrations
 * (competitionRegistrations/registerTeam.ts) create pending teams, which staff then decide. Without
 * this the column stayed empty and the team counted nowhere (draws, public pages, queues).
 */
export const teamRules = defineResourceRules({
  resource: "teams",
  beforeCreate: async () => ({ status: "approved" }),
});
