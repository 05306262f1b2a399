import { searchTerms } from "@quadra/shared";
import type { GraduationRef, Named } from "@quadra/shared/contracts/associationRegisters";
import { and, count, eq, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias, type PgSelect, type PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database.ts";
import { foldedSql } from "../../platform/db/folding.ts";
import { containsPattern } from "../../platform/db/like.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/**
 * The tables the association's register screens read, and the small pieces every list shares: the
 * person's shown name, the search by name (or number), the refs as `{id, name}`.
 */
export const registerTables = () => ({
  types: resourceTable("registertypes"),
  roles: resourceTable("registerroles"),
  styles: resourceTable("registerstyles"),
  graduations: resourceTable("registergraduations"),
  // A promotion names two grades (the new and the previous): the second join needs its own name.
  fromGraduations: alias(resourceTable("registergraduations"), "from_graduations"),
  entries: resourceTable("registers"),
  promotions: resourceTable("registerpromotions"),
  requests: resourceTable("registerrequests"),
  memberships: resourceTable("registermemberships"),
  membershipRequests: resourceTable("registermembershiprequests"),
  plans: resourceTable("registermembershipplans"),
  membershipStyles: resourceTable("registermembershipstyles"),
  contracts: resourceTable("registercontracts"),
  associations: resourceTable("associations"),
  lenders: alias(resourceTable("associations"), "lending_associations"),
  debts: resourceTable("debts"),
});

/** The name a person is shown by (their nome social when they have one). */
export const personNameSql = sql<string>`coalesce(nullif(${users.socialName}, ''), ${users.name})`;

/** The join of a row's person (same tenant). */
export const personJoin = (row: { tenant_id: unknown; user_id: unknown }) =>
  and(eq(users.tenantId, row.tenant_id as never), eq(users.id, row.user_id as never));

type Refs<K extends string> = Record<"tenant_id" | "user_id" | "registertype_id" | K, AnyPgColumn>;
/** An entry or a request of the affiliation track: the refs its display joins follow. */
type AffiliationRefs = Refs<"registerrole_id" | "registerstyle_id" | "registergraduation_id">;
/** A membership or a membership request: the refs its display joins follow. */
type MembershipRefs = Refs<"registermembershipplan_id" | "registermembershipstyle_id">;

/** What an affiliation row (entry or request) shows of what it names: type, person, role, style, grade. */
export const affiliationColumns = () => {
  const { types: t, roles, styles, graduations: g } = registerTables();
  return {
    type_name: t.name,
    person_name: personNameSql,
    role_name: roles.name,
    style_name: styles.name,
    graduation_name: g.name,
    graduation_color: g.color,
    graduation_position: g.position,
  };
};

/** The joins behind `affiliationColumns` from an entry or request `r` (a query in drizzle's dynamic mode). */
export const joinAffiliation = <Q extends PgSelect>(query: Q, r: AffiliationRefs) => {
  const { types: t, roles, styles, graduations: g } = registerTables();
  return query
    .innerJoin(t, and(eq(t.tenant_id, r.tenant_id), eq(t.id, r.registertype_id)))
    .innerJoin(users, personJoin(r))
    .leftJoin(roles, and(eq(roles.tenant_id, r.tenant_id), eq(roles.id, r.registerrole_id)))
    .leftJoin(styles, and(eq(styles.tenant_id, r.tenant_id), eq(styles.id, r.registerstyle_id)))
    .leftJoin(g, and(eq(g.tenant_id, r.tenant_id), eq(g.id, r.registergraduation_id)));
};

/** What a membership row (membership or request) shows of what it names: type, person, plan, style. */
export const membershipColumns = () => {
  const { types: t, plans, membershipStyles: styles } = registerTables();
  return { type_name: t.name, person_name: personNameSql, plan_name: plans.name, style_name: styles.name };
};

/** The joins behind `membershipColumns` from a membership or membership request `r` (dynamic mode). */
export const joinMembership = <Q extends PgSelect>(query: Q, r: MembershipRefs) => {
  const { types: t, plans, membershipStyles: styles } = registerTables();
  return query
    .innerJoin(t, and(eq(t.tenant_id, r.tenant_id), eq(t.id, r.registertype_id)))
    .innerJoin(users, personJoin(r))
    .leftJoin(plans, and(eq(plans.tenant_id, r.tenant_id), eq(plans.id, r.registermembershipplan_id)))
    .leftJoin(styles, and(eq(styles.tenant_id, r.tenant_id), eq(styles.id, r.registermembershipstyle_id)));
};

/** Rows of the association (same tenant, its `association_id`) that also meet `where`. */
export const ofAssociation = (
  r: Record<"tenant_id" | "association_id", AnyPgColumn>,
  { tenantId, associationId }: { tenantId: string; associationId: string },
  where: (SQL | undefined)[],
) => and(eq(r.tenant_id, tenantId), eq(r.association_id, associationId), ...where);

/** How many rows of the association meet `where` (their person joined: the search reads the name). */
export const countOfAssociation = async (
  tx: Executor,
  r: PgTable & Record<"tenant_id" | "association_id" | "user_id", AnyPgColumn>,
  scope: { tenantId: string; associationId: string },
  where: (SQL | undefined)[],
) => {
  const [counted] = await tx
    .select({ n: count() })
    .from(r)
    .innerJoin(users, personJoin(r))
    .where(ofAssociation(r, scope, where));
  return counted?.n;
};

/** One page of a list's query (dynamic mode). */
export const pageWindow = <Q extends PgSelect>(
  query: Q,
  { page, per_page }: { page: number; per_page: number },
) => query.limit(per_page).offset((page - 1) * per_page);

/**
 * The search of a list: every term must match the person's name or nome social (accent-free) or,
 * where the list has one, the record's number.
 */
export const searchConditions = (q: string | undefined, number?: unknown): SQL[] =>
  searchTerms(q).map(
    (term) =>
      or(
        sql`${foldedSql(users.name)} like ${containsPattern(term)}`,
        sql`${users.publicNameFolded} like ${containsPattern(term)}`,
        number === undefined ? undefined : sql`lower(${number}::text) like ${containsPattern(term)}`,
      )!,
  );

/** A joined ref as `{id, name}`, null when the row has none. */
export const named = (id: unknown, name: unknown): Named | null =>
  typeof id === "string" && id ? { id, name: String(name ?? "") } : null;

export const graduationRef = (
  id: unknown,
  name: unknown,
  color: unknown,
  position: unknown,
): GraduationRef | null =>
  typeof id === "string" && id
    ? {
        id,
        name: String(name ?? ""),
        color: (color as string | null) ?? null,
        position: Number(position ?? 0),
      }
    : null;

/** A timestamp as the API writes it (ISO 8601), whatever the driver answered. */
export const isoOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
};

/** The page of a list and its total. */
export const pageOf = <T>(data: T[], total: unknown, query: { page: number; per_page: number }) => ({
  data,
  total: Number(total ?? 0),
  page: query.page,
  per_page: query.per_page,
});
