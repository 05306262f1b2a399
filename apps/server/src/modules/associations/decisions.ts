import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { defOf } from "./reviseRecord.ts";

export const ZApproveBody = z
  .strictObject({ reason: z.string().trim().max(1_000, "Use até 1.000 caracteres.").optional() })
  .default({});
export const ZRejectBody = z.strictObject({
  reason: z
    .string({ error: "Diga o motivo da recusa: a pessoa o recebe por e-mail." })
    .trim()
    .min(3, "Diga o motivo da recusa: a pessoa o recebe por e-mail.")
    .max(1_000, "Use até 1.000 caracteres."),
});
export const DECISION_LABELS = { reason: "Motivo" };

/** A decision is taken once: a record no longer pending answers 409 and stays as it was. */
export const assertPending = (status: unknown, what: string) => {
  if (status !== "pending") throw conflict(`${what} já foi analisado(a) e não está mais aguardando decisão.`);
};

/** The people who manage an association (they hear about its decisions). */
export const managerIdsOf = async (tx: Executor, tenantId: string, associationId: string) => {
  const t = resourceTableOf(defOf("associationmanagers")) as any;
  const rows = (await tx
    .select({ userId: t.user_id })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.association_id, associationId)))) as { userId: string }[];
  return [...new Set(rows.map((row) => row.userId))];
};
