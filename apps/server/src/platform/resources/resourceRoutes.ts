import {
  collectionPath,
  counted,
  createSchemaOf,
  fieldLabelsOf,
  hasAction,
  patchSchemaOf,
  RESOURCE_LIST,
  type ResourceDef,
  searchTerms,
} from "@quadra/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { containsPattern } from "../db/like.ts";
import { ok } from "../http/envelope.ts";
import { guard } from "../http/guard.ts";
import { authOf, inTenant, tenantOf } from "../http/requestScope.ts";
import type { App } from "../http/types.ts";
import type { Actor } from "./auditLog.ts";
import { type ListQuery, listQuerySchemaOf } from "./listQuery.ts";
import { registerResourceExport } from "./resourceExport.ts";
import {
  createRecord,
  deleteRecords,
  getRecord,
  listRecords,
  refTitles,
  uniqueConflict,
  updateRecord,
} from "./resourceStore.ts";
import { columnNamed, resourceTableOf } from "./resourceTable.ts";
import { visibleWhere } from "./ruleRegistry.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const ZBulk = z.strictObject({
  ids: z.array(z.uuid("Identificador inválido.")).min(1, "Escolha ao menos um registro.").max(500),
});

export const actorOf = (request: FastifyRequest): Actor => {
  const auth = authOf(request);
  return { tenantId: tenantOf(request).id, userId: auth.user.id, userName: auth.user.name, ip: request.ip };
};

/** The rows of a resource this caller may see (resource rules' visibleTo; undefined: all). */
export const visibleOf = (request: FastifyRequest, def: ResourceDef) =>
  visibleWhere(def.name, {
    viewer: authOf(request).principal,
    table: resourceTableOf(def),
    tenantId: tenantOf(request).id,
  });

/** The guard every route of a resource declares: its permission and modules (ARCHITECTURE §4). */
export const resourceGuard = (def: ResourceDef) =>
  guard({
    auth: "login",
    permissions: [def.permission],
    ...(def.modules?.length ? { modules: [...def.modules] } : {}),
  });

/** The routes of one resource, derived from its definition. */
/** Whether a field of some resource points at this one (its options then feed that field's select). */
const isReferenced = (def: ResourceDef) =>
  RESOURCE_LIST.some((other) =>
    Object.values(other.fields).some((field) => field.kind === "ref" && field.ref === def.name),
  );

export const registerResource = (app: App, def: ResourceDef) => {
  const config = { ...resourceGuard(def), fieldLabels: fieldLabelsOf(def), resource: def.name };
  const tags = [def.name];
  const collection = `/${collectionPath(def)}`;
  const params = def.parent ? ZId : undefined;
  const message = (verb: string) => `${def.label.one["pt-BR"]} ${verb}.`;
  const parentOf = (request: FastifyRequest) =>
    def.parent ? (request.params as { id: string }).id : undefined;

  if (hasAction(def, "list")) {
    app.get(
      collection,
      {
        config,
        schema: {
          tags,
          summary: `List ${def.name}`,
          querystring: listQuerySchemaOf(def),
          ...(params ? { params } : {}),
        },
      },
      async (request) =>
        ok(
          await inTenant(request, (tx) =>
            listRecords(tx, {
              def,
              tenantId: tenantOf(request).id,
              parentId: parentOf(request),
              query: request.query as ListQuery,
              counts: request.server.deps.counts,
              visible: visibleOf(request, def),
            }),
          ),
        ),
    );
    // Options of the selects that point at this resource: id and title, searchable, 50 at most.
    // Anyone logged in may read the titles of a resource other resources point at (a club's form
    // needs the cities); one that nothing points at has no select to feed, so its options need
    // its own permission (a PAR-Q's title is a person who answered one: health data).
    app.get(
      `/${def.name}/options`,
      {
        config: {
          ...guard({
            auth: "login",
            ...(isReferenced(def) ? {} : { permissions: [def.permission] }),
            ...(def.modules?.length ? { modules: [...def.modules] } : {}),
          }),
          resource: def.name,
        },
        schema: {
          tags,
          summary: `Options of ${def.name} for selects`,
          querystring: z.object({
            q: z.string().max(200).optional(),
            parent_id: z.uuid().optional(),
            ids: z.string().max(2_000).optional(),
          }),
        },
      },
      async (request) => {
        const { q, parent_id, ids } = request.query;
        const t = resourceTableOf(def);
        const tenantId = tenantOf(request).id;
        const wanted = (ids ?? "").split(",").filter((id) => z.uuid().safeParse(id).success);
        const conditions = [
          eq(t.tenant_id, tenantId),
          visibleOf(request, def),
          def.softDelete ? isNull(columnNamed(t, "deleted_at")) : undefined,
          def.parent && parent_id ? eq(columnNamed(t, def.parent.field), parent_id) : undefined,
          wanted.length ? sql`${t.id} in ${wanted}` : undefined,
          ...searchTerms(q).map((term) => sql`${t.search_text} like ${containsPattern(term)}`),
        ];
        const rows = await inTenant(request, async (tx) => {
          const found = (await tx
            .select({ id: t.id, title: columnNamed(t, def.titleField) })
            .from(t)
            .where(and(...conditions))
            .orderBy(asc(columnNamed(t, def.titleField)))
            .limit(50)) as { id: string; title: unknown }[];
          if (def.fields[def.titleField]?.kind !== "ref") return found;
          // Named by the record its title field points at (an assignment by its person).
          const titles = await refTitles(
            tx,
            def,
            tenantId,
            found.map((row) => ({ [def.titleField]: row.title })),
          );
          return found.map((row) => ({
            id: row.id,
            title: titles[def.titleField]?.[String(row.title)] ?? "",
          }));
        });
        return ok(rows.map((row) => ({ id: row.id, title: String(row.title ?? "") })));
      },
    );
  }
  if (hasAction(def, "export")) registerResourceExport(app, def, config);

  if (hasAction(def, "create")) {
    app.post(
      collection,
      {
        config,
        schema: {
          tags,
          summary: `Create ${def.name}`,
          body: createSchemaOf(def),
          ...(params ? { params } : {}),
        },
      },
      async (request, reply) => {
        const record = await inTenant(request, (tx) =>
          createRecord(tx, {
            def,
            actor: actorOf(request),
            parentId: parentOf(request),
            body: request.body as Record<string, unknown>,
          }),
        ).catch(uniqueConflict(def));
        return reply.code(201).send(ok(record, message("criado(a)")));
      },
    );
  }
  if (hasAction(def, "get")) {
    app.get(
      `/${def.name}/:id`,
      { config, schema: { tags, summary: `Get ${def.name}`, params: ZId } },
      async (request) =>
        ok(
          await inTenant(request, (tx) =>
            getRecord(tx, def, tenantOf(request).id, request.params.id, visibleOf(request, def)),
          ),
        ),
    );
  }
  if (hasAction(def, "update")) {
    app.patch(
      `/${def.name}/:id`,
      { config, schema: { tags, summary: `Update ${def.name}`, params: ZId, body: patchSchemaOf(def) } },
      async (request) =>
        ok(
          await inTenant(request, (tx) =>
            updateRecord(tx, {
              def,
              actor: actorOf(request),
              id: request.params.id,
              body: request.body as Record<string, unknown> & { version: number },
              visible: visibleOf(request, def),
            }),
          ).catch(uniqueConflict(def)),
          message("salvo(a)"),
        ),
    );
  }
  if (hasAction(def, "delete")) {
    app.delete(
      `/${def.name}/:id`,
      { config, schema: { tags, summary: `Delete ${def.name}`, params: ZId } },
      async (request) => {
        await inTenant(request, (tx) =>
          deleteRecords(tx, {
            def,
            actor: actorOf(request),
            ids: [request.params.id],
            visible: visibleOf(request, def),
          }),
        );
        return ok({ deleted: 1 }, message("excluído(a)"));
      },
    );
    app.post(
      `/${def.name}/delete`,
      { config, schema: { tags, summary: `Delete many ${def.name}`, body: ZBulk } },
      async (request) => {
        const deleted = await inTenant(request, (tx) =>
          deleteRecords(tx, {
            def,
            actor: actorOf(request),
            ids: request.body.ids,
            visible: visibleOf(request, def),
          }),
        );
        return ok({ deleted }, `${counted(deleted, "registro excluído", "registros excluídos")}.`);
      },
    );
  }
};

/** Every resource of the registry. */
export const registerResourceRoutes = (app: App) => {
  for (const def of RESOURCE_LIST) registerResource(app, def);
};
