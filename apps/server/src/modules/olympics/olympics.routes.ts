import { pipeline } from "node:stream/promises";
import { OLYMPICS_EVENT } from "@quadra/shared/contracts/olympics";
import { olympicsOperations } from "@quadra/shared/operations/olympics";
import { competitions } from "@quadra/shared/resources/catalog/teams";
import { slugify } from "@quadra/shared/resources/slug";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { endFailedHijacked } from "../../platform/http/hijackedReply.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { topicStreams } from "../../platform/realtime/eventStream.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { createRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { contentDisposition } from "../../platform/spreadsheets/contentDisposition.ts";
import { sendExport } from "../../platform/spreadsheets/index.ts";
import { brazilDay } from "../../platform/time.ts";
import { competitionTopic } from "../competitions/competitionEvents.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { sendStored } from "../publicsearch/publicSearch.routes.ts";
import { OLYMPICS_EXPORT_COLUMNS, olympicsExportRows, olympicsPdf } from "./olympicsExport.ts";
import {
  OLYMPICS_NOT_FOUND,
  olympicsCompetitionIds,
  olympicsEdition,
  olympicsOverview,
  olympicsPublicContent,
  olympicsPublicFile,
  olympicsResults,
} from "./olympicsResults.ts";

const EVENT_NOT_FOUND = "Prova não encontrada ou inativa.";
const NO_FILE = "Arquivo não encontrado ou não publicado.";
const EVENT_HAS_COMPETITION = "Esta prova já tem uma competição nestes jogos.";
const CLOSED_EDITION = "Jogos encerrados ou cancelados não recebem novas provas.";
/** Editions a visitor sees: public ones taking registrations, running or finished (as competitions). */
const PUBLIC_STATUSES = new Set(["registration", "running", "finished"]);

const brDate = (iso: string) => iso.slice(0, 10).split("-").reverse().join("/");

/** A public edition, or the 404 of one that is not (private, planned, cancelled, deleted). */
const publicEdition = async (request: FastifyRequest<any>, id: string) =>
  inTenant(request, async (tx) => {
    const olympic = await olympicsEdition(tx, id);
    if (!olympic.public || !PUBLIC_STATUSES.has(olympic.status)) throw notFound(OLYMPICS_NOT_FOUND);
    return olympic;
  });

/**
 * A games edition's operations (docs/gamesday.md): the show screen, an event's competition created
 * from the edition, the results with their exports and live stream, and the public page.
 */
export const registerOlympicsRoutes = (app: App) => {
  const stream = topicStreams(app);

  route(app, olympicsOperations, "overview", async (request) =>
    ok(await inTenant(request, (tx) => olympicsOverview(tx, request.params.id))),
  );

  route(app, olympicsOperations, "createEventCompetition", async (request, reply) => {
    const { id, event_id } = request.params;
    const actor = actorOf(request);
    const created = await inTenant(request, async (tx) => {
      const olympic = await olympicsEdition(tx, id);
      if (olympic.status === "finished" || olympic.status === "cancelled")
        throw conflict(CLOSED_EDITION, { event_id: CLOSED_EDITION });
      const e = resourceTable("olympicsevents");
      const cat = resourceTable("competitionscategories");
      const [event] = await tx
        .select({
          id: e.id,
          name: e.name,
          sport_id: e.sport_id,
          category_id: e.category_id,
          category_name: cat.name,
        })
        .from(e)
        .leftJoin(cat, eq(cat.id, e.category_id))
        .where(and(eq(e.id, event_id), isNull(e.deleted_at), eq(e.active, true)))
        .limit(1);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const c = resourceTable("competitions");
      const [existing] = await tx
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.olympic_id, id), eq(c.olympicsevent_id, event_id), isNull(c.deleted_at)))
        .limit(1);
      if (existing) throw conflict(EVENT_HAS_COMPETITION, { event_id: EVENT_HAS_COMPETITION });
      const row = await createRecord(tx, {
        def: competitions,
        actor,
        body: {
          name: `${event.name} — ${olympic.name}`.slice(0, 200),
          sport_id: event.sport_id,
          ...(event.category_id ? { category_id: event.category_id } : {}),
          ...(event.category_name ? { category: event.category_name } : {}),
          ...(olympic.edition ? { season: olympic.edition } : {}),
          ...(olympic.starts_on ? { starts_on: olympic.starts_on } : {}),
          ...(olympic.ends_on ? { ends_on: olympic.ends_on } : {}),
          public: olympic.public,
          olympic_id: id,
          olympicsevent_id: event_id,
        },
      });
      return {
        id: String(row.id),
        name: String(row.name),
        status: String(row.status),
        public: row.public !== false,
      };
    });
    return reply.code(201).send(ok(created, `Competição da prova criada: ${created.name}.`));
  });

  route(app, olympicsOperations, "results", async (request) =>
    ok(await inTenant(request, (tx) => olympicsResults(tx, request.params.id))),
  );

  // Computed before the answer is taken over, so an edition that does not exist is an ordinary 404.
  route(app, olympicsOperations, "resultsExport", async (request, reply) => {
    const format = request.query?.format ?? "xlsx";
    const tenant = tenantOf(request);
    const { results, tenantName } = await inTenant(request, async (tx) => ({
      results: await olympicsResults(tx, request.params.id),
      tenantName: (await loadSettings(tx, tenant.id)).settings.title || tenant.row.name,
    }));
    const { olympic } = results;
    reply.hijack();
    try {
      if (format === "pdf") {
        reply.raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          "content-type": "application/pdf",
          "content-disposition": contentDisposition(`quadros-${slugify(olympic.name) || "jogos"}.pdf`),
          "cache-control": "private, no-store",
        });
        const period =
          olympic.starts_on && olympic.ends_on
            ? `De ${brDate(olympic.starts_on)} a ${brDate(olympic.ends_on)}`
            : olympic.edition
              ? `Edição ${olympic.edition}`
              : null;
        await pipeline(olympicsPdf(results, { tenantName, period }), reply.raw);
        return reply;
      }
      await sendExport({
        raw: reply.raw,
        headers: reply.getHeaders() as Record<string, string>,
        format: "xlsx",
        columns: OLYMPICS_EXPORT_COLUMNS,
        batches: (async function* () {
          yield olympicsExportRows(results);
        })(),
        sheetName: "Quadros",
        fileName: `Quadros ${olympic.name} ${brazilDay()}.xlsx`,
      });
    } catch (error) {
      endFailedHijacked(reply.raw);
      throw error;
    }
    return reply;
  });

  route(app, olympicsOperations, "events", async (request, reply) => {
    const tenant = tenantOf(request);
    const ids = await inTenant(request, async (tx) => {
      await olympicsEdition(tx, request.params.id);
      return olympicsCompetitionIds(tx, request.params.id);
    });
    return stream(
      request,
      reply,
      ids.map((id) => competitionTopic(tenant.identifier, id)),
      (event) => ({ event: OLYMPICS_EVENT, data: event.record }),
    );
  });

  route(app, olympicsOperations, "publicShow", async (request) => {
    const id = request.params.id;
    await publicEdition(request, id);
    return ok(
      await inTenant(request, async (tx) => ({
        ...(await olympicsResults(tx, id)),
        ...(await olympicsPublicContent(tx, id)),
      })),
    );
  });

  route(app, olympicsOperations, "publicEvents", async (request, reply) => {
    const tenant = tenantOf(request);
    const id = request.params.id;
    await publicEdition(request, id);
    const ids = await inTenant(request, (tx) => olympicsCompetitionIds(tx, id));
    return stream(
      request,
      reply,
      ids.map((competition) => competitionTopic(tenant.identifier, competition)),
      (event) => ({ event: OLYMPICS_EVENT, data: event.record }),
    );
  });

  route(app, olympicsOperations, "publicDownload", async (request, reply) => {
    const url = await inTenant(request, (tx) => olympicsPublicFile(tx, request.params.id));
    return sendStored(request, reply, url, { missing: NO_FILE, image: false });
  });
};
