import { and, desc, eq, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { uniqueConflict } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../documents/documentExpiry.ts";
import {
  asDocumentRecords,
  correctDocument,
  DOCUMENT_NOT_FOUND,
  documentDef,
  documentLabels,
  sendDocument,
  ZCorrectDocument,
  ZSendDocument,
} from "../documents/documentSending.ts";
import { documentStatusOf } from "../documents/documentStatus.ts";
import { type PersonScope, scopedPerson } from "./scopeAccess.ts";

const ZAthlete = z.object({
  id: z.uuid("Identificador inválido."),
  user_id: z.uuid("Identificador inválido."),
});
const ZAthleteDocument = ZAthlete.extend({ document_id: z.uuid("Identificador inválido.") });

/**
 * The person's documents the caller of any scope sees (an association's manager, a team's
 * responsible, a school's coordinator): all but health data, except the health documents the caller
 * sent (a club may send an athlete's medical certificate, never read others' back).
 */
const visibleToManager = (managerId: string, tenantId: string) => {
  const docs = resourceTable("userdocuments") as any;
  const types = resourceTable("documenttypes") as any;
  return or(
    eq(docs.created_by, managerId),
    sql`${docs.documenttype_id} not in (select ${types.id} from ${types} where ${types.tenant_id} = ${tenantId} and ${types.health})`,
  );
};

const personOf = (
  scope: PersonScope,
  request: FastifyRequest<{ Params: z.infer<typeof ZAthlete> }>,
  tx: Executor,
) => {
  const actor = actorOf(request);
  return scopedPerson(tx, scope, {
    tenantId: actor.tenantId,
    callerId: actor.userId!,
    scopeId: request.params.id,
    personId: request.params.user_id,
  });
};

/** A document of the athlete the manager may see, or 404 (a hidden one is as if it did not exist). */
const visibleDocument = async (
  tx: Executor,
  { request, athleteId, documentId }: { request: FastifyRequest; athleteId: string; documentId: string },
) => {
  const actor = actorOf(request);
  const docs = resourceTable("userdocuments") as any;
  const [row] = await tx
    .select()
    .from(docs)
    .where(
      and(
        eq(docs.tenant_id, actor.tenantId),
        eq(docs.id, documentId),
        eq(docs.user_id, athleteId),
        visibleToManager(actor.userId!, actor.tenantId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row as Record<string, any>;
};

/**
 * The side of a person's documents kept by whoever handles them in a scope (scopeAccess.ts): an
 * association's managers for its athletes, a team's responsible for its members, a school's
 * coordinator for its students, under /my/<scope>/:id/users/:user_id/…. The person's documents, the
 * required ones' status, sending one and correcting one waiting or refused, under the same rules as
 * the person's own side (documentSending.ts). Anyone the scope does not let through gets 404.
 */
export const registerScopedDocumentRoutes = (app: App, scope: PersonScope) => {
  const base = `/my/${scope.name}/:id/users/:user_id`;
  const config = {
    ...scope.config,
    fieldLabels: { ...documentLabels, user_id: scope.personLabel, document_id: "Documento" },
  };
  app.get(
    `${base}/documents`,
    {
      config,
      schema: {
        tags: ["my"],
        summary: `The documents of ${scope.personSummary}`,
        params: ZAthlete,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await inTenant(request, async (tx) => {
          const { record, person } = await personOf(scope, request, tx);
          const docs = resourceTable("userdocuments") as any;
          const rows = await tx
            .select()
            .from(docs)
            .where(
              and(
                eq(docs.tenant_id, actor.tenantId),
                eq(docs.user_id, person.id),
                visibleToManager(actor.userId!, actor.tenantId),
              ),
            )
            .orderBy(desc(docs.created_at))
            .limit(500);
          return {
            [scope.key]: { id: record.id, name: record.name },
            athlete: { id: person.id, name: person.socialName || person.name },
            data: await asDocumentRecords(tx, actor.tenantId, rows),
          };
        }),
      );
    },
  );

  app.get(
    `${base}/documents/:document_id`,
    {
      config,
      schema: {
        tags: ["my"],
        summary: `One document of ${scope.personSummary}`,
        params: ZAthleteDocument,
      },
    },
    async (request) =>
      ok(
        await inTenant(request, async (tx) => {
          const { person } = await personOf(scope, request, tx);
          const row = await visibleDocument(tx, {
            request,
            athleteId: person.id,
            documentId: request.params.document_id,
          });
          return (await asDocumentRecords(tx, actorOf(request).tenantId, [row]))[0];
        }),
      ),
  );

  app.get(
    `${base}/documentstatus`,
    {
      config,
      schema: {
        tags: ["my"],
        summary: `Required documents of ${scope.personSummary} and where each stands`,
        params: ZAthlete,
      },
    },
    async (request) =>
      ok(
        await inTenant(request, async (tx) => {
          const { person } = await personOf(scope, request, tx);
          // Whether a required health document is in order shows; which document decides it does not.
          return documentStatusOf(tx, {
            tenantId: actorOf(request).tenantId,
            userId: person.id,
            today: brazilDay(),
            showHealth: false,
          });
        }),
      ),
  );

  app.post(
    `${base}/documents`,
    {
      config,
      schema: {
        tags: ["my"],
        summary: `Send a document of ${scope.personSummary} (it waits for review)`,
        params: ZAthlete,
        body: ZSendDocument.omit({ user_id: true }),
      },
    },
    async (request, reply) => {
      const record = await inTenant(request, async (tx) => {
        const { person } = await personOf(scope, request, tx);
        return sendDocument(tx, {
          actor: actorOf(request),
          subjectId: person.id,
          body: request.body as Record<string, unknown>,
        });
      }).catch(uniqueConflict(documentDef));
      return reply.code(201).send(ok(record, "Documento enviado. Ele será analisado pela equipe."));
    },
  );

  app.patch(
    `${base}/documents/:document_id`,
    {
      config,
      schema: {
        tags: ["my"],
        summary: `Correct a pending or refused document of ${scope.personSummary} (it goes back to review)`,
        params: ZAthleteDocument,
        body: ZCorrectDocument,
      },
    },
    async (request) => {
      const record = await inTenant(request, async (tx) => {
        const { person } = await personOf(scope, request, tx);
        const current = await visibleDocument(tx, {
          request,
          athleteId: person.id,
          documentId: request.params.document_id,
        });
        return correctDocument(tx, {
          actor: actorOf(request),
          current,
          body: request.body as unknown as Record<string, unknown> & { version: number },
        });
      }).catch(uniqueConflict(documentDef));
      return ok(record, "Documento reenviado para análise.");
    },
  );
};
