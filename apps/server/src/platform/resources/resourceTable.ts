import {
  type FieldDef,
  type FieldKind,
  PEOPLE_REF,
  RESOURCES,
  type ResourceCatalog,
  type ResourceDef,
  type ResourceName,
  tableOf,
} from "@quadra/shared";
import {
  type BuildColumns,
  getTableColumns,
  getTableName,
  type HasDefault,
  type NotNull,
  sql,
} from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgBigInt53BuilderInitial,
  type PgBooleanBuilderInitial,
  type PgColumnBuilderBase,
  type PgDateStringBuilderInitial,
  type PgDoublePrecisionBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgJsonbBuilderInitial,
  type PgTableWithColumns,
  type PgTextBuilderInitial,
  type PgTimeBuilderInitial,
  type PgTimestampStringBuilderInitial,
  type PgUUIDBuilderInitial,
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
const columnOf = (key: string, field: FieldDef): PgColumnBuilderBase & { notNull(): PgColumnBuilderBase } => {
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

type TextBuilder = PgTextBuilderInitial<"", [string, ...string[]]>;

/**
 * The builder of each kind's column, as columnOf makes it (unnamed: drizzle names a column after its
 * key); kinds not listed are text. Types only: keep it in step with columnOf (resourceTableTypes.test.ts
 * compares the two).
 */
type KindBuilders = {
  int: PgIntegerBuilderInitial<"">;
  money: PgBigInt53BuilderInitial<"">;
  decimal: PgDoublePrecisionBuilderInitial<"">;
  bool: NotNull<HasDefault<PgBooleanBuilderInitial<"">>>;
  date: PgDateStringBuilderInitial<"">;
  datetime: PgTimestampStringBuilderInitial<"">;
  time: PgTimeBuilderInitial<"">;
  multiselect: NotNull<HasDefault<ReturnType<TextBuilder["array"]>>>;
  tags: NotNull<HasDefault<ReturnType<TextBuilder["array"]>>>;
  ref: PgUUIDBuilderInitial<"">;
  json: PgJsonbBuilderInitial<"">;
};
type KindBuilder<K extends FieldKind> = K extends keyof KindBuilders ? KindBuilders[K] : TextBuilder;

/** A field's column builder: its kind's, not null when required (and not set by the server). */
type FieldBuilder<F extends FieldDef> = F extends { required: true }
  ? F extends { readOnly: true }
    ? KindBuilder<F["kind"]>
    : NotNull<KindBuilder<F["kind"]>>
  : KindBuilder<F["kind"]>;

/** The kinds whose unique index compares lower(value): "Ana" and "ana" are the same name. */
export const CASE_FREE_UNIQUE_KINDS: readonly string[] = ["text", "email", "textarea", "slug"];

/** The columns every resource table starts with: its key. */
const keyColumns = () => ({
  tenant_id: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
  id: rowId(),
});

/** The columns every resource table ends with, after its fields. */
const trailingColumns = () => ({
  // Lower-case, accent-free text of the searchable fields: what `q` matches (trigram index).
  search_text: text("search_text").notNull().default(""),
  version: version(),
  created_at: createdAt(),
  updated_at: updatedAt(),
  created_by: uuid("created_by"),
  updated_by: uuid("updated_by"),
});

/** The last column of a resource that deletes softly. */
const softDeleteColumns = () => ({ deleted_at: timestamp("deleted_at", { withTimezone: true }) });

type CommonBuilders = ReturnType<typeof keyColumns> & ReturnType<typeof trailingColumns>;

/** A resource's column builders, computed from its definition as buildTable builds them. */
type ColumnBuilders<D extends ResourceDef> = CommonBuilders & {
  [K in keyof D["fields"]]: FieldBuilder<D["fields"][K]>;
} & (D extends { softDelete: true } ? ReturnType<typeof softDeleteColumns> : unknown);

type TableNameOf<D extends ResourceDef> = D extends { table: string } ? D["table"] : D["name"];

/**
 * The table of one catalogue resource: each field a column of the type its kind is stored in (a
 * union of definitions gives the union of their tables; a definition known only as `ResourceDef`,
 * a table whose fields are known by key).
 */
export type ResourceTableOf<D extends ResourceDef> = D extends ResourceDef
  ? string extends D["name"]
    ? AnyResourceTable
    : PgTableWithColumns<{
        name: TableNameOf<D>;
        schema: undefined;
        columns: BuildColumns<TableNameOf<D>, ColumnBuilders<D>, "pg">;
        dialect: "pg";
      }>
  : never;

/**
 * Any resource's table, as code written for every resource sees it: the common columns by name, a
 * field or `deleted_at` by key through `columnNamed` (every resource's own table is one of these).
 */
export type ResourceTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, CommonBuilders, "pg">;
  dialect: "pg";
}>;

/** A table whose resource is known at run time only: its fields by key, which may be missing. */
export type AnyResourceTable = ResourceTable & Record<string, AnyPgColumn>;

/** A resource's row as read from its table. */
export type ResourceRow<N extends ResourceName> = ResourceTableOf<ResourceCatalog[N]>["$inferSelect"];

const built = new Map<string, ReturnType<typeof buildTable>>();

const buildTable = (def: ResourceDef) => {
  const name = tableOf(def);
  const columns: Record<string, PgColumnBuilderBase> = keyColumns();
  for (const [key, field] of Object.entries(def.fields)) {
    const column = columnOf(key, field);
    columns[key] = field.required && field.kind !== "bool" && !field.readOnly ? column.notNull() : column;
  }
  Object.assign(columns, trailingColumns(), def.softDelete ? softDeleteColumns() : {});
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
        const foreign = target ? resourceTableOf(target) : { tenant_id: users.tenantId, id: users.id };
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
      if (
        field.filter &&
        !field.unindexed &&
        field.kind !== "ref" &&
        !["json", "multiselect", "tags"].includes(field.kind)
      )
        extras.push(index(`${name}_${key}_idx`).on(t.tenant_id, t[key]));
    }
    return extras;
  });
};

/** The table of a resource, built once from its definition (columns, keys, indexes, foreign keys). */
export const resourceTableOf = <D extends ResourceDef>(def: D): ResourceTableOf<D> => {
  let table = built.get(def.name);
  if (!table) {
    table = buildTable(def);
    built.set(def.name, table);
  }
  // Built at run time from the definition's entries; its type is computed from the same definition.
  return table as unknown as ResourceTableOf<D>;
};

/** The table of a registered resource, by name (the generated schema file exports each of these). */
export function resourceTable<N extends ResourceName>(name: N): ResourceTableOf<ResourceCatalog[N]>;
/** A resource named at run time (a route's, a scope's): its columns are known by key only. */
export function resourceTable(name: string): AnyResourceTable;
export function resourceTable(name: string) {
  const def = RESOURCES[name];
  if (!def) throw new Error(`unknown resource ${name}`);
  return resourceTableOf(def);
}

/** A column of a resource table by key (a field, `deleted_at`), if it has one. */
export const findColumn = (table: ResourceTable, key: string): AnyPgColumn | undefined => {
  const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(table);
  return columns[key];
};

/** A column of a resource table by key (a field, `deleted_at`), or an error naming what is missing. */
export const columnNamed = (table: ResourceTable, key: string): AnyPgColumn => {
  const column = findColumn(table, key);
  if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
  return column;
};
