import { fieldLabelsOf, fieldOrderErrors, RESOURCES, type ResourceDef } from "@quadra/shared";
import { and, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { rowsOf } from "../db/resultRows.ts";
import { conflict, invalidFields, notFound, staleVersion, violatedUniqueIndex } from "../http/errors.ts";
import { type Actor, diffRecords, writeAudit } from "./auditLog.ts";
import type { CountCache } from "./countCache.ts";
import { type ListQuery, listOrder, listWhere } from "./listQuery.ts";
import { newRecordRow, searchTextOf, toRecord, valuesFromBody } from "./recordValues.ts";
import { type RefTarget, refTargetOf } from "./refTargets.ts";
import { columnNamed, type ResourceTable, resourceTableOf } from "./resourceTable.ts";
import { rulesOf } from "./ruleRegistry.ts";

/**
 * Lists count exactly up to this many matches; beyond it they say "more than 1,000": counting a
 * broad search's matches costs more than the page itself (bench/resources: 50–200 ms to count to
 * 10,000 among a million rows, a few ms to 1,000), and a person narrows a search long before page 40.
 */
export const COUNT_CAP = 1_000;

const NOT_FOUND = "Registro não encontrado.";
const live = (def: ResourceDef, t: ResourceTable) =>
  def.softDelete ? isNull(columnNamed(t, "deleted_at")) : undefined;

/**
 * `own` (id → the title column's value, as text) of records of `target`, given their readable
 * titles: a record named by another record (a referee by their person) takes that one's title,
 * never its id, one more query per such step (up to three).
 */
const namedTitles = async (
  tx: Executor,
  target: RefTarget,
  tenantId: string,
  own: Record<string, string>,
  depth: number,
): Promise<Record<string, string>> => {
  const titleField = target.def?.fields[target.def.titleField];
  if (titleField?.kind !== "ref" || !titleField.ref || depth >= 3) return own;
  const innerIds = [...new Set(Object.values(own).filter(Boolean))];
  const inner = innerIds.length ? await titlesByIdOf(tx, titleField.ref, tenantId, innerIds, depth + 1) : {};
  return Object.fromEntries(Object.entries(own).map(([id, innerId]) => [id, inner[innerId] ?? ""]));
};

/** The titles of records of the resource `name` by id (namedTitles: their own, never an id). */
const titlesByIdOf = async (
  tx: Executor,
  name: string,
  tenantId: string,
  ids: string[],
  depth = 0,
): Promise<Record<string, string>> => {
  const target = refTargetOf(name);
  const found: { id: string; title: unknown }[] = await tx
    .select({ id: target.id, title: target.title })
    .from(target.table)
    .where(and(eq(target.tenantId, tenantId), inArray(target.id, ids)));
  const own = Object.fromEntries(found.map((row) => [row.id, String(row.title ?? "")]));
  return namedTitles(tx, target, tenantId, own, depth);
};

/**
 * Titles of the records the rows point at, per ref field: `{state_id: {<id>: "São Paulo"}}`. One
 * statement for all the ref fields (a union), and one more per field whose records are named by
 * another (titlesByIdOf): a list is a few round trips, each of which waits for its turn of the
 * event loop when a job shares the process (bench/registers). Lists, records and exports all show
 * these instead of bare ids.
 */
export const refTitles = async (
  tx: Executor,
  def: ResourceDef,
  tenantId: string,
  rows: Record<string, any>[],
) => {
  const wanted = Object.entries(def.fields).flatMap(([key, field]) => {
    if (field.kind !== "ref" || !field.ref) return [];
    const ids = [...new Set(rows.map((row) => row[key]).filter(Boolean))] as string[];
    return ids.length ? [{ key, target: refTargetOf(field.ref), ids }] : [];
  });
  const titles: Record<string, Record<string, string>> = {};
  if (!wanted.length) return titles;
  const parts = wanted.map(
    ({ key, target, ids }) =>
      sql`select ${key}::text as key, ${target.id}::text as id, (${target.title})::text as title
        from ${target.table} where ${and(eq(target.tenantId, tenantId), inArray(target.id, ids))}`,
  );
  const found = rowsOf<{ key: string; id: string; title: string | null }>(
    await tx.execute(sql.join(parts, sql` union all `)),
  );
  for (const { key } of wanted) titles[key] = {};
  for (const row of found) titles[row.key]![row.id] = row.title ?? "";
  for (const { key, target } of wanted)
    titles[key] = await namedTitles(tx, target, tenantId, titles[key]!, 0);
  return titles;
};

const withTitles = (
  def: ResourceDef,
  rows: Record<string, any>[],
  titles: Record<string, Record<string, string>>,
) =>
  rows.map((row) => {
    const record = toRecord(def, row);
    const own = Object.fromEntries(
      Object.keys(titles)
        .filter((key) => row[key])
        .map((key) => [key, titles[key]![row[key]] ?? null]),
    );
    return Object.keys(own).length ? { ...record, _titles: own } : record;
  });

/** Matches of `where` up to COUNT_CAP + 1, or COUNT_CAP + 1 straight away when `counts` knows it is capped. */
const countCapped = async (
  tx: Executor,
  {
    table,
    where,
    tenantId,
    counts,
  }: { table: any; where: SQL | undefined; tenantId: string; counts?: CountCache | undefined },
) => {
  const statement = tx
    .select({ n: count() })
    .from(sql`(select 1 from ${table} where ${where} limit ${COUNT_CAP + 1}) as matched`);
  if (!counts) {
    const [counted] = await statement;
    return Number(counted?.n ?? 0);
  }
  const { sql: text, params } = statement.toSQL();
  const key = `${tenantId}\n${text}\n${JSON.stringify(params)}`;
  if (counts.isCapped(key)) return COUNT_CAP + 1;
  const seen = counts.generation();
  const [counted] = await statement;
  const total = Number(counted?.n ?? 0);
  if (total > COUNT_CAP) counts.rememberCapped(key, seen);
  return total;
};

export const listRecords = async (
  tx: Executor,
  {
    def,
    tenantId,
    parentId,
    query,
    counts,
    visible,
  }: {
    def: ResourceDef;
    tenantId: string;
    parentId?: string | undefined;
    query: ListQuery;
    /** The rows this caller may see at all (resource rules' visibleTo). */
    visible?: SQL | undefined;
    /** Remembers searches known to match more than COUNT_CAP records (countCache.ts). */
    counts?: CountCache | undefined;
  },
) => {
  const t = resourceTableOf(def);
  // A child's list names its parent: a missing (or another tenant's) parent is a 404, not an empty list.
  await assertParent(tx, def, tenantId, parentId);
  const where = listWhere({ def, table: t, tenantId, parentId, query, visible });
  const total = await countCapped(tx, { table: t, where, tenantId, counts });
  const rows = await tx
    .select()
    .from(t)
    .where(where)
    .orderBy(...listOrder({ def, table: t, sort: query.sort }))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: withTitles(def, rows, await refTitles(tx, def, tenantId, rows)),
    total: Math.min(total, COUNT_CAP),
    total_capped: total > COUNT_CAP,
    page: query.page,
    per_page: query.per_page,
  };
};

const findRow = async (
  tx: Executor,
  def: ResourceDef,
  tenantId: string,
  id: string,
  visible?: SQL | undefined,
  forUpdate = false,
) => {
  const t = resourceTableOf(def);
  const query = tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, id), live(def, t), visible))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound(NOT_FOUND);
  return row as Record<string, any>;
};

/**
 * Before a write's rules read the row(s) `ids` locked, the parents they belong to, locked first
 * (FOR UPDATE, in id order) when the resource's rules count a parent's children (`locksParent`):
 * a team, then its members, the order of a create and of the module's own routes.
 */
const lockParentsOf = async (tx: Executor, def: ResourceDef, tenantId: string, ids: string[]) => {
  if (!def.parent || !rulesOf(def.name)?.locksParent) return;
  const t = resourceTableOf(def);
  const parents = await tx
    .selectDistinct({ id: columnNamed(t, def.parent.field) })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), inArray(t.id, ids)));
  if (!parents.length) return;
  const p = resourceTableOf(RESOURCES[def.parent.resource]!);
  await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.tenant_id, tenantId),
        inArray(
          p.id,
          parents.map((row) => String(row.id)),
        ),
      ),
    )
    .orderBy(p.id)
    .for("update");
};

export const getRecord = async (
  tx: Executor,
  def: ResourceDef,
  tenantId: string,
  id: string,
  visible?: SQL | undefined,
) => {
  const row = await findRow(tx, def, tenantId, id, visible);
  return withTitles(def, [row], await refTitles(tx, def, tenantId, [row]))[0]!;
};

/** The parent record of a child list must exist in the tenant (404 otherwise, like any record). */
export const assertParent = async (
  tx: Executor,
  def: ResourceDef,
  tenantId: string,
  parentId: string | undefined,
) => {
  if (!def.parent) return;
  await findRow(tx, RESOURCES[def.parent.resource]!, tenantId, parentId ?? "");
};

/**
 * Every `ref` value must name a live record of the same tenant: a 400 on the field otherwise (the
 * foreign key would refuse another tenant's id too, but with no field to name).
 */
const assertRefs = async (
  tx: Executor,
  def: ResourceDef,
  tenantId: string,
  values: Record<string, unknown>,
) => {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    const id = values[key];
    if (field.kind !== "ref" || !field.ref || typeof id !== "string" || def.parent?.field === key) continue;
    const target = refTargetOf(field.ref);
    const [found] = await tx
      .select({ id: target.id })
      .from(target.table)
      .where(and(eq(target.tenantId, tenantId), eq(target.id, id), target.live))
      .limit(1);
    if (!found) errors[key] = "Registro escolhido não existe mais. Escolha outro.";
  }
  if (Object.keys(errors).length) throw invalidFields(errors, fieldLabelsOf(def));
};

/** An end before its start (`notBefore`): a 400 on the later field. */
const assertFieldOrder = (def: ResourceDef, row: Record<string, unknown>, changed?: string[]) => {
  const errors = fieldOrderErrors(def, row, changed);
  if (Object.keys(errors).length) throw invalidFields(errors, fieldLabelsOf(def));
};

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;

/** A `createOnly` field (a request's person) keeps the value it was created with: another is a 400 on it. */
const assertCreateOnly = (
  def: ResourceDef,
  current: Record<string, unknown>,
  values: Record<string, unknown>,
) => {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(def.fields))
    if (
      field.createOnly &&
      key in values &&
      JSON.stringify(comparable(values[key])) !== JSON.stringify(comparable(current[key]))
    )
      errors[key] =
        "Este campo não muda depois que o registro é criado: para outro valor, crie um novo registro.";
  if (Object.keys(errors).length) throw invalidFields(errors, fieldLabelsOf(def));
};

/** A unique index of a resource answers 409 naming its field, never a bare conflict. */
export const uniqueConflict =
  (def: ResourceDef) =>
  (error: unknown): never => {
    const index = violatedUniqueIndex(error);
    const prefix = `${def.table ?? def.name}_`;
    if (index?.startsWith(prefix) && index.endsWith("_key")) {
      const field = index.slice(prefix.length, -"_key".length);
      const label = def.fields[field]?.label["pt-BR"] ?? field;
      const together = (def.fields[field]?.uniqueWith ?? []).map(
        (other) => def.fields[other]?.label["pt-BR"] ?? other,
      );
      const scope = together.length ? ` para o mesmo ${together.join(" e ")}` : "";
      throw conflict(`${label}: já existe um registro com esse valor${scope}.`, {
        [field]: "Já existe um registro com esse valor.",
      });
    }
    throw error;
  };

/**
 * What names records in the audit log: the title field, or, when the title is a ref (an
 * assignment named by its person), the title of the record it points at.
 */
const titlesOf = async (tx: Executor, def: ResourceDef, tenantId: string, rows: Record<string, any>[]) => {
  const key = def.titleField;
  const pointed =
    def.fields[key]?.kind === "ref" ? (await refTitles(tx, def, tenantId, rows))[key] : undefined;
  return rows.map((row) => {
    const value = row[key];
    if (value === null || value === undefined) return null;
    return pointed?.[value] ?? String(value);
  });
};
const titleOf = async (tx: Executor, def: ResourceDef, tenantId: string, row: Record<string, any>) =>
  (await titlesOf(tx, def, tenantId, [row]))[0] ?? null;

export const createRecord = async (
  tx: Executor,
  {
    def,
    actor,
    parentId,
    body,
    set,
    audit = true,
  }: {
    def: ResourceDef;
    actor: Actor;
    parentId?: string | undefined;
    body: Record<string, unknown>;
    /** Values the server sets besides the body's (read-only fields: a regulation copied from a preset). */
    set?: Record<string, unknown>;
    audit?: boolean;
  },
) => {
  const t = resourceTableOf(def);
  await assertParent(tx, def, actor.tenantId, parentId);
  const values = { ...newRecordRow({ def, actor, parentId, body }), ...set };
  Object.assign(values, await rulesOf(def.name)?.beforeCreate?.(tx, { actor, values }));
  assertFieldOrder(def, values);
  await assertRefs(tx, def, actor.tenantId, values);
  // The values are the definition's fields, built at run time (newRecordRow): their keys are not in the type.
  const [row] = await tx
    .insert(t)
    .values(values as typeof t.$inferInsert)
    .returning();
  if (!row) throw new Error(`${def.name}: the insert returned no row`);
  const record = toRecord(def, row);
  if (audit)
    await writeAudit(tx, actor, [
      {
        action: "create",
        resource: def.name,
        recordId: row.id,
        recordTitle: await titleOf(tx, def, actor.tenantId, row),
        changes: { after: record },
      },
    ]);
  return (await getRecord(tx, def, actor.tenantId, row.id)) as Record<string, unknown>;
};

export const updateRecord = async (
  tx: Executor,
  {
    def,
    actor,
    id,
    body,
    set,
    visible,
  }: {
    def: ResourceDef;
    actor: Actor;
    id: string;
    body: Record<string, unknown> & { version: number };
    /** Values the server sets besides the body's (read-only fields: a review's status). */
    set?: Record<string, unknown>;
    visible?: SQL | undefined;
  },
) => {
  const t = resourceTableOf(def);
  await lockParentsOf(tx, def, actor.tenantId, [id]);
  // Locked: the rules judge the row as it is until this transaction ends.
  const current = await findRow(tx, def, actor.tenantId, id, visible, true);
  const values = { ...valuesFromBody(def, body), ...set };
  assertCreateOnly(def, current, values);
  Object.assign(values, await rulesOf(def.name)?.beforeUpdate?.(tx, { actor, current, values }));
  const next = { ...current, ...values };
  assertFieldOrder(def, next, Object.keys(values));
  await assertRefs(tx, def, actor.tenantId, values);
  const [row] = await tx
    .update(t)
    .set({
      ...values,
      search_text: searchTextOf(def, next),
      version: sql`${t.version} + 1`,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(and(eq(t.tenant_id, actor.tenantId), eq(t.id, id), eq(t.version, body.version)))
    .returning();
  if (!row) throw staleVersion();
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: def.name,
      recordId: id,
      recordTitle: await titleOf(tx, def, actor.tenantId, row),
      changes: diffRecords(toRecord(def, current), toRecord(def, row)),
    },
  ]);
  return getRecord(tx, def, actor.tenantId, id, visible);
};

/** Deletes records (soft where the resource keeps history): all of them or, if any is missing, none. */
export const deleteRecords = async (
  tx: Executor,
  { def, actor, ids, visible }: { def: ResourceDef; actor: Actor; ids: string[]; visible?: SQL | undefined },
) => {
  const t = resourceTableOf(def);
  const unique = [...new Set(ids)];
  await lockParentsOf(tx, def, actor.tenantId, unique);
  const rows = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, actor.tenantId), inArray(t.id, unique), live(def, t), visible))
    .orderBy(t.id)
    .for("update");
  if (rows.length !== unique.length)
    throw notFound(
      unique.length === 1
        ? NOT_FOUND
        : "Algum dos registros escolhidos não foi encontrado. Nada foi excluído.",
    );
  await rulesOf(def.name)?.beforeDelete?.(tx, { actor, rows });
  const where = and(eq(t.tenant_id, actor.tenantId), inArray(t.id, unique));
  const titles = await titlesOf(tx, def, actor.tenantId, rows);
  if (def.softDelete)
    await tx
      .update(t)
      // `deleted_at` is a column of the soft-deleting resources only, hence not in the general type.
      .set({ deleted_at: new Date(), updated_by: actor.userId } as Partial<typeof t.$inferInsert>)
      .where(where);
  else await tx.delete(t).where(where);
  await writeAudit(
    tx,
    actor,
    rows.map((row: Record<string, any>, index: number) => ({
      action: "delete" as const,
      resource: def.name,
      recordId: row.id,
      recordTitle: titles[index] ?? null,
      changes: { before: toRecord(def, row) },
    })),
  );
  return unique.length;
};
