import { searchTerms } from "@quadra/shared";
import { type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../platform/db/like.ts";

/**
 * The SQL of the public people search, in one place: the server runs it and the benchmark's bare
 * handler renders the very same statements (bench/people/publicSearch.ts).
 *
 * A person is shown by their approved nome social, else their name, and is searched by that same
 * name only: searching the civil name of someone known by a social name would out them.
 */
// CASE, not coalesce(nullif(...)): PostgreSQL treats COALESCE as possibly leaky, and under row-level
// security a leaky condition may not use an index (bench/people/README.md).
const publicNameOf = (alias: string) =>
  sql.raw(
    `case when ${alias}social_name is null or ${alias}social_name = '' then ${alias}name else ${alias}social_name end`,
  );
export const PUBLIC_NAME = publicNameOf("u.");

/**
 * What the search compares and orders by, accent- and case-free: the stored column the database
 * computes from PUBLIC_NAME (migration 0008), with a trigram index for `like '%term%'` and a btree
 * index on (tenant_id, it, id) for the order. A bare column keeps the condition free of functions
 * that are not leakproof, which row-level security would otherwise keep away from the index.
 */
export const FOLDED_PUBLIC_NAME = sql.raw("u.public_name_folded");

/** Terms shorter than this cannot use a trigram index, and would list nearly everyone. */
export const MIN_PEOPLE_TERM = 3;

export const peopleTermsOf = (q: string | undefined) => searchTerms(q);

/**
 * Who may appear: active, not anonymized, and with a consent to the public profile that was granted
 * and not revoked (LGPD art. 7 I: publishing a person rests on their consent).
 */
const visiblePeople = (tenantId: string, terms: string[]): SQL =>
  sql.join(
    [
      sql`u.tenant_id = ${tenantId}`,
      sql`u.disabled_at is null`,
      sql`u.anonymized_at is null`,
      sql`exists (select 1 from consents c where c.tenant_id = u.tenant_id and c.user_id = u.id and c.purpose = 'public_profile' and c.granted_at is not null and c.revoked_at is null)`,
      ...terms.map((term) => sql`${FOLDED_PUBLIC_NAME} like ${containsPattern(term)}`),
    ],
    sql` and `,
  );

/** Counts matches up to `cap + 1` (the lists' rule: an exact count beyond a page's reach costs more than the page). */
export const peopleCountSql = ({
  tenantId,
  terms,
  cap,
}: {
  tenantId: string;
  terms: string[];
  cap: number;
}) =>
  sql`select count(*)::int as n from (select 1 from users u where ${visiblePeople(tenantId, terms)} limit ${cap + 1}) as matched`;

/** One page of people, ordered by the name as shown (then id, so pages never overlap). */
export const peoplePageSql = ({
  tenantId,
  terms,
  limit,
  offset,
}: {
  tenantId: string;
  terms: string[];
  limit: number;
  offset: number;
}) =>
  sql`select u.id, ${PUBLIC_NAME} as name, u.image_url, extract(year from u.birthdate)::int as birth_year, u.address->>'city' as city, u.address->>'state' as state, u.registration_number from users u where ${visiblePeople(tenantId, terms)} order by ${FOLDED_PUBLIC_NAME}, u.id limit ${limit} offset ${offset}`;

/** Whether one person may be shown (the photo route checks it before serving the file). */
export const visiblePersonSql = ({ tenantId, id }: { tenantId: string; id: string }) =>
  sql`select u.image_url from users u where ${visiblePeople(tenantId, [])} and u.id = ${id}`;

/** The associations each person is an active athlete of, by name (approved, live associations only). */
export const peopleAssociationsSql = ({ tenantId, ids }: { tenantId: string; ids: string[] }) =>
  sql`select au.user_id, coalesce(nullif(a.short_name, ''), a.name) as name from associationusers au join associations a on a.tenant_id = au.tenant_id and a.id = au.association_id where au.tenant_id = ${tenantId} and au.status = 'active' and a.status = 'approved' and a.deleted_at is null and au.user_id in ${ids} order by name`;
