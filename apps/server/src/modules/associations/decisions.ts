import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/** A decision is taken once: a record no longer pending answers 409 and stays as it was. */
export const assertPending = (status: unknown, what: string) => {
  if (status !== "pending") throw conflict(`${what} já foi analisado(a) e não está mais aguardando decisão.`);
};

/** The people who manage an association (they hear about its decisions). */
export const managerIdsOf = async (tx: Executor, tenantId: string, associationId: string) => {
  const t = resourceTable("associationmanagers");
  const rows = (await tx
    .select({ userId: t.user_id })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.association_id, associationId)))) as { userId: string }[];
  return [...new Set(rows.map((row) => row.userId))];
};
