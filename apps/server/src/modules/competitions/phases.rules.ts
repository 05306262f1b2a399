import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { lockedUnderCompetition } from "./structureRules.ts";

/** A finished or cancelled competition's phases do not change (docs/competitions.md). */
export const phaseRules = defineResourceRules({
  resource: "phases",
  ...lockedUnderCompetition("competition_id"),
});
