import { RESOURCES } from "@quadra/shared";
import { privacyOperations } from "@quadra/shared/operations/privacy";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, denied, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { createRecord, updateRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { contentDisposition } from "../../platform/spreadsheets/contentDisposition.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { loadPerson, selfActor } from "../my/myPerson.ts";
import { anonymizePerson } from "./anonymize.ts";
import { privacyViewerOf } from "./privacyAccess.ts";
import { buildPrivacyExport } from "./privacyExport.ts";
import { buildPrivacyOverview } from "./privacyOverview.ts";
import { deleteStoredFiles } from "./storedFiles.ts";

/**
 * What revoking reads of a consent. Resource tables are built from the catalogue at run time, so
 * Drizzle types their columns' values as unknown: the row is typed here after the catalogue's kinds.
 */
type ConsentState = { id: string; version: number; revoked_at: string | null };

const NOT_ALLOWED = "Você não tem permissão para ver os dados de privacidade de outras pessoas.";

/** The person whose privacy record is asked for, and what the caller may see of it (404 across tenants). */
const viewed = async (request: FastifyRequest, personId: string) => {
  const { principal } = authOf(request);
  const viewer = privacyViewerOf(principal, personId);
  if (!viewer.self && !viewer.staff) throw denied(NOT_ALLOWED);
  return viewer;
};

const overview = async (request: FastifyRequest, personId: string) => {
  const tenant = tenantOf(request);
  const viewer = await viewed(request, personId);
  return inTenant(request, async (tx) => {
    const person = await loadPerson(tx, personId);
    const { settings } = await loadSettings(tx, tenant.id);
    return buildPrivacyOverview(tx, { person, viewer, settings, tenantName: settings.title });
  });
};

const sendExport = async (request: FastifyRequest, reply: FastifyReply, personId: string) => {
  const tenant = tenantOf(request);
  const viewer = await viewed(request, personId);
  const data = await inTenant(request, async (tx) => {
    const person = await loadPerson(tx, personId);
    const { settings } = await loadSettings(tx, tenant.id);
    return buildPrivacyExport(tx, {
      person,
      viewer,
      tenant: { name: settings.title, identifier: tenant.identifier },
    });
  });
  return reply
    .headers({
      "content-type": "application/json; charset=utf-8",
      "content-disposition": contentDisposition(`Meus dados ${new Date().toISOString().slice(0, 10)}.json`),
      "cache-control": "private, no-store",
    })
    .send(JSON.stringify(data, null, 2));
};

/**
 * LGPD: the privacy screens (/my/privacy and, for staff, /records/users/privacy/:id), consents,
 * the export of all of a person's data, data-subject requests and anonymization. Staff answer
 * requests through the generic privacyrequests screens (/records/privacyrequests).
 */
export const registerPrivacyRoutes = (app: App) => {
  route(app, privacyOperations, "mine", async (request) =>
    ok(await overview(request, authOf(request).user.id)),
  );

  route(app, privacyOperations, "ofPerson", async (request) =>
    ok(await overview(request, request.params.id)),
  );

  route(app, privacyOperations, "exportMine", (request, reply) =>
    sendExport(request, reply, authOf(request).user.id),
  );

  route(app, privacyOperations, "exportOfPerson", (request, reply) =>
    sendExport(request, reply, request.params.id),
  );

  route(app, privacyOperations, "consent", async (request, reply) => {
    const actor = selfActor(request);
    const consents = resourceTable("consents");
    const record = await inTenant(request, async (tx) => {
      const [active] = await tx
        .select({ id: consents.id! })
        .from(consents)
        .where(
          and(
            eq(consents.user_id!, actor.userId!),
            eq(consents.purpose!, request.body.purpose),
            isNull(consents.revoked_at!),
          ),
        )
        .limit(1);
      if (active) throw conflict("Você já deu este consentimento.");
      return createRecord(tx, {
        def: RESOURCES.consents!,
        actor,
        body: {
          user_id: actor.userId,
          purpose: request.body.purpose,
          granted_at: new Date().toISOString(),
        },
      });
    });
    return reply.code(201).send(ok(record, "Consentimento registrado."));
  });

  route(app, privacyOperations, "revokeConsent", async (request) => {
    const actor = selfActor(request);
    const consents = resourceTable("consents");
    const record = await inTenant(request, async (tx) => {
      const [row] = (await tx
        .select({ id: consents.id!, version: consents.version!, revoked_at: consents.revoked_at! })
        .from(consents)
        .where(and(eq(consents.id!, request.params.id), eq(consents.user_id!, actor.userId!)))
        .for("update")
        .limit(1)) as ConsentState[];
      if (!row) throw notFound("Consentimento não encontrado.");
      if (row.revoked_at) throw conflict("Este consentimento já foi revogado.");
      return updateRecord(tx, {
        def: RESOURCES.consents!,
        actor,
        id: row.id,
        body: { revoked_at: new Date().toISOString(), version: row.version },
      });
    });
    return ok(record, "Consentimento revogado.");
  });

  route(app, privacyOperations, "request", async (request, reply) => {
    const actor = selfActor(request);
    const requests = resourceTable("privacyrequests");
    const record = await inTenant(request, async (tx) => {
      const [open] = await tx
        .select({ id: requests.id! })
        .from(requests)
        .where(
          and(
            eq(requests.user_id!, actor.userId!),
            eq(requests.kind!, request.body.kind),
            eq(requests.status!, "open"),
          ),
        )
        .limit(1);
      if (open) throw conflict("Você já tem um pedido deste tipo em análise.");
      return createRecord(tx, {
        def: RESOURCES.privacyrequests!,
        actor,
        body: {
          user_id: actor.userId,
          kind: request.body.kind,
          details: request.body.details,
          status: "open",
        },
      });
    });
    const message =
      request.body.kind === "deletion"
        ? "Pedido de exclusão registrado. A secretaria responderá em até 15 dias."
        : "Pedido registrado. A secretaria responderá em até 15 dias.";
    return reply.code(201).send(ok(record, message));
  });

  route(app, privacyOperations, "anonymize", async (request) => {
    const actor = selfActor(request);
    const { fileKeys, summary } = await inTenant(request, (tx) =>
      anonymizePerson(tx, { personId: request.params.id, actor, requestId: request.body?.request_id }),
    );
    await deleteStoredFiles(request, fileKeys);
    return ok(summary, "Dados anonimizados. A pessoa não consegue mais entrar no portal.");
  });
};
