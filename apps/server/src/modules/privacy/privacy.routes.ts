import {
  RESOURCES,
  ZAnonymizeBody,
  ZConsentBody,
  ZPrivacyOverview,
  ZPrivacyRequestBody,
  zEnvelope,
} from "@quadra/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, denied, notFound } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
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

const LOGIN = guard({ auth: "login" });
const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const LABELS = { purpose: "Finalidade", kind: "Pedido", details: "Detalhes", request_id: "Solicitação" };
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
  app.get(
    "/my/privacy",
    {
      config: LOGIN,
      schema: {
        tags: ["privacy"],
        summary: "What is held about the caller, who it is shared with, consents and requests",
        response: { 200: zEnvelope(ZPrivacyOverview) },
      },
    },
    async (request) => ok(await overview(request, authOf(request).user.id)),
  );

  app.get(
    "/users/:id/privacy",
    {
      // Spec §6: the privacy screen needs only login; the server lets a person see their own and
      // staff (`users`) anyone's.
      config: LOGIN,
      schema: {
        tags: ["privacy"],
        summary: "A person's privacy record (the person, or staff holding users)",
        params: ZId,
        response: { 200: zEnvelope(ZPrivacyOverview) },
      },
    },
    async (request) => ok(await overview(request, request.params.id)),
  );

  app.get(
    "/my/privacy/export",
    {
      config: LOGIN,
      schema: { tags: ["privacy"], summary: "All of the caller's data as a JSON file" },
    },
    (request, reply) => sendExport(request, reply, authOf(request).user.id),
  );

  app.get(
    "/users/:id/privacy/export",
    {
      config: LOGIN,
      schema: {
        tags: ["privacy"],
        summary: "All of a person's data as a JSON file (the person, or staff holding users)",
        params: ZId,
      },
    },
    (request, reply) => sendExport(request, reply, request.params.id),
  );

  app.post(
    "/my/consents",
    {
      config: { ...LOGIN, fieldLabels: LABELS },
      schema: { tags: ["privacy"], summary: "Give a consent", body: ZConsentBody },
    },
    async (request, reply) => {
      const actor = selfActor(request);
      const consents = resourceTable("consents") as any;
      const record = await inTenant(request, async (tx) => {
        const [active] = await tx
          .select({ id: consents.id })
          .from(consents)
          .where(
            and(
              eq(consents.user_id, actor.userId),
              eq(consents.purpose, request.body.purpose),
              isNull(consents.revoked_at),
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
    },
  );

  app.post(
    "/my/consents/:id/revoke",
    {
      config: LOGIN,
      schema: { tags: ["privacy"], summary: "Take back a consent", params: ZId },
    },
    async (request) => {
      const actor = selfActor(request);
      const consents = resourceTable("consents") as any;
      const record = await inTenant(request, async (tx) => {
        const [row] = await tx
          .select()
          .from(consents)
          .where(and(eq(consents.id, request.params.id), eq(consents.user_id, actor.userId)))
          .for("update")
          .limit(1);
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
    },
  );

  app.post(
    "/my/privacy/requests",
    {
      config: { ...LOGIN, fieldLabels: LABELS },
      schema: {
        tags: ["privacy"],
        summary: "Ask for a copy, a correction or the deletion of one's data",
        body: ZPrivacyRequestBody,
      },
    },
    async (request, reply) => {
      const actor = selfActor(request);
      const requests = resourceTable("privacyrequests") as any;
      const record = await inTenant(request, async (tx) => {
        const [open] = await tx
          .select({ id: requests.id })
          .from(requests)
          .where(
            and(
              eq(requests.user_id, actor.userId),
              eq(requests.kind, request.body.kind),
              eq(requests.status, "open"),
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
    },
  );

  app.post(
    "/users/:id/anonymize",
    {
      config: { ...guard({ auth: "login", permissions: ["users"] }), fieldLabels: LABELS },
      schema: {
        tags: ["privacy"],
        summary: "Anonymize a person (LGPD deletion): erases what the law does not require to keep",
        params: ZId,
        body: ZAnonymizeBody,
      },
    },
    async (request) => {
      const actor = selfActor(request);
      const { fileKeys, summary } = await inTenant(request, (tx) =>
        anonymizePerson(tx, { personId: request.params.id, actor, requestId: request.body?.request_id }),
      );
      await deleteStoredFiles(request, fileKeys);
      return ok(summary, "Dados anonimizados. A pessoa não consegue mais entrar no portal.");
    },
  );
};
