import type { SQL } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import type { Actor } from "./auditLog.ts";

/** Who reads: enough of a principal to decide what they may see. */
export type Viewer = { master: boolean; permissions: readonly string[] };

/**
 * Server rules a feature adds to the generic writes of one resource (createRecord, updateRecord),
 * inside their transaction: checks that depend on the tenant's settings (a 400 thrown here leaves
 * nothing written) and values the server makes itself (read-only fields such as a status or a
 * link code, which a body can never set). What they answer is merged into the row written.
 */
export type ResourceHooks = {
  beforeCreate?: (
    tx: Executor,
    input: { actor: Actor; values: Record<string, unknown> },
  ) => Promise<Record<string, unknown> | undefined>;
  beforeUpdate?: (
    tx: Executor,
    input: { actor: Actor; current: Record<string, unknown>; values: Record<string, unknown> },
  ) => Promise<Record<string, unknown> | undefined>;
  /**
   * Rows some holders of the resource's permission must not see (health documents without `parqs`):
   * a condition on the resource's table, or undefined for every row. The generic list, export, get,
   * update and delete apply it, so a row outside it is answered as absent (404).
   */
  visibleTo?: (input: { viewer: Viewer; table: any; tenantId: string }) => SQL | undefined;
};

const HOOKS = new Map<string, ResourceHooks>();

/** Called by a module when it registers its routes; one set of hooks per resource. */
export const setResourceHooks = (resource: string, hooks: ResourceHooks) => {
  HOOKS.set(resource, hooks);
};

export const hooksOf = (resource: string): ResourceHooks | undefined => HOOKS.get(resource);

/** The condition of the rows a viewer may see of a resource (undefined: all of the tenant's). */
export const visibleWhere = (resource: string, input: { viewer: Viewer; table: any; tenantId: string }) =>
  HOOKS.get(resource)?.visibleTo?.(input);
