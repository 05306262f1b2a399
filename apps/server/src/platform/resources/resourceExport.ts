import { collectionPath, type FieldDef, type ResourceDef } from "@quadra/shared";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../db/database.ts";
import { endFailedHijacked } from "../http/hijackedReply.ts";
import { authOf, inTenant, tenantOf } from "../http/requestScope.ts";
import type { App } from "../http/types.ts";
import type { ExportColumn } from "../spreadsheets/exportColumns.ts";
import { sendExport } from "../spreadsheets/sendExport.ts";
import { type ListQuery, listOrder, listQuerySchemaOf, listWhere } from "./listQuery.ts";
import { assertParent, refTitles } from "./resourceStore.ts";
import { resourceTableOf } from "./resourceTable.ts";
import { visibleWhere } from "./ruleRegistry.ts";

const BATCH = 1_000;

const exportKind = (field: FieldDef): ExportColumn["kind"] => {
  switch (field.kind) {
    case "int":
    case "decimal":
      return "number";
    case "money":
      return "money";
    case "bool":
      return "boolean";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    case "multiselect":
    case "tags":
      return "list";
    default:
      return "text";
  }
};

/** What an export shows: every field but secrets and raw JSON, then when the record was created. */
export const exportColumnsOf = (def: ResourceDef): ExportColumn[] => [
  ...Object.entries(def.fields)
    .filter(([, field]) => !["secret", "json"].includes(field.kind))
    .map(([key, field]) => ({ key, label: field.label["pt-BR"], kind: exportKind(field) })),
  { key: "created_at", label: "Criado em", kind: "datetime" },
];

/** pg parses `date` columns into local-midnight Dates on raw queries: back to YYYY-MM-DD. */
const isoDay = (value: unknown) => {
  if (!(value instanceof Date)) return value;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

/** Rows as a person reads them: option labels, titles of the records pointed at. */
const readableRows = async (
  tx: Executor,
  def: ResourceDef,
  tenantId: string,
  rows: Record<string, any>[],
) => {
  const titles = await refTitles(tx, def, tenantId, rows);
  return rows.map((row) => {
    const out: Record<string, unknown> = { created_at: row.created_at };
    for (const [key, field] of Object.entries(def.fields)) {
      const value = row[key];
      if (field.kind === "ref") out[key] = value ? (titles[key]?.[value] ?? value) : null;
      else if (field.kind === "select")
        out[key] = field.options?.find((option) => option.value === value)?.label["pt-BR"] ?? value;
      else if (field.kind === "multiselect")
        out[key] = ((value ?? []) as string[]).map(
          (item) => field.options?.find((option) => option.value === item)?.label["pt-BR"] ?? item,
        );
      else if (field.kind === "date") out[key] = isoDay(value);
      else out[key] = value;
    }
    return out;
  });
};

/**
 * `GET <collection>/export.csv|xlsx`: the list with its filters, search and sort, streamed from a
 * database cursor in batches, so a 100k-row export never holds the rows in memory.
 */
export const registerResourceExport = (app: App, def: ResourceDef, config: object) => {
  const collection = `/${collectionPath(def)}`;
  for (const format of ["csv", "xlsx"] as const) {
    app.get(
      `${collection}/export.${format}`,
      {
        config,
        schema: {
          tags: [def.name],
          summary: `Export ${def.name} as ${format.toUpperCase()}`,
          querystring: listQuerySchemaOf(def),
          ...(def.parent ? { params: z.object({ id: z.uuid("Identificador inválido.") }) } : {}),
        },
      },
      async (request: FastifyRequest, reply) => {
        const tenantId = tenantOf(request).id;
        const parentId = def.parent ? (request.params as { id: string }).id : undefined;
        const query = request.query as ListQuery;
        // Failures that can still answer an envelope come before the stream starts.
        await inTenant(request, (tx) => assertParent(tx, def, tenantId, parentId));
        const t = resourceTableOf(def);
        const visible = visibleWhere(def.name, { viewer: authOf(request).principal, table: t, tenantId });
        const name = `${def.label.many["pt-BR"]} ${new Date().toISOString().slice(0, 10)}.${format}`;
        await inTenant(request, async (tx) => {
          const select = tx
            .select()
            .from(t)
            .where(listWhere({ def, table: t, tenantId, parentId, query, visible }))
            .orderBy(...listOrder({ def, table: t, sort: query.sort }));
          await tx.execute(sql`declare resource_export no scroll cursor for ${select.getSQL()}`);
          const nextBatch = async () => {
            const result = (await tx.execute(sql.raw(`fetch ${BATCH} from resource_export`))) as unknown as {
              rows: Record<string, any>[];
            };
            return result.rows.length ? readableRows(tx, def, tenantId, result.rows) : undefined;
          };
          // Read before the answer starts, so a query that fails still answers an envelope (through
          // the error handler) instead of a hijacked response nobody ends.
          const first = await nextBatch();
          async function* batches() {
            for (let batch = first; batch; batch = await nextBatch()) yield batch;
          }
          reply.hijack();
          try {
            await sendExport({
              raw: reply.raw,
              headers: reply.getHeaders() as Record<string, string>,
              format,
              columns: exportColumnsOf(def),
              batches: batches(),
              sheetName: def.label.many["pt-BR"],
              fileName: name,
            });
          } catch (error) {
            endFailedHijacked(reply.raw);
            throw error;
          }
        });
      },
    );
  }
};
