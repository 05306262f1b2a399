import { PERSON_FIELD_LABELS } from "@quadra/shared";
import { peopleOperations } from "@quadra/shared/operations/people";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../platform/db/database.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { loadReachablePerson } from "./personAccess.ts";
import { toPerson, type UserRow } from "./personRecord.ts";
import { updatePerson } from "./updatePerson.ts";

const save = (
  tx: Tx,
  request: FastifyRequest,
  before: UserRow,
  values: Partial<Pick<UserRow, "imageUrl" | "pendingImageUrl" | "imageSubmittedAt">>,
) => updatePerson(tx, { actor: actorOf(request), before, values });

/**
 * `PUT users/:id/image` takes an image already sent to the upload server (re-encoded there by sharp,
 * its metadata stripped) and `DELETE users/:id/image` removes the photo. Staff and a guardian (for
 * their dependent) set the photo at once; a person changing their own photo here files it for staff
 * approval, exactly as /my/image does, so this screen is no way around the queue.
 */
export const registerPersonImageRoutes = (app: App) => {
  // The image screen needs only login (spec §6): who may change whose photo is decided per person.
  route(app, peopleOperations, "setImage", async (request) => {
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
  });

  route(app, peopleOperations, "removeImage", async (request) => {
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
  });
};
