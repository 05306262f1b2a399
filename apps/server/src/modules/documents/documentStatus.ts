import type { Requirement, RequirementStatus } from "@quadra/shared";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

export type RequirementDoc = {
  id: string;
  status: string;
  expires_on: string | null;
  review_reason: string | null;
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
 * Each required, active person document type and where each of these people stands on it, read in
 * two queries for all of them (a roster, a page of students); `regular` when every one is approved
 * and valid. `showHealth` false hides which document decides a health type (its status still
 * counts: whether a required certificate is in order is not the certificate).
 */
export const documentStatusesOf = async (
  tx: Executor,
  {
    tenantId,
    userIds,
    today,
    showHealth,
  }: { tenantId: string; userIds: readonly string[]; today: string; showHealth: boolean },
) => {
  const statuses = new Map<string, { user_id: string; regular: boolean; items: Requirement[] }>();
  if (!userIds.length) return statuses;
  const types = resourceTable("documenttypes");
  const docs = resourceTable("userdocuments");
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
  const held = (
    required.length
      ? await tx
          .select({
            id: docs.id,
            user_id: docs.user_id,
            documenttype_id: docs.documenttype_id,
            status: docs.status,
            expires_on: docs.expires_on,
            review_reason: docs.review_reason,
          })
          .from(docs)
          .where(
            and(
              eq(docs.tenant_id, tenantId),
              inArray(docs.user_id, [...userIds]),
              inArray(
                docs.documenttype_id,
                required.map((type) => type.id),
              ),
            ),
          )
          .orderBy(desc(docs.created_at))
      : []
  ) as (RequirementDoc & { user_id: string; documenttype_id: string })[];
  // Each person's documents of each type, newest first (the order read).
  const byKey = new Map<string, RequirementDoc[]>();
  for (const doc of held) {
    const key = `${doc.user_id}:${doc.documenttype_id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), doc]);
  }
  for (const userId of userIds) {
    const items: Requirement[] = required.map((type) => {
      const { status, doc } = requirementStatus(byKey.get(`${userId}:${type.id}`) ?? [], today);
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
    statuses.set(userId, {
      user_id: userId,
      regular: items.every((item) => item.status === "approved"),
      items,
    });
  }
  return statuses;
};

/** One person's required documents and where each stands (documentStatusesOf for one). */
export const documentStatusOf = async (
  tx: Executor,
  { userId, ...rest }: { tenantId: string; userId: string; today: string; showHealth: boolean },
) => (await documentStatusesOf(tx, { ...rest, userIds: [userId] })).get(userId)!;
