import type { RequestSource } from "@quadra/shared";
import type {
  AssociationMembershipRequest,
  AssociationRegisterRequest,
  ZAssociationRequestsQuery,
} from "@quadra/shared/contracts/associationRegisters";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import {
  affiliationColumns,
  countOfAssociation,
  graduationRef,
  isoOf,
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
type Query = z.output<typeof ZAssociationRequestsQuery>;

export const REQUEST_NOT_FOUND = "Pedido não encontrado entre os desta entidade.";

/** The register requests made through the association (its `association_id`), joined for display. */
const requestRows = (tx: Executor, scope: Scope, where: (SQL | undefined)[]) => {
  const { requests: r, entries: e } = registerTables();
  const columns = { row: r, ...affiliationColumns(), entry_number: e.number, entry_status: e.status };
  return joinAffiliation(tx.select(columns).from(r).$dynamic(), r)
    .leftJoin(e, and(eq(e.tenant_id, r.tenant_id), eq(e.id, r.register_id)))
    .where(ofAssociation(r, scope, where));
};

type RequestRow = Awaited<ReturnType<typeof requestRows>>[number];

const asRequest = (found: RequestRow): AssociationRegisterRequest => {
  const row = found.row;
  return {
    id: row.id,
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
    source: row.source as RequestSource,
    status: String(row.status),
    review_reason: row.review_reason ?? null,
    reviewed_at: isoOf(row.reviewed_at),
    created_at: isoOf(row.created_at)!,
    notes: row.notes ?? null,
    register: row.register_id
      ? { id: row.register_id, number: found.entry_number ?? null, status: String(found.entry_status ?? "") }
      : null,
  };
};

const requestFilters = (
  table: { registertype_id: unknown; status: unknown },
  query: Omit<Query, "page" | "per_page">,
) => [
  query.registertype_id ? eq(table.registertype_id as never, query.registertype_id) : undefined,
  query.status ? eq(table.status as never, query.status) : undefined,
  ...searchConditions(query.q),
];

/** A page of the association's register requests, newest first. */
export const listAssociationRequests = async (tx: Executor, scope: Scope, query: Query) => {
  const { requests: r } = registerTables();
  const where = requestFilters(r, query);
  const rows = await pageWindow(requestRows(tx, scope, where).orderBy(desc(r.created_at), desc(r.id)), query);
  return pageOf(rows.map(asRequest), await countOfAssociation(tx, r, scope, where), query);
};

/** Given requests of the association (the bulk create's answer), in the order of `ids`. */
export const associationRequestsByIds = async (tx: Executor, scope: Scope, ids: string[]) => {
  if (!ids.length) return [];
  const { requests: r } = registerTables();
  const rows = (await requestRows(tx, scope, [inArray(r.id, ids)])).map(asRequest);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** One register request of the association, or 404 (another association's does not exist here). */
export const associationRequest = async (tx: Executor, scope: Scope, id: string) => {
  const { requests: r } = registerTables();
  const [found] = await requestRows(tx, scope, [eq(r.id, id)]).limit(1);
  if (!found) throw notFound(REQUEST_NOT_FOUND);
  return asRequest(found);
};

/** The membership requests made through the association, joined for display. */
const membershipRequestRows = (tx: Executor, scope: Scope, where: (SQL | undefined)[]) => {
  const { membershipRequests: r, memberships: m } = registerTables();
  const columns = {
    row: r,
    ...membershipColumns(),
    membership_number: m.number,
    membership_status: m.status,
  };
  return joinMembership(tx.select(columns).from(r).$dynamic(), r)
    .leftJoin(m, and(eq(m.tenant_id, r.tenant_id), eq(m.id, r.registermembership_id)))
    .where(ofAssociation(r, scope, where));
};

type MembershipRequestRow = Awaited<ReturnType<typeof membershipRequestRows>>[number];

const asMembershipRequest = (found: MembershipRequestRow): AssociationMembershipRequest => {
  const row = found.row;
  return {
    id: row.id,
    registertype: { id: String(row.registertype_id), name: String(found.type_name) },
    user_id: String(row.user_id),
    person_name: found.person_name,
    plan: named(row.registermembershipplan_id, found.plan_name),
    style: named(row.registermembershipstyle_id, found.style_name),
    source: row.source as RequestSource,
    status: String(row.status),
    review_reason: row.review_reason ?? null,
    reviewed_at: isoOf(row.reviewed_at),
    created_at: isoOf(row.created_at)!,
    notes: row.notes ?? null,
    membership: row.registermembership_id
      ? {
          id: row.registermembership_id,
          number: found.membership_number ?? null,
          status: String(found.membership_status ?? ""),
        }
      : null,
  };
};

/** A page of the association's membership requests, newest first. */
export const listAssociationMembershipRequests = async (tx: Executor, scope: Scope, query: Query) => {
  const { membershipRequests: r } = registerTables();
  const where = requestFilters(r, query);
  const rows = await pageWindow(
    membershipRequestRows(tx, scope, where).orderBy(desc(r.created_at), desc(r.id)),
    query,
  );
  return pageOf(rows.map(asMembershipRequest), await countOfAssociation(tx, r, scope, where), query);
};

/** One membership request of the association, or 404. */
export const associationMembershipRequest = async (tx: Executor, scope: Scope, id: string) => {
  const { membershipRequests: r } = registerTables();
  const [found] = await membershipRequestRows(tx, scope, [eq(r.id, id)]).limit(1);
  if (!found) throw notFound("Pedido de associação não encontrado entre os desta entidade.");
  return asMembershipRequest(found);
};
