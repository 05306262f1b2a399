import type { RegisterRequester } from "@quadra/shared";
import type {
  AssociationRegistersSummary,
  AssociationRegisterTypeRef,
  AssociationRequestAthlete,
  AssociationRequestType,
  Named,
} from "@quadra/shared/contracts/associationRegisters";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { maskCpf } from "../admins/adminPeople.ts";
import { personNameSql, registerTables } from "./associationRegisterTables.ts";

type Scope = { tenantId: string; associationId: string };

/** Whether an association may ask this type for its athletes (the type's `requesters`, and active). */
export const acceptsAssociation = (type: { active: boolean | null; requesters: unknown }) =>
  Boolean(type.active) && (type.requesters === "both" || type.requesters === "association");

/** The live register types, by name: what the screens filter by. */
const liveTypes = async (tx: Executor, tenantId: string) => {
  const { types: t } = registerTables();
  return tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), isNull(t.deleted_at)))
    .orderBy(asc(t.name));
};

const typeRef = (type: Awaited<ReturnType<typeof liveTypes>>[number]): AssociationRegisterTypeRef => ({
  id: type.id,
  name: String(type.name),
  kind: String(type.kind),
  requesters: type.requesters as RegisterRequester,
  accepts_association: acceptsAssociation(type),
  parq_required: Boolean(type.parq_required),
});

/**
 * The counts of the registers' home screen, each over the association's records: one statement of
 * scalar subqueries, so the home stays one round trip however many records there are.
 */
const countsOf = async (tx: Executor, { tenantId, associationId }: Scope, today: string) => {
  const { requests, membershipRequests, entries, memberships, contracts } = registerTables();
  const n = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;
  const soon = sql`(${today}::date + 30)`;
  const [row] = await tx
    .select({
      requests_pending: n(
        sql`select count(*) from ${requests} where ${requests.tenant_id} = ${tenantId} and ${requests.association_id} = ${associationId} and ${requests.status} = 'pending'`,
      ),
      membershiprequests_pending: n(
        sql`select count(*) from ${membershipRequests} where ${membershipRequests.tenant_id} = ${tenantId} and ${membershipRequests.association_id} = ${associationId} and ${membershipRequests.status} = 'pending'`,
      ),
      entries_active: n(
        sql`select count(*) from ${entries} where ${entries.tenant_id} = ${tenantId} and ${entries.association_id} = ${associationId} and ${entries.status} = 'active'`,
      ),
      entries_pending_payment: n(
        sql`select count(*) from ${entries} where ${entries.tenant_id} = ${tenantId} and ${entries.association_id} = ${associationId} and ${entries.status} = 'pending_payment'`,
      ),
      memberships_active: n(
        sql`select count(*) from ${memberships} where ${memberships.tenant_id} = ${tenantId} and ${memberships.association_id} = ${associationId} and ${memberships.status} = 'active'`,
      ),
      memberships_pending_payment: n(
        sql`select count(*) from ${memberships} where ${memberships.tenant_id} = ${tenantId} and ${memberships.association_id} = ${associationId} and ${memberships.status} = 'pending_payment'`,
      ),
      contracts_active: n(
        sql`select count(*) from ${contracts} where ${contracts.tenant_id} = ${tenantId} and ${contracts.association_id} = ${associationId} and ${contracts.status} = 'active'`,
      ),
      expiring_30_days: n(
        sql`select (select count(*) from ${entries} where ${entries.tenant_id} = ${tenantId} and ${entries.association_id} = ${associationId} and ${entries.status} = 'active' and ${entries.ends_on} between ${today}::date and ${soon}) + (select count(*) from ${memberships} where ${memberships.tenant_id} = ${tenantId} and ${memberships.association_id} = ${associationId} and ${memberships.status} = 'active' and ${memberships.ends_on} between ${today}::date and ${soon})`,
      ),
    })
    .from(sql`(select 1) as one`);
  return {
    requests_pending: Number(row?.requests_pending ?? 0),
    membershiprequests_pending: Number(row?.membershiprequests_pending ?? 0),
    entries_active: Number(row?.entries_active ?? 0),
    entries_pending_payment: Number(row?.entries_pending_payment ?? 0),
    memberships_active: Number(row?.memberships_active ?? 0),
    memberships_pending_payment: Number(row?.memberships_pending_payment ?? 0),
    contracts_active: Number(row?.contracts_active ?? 0),
    expiring_30_days: Number(row?.expiring_30_days ?? 0),
  };
};

/** GET my/associations/registers/:id. */
export const associationRegistersSummary = async (
  tx: Executor,
  scope: Scope,
  association: Named,
  today: string,
): Promise<AssociationRegistersSummary> => ({
  association,
  types: (await liveTypes(tx, scope.tenantId)).map(typeRef),
  counts: await countsOf(tx, scope, today),
});

/** The types the association may ask for its athletes, each with its active roles and styles and its grades. */
export const associationRequestTypes = async (
  tx: Executor,
  tenantId: string,
): Promise<AssociationRequestType[]> => {
  const types = (await liveTypes(tx, tenantId)).filter(acceptsAssociation);
  if (!types.length) return [];
  const ids = types.map((type) => type.id);
  const { roles, styles, graduations: g } = registerTables();
  const [roleRows, styleRows, gradeRows] = await Promise.all([
    tx
      .select({ id: roles.id, name: roles.name, type: roles.registertype_id })
      .from(roles)
      .where(and(eq(roles.tenant_id, tenantId), inArray(roles.registertype_id, ids), eq(roles.active, true)))
      .orderBy(asc(roles.name)),
    tx
      .select({ id: styles.id, name: styles.name, type: styles.registertype_id })
      .from(styles)
      .where(
        and(eq(styles.tenant_id, tenantId), inArray(styles.registertype_id, ids), eq(styles.active, true)),
      )
      .orderBy(asc(styles.name)),
    tx
      .select({ id: g.id, name: g.name, type: g.registertype_id, color: g.color, position: g.position })
      .from(g)
      .where(and(eq(g.tenant_id, tenantId), inArray(g.registertype_id, ids)))
      .orderBy(asc(g.position)),
  ]);
  const of = <R extends { type: string | null }>(rows: R[], typeId: string) =>
    rows.filter((row) => row.type === typeId);
  return types.map((type) => ({
    ...typeRef(type),
    validity: String(type.validity),
    roles: of(roleRows, type.id).map((row) => ({ id: row.id, name: String(row.name) })),
    styles: of(styleRows, type.id).map((row) => ({ id: row.id, name: String(row.name) })),
    graduations: of(gradeRows, type.id).map((row) => ({
      id: row.id,
      name: String(row.name),
      color: row.color ?? null,
      position: Number(row.position ?? 0),
    })),
  }));
};

/**
 * The association's active athletes (its `associationusers` rows in status active, as the roster
 * rules count them), by name, each with where they stand in the type: a pending request (a new one
 * would be refused) and their newest entry.
 */
export const associationRequestAthletes = async (
  tx: Executor,
  { tenantId, associationId }: Scope,
  typeId: string,
): Promise<AssociationRequestAthlete[]> => {
  const au = resourceTable("associationusers");
  const { requests: r, entries: e } = registerTables();
  const athletes = await tx
    .select({
      user_id: users.id,
      name: personNameSql,
      cpf: users.cpf,
      birthdate: users.birthdate,
      pending: sql<boolean>`exists (select 1 from ${r} where ${r.tenant_id} = ${au.tenant_id} and ${r.registertype_id} = ${typeId} and ${r.user_id} = ${au.user_id} and ${r.status} = 'pending')`,
    })
    .from(au)
    .innerJoin(users, and(eq(users.tenantId, au.tenant_id), eq(users.id, au.user_id)))
    .where(
      and(
        eq(au.tenant_id, tenantId),
        eq(au.association_id, associationId),
        eq(au.status, "active"),
        isNull(users.anonymizedAt),
      ),
    )
    .orderBy(asc(personNameSql))
    .limit(2_000);
  const ids = athletes.map((athlete) => athlete.user_id);
  const entryRows = ids.length
    ? await tx
        .selectDistinctOn([e.user_id], {
          user_id: e.user_id,
          id: e.id,
          number: e.number,
          status: e.status,
          ends_on: e.ends_on,
        })
        .from(e)
        .where(and(eq(e.tenant_id, tenantId), eq(e.registertype_id, typeId), inArray(e.user_id, ids)))
        .orderBy(e.user_id, sql`${e.starts_on} desc nulls last`, desc(e.created_at))
    : [];
  const entryOf = new Map(entryRows.map((row) => [row.user_id, row]));
  return athletes.map((athlete) => {
    const entry = entryOf.get(athlete.user_id);
    return {
      user_id: athlete.user_id,
      name: athlete.name,
      cpf_masked: maskCpf(athlete.cpf),
      birthdate: athlete.birthdate ?? null,
      pending_request: Boolean(athlete.pending),
      entry: entry
        ? {
            id: entry.id,
            number: entry.number ?? null,
            status: String(entry.status),
            ends_on: entry.ends_on ?? null,
          }
        : null,
    };
  });
};
