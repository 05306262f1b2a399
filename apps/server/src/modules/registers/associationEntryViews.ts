import type {
  AssociationEntryDebt,
  AssociationMembership,
  AssociationMembershipDetail,
  AssociationPromotion,
  AssociationRegisterEntry,
  AssociationRegisterEntryDetail,
  ZAssociationEntriesQuery,
} from "@quadra/shared/contracts/associationRegisters";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { TODAY_SP } from "../parqs/parqRules.ts";
import {
  affiliationColumns,
  countOfAssociation,
  graduationRef,
  joinAffiliation,
  joinMembership,
  membershipColumns,
  named,
  ofAssociation,
  pageOf,
  pageWindow,
  registerTables,
  searchConditions,
} from "./associationRegisterTables.ts";

type Scope = { tenantId: string; associationId: string };
type Query = z.output<typeof ZAssociationEntriesQuery>;

export const ENTRY_NOT_FOUND = "Registro não encontrado entre os desta entidade.";

const filters = (
  table: { registertype_id: unknown; status: unknown; number: unknown; ends_on: unknown },
  query: Query,
) => [
  query.registertype_id ? eq(table.registertype_id as never, query.registertype_id) : undefined,
  query.status ? eq(table.status as never, query.status) : undefined,
  query.expiring_within
    ? sql`${table.status} = 'active' and ${table.ends_on} between ${TODAY_SP} and ${TODAY_SP} + ${query.expiring_within}::int`
    : undefined,
  ...searchConditions(query.q, table.number),
];

/** The register entries (affiliations) whose association is this one, joined for display. */
const entryRows = (tx: Executor, scope: Scope, where: (SQL | undefined)[]) => {
  const { entries: e } = registerTables();
  return joinAffiliation(
    tx
      .select({ row: e, ...affiliationColumns() })
      .from(e)
      .$dynamic(),
    e,
  ).where(ofAssociation(e, scope, where));
};

type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];

const asEntry = (found: EntryRow): AssociationRegisterEntry => {
  const row = found.row;
  return {
    kind: "entry",
    id: row.id,
    number: row.number ?? null,
    registertype: { id: String(row.registertype_id), name: String(found.type_name) },
    user_id: String(row.user_id),
    person_name: found.person_name,
    role: named(row.registerrole_id, found.role_name),
    style: named(row.registerstyle_id, found.style_name),
    graduation: graduationRef(
      row.registergraduation_id,
      found.graduation_name,
      found.graduation_color,
      found.graduation_position,
    ),
    graduated_on: row.graduated_on ?? null,
    status: String(row.status),
    starts_on: row.starts_on ?? null,
    ends_on: row.ends_on ?? null,
  };
};

/** A page of the register entries of the association's people, newest validity first. */
export const listAssociationEntries = async (tx: Executor, scope: Scope, query: Query) => {
  const { entries: e } = registerTables();
  const where = filters(e, query);
  const rows = await pageWindow(
    entryRows(tx, scope, where).orderBy(sql`${e.starts_on} desc nulls last`, desc(e.created_at), desc(e.id)),
    query,
  );
  return pageOf(rows.map(asEntry), await countOfAssociation(tx, e, scope, where), query);
};

/** The club memberships whose association is this one, joined for display. */
const membershipRows = (tx: Executor, scope: Scope, where: (SQL | undefined)[]) => {
  const { memberships: m } = registerTables();
  return joinMembership(
    tx
      .select({ row: m, ...membershipColumns() })
      .from(m)
      .$dynamic(),
    m,
  ).where(ofAssociation(m, scope, where));
};

type MembershipRow = Awaited<ReturnType<typeof membershipRows>>[number];

const asMembership = (found: MembershipRow): AssociationMembership => {
  const row = found.row;
  return {
    kind: "membership",
    id: row.id,
    number: row.number ?? null,
    registertype: { id: String(row.registertype_id), name: String(found.type_name) },
    user_id: String(row.user_id),
    person_name: found.person_name,
    plan: named(row.registermembershipplan_id, found.plan_name),
    style: named(row.registermembershipstyle_id, found.style_name),
    status: String(row.status),
    starts_on: row.starts_on ?? null,
    ends_on: row.ends_on ?? null,
  };
};

/** A page of the memberships of the association's people, newest validity first. */
export const listAssociationMemberships = async (tx: Executor, scope: Scope, query: Query) => {
  const { memberships: m } = registerTables();
  const where = filters(m, query);
  const rows = await pageWindow(
    membershipRows(tx, scope, where).orderBy(
      sql`${m.starts_on} desc nulls last`,
      desc(m.created_at),
      desc(m.id),
    ),
    query,
  );
  return pageOf(rows.map(asMembership), await countOfAssociation(tx, m, scope, where), query);
};

/**
 * The debt an entry waits on, as the association may read it: amount, due date, status and who
 * pays. The open bill is named only when the association itself pays (its finance screens show
 * it); a person's bill is theirs (/my/personalfinances).
 */
const debtOf = async (
  tx: Executor,
  { tenantId, associationId }: Scope,
  debtId: string | null | undefined,
): Promise<AssociationEntryDebt | null> => {
  if (!debtId) return null;
  const { debts: d } = registerTables();
  const [debt] = await tx
    .select()
    .from(d)
    .where(and(eq(d.tenant_id, tenantId), eq(d.id, debtId)))
    .limit(1);
  if (!debt) return null;
  const ours = debt.association_id === associationId;
  let billId: string | null = null;
  if (ours) {
    const bills = resourceTable("bills");
    const lines = resourceTable("billdebts");
    const [bill] = await tx
      .select({ id: bills.id })
      .from(lines)
      .innerJoin(bills, and(eq(bills.tenant_id, lines.tenant_id), eq(bills.id, lines.bill_id)))
      .where(and(eq(lines.tenant_id, tenantId), eq(lines.debt_id, debt.id)))
      .orderBy(sql`case when ${bills.status} = 'open' then 0 else 1 end`, desc(bills.created_at))
      .limit(1);
    billId = bill?.id ?? null;
  }
  return {
    id: debt.id,
    description: String(debt.description ?? ""),
    amount_cents: Number(debt.amount_cents ?? 0),
    due_date: String(debt.due_date ?? ""),
    status: String(debt.status ?? ""),
    payer: ours ? "association" : "person",
    bill_id: billId,
  };
};

/** The graduation history of an entry, newest first. */
const promotionsOf = async (tx: Executor, tenantId: string, entryId: string) => {
  const { promotions: p, graduations: g, fromGraduations: from } = registerTables();
  const rows = await tx
    .select({
      row: p,
      name: g.name,
      color: g.color,
      position: g.position,
      from_name: from.name,
      from_color: from.color,
      from_position: from.position,
    })
    .from(p)
    .leftJoin(g, and(eq(g.tenant_id, p.tenant_id), eq(g.id, p.registergraduation_id)))
    .leftJoin(from, and(eq(from.tenant_id, p.tenant_id), eq(from.id, p.from_graduation_id)))
    .where(and(eq(p.tenant_id, tenantId), eq(p.register_id, entryId)))
    .orderBy(desc(p.promoted_on), desc(p.created_at));
  return rows.map(
    (found): AssociationPromotion => ({
      id: found.row.id,
      promoted_on: String(found.row.promoted_on),
      graduation: graduationRef(found.row.registergraduation_id, found.name, found.color, found.position),
      from_graduation: graduationRef(
        found.row.from_graduation_id,
        found.from_name,
        found.from_color,
        found.from_position,
      ),
      examiner: String(found.row.examiner ?? ""),
      notes: found.row.notes ?? null,
    }),
  );
};

/**
 * One record of the association's "memberships" screen: a register entry (with its graduation
 * history) or a club membership, and the debt that activates it; 404 when neither is the
 * association's.
 */
export const associationEntryOrMembership = async (
  tx: Executor,
  scope: Scope,
  id: string,
): Promise<AssociationRegisterEntryDetail | AssociationMembershipDetail> => {
  const { entries: e, memberships: m } = registerTables();
  const [entry] = await entryRows(tx, scope, [eq(e.id, id)]).limit(1);
  if (entry)
    return {
      ...asEntry(entry),
      notes: entry.row.notes ?? null,
      promotions: await promotionsOf(tx, scope.tenantId, id),
      debt: await debtOf(tx, scope, entry.row.debt_id),
    };
  const [membership] = await membershipRows(tx, scope, [eq(m.id, id)]).limit(1);
  if (!membership) throw notFound(ENTRY_NOT_FOUND);
  return {
    ...asMembership(membership),
    notes: membership.row.notes ?? null,
    debt: await debtOf(tx, scope, membership.row.debt_id),
  };
};
