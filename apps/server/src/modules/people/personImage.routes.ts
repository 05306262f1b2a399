import { PERSON_FIELD_LABELS, ZPersonImageBody } from "@quadra/shared";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../platform/db/database.ts";
import { uploads, users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { ZPersonId } from "./peopleList.routes.ts";
import { loadReachablePerson } from "./personAccess.ts";
import { auditedFieldsOf, toPerson, type UserRow } from "./personRecord.ts";

// The image screen needs only login (spec §6): who may change whose photo is decided per person.
const IMAGE = { ...guard({ auth: "login" }), fieldLabels: PERSON_FIELD_LABELS };

const save = async (
  tx: Tx,
  request: FastifyRequest,
  before: UserRow,
  values: Partial<Pick<UserRow, "imageUrl" | "pendingImageUrl" | "imageSubmittedAt">>,
) => {
  const [row] = await tx
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.tenantId, before.tenantId), eq(users.id, before.id)))
    .returning();
  await writeAudit(tx, actorOf(request), [
    {
      action: "update",
      resource: "users",
      recordId: before.id,
      recordTitle: before.name,
      changes: diffRecords(auditedFieldsOf(before), auditedFieldsOf(row!)),
    },
  ]);
  return row!;
};

/**
 * `PUT users/:id/image` takes an image already sent to the upload server (re-encoded there by sharp,
 * its metadata stripped) and `DELETE users/:id/image` removes the photo. Staff and a guardian (for
 * their dependent) set the photo at once; a person changing their own photo here files it for staff
 * approval, exactly as /my/image does, so this screen is no way around the queue.
 */
export const registerPersonImageRoutes = (app: App) => {
  app.put(
    "/users/:id/image",
    {
      config: IMAGE,
      schema: {
        tags: ["users"],
        summary: "Set a person's photo from an upload",
        params: ZPersonId,
        body: ZPersonImageBody,
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const { row, pending } = await inTenant(request, async (tx) => {
        const { row: before, relation } = await loadReachablePerson(tx, request, {
          tenantId,
          id: request.params.id,
          lock: true,
        });
        if (before.anonymizedAt) throw conflict("Os dados desta pessoa foram anonimizados (LGPD).");
        const [upload] = await tx
          .select({ id: uploads.id, kind: uploads.kind })
          .from(uploads)
          .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, request.body.upload_id)))
          .limit(1);
        if (!upload)
          throw invalidFields(
            { upload_id: "Envie a foto de novo: o arquivo não foi encontrado." },
            PERSON_FIELD_LABELS,
          );
        if (upload.kind !== "image")
          throw invalidFields(
            { upload_id: "A foto deve ser uma imagem (JPEG, PNG, WebP ou GIF)." },
            PERSON_FIELD_LABELS,
          );
        const url = `uploads/${upload.id}`;
        const pending = relation === "self";
        const row = await save(
          tx,
          request,
          before,
          pending ? { pendingImageUrl: url, imageSubmittedAt: new Date() } : { imageUrl: url },
        );
        return { row, pending };
      });
      return ok(toPerson(row), pending ? "Foto enviada para aprovação da secretaria." : "Foto salva.");
    },
  );

  app.delete(
    "/users/:id/image",
    { config: IMAGE, schema: { tags: ["users"], summary: "Remove a person's photo", params: ZPersonId } },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const row = await inTenant(request, async (tx) => {
        const { row: before } = await loadReachablePerson(tx, request, {
          tenantId,
          id: request.params.id,
          lock: true,
        });
        if (!before.imageUrl) return before;
        return save(tx, request, before, { imageUrl: null });
      });
      return ok(toPerson(row), "Foto removida.");
    },
  );
};
