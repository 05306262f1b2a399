import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { BILL_NOT_FOUND } from "./billDetail.ts";
import { recordDebtChanges } from "./debtStatus.ts";
import { cancelPaymentMeans } from "./paymentMeans.ts";

/**
 * Gives the debts of closed bills back: billed to one of them → open again (they may go into a new
 * bill, with the fine and interest of the day it is made), each with its history.
 */
const freeDebts = async (tx: Executor, actor: Actor, billId: string, reason: string) => {
  const debts = resourceTable("debts");
  const freed = await tx
    .update(debts)
    .set({
      status: "open",
      bill_id: null,
      version: sql`${debts.version} + 1`,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(and(eq(debts.tenant_id, actor.tenantId), eq(debts.status, "billed"), eq(debts.bill_id, billId)))
    .returning({ id: debts.id });
  await recordDebtChanges(
    tx,
    actor,
    freed.map((row) => ({
      debt_id: row.id,
      from_status: "billed",
      to_status: "open",
      bill_id: billId,
      reason,
    })),
  );
};

/**
 * Cancels an open bill (staff, with a reason): one conditional UPDATE, so a bill paid meanwhile is
 * refused (a paid bill never changes); its debts are open again, its gateway charge cancelled.
 */
export const cancelBill = async (tx: Executor, actor: Actor, billId: string, reason: string) => {
  const bills = resourceTable("bills");
  const [bill] = await tx
    .update(bills)
    .set({
      status: "cancelled",
      cancelled_at: new Date().toISOString(),
      version: sql`${bills.version} + 1`,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(
      and(
        eq(bills.tenant_id, actor.tenantId),
        eq(bills.id, billId),
        inArray(bills.status, ["open", "expired"]),
      ),
    )
    .returning();
  if (!bill) {
    const [current] = await tx
      .select({ status: bills.status })
      .from(bills)
      .where(and(eq(bills.tenant_id, actor.tenantId), eq(bills.id, billId)));
    if (!current) throw notFound(BILL_NOT_FOUND);
    throw conflict(
      current.status === "paid"
        ? "Esta cobrança já foi paga e não pode ser cancelada."
        : "Esta cobrança já foi cancelada.",
    );
  }
  await freeDebts(tx, actor, billId, `Cobrança cancelada: ${reason}`);
  await cancelPaymentMeans(tx, bill, actor);
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: "bills",
      recordId: billId,
      recordTitle: bill.description,
      changes: { after: { status: "cancelled", reason } },
    },
  ]);
};

/**
 * Open bills past their due date expire, and their debts are open again (a new bill charges the
 * fine and interest of its own day). A payment that still arrives for an expired bill settles it
 * (settleBill). Set-wise, for the whole tenant, in the caller's transaction.
 */
export const expireBills = async (tx: Executor, actor: Actor, today: string) => {
  const bills = resourceTable("bills");
  const expired = await tx
    .update(bills)
    .set({ status: "expired", version: sql`${bills.version} + 1`, updated_at: new Date() })
    .where(and(eq(bills.tenant_id, actor.tenantId), eq(bills.status, "open"), lt(bills.due_date, today)))
    .returning({ id: bills.id });
  for (const bill of expired) await freeDebts(tx, actor, bill.id, "Cobrança vencida sem pagamento");
  return expired.length;
};
