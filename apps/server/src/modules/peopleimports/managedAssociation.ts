import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

const NOT_MANAGED = "Entidade não encontrada entre as que você gerencia.";

/**
 * The association, when the person manages it (a row of associationmanagers, the association not
 * deleted); otherwise 404, the answer for one that does not exist, so nothing of others is revealed.
 */
export const assertManagesAssociation = async (
  tx: Executor,
  { tenantId, userId, associationId }: { tenantId: string; userId: string; associationId: string },
) => {
  const a = resourceTable("associations");
  const m = resourceTable("associationmanagers");
  const [found] = await tx
    .select({ id: a.id, name: a.name })
    .from(a)
    .innerJoin(m, and(eq(m.tenant_id, a.tenant_id), eq(m.association_id, a.id)))
    .where(
      and(eq(a.tenant_id, tenantId), eq(a.id, associationId), eq(m.user_id, userId), isNull(a.deleted_at)),
    )
    .limit(1);
  if (!found) throw notFound(NOT_MANAGED);
  return found as { id: string; name: string };
};
