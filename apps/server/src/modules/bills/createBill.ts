import type { BillDetail, DebtStatus } from "@quadra/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict, invalidFields } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { refusalError } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { billAddsUp, billAmountsOf, debtAmountsOn } from "./billAmounts.ts";
import { billDetailOf } from "./billDetail.ts";
import { DEBT_LABELS, debtTransitionRefusal, recordDebtChanges } from "./debtStatus.ts";
import type { Payer } from "./payer.ts";
import { paymentMeansOf } from "./paymentMeans.ts";
import { laterDate } from "./recurrenceSchedule.ts";

export type NewBill = {
  payer: Payer;
  debtIds: readonly string[];
  /** The day it must be paid by; by default today, or the earliest debt's due date if later. */
  dueDate?: string | undefined;
};

const LABELS = { debt_ids: "Débitos", due_date: "Vencimento" };

const ALREADY_BILLED = {
  status: 409,
  field: "debt_ids",
  message: "Este débito já está numa cobrança aberta.",
} as const;

/** A short description of the bill from its debts ("Mensalidade 11/2026 e mais 2"). */
const describe = (descriptions: readonly string[]) => {
  const [first, ...rest] = descriptions;
  const text = rest.length === 0 ? String(first) : `${first} e mais ${rest.length}`;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
};

/**
 * Makes a bill of one payer's chosen open debts: staff (/finances/bills/create), a person
 * (/my/personalfinances) and an association's managers (/my/associations/finances/:id/bills/create)
 * all come here, so one rule set holds for the three. In one transaction: the debts are locked, each
 * must be the payer's and open (a debt is in one open bill only: the lock and the open → billed
 * transition make a second bill of the same debt wait and then refuse it), their amounts are
 * computed as of the bill's due date and frozen on the bill's lines, the debts turn billed with
 * their history, and the payment means are attached.
 */
export const createBill = async (tx: Executor, actor: Actor, input: NewBill): Promise<BillDetail> => {
  const tenantId = actor.tenantId;
  const debts = resourceTable("debts");
  const ids = [...new Set(input.debtIds)];
  const rows = await tx
    .select()
    .from(debts)
    .where(and(eq(debts.tenant_id, tenantId), inArray(debts.id, ids)))
    .orderBy(asc(debts.id))
    .for("update");
  if (rows.length !== ids.length)
    throw invalidFields({ debt_ids: "Algum dos débitos escolhidos não foi encontrado." }, LABELS);
  const payerKey = input.payer.kind === "person" ? input.payer.userId : input.payer.associationId;
  const others = rows.find(
    (row) => (input.payer.kind === "person" ? row.user_id : row.association_id) !== payerKey,
  );
  if (others)
    throw invalidFields(
      {
        debt_ids: `O débito "${others.description}" é de outro pagador: uma cobrança junta os débitos de um só.`,
      },
      LABELS,
    );
  for (const row of rows) {
    // Billed already (billed → billed is no transition): it sits in another open bill.
    const refusal =
      row.status === "billed"
        ? ALREADY_BILLED
        : debtTransitionRefusal(row.status as DebtStatus, "billed", "bill");
    if (refusal)
      throw conflict(
        row.status === "billed"
          ? `O débito "${row.description}" já está numa cobrança aberta.`
          : `O débito "${row.description}" não está em aberto.`,
        { debt_ids: refusal.message },
      );
  }

  const today = brazilDay();
  const earliestDue = rows.map((row) => row.due_date).sort()[0]!;
  const dueDate = input.dueDate ?? laterDate(earliestDue, today);
  if (dueDate < today)
    throw invalidFields({ due_date: "O vencimento da cobrança não pode ser antes de hoje." }, LABELS);
  // Ordered as the lines are shown: by due date.
  rows.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id.localeCompare(b.id));
  const lines = rows.map((row) => ({ row, amounts: debtAmountsOn(row, dueDate) }));
  const amounts = billAmountsOf(lines.map((line) => line.amounts));
  if (!billAddsUp(amounts)) throw new Error("bill amounts do not add up");

  const bills = resourceTable("bills");
  const [bill] = await tx
    .insert(bills)
    .values({
      tenant_id: tenantId,
      user_id: input.payer.kind === "person" ? input.payer.userId : null,
      association_id: input.payer.kind === "association" ? input.payer.associationId : null,
      description: describe(rows.map((row) => row.description)),
      status: "open",
      due_date: dueDate,
      ...amounts,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning();
  if (!bill) throw new Error("bills: the insert returned no row");
  await tx.insert(resourceTable("billdebts")).values(
    lines.map(({ row, amounts: line }) => ({
      tenant_id: tenantId,
      bill_id: bill.id,
      debt_id: row.id,
      description: row.description,
      due_date: row.due_date,
      ...line,
      created_by: actor.userId,
      updated_by: actor.userId,
    })),
  );
  // Conditional on `open`: with the rows locked it always matches; the count guards the invariant.
  const billed = await tx
    .update(debts)
    .set({
      status: "billed",
      bill_id: bill.id,
      version: sql`${debts.version} + 1`,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(and(eq(debts.tenant_id, tenantId), inArray(debts.id, ids), eq(debts.status, "open")))
    .returning({ id: debts.id });
  if (billed.length !== ids.length)
    throw refusalError(
      { status: 409, field: "debt_ids", message: "Um dos débitos mudou agora há pouco." },
      DEBT_LABELS,
    );
  await recordDebtChanges(
    tx,
    actor,
    rows.map((row) => ({ debt_id: row.id, from_status: "open", to_status: "billed", bill_id: bill.id })),
  );

  const means = await paymentMeansOf(
    tx,
    {
      id: bill.id,
      tenantId,
      payer: input.payer,
      description: bill.description,
      dueDate,
      totalCents: bill.total_cents,
    },
    actor,
  );
  if (Object.keys(means).length > 0)
    await tx
      .update(bills)
      .set(means)
      .where(and(eq(bills.tenant_id, tenantId), eq(bills.id, bill.id)));
  const detail = await billDetailOf(tx, tenantId, bill.id);
  await writeAudit(tx, actor, [
    {
      action: "create",
      resource: "bills",
      recordId: bill.id,
      recordTitle: bill.description,
      changes: { after: detail },
    },
  ]);
  return detail;
};
