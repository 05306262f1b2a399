import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import type { DebtChange } from "../bills/debtStatus.ts";

/**
 * Debts' statuses that settle what an entry owes: paid, or written off by staff (nothing is owed;
 * entryStatus.ts's activeRefusal reads it the same way). A cancelled debt leaves its entry awaiting
 * payment: staff cancel a debt to charge it otherwise (a new debt, a manual settlement), not to
 * give the affiliation away; they may still activate or cancel the entry by hand.
 */
const SETTLED = new Set(["paid", "written_off"]);

/**
 * The debts' listener of registers (added in registerRegisterReviewRoutes): in the transaction that
 * settles a debt, the affiliations and memberships waiting on it (pending_payment) turn active,
 * audited as the debt's actor (the payer's webhook, the staff's manual settlement).
 */
export const activateEntriesOfDebts = async (tx: Executor, actor: Actor, changes: readonly DebtChange[]) => {
  const settled = changes.filter((change) => SETTLED.has(change.to_status)).map((change) => change.debt_id);
  if (!settled.length) return;
  for (const resource of ["registers", "registermemberships"] as const) {
    const t = (
      resource === "registers" ? resourceTable("registers") : resourceTable("registermemberships")
    ) as ReturnType<typeof resourceTable<"registers">>;
    const rows = await tx
      .update(t)
      .set({
        status: "active",
        version: sql`${t.version} + 1`,
        updated_at: new Date(),
        updated_by: actor.userId,
      })
      .where(
        and(eq(t.tenant_id, actor.tenantId), inArray(t.debt_id, settled), eq(t.status, "pending_payment")),
      )
      .returning({ id: t.id, number: t.number });
    if (rows.length)
      await writeAudit(
        tx,
        actor,
        rows.map((row) => ({
          action: "update" as const,
          resource,
          recordId: row.id,
          recordTitle: row.number,
          changes: { before: { status: "pending_payment" }, after: { status: "active" } },
        })),
      );
  }
};
