import { billCode } from "@quadra/shared/contracts/bills";
import type { OpenReport, ReceivedReport } from "@quadra/shared/contracts/myFinances";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db/database.ts";
import { users as u } from "../../../platform/db/schema/index.ts";
import { resourceTable } from "../../../platform/resources/resourceTable.ts";
import { debtAmountsOn } from "../billAmounts.ts";
import type { OpenRow, ReceivedRow } from "./exportLayouts.ts";

/** A paid bill's day in São Paulo, where the federations count their days. */
const paidDay = (paidAt: unknown) =>
  sql<string>`to_char((${paidAt} at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD')`;

/**
 * Every payment received from `from` to `to` (São Paulo days, both included), oldest first, with
 * its payer's name and document: the rows of the received report and of its export.
 */
export const receivedRows = async (
  tx: Executor,
  tenantId: string,
  { from, to }: { from: string; to: string },
): Promise<ReceivedRow[]> => {
  const b = resourceTable("bills");
  const a = resourceTable("associations");
  const day = paidDay(b.paid_at);
  const rows = await tx
    .select({
      id: b.id,
      paid_on: day,
      description: b.description,
      means: b.means,
      paid_cents: b.paid_cents,
      total_cents: b.total_cents,
      user_name: u.name,
      cpf: u.cpf,
      association_name: a.name,
      cnpj: a.cnpj,
    })
    .from(b)
    .leftJoin(u, and(eq(u.tenantId, b.tenant_id), eq(u.id, b.user_id)))
    .leftJoin(a, and(eq(a.tenant_id, b.tenant_id), eq(a.id, b.association_id)))
    .where(and(eq(b.tenant_id, tenantId), eq(b.status, "paid"), sql`${day} between ${from} and ${to}`))
    .orderBy(asc(b.paid_at), asc(b.id));
  return rows.map((row) => ({
    paid_on: row.paid_on,
    code: billCode(row.id),
    payer_name: String(row.user_name ?? row.association_name ?? ""),
    document: (row.cpf ?? row.cnpj ?? null) as string | null,
    means: row.means ?? "manual",
    amount_cents: Number(row.paid_cents ?? row.total_cents),
    description: row.description,
  }));
};

/** The received report: totals by means and by month of the period's payments. */
export const receivedReport = (period: { from: string; to: string }, rows: ReceivedRow[]): ReceivedReport => {
  const byMeans = new Map<string, { count: number; total_cents: number }>();
  const byMonth = new Map<string, { count: number; total_cents: number }>();
  for (const row of rows) {
    for (const [map, key] of [
      [byMeans, row.means],
      [byMonth, row.paid_on.slice(0, 7)],
    ] as const) {
      const entry = map.get(key) ?? { count: 0, total_cents: 0 };
      entry.count += 1;
      entry.total_cents += row.amount_cents;
      map.set(key, entry);
    }
  }
  return {
    ...period,
    count: rows.length,
    total_cents: rows.reduce((total, row) => total + row.amount_cents, 0),
    by_means: [...byMeans]
      .map(([means, entry]) => ({ means, ...entry }))
      .sort((a, b) => b.total_cents - a.total_cents),
    by_month: [...byMonth]
      .map(([month, entry]) => ({ month, ...entry }))
      .sort((a, b) => a.month.localeCompare(b.month)),
  };
};

type PayerTotals = OpenReport["payers"][number];

/**
 * What every payer still owes on `on`: open debts at what they would cost that day (fine and
 * interest included), billed ones at what their bill fixed; overdue when due before `on`. The
 * payers who owe most overdue come first.
 */
export const openReport = async (tx: Executor, tenantId: string, on: string): Promise<OpenReport> => {
  const d = resourceTable("debts");
  const bd = resourceTable("billdebts");
  const a = resourceTable("associations");
  const rows = await tx
    .select({
      debt: d,
      billed_total: bd.total_cents,
      user_name: u.name,
      cpf: u.cpf,
      association_name: a.name,
      cnpj: a.cnpj,
    })
    .from(d)
    .leftJoin(bd, and(eq(bd.tenant_id, d.tenant_id), eq(bd.debt_id, d.id), eq(bd.bill_id, d.bill_id)))
    .leftJoin(u, and(eq(u.tenantId, d.tenant_id), eq(u.id, d.user_id)))
    .leftJoin(a, and(eq(a.tenant_id, d.tenant_id), eq(a.id, d.association_id)))
    .where(and(eq(d.tenant_id, tenantId), inArray(d.status, ["open", "billed"])));
  const payers = new Map<string, PayerTotals>();
  for (const { debt, billed_total, user_name, cpf, association_name, cnpj } of rows) {
    const dueDate = String(debt.due_date).slice(0, 10);
    const total =
      debt.status === "billed" && billed_total !== null
        ? Number(billed_total)
        : debtAmountsOn(
            {
              amount_cents: Number(debt.amount_cents),
              due_date: dueDate,
              fine_percent: debt.fine_percent === null ? null : Number(debt.fine_percent),
              interest_percent_month:
                debt.interest_percent_month === null ? null : Number(debt.interest_percent_month),
              discount_cents: debt.discount_cents === null ? null : Number(debt.discount_cents),
              discount_until: debt.discount_until ? String(debt.discount_until).slice(0, 10) : null,
            },
            on,
          ).total_cents;
    const kind = debt.user_id ? "user" : "association";
    const id = String(debt.user_id ?? debt.association_id);
    const key = `${kind}:${id}`;
    const entry = payers.get(key) ?? {
      payer_kind: kind,
      payer_id: id,
      payer_name: String(user_name ?? association_name ?? ""),
      document: (cpf ?? cnpj ?? null) as string | null,
      open_count: 0,
      open_cents: 0,
      overdue_count: 0,
      overdue_cents: 0,
      oldest_due_date: dueDate,
    };
    entry.open_count += 1;
    entry.open_cents += total;
    if (dueDate < on) {
      entry.overdue_count += 1;
      entry.overdue_cents += total;
    }
    if (dueDate < entry.oldest_due_date) entry.oldest_due_date = dueDate;
    payers.set(key, entry);
  }
  const list = [...payers.values()].sort(
    (x, y) =>
      y.overdue_cents - x.overdue_cents ||
      y.open_cents - x.open_cents ||
      x.payer_name.localeCompare(y.payer_name),
  );
  return {
    on,
    open_cents: list.reduce((total, payer) => total + payer.open_cents, 0),
    overdue_cents: list.reduce((total, payer) => total + payer.overdue_cents, 0),
    payers: list,
  };
};

export const openRows = (report: OpenReport): OpenRow[] => report.payers;
