import { type AthleteImage, PERSON_FIELD_LABELS } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import type { UserRow } from "../people/personRecord.ts";
import { updatePerson } from "../people/updatePerson.ts";
import { type PersonScope, scopedPerson } from "./scopeAccess.ts";

/**
 * The athlete's photo as a manager sees it: whether one is approved, and whether one waits for
 * approval. The files themselves are the person's (photoFileRule): the manager opens only the photo
 * they sent themselves, so `pending_image_url` is given only when it is theirs.
 */
const imageView = (person: UserRow, managerId: string, pendingUploadBy: string | null): AthleteImage => ({
  user_id: person.id,
  name: person.socialName || person.name,
  has_image: Boolean(person.imageUrl),
  image_pending: Boolean(person.pendingImageUrl),
  image_submitted_at: person.imageSubmittedAt?.toISOString() ?? null,
  pending_image_url: pendingUploadBy === managerId ? person.pendingImageUrl : null,
});

const uploaderOf = async (tx: Executor, tenantId: string, file: string | null) => {
  const id = file ? /^uploads\/([0-9a-f-]{36})$/i.exec(file)?.[1] : undefined;
  if (!id) return null;
  const [row] = await tx
    .select({ createdBy: uploads.createdBy })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id)))
    .limit(1);
  return row?.createdBy ?? null;
};

/**
 * `GET/PUT my/<scope>/:id/users/:user_id/image`: whoever handles the person in the scope (an
 * association's manager, a team's responsible, a school's coordinator: scopeAccess.ts) sends their
 * photo (an image the caller uploaded); like the person's own new photo it waits in
 * `pending_image_url` for staff approval (the people queue), the approved one staying in use
 * meanwhile.
 */
export const registerScopedImageRoutes = (app: App, scope: PersonScope) => {
  route(app, scope.operations, "image", async (request) => {
    const actor = actorOf(request);
    return ok(
      await inTenant(request, async (tx) => {
        const { person } = await scopedPerson(tx, scope, {
          tenantId: actor.tenantId,
          callerId: actor.userId!,
          scopeId: request.params.id,
          personId: request.params.user_id,
        });
        return imageView(person, actor.userId!, await uploaderOf(tx, actor.tenantId, person.pendingImageUrl));
      }),
    );
  });

  route(app, scope.operations, "sendImage", async (request) => {
    const actor = actorOf(request);
    const row = await inTenant(request, async (tx) => {
      const { person: before } = await scopedPerson(tx, scope, {
        tenantId: actor.tenantId,
        callerId: actor.userId!,
        scopeId: request.params.id,
        personId: request.params.user_id,
        lock: true,
      });
      const [upload] = await tx
        .select({ id: uploads.id, kind: uploads.kind, createdBy: uploads.createdBy })
        .from(uploads)
        .where(and(eq(uploads.tenantId, actor.tenantId), eq(uploads.id, request.body.upload_id)))
        .limit(1);
      // Someone else's upload is answered like a missing one: ids are not probes.
      if (!upload || upload.createdBy !== actor.userId)
        throw invalidFields(
          { upload_id: "Foto não encontrada. Envie a imagem de novo." },
          PERSON_FIELD_LABELS,
        );
      if (upload.kind !== "image")
        throw invalidFields(
          { upload_id: "A foto deve ser uma imagem (JPEG, PNG ou WebP)." },
          PERSON_FIELD_LABELS,
        );
      return updatePerson(tx, {
        actor,
        before,
        values: { pendingImageUrl: `uploads/${upload.id}`, imageSubmittedAt: new Date() },
      });
    });
    return ok(
      imageView(row, actor.userId!, actor.userId!),
      "Foto enviada. Ela passa a valer depois de aprovada pela secretaria.",
    );
  });
};
