import { type FieldDef, isIsoDate, type ResourceDef, searchTerms, sortableKeys } from "@quadra/shared";
import { and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { containsPattern } from "../db/like.ts";
import { columnNamed, findColumn, type ResourceTable } from "./resourceTable.ts";

const RANGE_KINDS = ["date", "datetime", "int", "money", "decimal"];
const MULTI_KINDS = ["multiselect", "tags"];

const filterValue = (field: FieldDef): z.ZodType => {
  switch (field.kind) {
    case "bool":
      return z.enum(["true", "false"], { error: "Use true ou false." });
    case "int":
    case "money":
      return z.coerce.number().int("Informe um número inteiro.");
    case "decimal":
      return z.coerce.number();
    case "date":
      return z.string().refine(isIsoDate, "Data inválida; use o formato AAAA-MM-DD.");
    case "datetime":
      return z.iso.datetime({ offset: true, message: "Data e hora inválidas." });
    case "ref":
      return z.uuid("Identificador inválido.");
    case "select":
    case "multiselect":
      return z.enum((field.options ?? []).map((option) => option.value) as [string, ...string[]], {
        error: "Escolha uma das opções.",
      });
    default:
      return z.string().max(200);
  }
};

/** The query string of a resource's list and export: page, sort, search and the declared filters. */
export const listQuerySchemaOf = (def: ResourceDef) => {
  const sortable = sortableKeys(def);
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(200).default(25),
    sort: z
      .string()
      .refine((value) => sortable.includes(value.replace(/^-/, "")), "Ordenação desconhecida.")
      .optional(),
    q: z.string().max(200).optional(),
  };
  for (const [key, field] of Object.entries(def.fields)) {
    if (!field.filter) continue;
    shape[key] = filterValue(field).optional();
    if (RANGE_KINDS.includes(field.kind)) {
      shape[`${key}_from`] = filterValue(field).optional();
      shape[`${key}_to`] = filterValue(field).optional();
    }
  }
  return z.object(shape);
};

export type ListQuery = { page: number; per_page: number; sort?: string; q?: string } & Record<
  string,
  unknown
>;

/**
 * The WHERE of a list: the tenant (the scoping chokepoint says it explicitly, so indexes lead with
 * it; row-level security would refuse other tenants' rows anyway), live rows, the parent record,
 * every search term (AND, substring, accent-free) and every filter.
 */
export const listWhere = ({
  def,
  table,
  tenantId,
  parentId,
  query,
  visible,
}: {
  def: ResourceDef;
  table: ResourceTable;
  tenantId: string;
  parentId?: string | undefined;
  query: ListQuery;
  /** The rows this caller may see at all (resource rules' visibleTo). */
  visible?: SQL | undefined;
}): SQL | undefined => {
  const t = table;
  const conditions: (SQL | undefined)[] = [eq(t.tenant_id, tenantId), visible];
  if (def.softDelete) conditions.push(isNull(columnNamed(t, "deleted_at")));
  if (def.parent && parentId) conditions.push(eq(columnNamed(t, def.parent.field), parentId));
  for (const term of searchTerms(query.q))
    conditions.push(sql`${t.search_text} like ${containsPattern(term)}`);
  for (const [key, field] of Object.entries(def.fields)) {
    if (!field.filter) continue;
    const value = query[key];
    const column = columnNamed(t, key);
    if (value !== undefined) {
      if (field.kind === "bool") conditions.push(eq(column, value === "true"));
      else if (MULTI_KINDS.includes(field.kind)) conditions.push(sql`${value} = any(${column})`);
      else if (["text", "textarea", "email", "slug"].includes(field.kind))
        conditions.push(sql`lower(${column}) = lower(${value})`);
      else conditions.push(eq(column, value));
    }
    if (RANGE_KINDS.includes(field.kind)) {
      if (query[`${key}_from`] !== undefined) conditions.push(gte(column, query[`${key}_from`]));
      if (query[`${key}_to`] !== undefined) conditions.push(lte(column, query[`${key}_to`]));
    }
  }
  return and(...conditions);
};

/** ORDER BY: the asked sort (or the resource's default), then id so pages never overlap. */
export const listOrder = ({
  def,
  table,
  sort,
}: {
  def: ResourceDef;
  table: ResourceTable;
  sort?: string | undefined;
}) => {
  const t = table;
  const wanted = sort ?? def.defaultSort ?? "-created_at";
  const key = wanted.replace(/^-/, "");
  const column = findColumn(t, key) ?? t.created_at;
  const direction = wanted.startsWith("-") ? desc : asc;
  return [direction(column), asc(t.id)];
};
