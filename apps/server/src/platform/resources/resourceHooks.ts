import type { Executor } from "../db/database.ts";
import type { Actor } from "./auditLog.ts";

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
};

const HOOKS = new Map<string, ResourceHooks>();

/** Called by a module when it registers its routes; one set of hooks per resource. */
export const setResourceHooks = (resource: string, hooks: ResourceHooks) => {
  HOOKS.set(resource, hooks);
};

export const hooksOf = (resource: string): ResourceHooks | undefined => HOOKS.get(resource);
