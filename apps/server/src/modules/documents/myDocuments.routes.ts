import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields, notFound } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { uniqueConflict } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import {
  asDocumentRecords,
  correctDocument,
  documentDef as def,
  documentOfSubjects,
  documentLabels as labels,
  personTypes,
  sendDocument,
  ZCorrectDocument,
  ZSendDocument,
} from "./documentSending.ts";
import { subjectsOf } from "./documentSubjects.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const config = { ...guard({ auth: "login" }), fieldLabels: labels };

/**
 * The person's side of documents (/my/documents): their own and their dependents' documents, the
 * types they may send, sending one (it waits for review) and correcting one while it waits or after
 * a refusal (which sends it back to review). No staff permission: every logged-in person.
 */
export const registerMyDocumentRoutes = (app: App) => {
  app.get(
    "/my/documenttypes",
    { config, schema: { tags: ["my"], summary: "Document types a person may send" } },
    async (request) => ok(await inTenant(request, (tx) => personTypes(tx, tenantOf(request).id))),
  );

  app.get(
    "/my/documents",
    {
      config,
      schema: {
        tags: ["my"],
        summary: "Documents of the caller and of their dependents",
        querystring: z.object({ user_id: z.uuid("Identificador inválido.").optional() }),
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      return ok(
        await inTenant(request, async (tx) => {
          const people = await subjectsOf(tx, tenantId, authOf(request).user.id);
          const wanted = request.query.user_id;
          if (wanted && !people.some((person) => person.id === wanted))
            throw notFound("Pessoa não encontrada.");
          const t = resourceTable("userdocuments") as any;
          const rows = await tx
            .select()
            .from(t)
            .where(
              and(
                eq(t.tenant_id, tenantId),
                inArray(t.user_id, wanted ? [wanted] : people.map((person) => person.id)),
              ),
            )
            .orderBy(desc(t.created_at))
            .limit(500);
          return { people, data: await asDocumentRecords(tx, tenantId, rows) };
        }),
      );
    },
  );

  app.get(
    "/my/documents/:id",
    { config, schema: { tags: ["my"], summary: "One document of the caller or a dependent", params: ZId } },
    async (request) => {
      const tenantId = tenantOf(request).id;
      return ok(
        await inTenant(request, async (tx) => {
          const people = await subjectsOf(tx, tenantId, authOf(request).user.id);
          const row = await documentOfSubjects(
            tx,
            tenantId,
            people.map((person) => person.id),
            request.params.id,
          );
          return (await asDocumentRecords(tx, tenantId, [row]))[0];
        }),
      );
    },
  );

  app.post(
    "/my/documents",
    {
      config,
      schema: {
        tags: ["my"],
        summary: "Send a document of the caller or a dependent (it waits for review)",
        body: ZSendDocument,
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id;
      const me = authOf(request).user.id;
      const body = request.body as Record<string, unknown> & { user_id?: string };
      const record = await inTenant(request, async (tx) => {
        const people = await subjectsOf(tx, tenantId, me);
        const userId = body.user_id ?? me;
        if (!people.some((person) => person.id === userId))
          throw invalidFields({ user_id: "Escolha você ou um dos seus dependentes." }, labels);
        return sendDocument(tx, { actor: actorOf(request), subjectId: userId, body });
      }).catch(uniqueConflict(def));
      return reply.code(201).send(ok(record, "Documento enviado. Ele será analisado pela equipe."));
    },
  );

  app.patch(
    "/my/documents/:id",
    {
      config,
      schema: {
        tags: ["my"],
        summary: "Correct a pending or refused document (it goes back to review)",
        params: ZId,
        body: ZCorrectDocument,
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const me = authOf(request).user.id;
      const body = request.body as unknown as Record<string, unknown> & { version: number };
      const record = await inTenant(request, async (tx) => {
        const people = await subjectsOf(tx, tenantId, me);
        const current = await documentOfSubjects(
          tx,
          tenantId,
          people.map((person) => person.id),
          request.params.id,
        );
        return correctDocument(tx, { actor: actorOf(request), current, body });
      }).catch(uniqueConflict(def));
      return ok(record, "Documento reenviado para análise.");
    },
  );
};
