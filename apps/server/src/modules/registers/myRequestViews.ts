import type { MyRegisterRequest, MyRequestBill, MyRequestEntry } from "@quadra/shared/contracts/myRegisters";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

const iso = (value: Date | string | null | undefined) =>
  value == null ? null : value instanceof Date ? value.toISOString() : String(value);

type EntryRow = {
  id: string | null;
  number: string | null;
  status: string | null;
  starts_on: string | null;
  ends_on: string | null;
};
type DebtRow = {
  id: string | null;
  status: string | null;
  amount_cents: number | string | null;
  due_date: string | null;
  bill_id: string | null;
};
type BillRow = { status: string | null; total_cents: number | string | null };

const entryOf = (entry: EntryRow | null): MyRequestEntry | null =>
  entry?.id
    ? {
        id: entry.id,
        number: entry.number,
        status: String(entry.status),
        starts_on: entry.starts_on,
        ends_on: entry.ends_on,
      }
    : null;

const billOf = (debt: DebtRow | null, bill: BillRow | null): MyRequestBill | null =>
  debt?.id
    ? {
        debt_id: debt.id,
        debt_status: String(debt.status),
        amount_cents: Number(debt.amount_cents),
        due_date: String(debt.due_date),
        bill_id: debt.bill_id,
        bill_status: bill?.status ?? null,
        bill_total_cents: bill?.total_cents == null ? null : Number(bill.total_cents),
      }
    : null;

/** The debt and bill columns both request queries select, beside the entry their request made. */
const paymentColumns = () => {
  const d = resourceTable("debts");
  const b = resourceTable("bills");
  return {
    d,
    b,
    columns: {
      debt: {
        id: d.id,
        status: d.status,
        amount_cents: d.amount_cents,
        due_date: d.due_date,
        bill_id: d.bill_id,
      },
      bill: { status: b.status, total_cents: b.total_cents },
    },
  };
};

type RequestRow = {
  request: {
    id: string;
    registertype_id: string;
    source: unknown;
    status: unknown;
    review_reason: string | null;
    reviewed_at: Date | string | null;
    created_at: Date | string;
    notes: string | null;
  };
  type: string;
  style: string | null;
  association: string | null;
  entry: EntryRow | null;
  debt: DebtRow | null;
  bill: BillRow | null;
};

/** A joined row of either track as the person reads it; `option` is the plan's or the role's name. */
const requestOf = (
  kind: MyRegisterRequest["kind"],
  row: RequestRow,
  option: string | null,
): MyRegisterRequest => ({
  id: row.request.id,
  kind,
  registertype_id: row.request.registertype_id,
  registertype_name: row.type,
  option_name: option ?? "",
  style_name: row.style ?? null,
  association_name: row.association ?? null,
  source: String(row.request.source),
  status: String(row.request.status),
  review_reason: row.request.review_reason ?? null,
  reviewed_at: iso(row.request.reviewed_at),
  created_at: iso(row.request.created_at)!,
  notes: row.request.notes ?? null,
  entry: entryOf(row.entry),
  bill: billOf(row.debt, row.bill),
});

/** Membership requests of one person (or one request of theirs), with the membership, debt and bill. */
const membershipRequests = async (tx: Executor, tenantId: string, where: SQL | undefined) => {
  const r = resourceTable("registermembershiprequests");
  const t = resourceTable("registertypes");
  const p = resourceTable("registermembershipplans");
  const s = resourceTable("registermembershipstyles");
  const a = resourceTable("associations");
  const m = resourceTable("registermemberships");
  const { d, b, columns } = paymentColumns();
  const rows = await tx
    .select({
      request: r,
      type: t.name,
      plan: p.name,
      style: s.name,
      association: a.name,
      entry: { id: m.id, number: m.number, status: m.status, starts_on: m.starts_on, ends_on: m.ends_on },
      ...columns,
    })
    .from(r)
    .innerJoin(t, and(eq(t.tenant_id, r.tenant_id), eq(t.id, r.registertype_id)))
    .leftJoin(p, and(eq(p.tenant_id, r.tenant_id), eq(p.id, r.registermembershipplan_id)))
    .leftJoin(s, and(eq(s.tenant_id, r.tenant_id), eq(s.id, r.registermembershipstyle_id)))
    .leftJoin(a, and(eq(a.tenant_id, r.tenant_id), eq(a.id, r.association_id)))
    .leftJoin(m, and(eq(m.tenant_id, r.tenant_id), eq(m.id, r.registermembership_id)))
    .leftJoin(d, and(eq(d.tenant_id, r.tenant_id), eq(d.id, m.debt_id)))
    .leftJoin(b, and(eq(b.tenant_id, r.tenant_id), eq(b.id, d.bill_id)))
    .where(and(eq(r.tenant_id, tenantId), where))
    .orderBy(desc(r.created_at));
  return rows.map((row) => requestOf("membership", row, row.plan));
};

/** Affiliation requests of one person (or one of theirs), with the register entry, debt and bill. */
const affiliationRequests = async (tx: Executor, tenantId: string, where: SQL | undefined) => {
  const r = resourceTable("registerrequests");
  const t = resourceTable("registertypes");
  const role = resourceTable("registerroles");
  const s = resourceTable("registerstyles");
  const a = resourceTable("associations");
  const e = resourceTable("registers");
  const { d, b, columns } = paymentColumns();
  const rows = await tx
    .select({
      request: r,
      type: t.name,
      role: role.name,
      style: s.name,
      association: a.name,
      entry: { id: e.id, number: e.number, status: e.status, starts_on: e.starts_on, ends_on: e.ends_on },
      ...columns,
    })
    .from(r)
    .innerJoin(t, and(eq(t.tenant_id, r.tenant_id), eq(t.id, r.registertype_id)))
    .leftJoin(role, and(eq(role.tenant_id, r.tenant_id), eq(role.id, r.registerrole_id)))
    .leftJoin(s, and(eq(s.tenant_id, r.tenant_id), eq(s.id, r.registerstyle_id)))
    .leftJoin(a, and(eq(a.tenant_id, r.tenant_id), eq(a.id, r.association_id)))
    .leftJoin(e, and(eq(e.tenant_id, r.tenant_id), eq(e.id, r.register_id)))
    .leftJoin(d, and(eq(d.tenant_id, r.tenant_id), eq(d.id, e.debt_id)))
    .leftJoin(b, and(eq(b.tenant_id, r.tenant_id), eq(b.id, d.bill_id)))
    .where(and(eq(r.tenant_id, tenantId), where))
    .orderBy(desc(r.created_at));
  return rows.map((row) => requestOf("affiliation", row, row.role));
};

/** Every request of a person, membership and affiliation together, newest first. */
export const myRegisterRequests = async (tx: Executor, tenantId: string, userId: string) => {
  const mr = resourceTable("registermembershiprequests");
  const rr = resourceTable("registerrequests");
  const [memberships, affiliations] = [
    await membershipRequests(tx, tenantId, eq(mr.user_id, userId)),
    await affiliationRequests(tx, tenantId, eq(rr.user_id, userId)),
  ];
  return [...memberships, ...affiliations].sort((x, y) => y.created_at.localeCompare(x.created_at));
};

/** One request of the person by its id, of either kind (ids are unique across tables), or undefined. */
export const myRegisterRequest = async (tx: Executor, tenantId: string, userId: string, id: string) => {
  const mr = resourceTable("registermembershiprequests");
  const [membership] = await membershipRequests(tx, tenantId, and(eq(mr.user_id, userId), eq(mr.id, id)));
  if (membership) return membership;
  const rr = resourceTable("registerrequests");
  const [affiliation] = await affiliationRequests(tx, tenantId, and(eq(rr.user_id, userId), eq(rr.id, id)));
  return affiliation;
};
