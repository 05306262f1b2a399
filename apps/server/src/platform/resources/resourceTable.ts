import { type FieldDef, PEOPLE_REF, RESOURCES, type ResourceDef, tableOf } from "@quadra/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, rowId, tenantId, updatedAt, version } from "../db/schema/columns.ts";
import { tenants } from "../db/schema/tenants.ts";
import { users } from "../db/schema/users.ts";

/** The column a field kind is stored in: the one place that decides it. */
const columnOf = (key: string, field: FieldDef): PgColumnBuilderBase => {
  switch (field.kind) {
    case "int":
      return integer(key);
    case "money":
      return bigint(key, { mode: "number" });
    case "decimal":
      return doublePrecision(key);
    case "bool":
      return boolean(key)
        .notNull()
        .default(Boolean(field.default ?? false));
    case "date":
      return date(key, { mode: "string" });
    case "datetime":
      return timestamp(key, { withTimezone: true, mode: "string" });
    case "time":
      return time(key);
    case "multiselect":
    case "tags":
      return text(key).array().notNull().default(sql`'{}'::text[]`);
    case "ref":
      return uuid(key);
    case "json":
      return jsonb(key);
    default:
      return text(key);
  }
};

/** The kinds whose unique index compares lower(value): "Ana" and "ana" are the same name. */
export const CASE_FREE_UNIQUE_KINDS: readonly string[] = ["text", "email", "textarea", "slug"];

const built = new Map<string, ReturnType<typeof buildTable>>();

const buildTable = (def: ResourceDef) => {
  const name = tableOf(def);
  const columns: Record<string, PgColumnBuilderBase> = {
    tenant_id: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    id: rowId(),
  };
  for (const [key, field] of Object.entries(def.fields)) {
    let column = columnOf(key, field) as any;
    if (field.required && field.kind !== "bool" && !field.readOnly) column = column.notNull();
    columns[key] = column;
  }
  Object.assign(columns, {
    // Lower-case, accent-free text of the searchable fields: what `q` matches (trigram index).
    search_text: text("search_text").notNull().default(""),
    version: version(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    created_by: uuid("created_by"),
    updated_by: uuid("updated_by"),
    ...(def.softDelete ? { deleted_at: timestamp("deleted_at", { withTimezone: true }) } : {}),
  });
  return pgTable(name, columns as Record<string, PgColumnBuilderBase>, (t: any) => {
    const live = def.softDelete ? sql`${t.deleted_at} is null` : undefined;
    const scopeColumns: [any, ...any[]] = def.parent ? [t.tenant_id, t[def.parent.field]] : [t.tenant_id];
    const extras: any[] = [
      primaryKey({ name: `${name}_pkey`, columns: [t.tenant_id, t.id] }),
      index(`${name}_search_idx`).using("gin", sql`${t.search_text} gin_trgm_ops`),
      index(`${name}_created_idx`).on(t.tenant_id, t.created_at),
    ];
    if (def.fields[def.titleField])
      extras.push(index(`${name}_title_idx`).on(...scopeColumns, t[def.titleField]));
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.unique) {
        const target = CASE_FREE_UNIQUE_KINDS.includes(field.kind) ? sql`lower(${t[key]})` : t[key];
        const together = (field.uniqueWith ?? []).map((other) => {
          if (!def.fields[other]) throw new Error(`${def.name}.${key} is unique with unknown field ${other}`);
          return t[other];
        });
        const unique = uniqueIndex(`${name}_${key}_key`).on(...scopeColumns, ...together, target);
        extras.push(live ? unique.where(live) : unique);
      }
      if (field.kind === "ref" && field.ref) {
        const target = RESOURCES[field.ref];
        const isPerson = field.ref === PEOPLE_REF && !target;
        if (!target && !isPerson)
          throw new Error(`${def.name}.${key} points at unknown resource ${field.ref}`);
        const foreign = target
          ? (resourceTableOf(target) as any)
          : { tenant_id: users.tenantId, id: users.id };
        const isParent = def.parent?.field === key;
        // Declared by the migration (ON DELETE SET NULL (column)): see FieldDef.clearOnDelete.
        if (!field.clearOnDelete)
          extras.push(
            foreignKey({
              name: `${name}_${key}_fk`,
              columns: [t.tenant_id, t[key]],
              foreignColumns: [foreign.tenant_id, foreign.id],
              // What belongs to a person (an assignment, a role in a council) goes with the person.
            }).onDelete(isParent || isPerson ? "cascade" : "restrict"),
          );
        if (!isParent) extras.push(index(`${name}_${key}_idx`).on(t.tenant_id, t[key]));
        else extras.push(index(`${name}_${key}_idx`).on(t.tenant_id, t[key], t.created_at));
      }
      if (field.filter && field.kind !== "ref" && !["json", "multiselect", "tags"].includes(field.kind))
        extras.push(index(`${name}_${key}_idx`).on(t.tenant_id, t[key]));
    }
    return extras;
  });
};

/** The table of a resource, built once from its definition (columns, keys, indexes, foreign keys). */
export const resourceTableOf = (def: ResourceDef) => {
  const cached = built.get(def.name);
  if (cached) return cached;
  const table = buildTable(def);
  built.set(def.name, table);
  return table;
};

export type ResourceTable = ReturnType<typeof resourceTableOf>;

/** The table of a registered resource, by name (the generated schema file exports each of these). */
export const resourceTable = (name: string) => {
  const def = RESOURCES[name];
  if (!def) throw new Error(`unknown resource ${name}`);
  return resourceTableOf(def);
};
