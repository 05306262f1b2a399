import { myDocumentsOperations } from "@quadra/shared/operations/myDocuments";
import { and, desc, eq, inArray } from "drizzle-orm";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
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
} from "./documentSending.ts";
import { subjectsOf } from "./documentSubjects.ts";

/**
 * The person's side of documents (/my/documents): their own and their dependents' documents, the
 * types they may send, sending one (it waits for review) and correcting one while it waits or after
 * a refusal (which sends it back to review). No staff permission: every logged-in person.
 */
export const registerMyDocumentRoutes = (app: App) => {
  route(app, myDocumentsOperations, "types", async (request) =>
    ok(await inTenant(request, (tx) => personTypes(tx, tenantOf(request).id))),
  );

  route(app, myDocumentsOperations, "list", async (request) => {
    const tenantId = tenantOf(request).id;
    return ok(
      await inTenant(request, async (tx) => {
        const people = await subjectsOf(tx, tenantId, authOf(request).user.id);
        const wanted = request.query.user_id;
        if (wanted && !people.some((person) => person.id === wanted))
          throw notFound("Pessoa não encontrada.");
        const t = resourceTable("userdocuments");
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
  });

  route(app, myDocumentsOperations, "one", async (request) => {
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
        const [record] = await asDocumentRecords(tx, tenantId, [row]);
        return record!;
      }),
    );
  });

  route(app, myDocumentsOperations, "send", async (request, reply) => {
    const tenantId = tenantOf(request).id;
    const me = authOf(request).user.id;
    const body = request.body;
    const record = await inTenant(request, async (tx) => {
      const people = await subjectsOf(tx, tenantId, me);
      // The body's other keys come from the catalogue at run time, so its type is loose: user_id is a uuid.
      const userId = (body.user_id as string | undefined) ?? me;
      if (!people.some((person) => person.id === userId))
        throw invalidFields({ user_id: "Escolha você ou um dos seus dependentes." }, labels);
      return sendDocument(tx, { actor: actorOf(request), subjectId: userId, body });
    }).catch(uniqueConflict(def));
    return reply.code(201).send(ok(record, "Documento enviado. Ele será analisado pela equipe."));
  });

  route(app, myDocumentsOperations, "correct", async (request) => {
    const tenantId = tenantOf(request).id;
    const me = authOf(request).user.id;
    const body = request.body;
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
  });
};
