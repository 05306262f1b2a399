import { RESOURCE_RULES } from "../../modules/resourceRules.ts";
import type { Executor } from "../db/database.ts";
import type { Actor } from "./auditLog.ts";
import { fieldErrorsOf, type ManyOutcome, type ResourceRules, type Viewer } from "./resourceRules.ts";

/**
 * Where the platform finds a resource's rules: the list of apps/server/src/modules/resourceRules.ts,
 * read on first use (kept apart from resourceRules.ts, which the rules files import, so the list's
 * imports never wait on themselves).
 */
let byResource: Map<string, ResourceRules> | undefined;

export const rulesOf = (resource: string): ResourceRules | undefined => {
  byResource ??= new Map(RESOURCE_RULES.map((rules) => [rules.resource, rules]));
  return byResource.get(resource);
};

/** The condition of the rows a viewer may see of a resource (undefined: all of the tenant's). */
export const visibleWhere = (resource: string, input: { viewer: Viewer; table: any; tenantId: string }) =>
  rulesOf(resource)?.visibleTo?.(input);

type Row = Record<string, unknown>;

/**
 * The rules' outcome for many new rows: the resource's set-wise form when it has one, else its
 * beforeCreate row by row (a refusal becomes the row's errors), else nothing to add.
 */
export const createManyOutcomes = async (
  tx: Executor,
  {
    resource,
    actor,
    rows,
    memory,
    checkOnly = false,
  }: { resource: string; actor: Actor; rows: Row[]; memory: Map<string, unknown>; checkOnly?: boolean },
): Promise<ManyOutcome[]> => {
  const rules = rulesOf(resource);
  if (rules?.beforeCreateMany) return rules.beforeCreateMany(tx, { actor, rows, memory, checkOnly });
  const one = rules?.beforeCreate;
  if (!one) return rows.map(() => ({}));
  const outcomes: ManyOutcome[] = [];
  for (const values of rows) {
    try {
      outcomes.push({ values: (await one(tx, { actor, values })) ?? {} });
    } catch (error) {
      outcomes.push({ errors: fieldErrorsOf(error) });
    }
  }
  return outcomes;
};
