import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";

export type RequiredDocumentsStatus = {
  /** Required types with no approved document at all. */
  missing: string[];
  /** Required types whose approved documents have all expired. */
  expired: string[];
  /** The earliest expiry among the valid documents of the required types, or null. */
  validUntil: string | null;
};

/**
 * Where a person stands on the document types the tenant requires of people: for each active,
 * required type, the approved document that lasts longest. The card is valid only when none is
 * missing or expired; the card's validity is the earliest of those expiries.
 */
export const requiredDocumentsStatus = async (
  tx: Executor,
  userId: string,
  today = brazilDay(),
): Promise<RequiredDocumentsStatus> => {
  // Catalogue-built tables (columns by index signature): `!` names a column the catalogue declares.
  const types = resourceTable("documenttypes");
  const docs = resourceTable("userdocuments");
  const rows = (await tx
    .select({
      name: types.name!,
      approved: sql<number>`count(${docs.id!})`.mapWith(Number),
      // null when an approved document never expires: coalesce to a far date so it wins the max.
      lastExpiry: sql<string | null>`max(coalesce(${docs.expires_on!}, date '9999-12-31'))::text`,
    })
    .from(types)
    .leftJoin(
      docs,
      and(
        eq(docs.tenant_id!, types.tenant_id!),
        eq(docs.documenttype_id!, types.id!),
        eq(docs.user_id!, userId),
        eq(docs.status!, "approved"),
      ),
    )
    .where(
      and(
        eq(types.applies_to!, "person"),
        eq(types.required!, true),
        eq(types.active!, true),
        isNull(types.deleted_at!),
      ),
    )
    .groupBy(types.id!, types.name!)) as { name: string; approved: number; lastExpiry: string | null }[];

  const missing = rows.filter((row) => row.approved === 0).map((row) => row.name);
  const valid = rows.filter((row) => row.approved > 0 && (row.lastExpiry ?? "") >= today);
  const expired = rows
    .filter((row) => row.approved > 0 && (row.lastExpiry ?? "") < today)
    .map((row) => row.name);
  const expiries = valid.map((row) => row.lastExpiry!).filter((date) => date !== "9999-12-31");
  return { missing, expired, validUntil: expiries.length ? expiries.sort()[0]! : null };
};
