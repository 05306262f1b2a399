import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/** Where a person stands on one required document type. */
export type RequirementStatus = "approved" | "pending" | "rejected" | "expired" | "missing";

export type RequirementDoc = {
  id: string;
  status: string;
  expires_on: string | null;
  review_reason: string | null;
};

export type Requirement = {
  documenttype_id: string;
  name: string;
  description: string | null;
  health: boolean;
  status: RequirementStatus;
  /** The document that decides the status (absent when missing or hidden as health data). */
  document_id?: string;
  expires_on?: string | null;
  review_reason?: string | null;
};

/**
 * The status of one required type from the person's documents of that type, newest first: a valid
 * approved one wins; else one waiting for review; else an approved one past its expiry; else the
 * latest refusal (with its reason); else missing.
 */
export const requirementStatus = (
  docs: readonly RequirementDoc[],
  today: string,
): { status: RequirementStatus; doc?: RequirementDoc } => {
  const valid = (doc: RequirementDoc) => !doc.expires_on || doc.expires_on >= today;
  const approved = docs.filter((doc) => doc.status === "approved");
  const current = approved.find(valid);
  if (current) return { status: "approved", doc: current };
  const pending = docs.find((doc) => doc.status === "pending");
  if (pending) return { status: "pending", doc: pending };
  if (approved[0]) return { status: "expired", doc: approved[0] };
  const rejected = docs.find((doc) => doc.status === "rejected");
  if (rejected) return { status: "rejected", doc: rejected };
  return { status: "missing" };
};

/**
 * Each required, active person document type and where the person stands on it; `regular` when
 * every one is approved and valid. `showHealth` false hides which document decides a health type
 * (its status still counts: whether a required certificate is in order is not the certificate).
 */
export const documentStatusOf = async (
  tx: Executor,
  {
    tenantId,
    userId,
    today,
    showHealth,
  }: { tenantId: string; userId: string; today: string; showHealth: boolean },
) => {
  const types = resourceTable("documenttypes") as any;
  const docs = resourceTable("userdocuments") as any;
  const required = (await tx
    .select({ id: types.id, name: types.name, description: types.description, health: types.health })
    .from(types)
    .where(
      and(
        eq(types.tenant_id, tenantId),
        eq(types.applies_to, "person"),
        eq(types.required, true),
        eq(types.active, true),
        isNull(types.deleted_at),
      ),
    )
    .orderBy(asc(types.name))) as { id: string; name: string; description: string | null; health: boolean }[];
  const held = (await tx
    .select({
      id: docs.id,
      documenttype_id: docs.documenttype_id,
      status: docs.status,
      expires_on: docs.expires_on,
      review_reason: docs.review_reason,
    })
    .from(docs)
    .where(and(eq(docs.tenant_id, tenantId), eq(docs.user_id, userId)))
    .orderBy(desc(docs.created_at))) as (RequirementDoc & { documenttype_id: string })[];
  const items: Requirement[] = required.map((type) => {
    const { status, doc } = requirementStatus(
      held.filter((candidate) => candidate.documenttype_id === type.id),
      today,
    );
    const base = {
      documenttype_id: type.id,
      name: type.name,
      description: type.description,
      health: Boolean(type.health),
      status,
    };
    if (!doc || (type.health && !showHealth)) return base;
    return { ...base, document_id: doc.id, expires_on: doc.expires_on, review_reason: doc.review_reason };
  });
  return { user_id: userId, regular: items.every((item) => item.status === "approved"), items };
};
