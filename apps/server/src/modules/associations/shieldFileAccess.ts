import { and, eq, isNull, or } from "drizzle-orm";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import type { UploadReadRule } from "../uploads/uploadReadRules.ts";

/**
 * Who may download an association's shield, current or awaiting approval, when it is a private
 * upload (a manager's shield waits privately for the federation): every manager of that association,
 * not only the one who sent it. Anyone else is left to the other rules (the staff, by the coarse rule).
 */
export const shieldFileRule: UploadReadRule = async (tx, { upload, principal }) => {
  if (upload.visibility === "public" || !principal) return undefined;
  const file = `uploads/${upload.id}`;
  const a = resourceTable("associations");
  const m = resourceTable("associationmanagers");
  const [managed] = await tx
    .select({ id: a.id })
    .from(a)
    .innerJoin(m, and(eq(m.tenant_id, a.tenant_id), eq(m.association_id, a.id)))
    .where(
      and(
        eq(a.tenant_id, upload.tenantId),
        or(eq(a.shield, file), eq(a.pending_shield, file)),
        isNull(a.deleted_at),
        eq(m.user_id, principal.userId),
      ),
    )
    .limit(1);
  return managed ? true : undefined;
};
