import type { DocumentSubject } from "@quadra/shared";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";

/**
 * Whose documents a person handles in /my: their own and their dependents' (users whose guardian
 * they are), the person first. Anonymized dependents (LGPD deletion) are no longer anyone's.
 */
export const subjectsOf = async (
  tx: Executor,
  tenantId: string,
  userId: string,
): Promise<DocumentSubject[]> => {
  const rows = await tx
    .select({ id: users.id, name: users.name, socialName: users.socialName, guardianId: users.guardianId })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        or(eq(users.id, userId), and(eq(users.guardianId, userId), isNull(users.anonymizedAt))),
      ),
    )
    .orderBy(asc(users.name));
  return rows
    .map((row) => ({ id: row.id, name: row.socialName || row.name, is_self: row.id === userId }))
    .sort((a, b) => Number(b.is_self) - Number(a.is_self));
};

/** A person of the tenant exists (a staff route naming another tenant's person answers 404). */
export const personExists = async (tx: Executor, tenantId: string, userId: string) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return Boolean(row);
};
