import { ADMIN_RESOURCES } from "./catalog/admin.ts";
import { COMPETITION_PEOPLE_RESOURCES } from "./catalog/competitionPeople.ts";
import { COMPETITION_RULE_RESOURCES } from "./catalog/competitionRules.ts";
import { COMPETITION_STRUCTURE_RESOURCES } from "./catalog/competitionStructure.ts";
import { DISCIPLINE_RESOURCES } from "./catalog/discipline.ts";
import { FINANCE_RESOURCES } from "./catalog/finances.ts";
import { HEAT_RESOURCES } from "./catalog/heats.ts";
import { OLYMPICS_RESOURCES } from "./catalog/olympics.ts";
import { OPERATION_RESOURCES } from "./catalog/operations.ts";
import { PEOPLE_RESOURCES } from "./catalog/people.ts";
import { PUBLISHING_RESOURCES } from "./catalog/publishing.ts";
import { RECORD_RESOURCES } from "./catalog/records.ts";
import { REFEREEING_RESOURCES } from "./catalog/refereeing.ts";
import { REGION_RESOURCES } from "./catalog/regions.ts";
import { REGISTER_RESOURCES } from "./catalog/registers.ts";
import { SCHOOL_RESOURCES } from "./catalog/schools.ts";
import { SPORT_RESOURCES } from "./catalog/sports.ts";
import { SYSTEM_RESOURCES } from "./catalog/system.ts";
import { TEAM_RESOURCES } from "./catalog/teams.ts";
import { VENUE_RESOURCES } from "./catalog/venues.ts";
import type { ResourceDef } from "./resourceDef.ts";

/** Every resource of the portal, in dependency order (a resource comes after those it points at). */
export const RESOURCE_LIST: readonly ResourceDef[] = [
  ...SYSTEM_RESOURCES,
  ...OPERATION_RESOURCES,
  ...REGION_RESOURCES,
  ...ADMIN_RESOURCES,
  ...SPORT_RESOURCES,
  ...PUBLISHING_RESOURCES,
  ...RECORD_RESOURCES,
  ...VENUE_RESOURCES,
  ...PEOPLE_RESOURCES,
  ...COMPETITION_RULE_RESOURCES,
  ...OLYMPICS_RESOURCES,
  ...TEAM_RESOURCES,
  ...COMPETITION_STRUCTURE_RESOURCES,
  ...HEAT_RESOURCES,
  ...COMPETITION_PEOPLE_RESOURCES,
  ...DISCIPLINE_RESOURCES,
  ...REFEREEING_RESOURCES,
  ...SCHOOL_RESOURCES,
  ...FINANCE_RESOURCES,
  ...REGISTER_RESOURCES,
];

/** Each resource's literal definition by name (fields' kinds kept): what typed tables are computed from. */
export type ResourceCatalog = {
  [D in (
    | typeof SYSTEM_RESOURCES
    | typeof OPERATION_RESOURCES
    | typeof REGION_RESOURCES
    | typeof ADMIN_RESOURCES
    | typeof SPORT_RESOURCES
    | typeof PUBLISHING_RESOURCES
    | typeof RECORD_RESOURCES
    | typeof VENUE_RESOURCES
    | typeof PEOPLE_RESOURCES
    | typeof COMPETITION_RULE_RESOURCES
    | typeof OLYMPICS_RESOURCES
    | typeof TEAM_RESOURCES
    | typeof COMPETITION_STRUCTURE_RESOURCES
    | typeof HEAT_RESOURCES
    | typeof COMPETITION_PEOPLE_RESOURCES
    | typeof DISCIPLINE_RESOURCES
    | typeof REFEREEING_RESOURCES
    | typeof SCHOOL_RESOURCES
    | typeof FINANCE_RESOURCES
    | typeof REGISTER_RESOURCES
  )[number] as D["name"]]: D;
};
export type ResourceName = keyof ResourceCatalog;

export const RESOURCES: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  RESOURCE_LIST.map((def) => [def.name, def]),
);

/** A registered resource's definition: a catalogue name gives its literal definition (typed tables). */
export function resourceOf<N extends ResourceName>(name: N): ResourceCatalog[N];
export function resourceOf(name: string): ResourceDef;
export function resourceOf(name: string): ResourceDef {
  const def = RESOURCES[name];
  if (!def) throw new Error(`unknown resource ${name}`);
  return def;
}

/** Resources whose list is scoped to one record of this one (menus → menu items). */
export const childrenOf = (name: string) => RESOURCE_LIST.filter((def) => def.parent?.resource === name);
