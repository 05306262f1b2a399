import { associations } from "@quadra/shared";
import { and, eq, exists, isNull, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { resourceTable, resourceTableOf } from "../../platform/resources/resourceTable.ts";

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
  const a = resourceTableOf(associations);
  const m = resourceTable("associationmanagers");
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

/**
 * SQL: `userId` manages the live association `associationId` names (a value, or a column of the
 * outer query to correlate with: a team's or a school's association). A deleted association's
 * former managers answer for nothing. Aliased tables, so it also correlates with a query on
 * `associations` itself.
 */
export const managesAssociationWhere = (
  tx: Executor,
  {
    tenantId,
    userId,
    associationId,
  }: { tenantId: string | SQLWrapper; userId: string; associationId: string | SQLWrapper },
) => {
  const m = alias(resourceTable("associationmanagers"), "managing_rows");
  const a = alias(resourceTable("associations"), "managed_associations");
  return exists(
    tx
      .select({ one: sql`1` })
      .from(m)
      .innerJoin(a, and(eq(a.tenant_id, m.tenant_id), eq(a.id, m.association_id), isNull(a.deleted_at)))
      .where(and(eq(m.tenant_id, tenantId), eq(m.association_id, associationId), eq(m.user_id, userId))),
  );
};

/** Whether the person manages the live association (managesAssociationWhere, as a yes or no). */
export const managesAssociation = async (
  tx: Executor,
  { tenantId, userId, associationId }: { tenantId: string; userId: string; associationId: string },
) => {
  const a = resourceTable("associations");
  const [row] = await tx
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.tenant_id, tenantId),
        eq(a.id, associationId),
        managesAssociationWhere(tx, { tenantId, userId, associationId: a.id }),
      ),
    )
    .limit(1);
  return Boolean(row);
};
