import { billCode, paidOnDayOnly } from "@quadra/shared/contracts/bills";
import type {
  AssociationFinanceSummary,
  PayerBill,
  PayerBillDetail,
  PayerDebt,
  PayerPaymentMeans,
} from "@quadra/shared/contracts/myFinances";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../../platform/db/database.ts";
import { notFound } from "../../../platform/http/errors.ts";
import { resourceTable } from "../../../platform/resources/resourceTable.ts";
import { debtAmountsOn } from "../billAmounts.ts";
import { payerNameOf } from "../billDetail.ts";
import type { Payer } from "../payer.ts";
import { canMakeMeans } from "../paymentMeans.ts";

const debtsTable = () => resourceTable("debts");
const billsTable = () => resourceTable("bills");
const billDebtsTable = () => resourceTable("billdebts");

/** The rows of `table` the payer owes, in the tenant. */
const payerWhere = (
  table: { tenant_id: any; user_id: any; association_id: any },
  tenantId: string,
  payer: Payer,
): SQL =>
  and(
    eq(table.tenant_id, tenantId),
    payer.kind === "person" ? eq(table.user_id, payer.userId) : eq(table.association_id, payer.associationId),
  )!;

type DebtRow = ReturnType<typeof debtsTable>["$inferSelect"];
type BillRow = ReturnType<typeof billsTable>["$inferSelect"];
type BillDebtRow = ReturnType<typeof billDebtsTable>["$inferSelect"];

const dayOf = (value: unknown) => String(value ?? "").slice(0, 10);
const instantOf = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/**
 * A debt as its payer reads it. An open debt costs what it would if paid today (fine and interest
 * after its due date, the discount until its date); a billed or paid one, what its bill fixed.
 */
export const debtView = (row: DebtRow, today: string, billed?: BillDebtRow): PayerDebt => {
  const amounts = billed
    ? {
        fine_cents: Number(billed.fine_cents),
        interest_cents: Number(billed.interest_cents),
        discount_cents: Number(billed.discount_cents),
        total_cents: Number(billed.total_cents),
      }
    : debtAmountsOn(
        {
          amount_cents: Number(row.amount_cents),
          due_date: dayOf(row.due_date),
          fine_percent: row.fine_percent === null ? null : Number(row.fine_percent),
          interest_percent_month:
            row.interest_percent_month === null ? null : Number(row.interest_percent_month),
          discount_cents: row.discount_cents === null ? null : Number(row.discount_cents),
          discount_until: row.discount_until ? dayOf(row.discount_until) : null,
        },
        today,
      );
  const dueDate = dayOf(row.due_date);
  return {
    id: row.id,
    description: row.description,
    origin: row.origin,
    status: row.status,
    due_date: dueDate,
    amount_cents: Number(row.amount_cents),
    ...amounts,
    overdue: (row.status === "open" || row.status === "billed") && dueDate < today,
    bill_id: row.status === "billed" ? (row.bill_id ?? null) : null,
    billable: row.status === "open",
  };
};

export const billView = (row: BillRow, today: string, debtsCount: number): PayerBill => {
  const dueDate = dayOf(row.due_date);
  return {
    id: row.id,
    description: row.description,
    code: billCode(row.id),
    status: row.status,
    due_date: dueDate,
    debts_count: debtsCount,
    debts_cents: Number(row.debts_cents),
    fine_cents: Number(row.fine_cents),
    interest_cents: Number(row.interest_cents),
    discount_cents: Number(row.discount_cents),
    total_cents: Number(row.total_cents),
    overdue: row.status === "open" && dueDate < today,
    paid_at: instantOf(row.paid_at),
    paid_day_only: paidOnDayOnly(row.paid_source),
    paid_cents: row.paid_cents === null || row.paid_cents === undefined ? null : Number(row.paid_cents),
    paid_means: row.means ?? null,
  };
};

/** What a payer may use to pay: only while the bill is open (a paid bill shows its receipt instead). */
const meansOf = (row: BillRow): PayerPaymentMeans => {
  const open = row.status === "open";
  const qr = row.pix_qr
    ? row.pix_qr.startsWith("data:")
      ? row.pix_qr
      : `data:image/png;base64,${row.pix_qr}`
    : null;
  return {
    pix_code: open ? (row.pix_code ?? null) : null,
    pix_qr: open ? qr : null,
    boleto_line: open ? (row.boleto_line ?? null) : null,
    boleto_url: open ? (row.boleto_url ?? null) : null,
    card_url: open ? (row.card_url ?? row.gateway_invoice_url ?? null) : null,
    expires_at: open ? instantOf(row.pix_expires_at) : null,
  };
};

/** The payer's debts, the open ones first, then by due date. */
export const payerDebts = async (tx: Executor, tenantId: string, payer: Payer, today: string) => {
  const d = debtsTable();
  const rows = await tx
    .select()
    .from(d)
    .where(payerWhere(d, tenantId, payer))
    .orderBy(asc(d.due_date), asc(d.created_at))
    .limit(2_000);
  const billed = await billedAmounts(
    tx,
    tenantId,
    rows.filter((row) => row.status !== "open").map((row) => row.id),
  );
  const order = (status: string) => (status === "open" ? 0 : status === "billed" ? 1 : 2);
  return rows
    .map((row) => debtView(row, today, billed.get(row.id)))
    .sort((a, b) => order(a.status) - order(b.status));
};

/** The amounts the latest bill of each debt fixed (a paid debt's, or the open bill it sits in). */
const billedAmounts = async (tx: Executor, tenantId: string, debtIds: string[]) => {
  if (!debtIds.length) return new Map<string, BillDebtRow>();
  const bd = billDebtsTable();
  const rows = await tx
    .select()
    .from(bd)
    .where(and(eq(bd.tenant_id, tenantId), inArray(bd.debt_id, debtIds)))
    .orderBy(asc(bd.created_at));
  return new Map(rows.map((row) => [row.debt_id, row]));
};

export const payerDebt = async (
  tx: Executor,
  tenantId: string,
  payer: Payer,
  debtId: string,
  today: string,
) => {
  const d = debtsTable();
  const [row] = await tx
    .select()
    .from(d)
    .where(and(payerWhere(d, tenantId, payer), eq(d.id, debtId)))
    .limit(1);
  if (!row) throw notFound("Débito não encontrado.");
  const billed = await billedAmounts(tx, tenantId, row.status === "open" ? [] : [row.id]);
  return debtView(row, today, billed.get(row.id));
};

/** The payer's bills, the newest first; cancelled ones are left out (nothing to pay or to keep). */
export const payerBills = async (tx: Executor, tenantId: string, payer: Payer, today: string) => {
  const b = billsTable();
  const rows = await tx
    .select()
    .from(b)
    .where(payerWhere(b, tenantId, payer))
    .orderBy(desc(b.created_at))
    .limit(1_000);
  const shown = rows.filter((row) => row.status !== "cancelled");
  const counts = await debtCounts(
    tx,
    tenantId,
    shown.map((row) => row.id),
  );
  return shown.map((row) => billView(row, today, counts.get(row.id) ?? 0));
};

const debtCounts = async (tx: Executor, tenantId: string, billIds: string[]) => {
  if (!billIds.length) return new Map<string, number>();
  const bd = billDebtsTable();
  const rows = await tx
    .select({ bill_id: bd.bill_id })
    .from(bd)
    .where(and(eq(bd.tenant_id, tenantId), inArray(bd.bill_id, billIds)));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.bill_id, (counts.get(row.bill_id) ?? 0) + 1);
  return counts;
};

/** One of the payer's bills with its debts (as billed) and how to pay it; 404 for anyone else's. */
export const payerBill = async (
  tx: Executor,
  tenantId: string,
  payer: Payer,
  billId: string,
  today: string,
): Promise<PayerBillDetail> => {
  const row = await payerBillRow(tx, tenantId, payer, billId);
  const bd = billDebtsTable();
  const d = debtsTable();
  const lines = await tx
    .select({ line: bd, debt: d })
    .from(bd)
    .innerJoin(d, and(eq(d.tenant_id, bd.tenant_id), eq(d.id, bd.debt_id)))
    .where(and(eq(bd.tenant_id, tenantId), eq(bd.bill_id, row.id)))
    .orderBy(asc(bd.due_date), asc(bd.created_at));
  return {
    ...billView(row, today, lines.length),
    payer_name: await payerNameOf(tx, tenantId, row),
    debts: lines.map(({ line, debt }) => ({
      ...debtView(debt, today, line),
      // The line is the debt as this bill billed it.
      description: line.description,
      due_date: dayOf(line.due_date),
      amount_cents: Number(line.amount_cents),
    })),
    means: meansOf(row),
    can_make_means: await canMakeMeans(tx, tenantId, row),
    receipt: row.status === "paid",
  };
};

/** The bill row when the payer owes it; the same 404 as a bill that does not exist otherwise. */
export const payerBillRow = async (tx: Executor, tenantId: string, payer: Payer, billId: string) => {
  const b = billsTable();
  const [row] = await tx
    .select()
    .from(b)
    .where(and(payerWhere(b, tenantId, payer), eq(b.id, billId)))
    .limit(1);
  if (!row) throw notFound("Cobrança não encontrada.");
  return row;
};

/** An association's finances at a glance: what is open, overdue, billed and paid. */
export const associationSummary = async (
  tx: Executor,
  tenantId: string,
  association: { id: string; name: string },
  today: string,
  selectDebts: boolean,
): Promise<AssociationFinanceSummary> => {
  const payer: Payer = { kind: "association", associationId: association.id };
  const [debts, bills] = [
    await payerDebts(tx, tenantId, payer, today),
    await payerBills(tx, tenantId, payer, today),
  ];
  const open = debts.filter((debt) => debt.status === "open" || debt.status === "billed");
  const overdue = open.filter((debt) => debt.overdue);
  const openBills = bills.filter((bill) => bill.status === "open");
  const paidBills = bills.filter((bill) => bill.status === "paid");
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    association,
    select_debts: selectDebts,
    open_debts_count: open.length,
    open_debts_cents: sum(open.map((debt) => debt.total_cents)),
    overdue_debts_count: overdue.length,
    overdue_debts_cents: sum(overdue.map((debt) => debt.total_cents)),
    open_bills_count: openBills.length,
    open_bills_cents: sum(openBills.map((bill) => bill.total_cents)),
    paid_bills_count: paidBills.length,
    paid_cents: sum(paidBills.map((bill) => bill.paid_cents ?? bill.total_cents)),
  };
};
