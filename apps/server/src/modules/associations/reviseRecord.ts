import { type ResourceDef, resourceOf } from "@quadra/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import { type Actor, diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { searchTextOf, toRecord } from "../../platform/resources/recordValues.ts";
import { columnNamed, resourceTableOf } from "../../platform/resources/resourceTable.ts";

type Row = Record<string, any>;

/** A live record of the tenant, locked for the decision about it (FOR UPDATE), or a 404. */
export const lockRecord = async (
  tx: Executor,
  { def, tenantId, id, message }: { def: ResourceDef; tenantId: string; id: string; message?: string },
): Promise<Row> => {
  const t = resourceTableOf(def);
  const [row] = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        eq(t.id, id),
        def.softDelete ? isNull(columnNamed(t, "deleted_at")) : undefined,
      ),
    )
    .for("update")
    .limit(1);
  if (!row) throw notFound(message ?? `${def.label.one["pt-BR"]} não encontrado(a).`);
  return row as Row;
};

/**
 * Sets server-owned columns of a record (a status, a reason, a pending shield, a link code), which
 * the generic PATCH never writes because they are read-only: one UPDATE that bumps the version, and
 * the audit entry of what changed, in the caller's transaction.
 */
export const reviseRecord = async (
  tx: Executor,
  { def, actor, current, set }: { def: ResourceDef; actor: Actor; current: Row; set: Row },
) => {
  const t = resourceTableOf(def);
  const next = { ...current, ...set };
  const [updated] = await tx
    .update(t)
    .set({
      ...set,
      search_text: searchTextOf(def, next),
      version: sql`${t.version} + 1`,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(and(eq(t.tenant_id, actor.tenantId), eq(t.id, current.id)))
    .returning();
  const row = updated as Row;
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: def.name,
      recordId: current.id,
      recordTitle: String(current[def.titleField] ?? "") || null,
      changes: diffRecords(toRecord(def, current), toRecord(def, row)),
    },
  ]);
  return row;
};

/** Inserts a record the server composes (a manager from an approved claim), audited like a create. */
export const insertRecord = async (
  tx: Executor,
  { def, actor, values, title }: { def: ResourceDef; actor: Actor; values: Row; title?: string | null },
) => {
  const t = resourceTableOf(def);
  const [row] = await tx
    .insert(t)
    .values({
      ...values,
      tenant_id: actor.tenantId,
      search_text: searchTextOf(def, values),
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning();
  if (!row) throw new Error(`${def.name}: the insert returned no row`);
  await writeAudit(tx, actor, [
    {
      action: "create",
      resource: def.name,
      recordId: row.id,
      recordTitle: title ?? (String(values[def.titleField] ?? "") || null),
      changes: { after: toRecord(def, row) },
    },
  ]);
  return row as Row;
};

/** A resource's definition by name (a catalogue name gives its literal definition: typed tables). */
export const defOf = resourceOf;
