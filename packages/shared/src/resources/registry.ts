import { ADMIN_RESOURCES } from "./catalog/admin.ts";
import { OPERATION_RESOURCES } from "./catalog/operations.ts";
import { PEOPLE_RESOURCES } from "./catalog/people.ts";
import { PUBLISHING_RESOURCES } from "./catalog/publishing.ts";
import { RECORD_RESOURCES } from "./catalog/records.ts";
import { REGION_RESOURCES } from "./catalog/regions.ts";
import { SCHOOL_RESOURCES } from "./catalog/schools.ts";
import { SPORT_RESOURCES } from "./catalog/sports.ts";
import { SYSTEM_RESOURCES } from "./catalog/system.ts";
import { TEAM_RESOURCES } from "./catalog/teams.ts";
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
  ...PEOPLE_RESOURCES,
  ...TEAM_RESOURCES,
  ...SCHOOL_RESOURCES,
];

export const RESOURCES: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  RESOURCE_LIST.map((def) => [def.name, def]),
);

export const resourceOf = (name: string): ResourceDef => {
  const def = RESOURCES[name];
  if (!def) throw new Error(`unknown resource ${name}`);
  return def;
};

/** Resources whose list is scoped to one record of this one (menus → menu items). */
export const childrenOf = (name: string) => RESOURCE_LIST.filter((def) => def.parent?.resource === name);
