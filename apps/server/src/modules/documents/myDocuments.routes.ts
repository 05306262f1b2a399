import { createSchemaOf, fieldLabelsOf, patchSchemaOf, RESOURCES } from "@quadra/shared";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields, notFound } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import {
  createRecord,
  refTitles,
  uniqueConflict,
  updateRecord,
} from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { subjectsOf } from "./documentSubjects.ts";

const def = RESOURCES.userdocuments!;
const labels = fieldLabelsOf(def);
const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const NOT_FOUND = "Documento não encontrado.";
const ZCreate = createSchemaOf(def).extend({ user_id: z.uuid("Escolha a pessoa da lista.").optional() });
// Which person a document is about is chosen when it is sent, never changed afterwards.
const ZPatch = patchSchemaOf(def).omit({ user_id: true } as never);
const config = { ...guard({ auth: "login" }), fieldLabels: labels };

/** The active person document types, as the person chooses among them. */
const personTypes = async (tx: Executor, tenantId: string) => {
  const t = resourceTable("documenttypes") as any;
  return (await tx
    .select({
      id: t.id,
      name: t.name,
      description: t.description,
      required: t.required,
      validity_months: t.validity_months,
      needs_number: t.needs_number,
      health: t.health,
    })
    .from(t)
    .where(
      and(eq(t.tenant_id, tenantId), eq(t.applies_to, "person"), eq(t.active, true), isNull(t.deleted_at)),
    )
    .orderBy(asc(t.name))) as {
    id: string;
    name: string;
    description: string | null;
    required: boolean;
    validity_months: number | null;
    needs_number: boolean;
    health: boolean;
  }[];
};

/** Documents as the API answers them, with the names of their type and person. */
const asRecords = async (tx: Executor, tenantId: string, rows: Record<string, any>[]) => {
  const titles = await refTitles(tx, def, tenantId, rows);
  return rows.map((row) => ({
    ...toRecord(def, row),
    _titles: {
      user_id: titles.user_id?.[row.user_id] ?? null,
      documenttype_id: titles.documenttype_id?.[row.documenttype_id] ?? null,
    },
  }));
};

/** A document of the caller or a dependent, or 404 (another person's is as if it did not exist). */
const ownDocument = async (tx: Executor, tenantId: string, subjectIds: string[], id: string) => {
  const t = resourceTable("userdocuments") as any;
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, id), inArray(t.user_id, subjectIds)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row as Record<string, any>;
};

/**
 * What a person may send: a type among the active person types (with its number when the type asks
 * for one) and a file they uploaded themselves (not someone else's upload named by its address).
 */
const assertSendable = async (
  tx: Executor,
  {
    tenantId,
    userId,
    values,
    previous,
  }: {
    tenantId: string;
    userId: string;
    values: Record<string, unknown>;
    previous?: Record<string, any>;
  },
) => {
  const errors: Record<string, string> = {};
  const typeId = values.documenttype_id ?? previous?.documenttype_id;
  const type = (await personTypes(tx, tenantId)).find((candidate) => candidate.id === typeId);
  if (!type) errors.documenttype_id = "Escolha um tipo de documento da lista.";
  const number = "number" in values ? values.number : previous?.number;
  if (type?.needs_number && !number) errors.number = `Informe o número do documento (${type.name}).`;
  const file = values.file;
  if (typeof file === "string" && file !== previous?.file) {
    const id = /^uploads\/([0-9a-f-]{36})$/i.exec(file)?.[1];
    const [upload] = id
      ? await tx
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id), eq(uploads.createdBy, userId)))
          .limit(1)
      : [];
    if (!upload) errors.file = "Envie o arquivo pelo campo de upload.";
  }
  if (Object.keys(errors).length) throw invalidFields(errors, labels);
};

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
          return { people, data: await asRecords(tx, tenantId, rows) };
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
          const row = await ownDocument(
            tx,
            tenantId,
            people.map((person) => person.id),
            request.params.id,
          );
          return (await asRecords(tx, tenantId, [row]))[0];
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
        body: ZCreate,
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
        await assertSendable(tx, { tenantId, userId: me, values: body });
        return createRecord(tx, { def, actor: actorOf(request), body: { ...body, user_id: userId } });
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
        body: ZPatch,
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const me = authOf(request).user.id;
      const body = request.body as unknown as Record<string, unknown> & { version: number };
      const record = await inTenant(request, async (tx) => {
        const people = await subjectsOf(tx, tenantId, me);
        const current = await ownDocument(
          tx,
          tenantId,
          people.map((person) => person.id),
          request.params.id,
        );
        if (current.status === "approved")
          throw conflict(
            "Este documento já foi aprovado e não pode mais ser alterado. Se ele mudou, envie um novo.",
          );
        await assertSendable(tx, { tenantId, userId: me, values: body, previous: current });
        return updateRecord(tx, {
          def,
          actor: actorOf(request),
          id: current.id,
          body,
          // A corrected document is a new request: back to the queue, the old decision cleared.
          set: { status: "pending", review_reason: null, reviewed_by: null, reviewed_at: null },
        });
      }).catch(uniqueConflict(def));
      return ok(record, "Documento reenviado para análise.");
    },
  );
};
