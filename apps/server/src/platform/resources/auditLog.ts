import { RESOURCES } from "@quadra/shared";
import type { Executor } from "../db/database.ts";
import { resourceTableOf } from "./resourceTable.ts";

export type Actor = { tenantId: string; userId: string | null; userName: string | null; ip: string | null };
export type AuditEntry = {
  action: "create" | "update" | "delete" | "import";
  resource: string;
  recordId: string | null;
  recordTitle: string | null;
  changes: Record<string, unknown>;
};

/** Keeps only what differs between two versions of a record (the log shows what changed). */
export const diffRecords = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const changed: { before: Record<string, unknown>; after: Record<string, unknown> } = {
    before: {},
    after: {},
  };
  for (const key of Object.keys(after)) {
    if (["version", "updated_at"].includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed.before[key] = before[key] ?? null;
      changed.after[key] = after[key] ?? null;
    }
  }
  return changed;
};

/**
 * The INSERT of audit entries, not yet sent: `writeAudit` sends it alone; a write that records
 * itself may send it inside its own statement instead (a data-modifying `WITH`, one round trip:
 * competitions/results.ts), still in the transaction of the write it records.
 */
export const auditInsert = (tx: Executor, actor: Actor, entries: AuditEntry[]) => {
  const table = resourceTableOf(RESOURCES.logs!);
  return tx.insert(table).values(
    entries.map((entry) => ({
      tenant_id: actor.tenantId,
      user_id: actor.userId,
      user_name: actor.userName,
      ip: actor.ip,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId,
      record_title: entry.recordTitle,
      changes: entry.changes,
      search_text: `${actor.userName ?? ""} ${entry.resource} ${entry.recordTitle ?? ""}`
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toLowerCase(),
    })),
  );
};

/** Writes entries of the audit log, inside the transaction of the write they record. */
export const writeAudit = async (tx: Executor, actor: Actor, entries: AuditEntry[]) => {
  if (!entries.length) return;
  await auditInsert(tx, actor, entries);
};
