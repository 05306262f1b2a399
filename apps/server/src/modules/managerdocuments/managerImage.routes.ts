import { PERSON_FIELD_LABELS, ZPersonImageBody } from "@quadra/shared";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { uploads, users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { auditedFieldsOf, type UserRow } from "../people/personRecord.ts";
import { type PersonScope, scopedPerson } from "./scopeAccess.ts";

const ZAthlete = z.object({
  id: z.uuid("Identificador inválido."),
  user_id: z.uuid("Identificador inválido."),
});

/**
 * The athlete's photo as a manager sees it: whether one is approved, and whether one waits for
 * approval. The files themselves are the person's (photoFileRule): the manager opens only the photo
 * they sent themselves, so `pending_image_url` is given only when it is theirs.
 */
const imageView = (person: UserRow, managerId: string, pendingUploadBy: string | null) => ({
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
  const path = `/my/${scope.name}/:id/users/:user_id/image`;
  app.get(
    path,
    {
      config: scope.config,
      schema: {
        tags: ["my"],
        summary: `Whether ${scope.personSummary} has a photo, or one waiting for approval`,
        params: ZAthlete,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await inTenant(request, async (tx) => {
          const { person } = await scopedPerson(tx, scope, {
            tenantId: actor.tenantId,
            callerId: actor.userId!,
            scopeId: request.params.id,
            personId: request.params.user_id,
          });
          return imageView(
            person,
            actor.userId!,
            await uploaderOf(tx, actor.tenantId, person.pendingImageUrl),
          );
        }),
      );
    },
  );

  app.put(
    path,
    {
      config: { ...scope.config, fieldLabels: { ...PERSON_FIELD_LABELS, user_id: scope.personLabel } },
      schema: {
        tags: ["my"],
        summary: `Send the photo of ${scope.personSummary} (an image upload of the caller); it waits for staff approval`,
        params: ZAthlete,
        body: ZPersonImageBody,
      },
    },
    async (request) => {
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
        const [row] = await tx
          .update(users)
          .set({
            pendingImageUrl: `uploads/${upload.id}`,
            imageSubmittedAt: new Date(),
            version: sql`${users.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, before.id)))
          .returning();
        await writeAudit(tx, actor, [
          {
            action: "update",
            resource: "users",
            recordId: before.id,
            recordTitle: before.name,
            changes: diffRecords(auditedFieldsOf(before), auditedFieldsOf(row!)),
          },
        ]);
        return row!;
      });
      return ok(
        imageView(row, actor.userId!, actor.userId!),
        "Foto enviada. Ela passa a valer depois de aprovada pela secretaria.",
      );
    },
  );
};
