import { RESOURCE_LIST, RESOURCES, type ResourceDef } from "@quadra/shared";
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../db/database.ts";
import { ok } from "../http/envelope.ts";
import { denied, notFound } from "../http/errors.ts";
import { guard } from "../http/guard.ts";
import { inTenant, tenantOf } from "../http/requestScope.ts";
import type { App } from "../http/types.ts";
import { type ListQuery, listOrder, listQuerySchemaOf, listWhere } from "./listQuery.ts";
import { toRecord } from "./recordValues.ts";
import { COUNT_CAP } from "./resourceStore.ts";
import { columnNamed, type ResourceTable, resourceTableOf } from "./resourceTable.ts";

/** Resources visitors may read: those whose definition declares `publicRead`. */
export const publicResources = () => RESOURCE_LIST.filter((def) => def.publicRead);

const NOT_PUBLISHED = "Conteúdo não encontrado ou não publicado.";
const PRIVATE_PORTAL =
  "Este portal não é aberto ao público. Entre com sua conta para ver o conteúdo publicado.";
// Civil "today" of the federations: a `date` window is read in São Paulo, whatever the server's zone.
const TODAY = sql`(now() at time zone 'America/Sao_Paulo')::date`;

/**
 * The WHERE that makes a record published: the status field holds the published value, now is
 * inside the from/until window (a `date` bound counts whole days: published on its first day, still
 * shown on its last), the row is not deleted, and a child's parent record is published too.
 */
export const publishedWhere = (def: ResourceDef, table: ResourceTable, tenantId: string): SQL => {
  const t = table;
  const column = (key: string) => columnNamed(t, key);
  const rule = def.publicRead ?? {};
  const conditions: (SQL | undefined)[] = [eq(t.tenant_id, tenantId)];
  if (def.softDelete) conditions.push(isNull(column("deleted_at")));
  if (rule.statusField) conditions.push(eq(column(rule.statusField), rule.publishedValue ?? "published"));
  const isDate = (key: string) => def.fields[key]?.kind === "date";
  if (rule.fromField) {
    const from = column(rule.fromField);
    conditions.push(or(isNull(from), sql`${from} <= ${isDate(rule.fromField) ? TODAY : sql`now()`}`));
  }
  if (rule.untilField) {
    const until = column(rule.untilField);
    conditions.push(
      or(isNull(until), isDate(rule.untilField) ? sql`${until} >= ${TODAY}` : sql`${until} > now()`),
    );
  }
  const parent = def.parent ? RESOURCES[def.parent.resource] : undefined;
  if (def.parent && parent?.publicRead) {
    const p = resourceTableOf(parent);
    conditions.push(
      sql`${column(def.parent.field)} in (select ${p.id} from ${p} where ${publishedWhere(parent, p, tenantId)})`,
    );
  }
  return and(...conditions)!;
};

/** A record as visitors see it: its fields but secrets, and when it was created and last changed. */
export const publicRecordOf = (def: ResourceDef, row: Record<string, any>) => {
  const { version: _version, ...record } = toRecord(def, row);
  for (const [key, field] of Object.entries(def.fields)) if (field.kind === "secret") delete record[key];
  return record;
};

/**
 * Titles of the records the rows point at. A target that is itself published content lends only
 * the titles of its published records, so a visitor never learns a draft's title through a link.
 */
const publicTitles = async (
  tx: Executor,
  def: ResourceDef,
  tenantId: string,
  rows: Record<string, any>[],
) => {
  const titles: Record<string, Record<string, string>> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== "ref" || !field.ref) continue;
    const ids = [...new Set(rows.map((row) => row[key]).filter(Boolean))] as string[];
    // People (PEOPLE_REF) are not a resource: their names never reach visitors.
    const target = RESOURCES[field.ref];
    if (!ids.length || !target) continue;
    const t = resourceTableOf(target);
    const visible = target.publicRead
      ? publishedWhere(target, t, tenantId)
      : and(eq(t.tenant_id, tenantId), target.softDelete ? isNull(columnNamed(t, "deleted_at")) : undefined);
    const found = await tx
      .select({ id: t.id, title: columnNamed(t, target.titleField) })
      .from(t)
      .where(and(visible, inArray(t.id, ids)));
    titles[key] = Object.fromEntries(found.map((row) => [row.id, String(row.title ?? "")]));
  }
  return rows.map((row) => {
    const record = publicRecordOf(def, row);
    const own = Object.fromEntries(
      Object.keys(titles)
        .filter((key) => row[key])
        .map((key) => [key, titles[key]![row[key]] ?? null]),
    );
    return Object.keys(own).length ? { ...record, _titles: own } : record;
  });
};

/**
 * A portal that is not public shows its content to its own people only: anonymous callers get 403
 * (a logged-in person of the tenant reads as a visitor would). Answers may be cached for a minute,
 * by any cache for a public portal, by the browser alone otherwise.
 */
const admitVisitor = (request: FastifyRequest, reply: FastifyReply) => {
  const isPublic = tenantOf(request).row.isPublic;
  if (!isPublic && !request.auth) throw denied(PRIVATE_PORTAL);
  reply.header("cache-control", `${isPublic ? "public" : "private"}, max-age=60`);
};

const slugField = (def: ResourceDef) =>
  Object.entries(def.fields).find(([, field]) => field.kind === "slug")?.[0];

/** `GET public/<name>` and `GET public/<name>/<id or slug>` of one published resource. */
const registerPublicResource = (app: App, def: ResourceDef) => {
  const config = {
    ...guard({ auth: "public", ...(def.modules?.length ? { modules: [...def.modules] } : {}) }),
    publicResource: def.name,
  };
  const tags = ["public"];
  const t = resourceTableOf(def);
  const slug = slugField(def);
  const querystring = def.parent
    ? listQuerySchemaOf(def).extend({ parent_id: z.uuid("Identificador inválido.").optional() })
    : listQuerySchemaOf(def);

  app.get(
    `/public/${def.name}`,
    { config, schema: { tags, summary: `Published ${def.name}`, querystring } },
    async (request, reply) => {
      admitVisitor(request, reply);
      const tenantId = tenantOf(request).id;
      const query = request.query as ListQuery & { parent_id?: string };
      const where = and(
        listWhere({ def, table: t, tenantId, parentId: query.parent_id, query }),
        publishedWhere(def, t, tenantId),
      );
      return ok(
        await inTenant(request, async (tx) => {
          const [counted] = await tx
            .select({ n: sql<number>`count(*)` })
            .from(sql`(select 1 from ${t} where ${where} limit ${COUNT_CAP + 1}) as matched`);
          const rows = await tx
            .select()
            .from(t)
            .where(where)
            .orderBy(...listOrder({ def, table: t, sort: query.sort }))
            .limit(query.per_page)
            .offset((query.page - 1) * query.per_page);
          const total = Number(counted?.n ?? 0);
          return {
            data: await publicTitles(tx, def, tenantId, rows),
            total: Math.min(total, COUNT_CAP),
            total_capped: total > COUNT_CAP,
            page: query.page,
            per_page: query.per_page,
          };
        }),
      );
    },
  );

  app.get(
    `/public/${def.name}/:ref`,
    {
      config,
      schema: {
        tags,
        summary: `One published ${def.name}, by id${slug ? " or slug" : ""}`,
        params: z.object({ ref: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      admitVisitor(request, reply);
      const tenantId = tenantOf(request).id;
      const { ref } = request.params;
      const byId = z.uuid().safeParse(ref).success;
      // Neither an id nor a slug this resource has: no record can match.
      if (!byId && !slug) throw notFound(NOT_PUBLISHED);
      const record = await inTenant(request, async (tx) => {
        const [row] = await tx
          .select()
          .from(t)
          .where(
            and(
              publishedWhere(def, t, tenantId),
              byId ? eq(t.id, ref) : sql`lower(${columnNamed(t, slug!)}) = lower(${ref})`,
            ),
          )
          .limit(1);
        return row ? (await publicTitles(tx, def, tenantId, [row]))[0] : undefined;
      });
      if (!record) throw notFound(NOT_PUBLISHED);
      return ok(record);
    },
  );
};

/** The public read API: one route pair per resource that declares `publicRead`. */
export const registerPublicRoutes = (app: App) => {
  for (const def of publicResources()) registerPublicResource(app, def);
};
