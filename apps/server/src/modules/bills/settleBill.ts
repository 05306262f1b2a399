import { billCode, type DebtStatus, type PaymentMeans } from "@quadra/shared";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { recordDebtChanges } from "./debtStatus.ts";

export type Settlement = {
  paidAt: Date;
  means: PaymentMeans;
  amountCents: number;
  /** Who told us: "webhook:asaas", "statement", "manual"… (kept on the bill). */
  source: string;
};

/**
 * What a settlement did: `settled` the bill turned paid now; `already_paid` it was paid before
 * (a duplicate or late delivery: nothing changes); `cancelled` the bill was cancelled, its debts
 * freed, and nothing changes (the money needs a person's look: a refund or a manual settlement);
 * `not_found` no such bill in the tenant.
 */
export type SettleOutcome =
  | { outcome: "settled"; billId: string; debtsPaid: number; underpaidCents: number }
  | { outcome: "already_paid"; billId: string }
  | { outcome: "cancelled"; billId: string }
  | { outcome: "not_found" };

/**
 * A receipt number readable on paper, unique per tenant (its unique index holds it): the day of the
 * payment in Brazil (a PIX at 22:00 is that day's, not the next UTC day's) and the bill's code.
 */
const receiptNumberOf = (billId: string, paidAt: Date) =>
  `${brazilDay(paidAt).replaceAll("-", "")}-${billCode(billId)}`;

/**
 * Marks a bill paid, with its debts, in the caller's transaction: the gateways' webhooks, the
 * statement reconciliation and the staff's manual settlement all come here. Idempotent and
 * order-safe: one conditional UPDATE turns an open (or expired: the payer paid late, the money is
 * in) bill paid, so a second delivery finds it paid and changes nothing, and a paid bill never goes
 * back to open (no path sets `open` on a paid bill). The debts still billed to it, or freed by its
 * expiry and not billed again, turn paid in the same transaction, each with its history.
 */
export const settleBill = async (
  tx: Executor,
  actor: Actor,
  billId: string,
  settlement: Settlement,
): Promise<SettleOutcome> => {
  const tenantId = actor.tenantId;
  const bills = resourceTable("bills");
  const [paid] = await tx
    .update(bills)
    .set({
      status: "paid",
      paid_at: settlement.paidAt.toISOString(),
      paid_cents: settlement.amountCents,
      means: settlement.means,
      paid_source: settlement.source.slice(0, 40),
      receipt_number: receiptNumberOf(billId, settlement.paidAt),
      version: sql`${bills.version} + 1`,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(
      and(eq(bills.tenant_id, tenantId), eq(bills.id, billId), inArray(bills.status, ["open", "expired"])),
    )
    .returning();
  if (!paid) {
    const [bill] = await tx
      .select({ status: bills.status })
      .from(bills)
      .where(and(eq(bills.tenant_id, tenantId), eq(bills.id, billId)));
    if (!bill) return { outcome: "not_found" };
    return bill.status === "paid" ? { outcome: "already_paid", billId } : { outcome: "cancelled", billId };
  }

  const debts = resourceTable("debts");
  const links = resourceTable("billdebts");
  const mine = tx
    .select({ id: links.debt_id })
    .from(links)
    .where(and(eq(links.tenant_id, tenantId), eq(links.bill_id, billId)));
  // Still billed to it, or freed when it expired and not billed again: this payment pays them.
  const payable = await tx
    .select({ id: debts.id, status: debts.status })
    .from(debts)
    .where(
      and(
        eq(debts.tenant_id, tenantId),
        inArray(debts.id, mine),
        or(and(eq(debts.status, "billed"), eq(debts.bill_id, billId)), eq(debts.status, "open")),
      ),
    )
    .orderBy(debts.id)
    .for("update");
  if (payable.length > 0)
    await tx
      .update(debts)
      .set({
        status: "paid",
        paid_at: settlement.paidAt.toISOString(),
        bill_id: billId,
        version: sql`${debts.version} + 1`,
        updated_at: new Date(),
        updated_by: actor.userId,
      })
      .where(
        and(
          eq(debts.tenant_id, tenantId),
          inArray(
            debts.id,
            payable.map((row) => row.id),
          ),
        ),
      );
  await recordDebtChanges(
    tx,
    actor,
    payable.map((row) => ({
      debt_id: row.id,
      from_status: row.status as DebtStatus,
      to_status: "paid",
      bill_id: billId,
      reason: `Pagamento (${settlement.source})`,
    })),
  );
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: "bills",
      recordId: billId,
      recordTitle: paid.description,
      changes: {
        after: {
          status: "paid",
          paid_cents: settlement.amountCents,
          means: settlement.means,
          source: settlement.source,
        },
      },
    },
  ]);
  return {
    outcome: "settled",
    billId,
    debtsPaid: payable.length,
    underpaidCents: Math.max(0, paid.total_cents - settlement.amountCents),
  };
};
