import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { staleVersion } from "../../platform/http/errors.ts";
import { type Actor, diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { auditedFieldsOf, type UserRow } from "./personRecord.ts";

/**
 * Changes one person's row and audits it, as every path that edits a person does: the version
 * moves on, `updated_at` is now, and the log keeps the before and after as `view` shows them (the
 * registration fields by default; a screen's own view where it shows other ones). With `version`,
 * only that version is changed, so an edit of a stale copy answers 409.
 */
export const updatePerson = async (
  tx: Executor,
  {
    actor,
    before,
    values,
    version,
    view = auditedFieldsOf,
  }: {
    actor: Actor;
    before: UserRow;
    values: Partial<typeof users.$inferInsert>;
    version?: number;
    view?: (row: UserRow) => object;
  },
): Promise<UserRow> => {
  const [row] = await tx
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(users.tenantId, before.tenantId),
        eq(users.id, before.id),
        version === undefined ? undefined : eq(users.version, version),
      ),
    )
    .returning();
  if (!row) throw staleVersion();
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: "users",
      recordId: before.id,
      recordTitle: row.name,
      changes: diffRecords(view(before) as Record<string, unknown>, view(row) as Record<string, unknown>),
    },
  ]);
  return row;
};
