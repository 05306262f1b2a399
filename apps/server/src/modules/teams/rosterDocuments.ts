import type { RosterDocuments } from "@quadra/shared";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { type RequirementDoc, requirementStatus } from "../documents/documentStatus.ts";

/**
 * Where each person of a roster stands on the required person documents: the same rule as
 * documentStatusOf (requirementStatus), read in two queries for the whole roster instead of two per
 * person. Only statuses leave here, never which document decides one, so a health type's status
 * shows without its certificate.
 */
export const rosterDocuments = async (
  tx: Executor,
  { tenantId, userIds, today }: { tenantId: string; userIds: string[]; today: string },
): Promise<Map<string, RosterDocuments>> => {
  const result = new Map<string, RosterDocuments>();
  if (!userIds.length) return result;
  const types = resourceTable("documenttypes") as any;
  const docs = resourceTable("userdocuments") as any;
  const required = (await tx
    .select({ id: types.id, name: types.name })
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
    .orderBy(asc(types.name))) as { id: string; name: string }[];
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
              inArray(docs.user_id, userIds),
              inArray(
                docs.documenttype_id,
                required.map((type) => type.id),
              ),
            ),
          )
          .orderBy(desc(docs.created_at))
      : []
  ) as (RequirementDoc & { user_id: string; documenttype_id: string })[];
  const byKey = new Map<string, RequirementDoc[]>();
  for (const doc of held) {
    const key = `${doc.user_id}:${doc.documenttype_id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), doc]);
  }
  for (const userId of userIds) {
    const items = required.map((type) => ({
      documenttype_id: type.id,
      name: type.name,
      status: requirementStatus(byKey.get(`${userId}:${type.id}`) ?? [], today).status,
    }));
    result.set(userId, { regular: items.every((item) => item.status === "approved"), items });
  }
  return result;
};
