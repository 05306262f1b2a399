import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";

/** The names of the guardians of a page of people, by id (one query per page, not per person). */
export const guardianNames = async (
  tx: Executor,
  tenantId: string,
  guardianIds: (string | null | undefined)[],
): Promise<Map<string, string>> => {
  const ids = [...new Set(guardianIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name, socialName: users.socialName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.socialName || row.name]));
};
