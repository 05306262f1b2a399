import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import { uploadsOperations } from "@quadra/shared/operations/uploads";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { denied, invalidFields, notFound, unauthorized } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { uploadKey } from "../../platform/storage/uploadKey.ts";
import { contentDisposition } from "./fileName.ts";
import { prepareUpload } from "./prepareUpload.ts";
import { canDeleteUpload, canReadUpload } from "./uploadAccess.ts";
import { UPLOAD_LABELS } from "./uploadErrors.ts";
import { readUploadForm, UPLOAD_LIMITS } from "./uploadForm.ts";
import { uploadReadRuling } from "./uploadReadRules.ts";
import { toUpload } from "./uploadRecord.ts";

const NOT_FOUND = "Arquivo não encontrado. Ele pode ter sido excluído.";
// A file is never changed under its id (a new version is a new upload), so a public one may be
// kept by browsers and CDNs for a year. Deleting it does not reach copies already cached.
const PUBLIC_CACHE = "public, max-age=31536000, immutable";

const findUpload = async (tx: Executor, id: string) => {
  const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
};

const parseVisibility = (value: string | undefined) => {
  if (value === undefined || value === "") return "private";
  if (value === "public" || value === "private") return value;
  throw invalidFields({ visibility: "Escolha público (public) ou privado (private)." }, UPLOAD_LABELS);
};

/** Shown inline by the browser; everything else is downloaded, never rendered on our origin. */
const opensInline = (contentType: string) =>
  contentType.startsWith("image/") || contentType === "application/pdf";

export const registerUploadRoutes = (app: App) => {
  // The multipart parser exists only in this scope: every other route still answers 415 to a form.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    route(scope, uploadsOperations, "upload", async (request, reply) => {
      const tenant = tenantOf(request);
      const auth = authOf(request);
      const form = await readUploadForm(request);
      const visibility = parseVisibility(form.fields.visibility);
      const prepared = await prepareUpload(form);
      const id = randomUUID();
      const key = uploadKey({ tenantId: tenant.id, id, ext: prepared.ext });
      const { storage } = request.server.deps;
      await storage.put({ key, body: prepared.body, contentType: prepared.contentType });
      try {
        const row = await inTenant(request, async (tx) => {
          const [inserted] = await tx
            .insert(uploads)
            .values({
              tenantId: tenant.id,
              id,
              key,
              name: prepared.name,
              contentType: prepared.contentType,
              size: prepared.body.length,
              kind: prepared.kind,
              visibility,
              width: prepared.width,
              height: prepared.height,
              createdBy: auth.user.id,
            })
            .returning();
          return inserted!;
        });
        return reply.code(201).send(ok(toUpload(row), "Arquivo enviado."));
      } catch (error) {
        // No row, no file: a stored file nobody can name would only take space.
        await storage.delete(key).catch((cause) => request.log.error({ err: cause, key }, "orphan upload"));
        throw error;
      }
    });
  });

  route(app, uploadsOperations, "file", async (request, reply) => {
    const principal = request.auth?.principal ?? null;
    const { row, ruling } = await inTenant(request, async (tx) => {
      const found = await findUpload(tx, request.params.id);
      return { row: found, ruling: await uploadReadRuling(tx, { upload: found, principal }) };
    });
    // The record holding the file decides first (uploadReadRules); otherwise the coarse rule.
    if (!(ruling ?? canReadUpload({ upload: row, principal }))) {
      if (!request.auth) throw unauthorized("Entre no portal para abrir este arquivo.");
      throw denied("Este arquivo é privado. Só quem o enviou e a equipe do portal podem abri-lo.");
    }
    const stored = await request.server.deps.storage.get(row.key);
    if (!stored) {
      request.log.error({ key: row.key, id: row.id }, "upload without its file");
      throw notFound(NOT_FOUND);
    }
    const type = row.contentType.startsWith("text/") ? `${row.contentType}; charset=utf-8` : row.contentType;
    return reply
      .headers({
        "content-type": type,
        "content-length": String(stored.size),
        "content-disposition": contentDisposition({ name: row.name, inline: opensInline(row.contentType) }),
        "x-content-type-options": "nosniff",
        "cache-control": row.visibility === "public" ? PUBLIC_CACHE : "private, no-store",
        // The app may live on another origin than the file server (backend_upload): let it embed
        // the file, and read its name from a HEAD request.
        "cross-origin-resource-policy": "cross-origin",
        "access-control-expose-headers": "Content-Disposition, Content-Length",
      })
      .send(stored.stream);
  });

  route(app, uploadsOperations, "remove", async (request) => {
    const { principal } = authOf(request);
    const row = await inTenant(request, async (tx) => {
      const found = await findUpload(tx, request.params.id);
      if (!canDeleteUpload({ upload: found, principal }))
        throw denied("Só quem enviou o arquivo ou um master pode excluí-lo.");
      await tx.delete(uploads).where(eq(uploads.id, found.id));
      return found;
    });
    // After the commit: a failure here leaves a file without a row (harmless), never the reverse.
    await request.server.deps.storage
      .delete(row.key)
      .catch((error) => request.log.error({ err: error, key: row.key }, "upload file not deleted"));
    return ok({}, "Arquivo excluído.");
  });
};
