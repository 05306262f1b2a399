import { and, eq, max, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";

/**
 * The tenant's next matrícula, inside the transaction that creates the person. A transaction-scoped
 * advisory lock per tenant serialises the creations of one tenant (others do not wait), so two
 * people created at once never get the same number; the unique index is the backstop. Numbers are
 * never reused: anonymized people keep theirs. Other modules that create people (imports,
 * self-registration) call this too, so the sequence has one source.
 */
export const nextRegistrationNumber = async (tx: Executor, tenantId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users.registration_number:${tenantId}`}))`);
  const [row] = await tx
    .select({ last: max(users.registrationNumber) })
    .from(users)
    .where(and(eq(users.tenantId, tenantId)));
  return (row?.last ?? 0) + 1;
};
