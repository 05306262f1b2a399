import type { AthleteDocuments } from "@quadra/shared";
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { uniqueConflict } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import {
  asDocumentRecords,
  correctDocument,
  DOCUMENT_NOT_FOUND,
  documentDef,
  sendDocument,
} from "../documents/documentSending.ts";
import { documentStatusOf } from "../documents/documentStatus.ts";
import { type PersonScope, scopedPerson } from "./scopeAccess.ts";

type PersonParams = { id: string; user_id: string };

/**
 * The person's documents the caller of any scope sees (an association's manager, a team's
 * responsible, a school's coordinator): all but health data, except the health documents the caller
 * sent (a club may send an athlete's medical certificate, never read others' back).
 */
const visibleToManager = (managerId: string, tenantId: string) => {
  const docs = resourceTable("userdocuments");
  const types = resourceTable("documenttypes");
  return or(
    eq(docs.created_by, managerId),
    sql`${docs.documenttype_id} not in (select ${types.id} from ${types} where ${types.tenant_id} = ${tenantId} and ${types.health})`,
  );
};

const personOf = (scope: PersonScope, request: FastifyRequest<{ Params: PersonParams }>, tx: Executor) => {
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
  const docs = resourceTable("userdocuments");
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
  const group = scope.operations;
  route(app, group, "documents", async (request) => {
    const actor = actorOf(request);
    return ok(
      await inTenant(request, async (tx) => {
        const { record, person } = await personOf(scope, request, tx);
        const docs = resourceTable("userdocuments");
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
        const documents: AthleteDocuments = {
          [scope.key]: { id: record.id, name: record.name },
          athlete: { id: person.id, name: person.socialName || person.name },
          data: await asDocumentRecords(tx, actor.tenantId, rows),
        };
        return documents;
      }),
    );
  });

  route(app, group, "document", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const { person } = await personOf(scope, request, tx);
        const row = await visibleDocument(tx, {
          request,
          athleteId: person.id,
          documentId: request.params.document_id,
        });
        const [record] = await asDocumentRecords(tx, actorOf(request).tenantId, [row]);
        return record!;
      }),
    ),
  );

  route(app, group, "status", async (request) =>
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

  route(app, group, "send", async (request, reply) => {
    const record = await inTenant(request, async (tx) => {
      const { person } = await personOf(scope, request, tx);
      return sendDocument(tx, {
        actor: actorOf(request),
        subjectId: person.id,
        body: request.body,
      });
    }).catch(uniqueConflict(documentDef));
    return reply.code(201).send(ok(record, "Documento enviado. Ele será analisado pela equipe."));
  });

  route(app, group, "correct", async (request) => {
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
        body: request.body,
      });
    }).catch(uniqueConflict(documentDef));
    return ok(record, "Documento reenviado para análise.");
  });
};
