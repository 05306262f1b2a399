import { type RequestSource, resourceOf } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { createRecord } from "../../platform/resources/resourceStore.ts";

type Common = {
  registertype_id: string;
  user_id: string;
  /** The association the request is made through (required when `source` is "association"). */
  association_id?: string | null;
  source: RequestSource;
  notes?: string | null;
};
export type RegisterRequestInput = Common & {
  registerrole_id: string;
  registerstyle_id?: string | null;
  registergraduation_id?: string | null;
};
export type MembershipRequestInput = Common & {
  registermembershipplan_id: string;
  registermembershipstyle_id?: string | null;
};

/**
 * Makes a pending affiliation request (`registerrequests`) for a module's path (the person's page,
 * an association's bulk request, the open page): written through createRecord, so the resource's
 * rules (affiliationRequestRules: the type active and accepting this source, one pending request
 * per person and type under the type's lock, PAR-Q when required, refs of the same type) judge it
 * as they judge staff's generic create. Call inside the caller's transaction; a refusal is thrown
 * as a 400/409 naming the field.
 */
export const createRegisterRequest = async (tx: Executor, actor: Actor, input: RegisterRequestInput) =>
  createRecord(tx, {
    def: resourceOf("registerrequests"),
    actor,
    parentId: input.registertype_id,
    body: {
      user_id: input.user_id,
      association_id: input.association_id ?? null,
      registerrole_id: input.registerrole_id,
      registerstyle_id: input.registerstyle_id ?? null,
      registergraduation_id: input.registergraduation_id ?? null,
      notes: input.notes ?? null,
    },
    // The path's own source: the rules trust it only from `set` (a body's is taken as staff's).
    set: { source: input.source },
  });

/**
 * Makes a pending membership request (`registermembershiprequests`), as createRegisterRequest does;
 * from the open page the plan must be public too (membershipRequestRules).
 */
export const createMembershipRequest = async (tx: Executor, actor: Actor, input: MembershipRequestInput) =>
  createRecord(tx, {
    def: resourceOf("registermembershiprequests"),
    actor,
    parentId: input.registertype_id,
    body: {
      user_id: input.user_id,
      association_id: input.association_id ?? null,
      registermembershipplan_id: input.registermembershipplan_id,
      registermembershipstyle_id: input.registermembershipstyle_id ?? null,
      notes: input.notes ?? null,
    },
    set: { source: input.source },
  });
