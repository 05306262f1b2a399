import { randomUUID } from "node:crypto";
import type { ImageFileReport, ImageFileStatus, ImagesImportReport } from "@quadra/shared";
import type { FastifyRequest } from "fastify";
import { uploads } from "../../platform/db/schema/index.ts";
import { AppError } from "../../platform/http/errors.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import { type AuditEntry, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { uploadKey } from "../../platform/storage/uploadKey.ts";
import { prepareUpload } from "../uploads/prepareUpload.ts";
import type { ImageTarget } from "./imageTargets.ts";
import { openPhotoArchive, type ZipItem, type ZipLimits } from "./zipEntries.ts";

// The report's types are the contract's (packages/shared/src/contracts/imports.ts).
export type { ImageFileReport, ImageFileStatus, ImagesImportReport };

const IMAGE_NAME = /^(.+)\.(jpe?g|png|webp|gif)$/i;

type Stored = {
  item: ZipItem;
  ownerId: string;
  title: string;
  before: string | null;
  uploadId: string;
  row: typeof uploads.$inferInsert;
};

/**
 * An archive of photos applied to the records named by their files, as a per-file report: each photo
 * goes through the uploads pipeline (type read from the bytes, re-encoded by sharp without its
 * metadata, a tenant-prefixed key) and becomes the record's image at once (staff import: no
 * approval). Files that are not a photo, not a known cpf/CNPJ, or repeat a record already matched
 * are reported and change nothing. The archive as a whole is refused (nothing changes, stored
 * photos removed) when it is a bomb or unreadable; the matched photos are written in one transaction,
 * each record's change audited as an `update`.
 */
export const importImages = async ({
  request,
  target,
  zipPath,
  limits,
}: {
  request: FastifyRequest;
  target: ImageTarget;
  zipPath: string;
  limits?: ZipLimits;
}): Promise<ImagesImportReport> => {
  const tenantId = tenantOf(request).id;
  const actor = actorOf(request);
  const { storage } = request.server.deps;
  const archive = await openPhotoArchive(zipPath, limits);
  const stored: Stored[] = [];
  try {
    const files: ImageFileReport[] = archive.skipped.map(({ path, reason }) => ({
      file: path,
      status: "skipped",
      reason,
    }));
    const candidates: { item: ZipItem; key: string }[] = [];
    const firstFileOf = new Map<string, string>();
    for (const item of archive.items) {
      const name = IMAGE_NAME.exec(item.base);
      if (!name) {
        files.push({
          file: item.path,
          status: "skipped",
          reason: "Não é uma foto: use arquivos .jpg, .png, .webp ou .gif.",
        });
        continue;
      }
      const key = target.keyOf(name[1]!.trim());
      if ("reason" in key) {
        files.push({ file: item.path, status: "skipped", reason: key.reason });
        continue;
      }
      const first = firstFileOf.get(key.key);
      if (first) {
        files.push({
          file: item.path,
          status: "skipped",
          reason: `Repetido: ${first} já é a foto deste registro.`,
        });
        continue;
      }
      firstFileOf.set(key.key, item.path);
      candidates.push({ item, key: key.key });
    }
    const owners = await inTenant(request, (tx) =>
      target.owners(tx, { tenantId, keys: candidates.map(({ key }) => key) }),
    );
    for (const { item, key } of candidates) {
      const owner = owners.get(key);
      if (!owner) {
        files.push({ file: item.path, status: "not_found", reason: target.notFound(key) });
        continue;
      }
      // A bomb found while inflating refuses the whole archive: this throws past the loop.
      const buffer = await archive.read(item);
      let prepared: Awaited<ReturnType<typeof prepareUpload>>;
      try {
        prepared = await prepareUpload({ buffer, filename: item.base });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        files.push({ file: item.path, status: "invalid", reason: error.errors?.file ?? error.message });
        continue;
      }
      if (prepared.kind !== "image") {
        files.push({
          file: item.path,
          status: "invalid",
          reason: "O arquivo não é uma imagem (JPEG, PNG, WebP ou GIF).",
        });
        continue;
      }
      const uploadId = randomUUID();
      const storageKey = uploadKey({ tenantId, id: uploadId, ext: prepared.ext });
      await storage.put({ key: storageKey, body: prepared.body, contentType: prepared.contentType });
      stored.push({
        item,
        ownerId: owner.id,
        title: owner.title,
        before: owner.current,
        uploadId,
        row: {
          tenantId,
          id: uploadId,
          key: storageKey,
          name: prepared.name,
          contentType: prepared.contentType,
          size: prepared.body.length,
          kind: "image",
          visibility: target.visibility,
          width: prepared.width,
          height: prepared.height,
          createdBy: authOf(request).user.id,
        },
      });
    }
    if (stored.length)
      await inTenant(request, async (tx) => {
        await tx.insert(uploads).values(stored.map(({ row }) => row));
        const audit: AuditEntry[] = [];
        for (const photo of stored) {
          const url = `uploads/${photo.uploadId}`;
          await target.setImage(tx, { tenantId, id: photo.ownerId, url });
          audit.push({
            action: "update",
            resource: target.resource,
            recordId: photo.ownerId,
            recordTitle: photo.title,
            changes: {
              before: { [target.field]: photo.before },
              after: { [target.field]: url },
              images_import: true,
            },
          });
        }
        await writeAudit(tx, actor, audit);
      });
    for (const photo of stored)
      files.push({
        file: photo.item.path,
        status: "matched",
        record_id: photo.ownerId,
        record_title: photo.title,
      });
    files.sort((a, b) => a.file.localeCompare(b.file, "pt-BR", { numeric: true }));
    const count = (status: ImageFileStatus) => files.filter((file) => file.status === status).length;
    return {
      matched: count("matched"),
      not_found: count("not_found"),
      invalid: count("invalid"),
      skipped: count("skipped"),
      files,
    };
  } catch (error) {
    // Nothing of a refused archive stays: the photos already stored have no record pointing at them.
    for (const photo of stored)
      await storage.delete(photo.row.key).catch((cause) => request.log.error({ err: cause }, "orphan image"));
    throw error;
  } finally {
    archive.close();
  }
};
