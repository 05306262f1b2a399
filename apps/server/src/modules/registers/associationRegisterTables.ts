import { searchTerms } from "@quadra/shared";
import type { GraduationRef, Named } from "@quadra/shared/contracts/associationRegisters";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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
