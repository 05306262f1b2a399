import { associations } from "@quadra/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { defOf } from "./reviseRecord.ts";

/** The manager area (/my/associations): a logged-in person with the personal permission. */
export const managerGuard = guard({ auth: "login", permissions: ["my_associations"] });

export const NOT_MINE = "Entidade não encontrada entre as que você gerencia.";

/**
 * The association, when the person manages it (a row in associationmanagers); otherwise 404, the
 * same answer as for an association that does not exist, so the area reveals nothing of others.
 * `lock` takes it FOR UPDATE for a write.
 */
export const managedAssociation = async (
  tx: Executor,
  {
    tenantId,
    userId,
    associationId,
    lock = false,
  }: { tenantId: string; userId: string; associationId: string; lock?: boolean },
) => {
  const a = resourceTableOf(associations) as any;
  const m = resourceTableOf(defOf("associationmanagers")) as any;
  const query = tx
    .select({ association: a, role: m.role })
    .from(a)
    .innerJoin(m, and(eq(m.tenant_id, a.tenant_id), eq(m.association_id, a.id)))
    .where(
      and(eq(a.tenant_id, tenantId), eq(a.id, associationId), eq(m.user_id, userId), isNull(a.deleted_at)),
    )
    .limit(1);
  const [found] = lock ? await query.for("update", { of: a }) : await query;
  if (!found) throw notFound(NOT_MINE);
  return { row: found.association as Record<string, any>, role: found.role as string };
};
