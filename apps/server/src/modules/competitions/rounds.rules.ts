import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { lockedUnderCompetition } from "./structureRules.ts";

/** A finished or cancelled competition's rounds do not change (their name and date are editable before). */
export const roundRules = defineResourceRules({ resource: "rounds", ...lockedUnderCompetition("group_id") });
