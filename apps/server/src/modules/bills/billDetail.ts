import { type BillDetail, paidOnDayOnly } from "@quadra/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { canMakeMeans } from "./paymentMeans.ts";

export const BILL_NOT_FOUND = "Cobrança não encontrada.";

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString();

/** The name of a bill's or a debt's payer (a person's name, an association's). */
export const payerNameOf = async (
  tx: Executor,
  tenantId: string,
  row: { user_id: string | null; association_id: string | null },
) => {
  if (row.user_id) {
    const [person] = await tx
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, row.user_id)));
    return person?.name ?? "";
  }
  const associations = resourceTable("associations");
  const [association] = await tx
    .select({ name: associations.name })
    .from(associations)
    .where(and(eq(associations.tenant_id, tenantId), eq(associations.id, row.association_id ?? "")));
  return association?.name ?? "";
};

/** One bill whole (payer, amounts, means, the debts as billed), or a 404. */
export const billDetailOf = async (tx: Executor, tenantId: string, billId: string): Promise<BillDetail> => {
  const bills = resourceTable("bills");
  const [bill] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.tenant_id, tenantId), eq(bills.id, billId)));
  if (!bill) throw notFound(BILL_NOT_FOUND);
  const links = resourceTable("billdebts");
  const lines = await tx
    .select()
    .from(links)
    .where(and(eq(links.tenant_id, tenantId), eq(links.bill_id, billId)))
    .orderBy(asc(links.due_date), asc(links.created_at));
  return {
    id: bill.id,
    description: bill.description,
    status: bill.status,
    payer: bill.user_id
      ? { kind: "person", id: bill.user_id, name: await payerNameOf(tx, tenantId, bill) }
      : { kind: "association", id: bill.association_id ?? "", name: await payerNameOf(tx, tenantId, bill) },
    due_date: bill.due_date,
    debts_cents: bill.debts_cents,
    fine_cents: bill.fine_cents,
    interest_cents: bill.interest_cents,
    discount_cents: bill.discount_cents,
    total_cents: bill.total_cents,
    means: bill.means,
    pix_txid: bill.pix_txid,
    pix_code: bill.pix_code,
    pix_qr: bill.pix_qr,
    gateway: bill.gateway,
    gateway_charge_id: bill.gateway_charge_id,
    gateway_invoice_url: bill.gateway_invoice_url,
    boleto_line: bill.boleto_line,
    boleto_url: bill.boleto_url,
    card_url: bill.card_url,
    can_make_means: await canMakeMeans(tx, tenantId, bill),
    paid_at: iso(bill.paid_at),
    paid_day_only: paidOnDayOnly(bill.paid_source),
    paid_cents: bill.paid_cents,
    paid_source: bill.paid_source,
    receipt_number: bill.receipt_number,
    cancelled_at: iso(bill.cancelled_at),
    created_at: bill.created_at.toISOString(),
    debts: lines.map((line) => ({
      debt_id: line.debt_id,
      description: line.description,
      due_date: line.due_date,
      amount_cents: line.amount_cents,
      fine_cents: line.fine_cents,
      interest_cents: line.interest_cents,
      discount_cents: line.discount_cents,
      total_cents: line.total_cents,
    })),
  };
};
