import {
  type PublicAssociationCard,
  type PublicDocumentCard,
  type PublicSearchKind,
  type PublicSearchPage,
  type PublicUserCard,
  RESOURCES,
  searchTerms,
  type TenantSettings,
} from "@quadra/shared";
import { publicSearchOperations } from "@quadra/shared/operations/publicSearch";
import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { containsPattern } from "../../platform/db/like.ts";
import { rowsOf } from "../../platform/db/resultRows.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { AppError, invalidFields, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { publishedWhere } from "../../platform/resources/publicRoutes.ts";
import { COUNT_CAP } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { foldedSql } from "../imports/refLookup.ts";
import { contentDisposition } from "../uploads/fileName.ts";
import {
  MIN_PEOPLE_TERM,
  peopleAssociationsSql,
  peopleCountSql,
  peoplePageSql,
  visiblePersonSql,
} from "./publicPeopleSql.ts";

const LABELS = publicSearchOperations.operations.users.fieldLabels;
const NO_PHOTO = "Foto não encontrada.";
const NO_SHIELD = "Escudo não encontrado.";
const NO_DOCUMENT = "Documento não encontrado ou não publicado.";

const OFF: Record<PublicSearchKind, string> = {
  users: "A busca pública de pessoas não está habilitada neste portal.",
  associations: "A busca pública de entidades não está habilitada neste portal.",
  documents: "A busca pública de documentos não está habilitada neste portal.",
};

// Resource tables are built from the catalogue at run time, so their columns come from an index
// signature: `table.column!` below names a column the catalogue declares (associations, cities,
// documents), and the values read are typed by the shared card types.

/** The tenant's choices, read in the request's transaction; a search the tenant turned off is a 403. */
const settingsFor = async (tx: Executor, tenantId: string, kind: PublicSearchKind) => {
  const { settings } = await loadSettings(tx, tenantId);
  const chosen: TenantSettings["public_search"] = settings.public_search;
  if (!chosen[kind].enabled) throw new AppError(403, OFF[kind], { code: "disabled" });
  return chosen;
};

const pageOf = <T>(
  data: T[],
  counted: number,
  query: { page: number; per_page: number },
  fields: string[],
): PublicSearchPage<T> => ({
  data,
  total: Math.min(counted, COUNT_CAP),
  total_capped: counted > COUNT_CAP,
  page: query.page,
  per_page: query.per_page,
  fields,
});

/** Keeps only the chosen keys of a card (plus what always shows: id and name). */
const pick = <T extends { id: string; name: string }>(card: T, fields: readonly string[]) =>
  Object.fromEntries(
    Object.entries(card).filter(([key]) => key === "id" || key === "name" || fields.includes(key)),
  ) as T;

/**
 * Streams a stored file of this tenant (an `uploads/<id>` value) or redirects to an absolute address.
 * Only after the route checked that the record holding it is public: the upload itself may be private.
 * Images are shown inline; documents are downloaded, never rendered on our origin.
 */
export const sendStored = async (
  request: FastifyRequest,
  reply: FastifyReply,
  url: string | null | undefined,
  { missing, image }: { missing: string; image: boolean },
) => {
  if (!url) throw notFound(missing);
  if (/^https?:\/\//i.test(url)) return reply.redirect(url);
  const id = url.replace(/^uploads\//, "");
  if (!z.uuid().safeParse(id).success) throw notFound(missing);
  const [row] = await inTenant(request, (tx) => tx.select().from(uploads).where(eq(uploads.id, id)).limit(1));
  const stored =
    row && (!image || row.kind === "image") ? await request.server.deps.storage.get(row.key) : null;
  if (!row || !stored) throw notFound(missing);
  return reply
    .headers({
      "content-type": row.contentType,
      "content-length": String(stored.size),
      "content-disposition": contentDisposition({ name: row.name, inline: image }),
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=300",
      "cross-origin-resource-policy": "cross-origin",
      "access-control-expose-headers": "Content-Disposition, Content-Length",
    })
    .send(stored.stream);
};

/**
 * The public search (spec /public: users, associations, documents), for logged-in people: only what
 * the tenant chose to make public (`public_search` of the settings), paginated, accent-free.
 */
export const registerPublicSearchRoutes = (app: App) => {
  route(app, publicSearchOperations, "users", async (request) => {
    const query = request.query;
    const tenantId = tenantOf(request).id;
    const terms = searchTerms(query.q);
    if (!terms.some((term) => term.length >= MIN_PEOPLE_TERM))
      throw invalidFields({ q: `Digite ao menos ${MIN_PEOPLE_TERM} letras do nome.` }, LABELS);
    return ok(
      await inTenant(request, async (tx) => {
        const { fields } = (await settingsFor(tx, tenantId, "users")).users;
        const [counted] = rowsOf<{ n: number }>(
          await tx.execute(peopleCountSql({ tenantId, terms, cap: COUNT_CAP })),
        );
        const rows = rowsOf<{
          id: string;
          name: string;
          image_url: string | null;
          birth_year: number | null;
          city: string | null;
          state: string | null;
          registration_number: number | null;
        }>(
          await tx.execute(
            peoplePageSql({
              tenantId,
              terms,
              limit: query.per_page,
              offset: (query.page - 1) * query.per_page,
            }),
          ),
        );
        const clubs = new Map<string, string[]>();
        if (fields.includes("associations") && rows.length)
          for (const row of rowsOf<{ user_id: string; name: string }>(
            await tx.execute(peopleAssociationsSql({ tenantId, ids: rows.map((row) => row.id) })),
          ))
            clubs.set(row.user_id, [...(clubs.get(row.user_id) ?? []), row.name]);
        const cards = rows.map((row) =>
          pick<PublicUserCard>(
            {
              id: row.id,
              name: row.name,
              // The photo is served by the route below, which checks again that it may be shown.
              image: row.image_url ? `public/search/users/${row.id}/image` : null,
              birth_year: row.birth_year,
              city: row.city ? [row.city, row.state].filter(Boolean).join(" - ") : null,
              associations: clubs.get(row.id) ?? [],
              registration_number: row.registration_number,
            },
            fields,
          ),
        );
        return pageOf(cards, Number(counted?.n ?? 0), query, fields);
      }),
    );
  });

  route(app, publicSearchOperations, "userImage", async (request, reply) => {
    const tenantId = tenantOf(request).id;
    const url = await inTenant(request, async (tx) => {
      const { fields } = (await settingsFor(tx, tenantId, "users")).users;
      if (!fields.includes("image")) throw notFound(NO_PHOTO);
      const [row] = rowsOf<{ image_url: string | null }>(
        await tx.execute(visiblePersonSql({ tenantId, id: request.params.id })),
      );
      return row?.image_url;
    });
    return sendStored(request, reply, url, { missing: NO_PHOTO, image: true });
  });

  route(app, publicSearchOperations, "associations", async (request) => {
    const query = request.query;
    const tenantId = tenantOf(request).id;
    const a = resourceTable("associations");
    const city = resourceTable("cities");
    // Name and short name only: `search_text` also holds the staff's private notes.
    const where = and(
      eq(a.tenant_id!, tenantId),
      isNull(a.deleted_at!),
      eq(a.status!, "approved"),
      ...searchTerms(query.q).map(
        (term) =>
          sql`${foldedSql(sql`${a.name!} || ' ' || coalesce(${a.short_name!}, '')`)} like ${containsPattern(term)}`,
      ),
    );
    return ok(
      await inTenant(request, async (tx) => {
        const { fields } = (await settingsFor(tx, tenantId, "associations")).associations;
        const counted = await countCapped(tx, a, where);
        const rows = await tx
          .select({
            id: a.id!,
            name: a.name!,
            short_name: a.short_name!,
            shield: a.shield!,
            city: city.name!,
            cnpj: a.cnpj!,
            email: a.email!,
            phone: a.phone!,
            site: a.site!,
          })
          .from(a)
          .leftJoin(city, and(eq(city.tenant_id!, a.tenant_id!), eq(city.id!, a.city_id!)))
          .where(where)
          .orderBy(asc(a.name!), asc(a.id!))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page);
        const cards = (rows as PublicAssociationCard[]).map((row) =>
          pick<PublicAssociationCard>(
            { ...row, shield: row.shield ? `public/search/associations/${row.id}/shield` : null },
            fields,
          ),
        );
        return pageOf(cards, counted, query, fields);
      }),
    );
  });

  route(app, publicSearchOperations, "associationShield", async (request, reply) => {
    const tenantId = tenantOf(request).id;
    const a = resourceTable("associations");
    const url = await inTenant(request, async (tx) => {
      const { fields } = (await settingsFor(tx, tenantId, "associations")).associations;
      if (!fields.includes("shield")) throw notFound(NO_SHIELD);
      const [row] = await tx
        .select({ shield: a.shield! })
        .from(a)
        .where(
          and(
            eq(a.tenant_id!, tenantId),
            eq(a.id!, request.params.id),
            isNull(a.deleted_at!),
            eq(a.status!, "approved"),
          ),
        )
        .limit(1);
      return row?.shield as string | null | undefined;
    });
    return sendStored(request, reply, url, { missing: NO_SHIELD, image: true });
  });

  route(app, publicSearchOperations, "documents", async (request) => {
    const query = request.query;
    const tenantId = tenantOf(request).id;
    const def = RESOURCES.documents!;
    const d = resourceTable("documents");
    // Every searchable field of a document is public (title, number, description, tags).
    const where = and(
      publishedWhere(def, d, tenantId),
      ...searchTerms(query.q).map((term) => sql`${d.search_text!} like ${containsPattern(term)}`),
    );
    return ok(
      await inTenant(request, async (tx) => {
        await settingsFor(tx, tenantId, "documents");
        const counted = await countCapped(tx, d, where);
        const rows = (await tx
          .select({
            id: d.id!,
            title: d.title!,
            type: d.type!,
            number: d.number!,
            issued_on: d.issued_on!,
            valid_until: d.valid_until!,
            file: d.file!,
            description: d.description!,
          })
          .from(d)
          .where(where)
          .orderBy(sql`${d.issued_on!} desc nulls last`, desc(d.created_at!), asc(d.id!))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page)) as PublicDocumentCard[];
        const cards = rows.map((row) => ({ ...row, file: `public/search/documents/${row.id}/file` }));
        return pageOf(cards, counted, query, []);
      }),
    );
  });

  route(app, publicSearchOperations, "documentFile", async (request, reply) => {
    const tenantId = tenantOf(request).id;
    const def = RESOURCES.documents!;
    const d = resourceTable("documents");
    const url = await inTenant(request, async (tx) => {
      await settingsFor(tx, tenantId, "documents");
      const [row] = await tx
        .select({ file: d.file! })
        .from(d)
        .where(and(publishedWhere(def, d, tenantId), eq(d.id!, request.params.id)))
        .limit(1);
      return row?.file as string | null | undefined;
    });
    return sendStored(request, reply, url, { missing: NO_DOCUMENT, image: false });
  });
};

const countCapped = async (tx: Executor, table: unknown, where: SQL | undefined) => {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from (select 1 from ${table} where ${where} limit ${COUNT_CAP + 1}) as matched`,
    ),
  );
  return Number(row?.n ?? 0);
};
