import { cpfSearchDigits, onlyDigits, type PeopleListQuery, searchTerms } from "@quadra/shared";
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../platform/db/like.ts";
import { users } from "../../platform/db/schema/index.ts";
import { foldedSql } from "../imports/refLookup.ts";

const flag = (value: "true" | "false" | undefined, column: Parameters<typeof isNull>[0]) =>
  value === undefined ? undefined : value === "true" ? isNotNull(column) : isNull(column);

/**
 * Each word must match the name, the social name or the e-mail (accent- and case-free), or, when
 * it is digits, the cpf or the matrícula: "ana 123" finds Ana whose cpf holds 123 (a word with
 * letters is never matched against cpfs: see cpfSearchDigits).
 */
const termCondition = (term: string): SQL => {
  const like = containsPattern(term);
  const digits = onlyDigits(term);
  const cpfDigits = cpfSearchDigits(term);
  return or(
    sql`${foldedSql(users.name)} like ${like}`,
    sql`${foldedSql(users.socialName)} like ${like}`,
    sql`lower(${users.email}) like ${like}`,
    ...(cpfDigits ? [sql`${users.cpf} like ${`%${cpfDigits}%`}`] : []),
    ...(digits.length > 0 && digits === term ? [sql`${users.registrationNumber}::text = ${digits}`] : []),
  )!;
};

/** The people of the list and of its export: the tenant, the search and the filters. */
export const peopleWhere = (tenantId: string, query: Omit<PeopleListQuery, "page" | "per_page">) =>
  and(
    eq(users.tenantId, tenantId),
    flag(query.verified, users.verifyedAt),
    flag(query.disabled, users.disabledAt),
    flag(query.pending_image, users.pendingImageUrl),
    flag(query.pending_social_name, users.pendingSocialName),
    query.guardian_id ? eq(users.guardianId, query.guardian_id) : undefined,
    ...searchTerms(query.q).map(termCondition),
  );

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  registration_number: users.registrationNumber,
  birthdate: users.birthdate,
  created_at: users.createdAt,
} as const;

/** `sort=name` or `sort=-created_at`; the id breaks ties so pages never repeat or skip a person. */
export const peopleOrder = (sort: string | undefined) => {
  const key = (sort ?? "name").replace(/^-/, "") as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[key] ?? users.name;
  return [sort?.startsWith("-") ? desc(column) : asc(column), asc(users.id)];
};
