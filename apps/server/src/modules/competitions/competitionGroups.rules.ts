import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { lockedUnderCompetition } from "./structureRules.ts";

/** A finished or cancelled competition's groups do not change. */
export const competitionGroupRules = defineResourceRules({
  resource: "competitiongroups",
  ...lockedUnderCompetition("phase_id"),
});
