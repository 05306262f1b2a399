import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import { counted } from "@quadra/shared";
import { peopleImportsOperations } from "@quadra/shared/operations/peopleImports";
import type { FastifyRequest } from "fastify";
import { ok } from "../../platform/http/envelope.ts";
import { AppError, invalidFields, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { registerImporter } from "../imports/importers.ts";
import { IMPORT_FORM_LIMITS } from "../imports/importForm.ts";
import {
  commitImport,
  type ImportRouteOptions,
  previewImport,
  showImport,
  uploadImport,
} from "../imports/importSteps.ts";
import { jobRunnerOf } from "../jobs/jobRunner.ts";
import { importImages } from "./imagesImport.ts";
import { ASSOCIATION_SHIELDS, type ImageTarget, PEOPLE_PHOTOS } from "./imageTargets.ts";
import { assertManagesAssociation } from "./managedAssociation.ts";
import { peopleImporter } from "./peopleImporter.ts";
import { ZIP_LIMITS } from "./zipEntries.ts";

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_LABELS = { file: "Arquivo" };

const zipFailure = (error: unknown) => {
  if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError(413, "Arquivo: o .zip passa de 500 MB. Divida-o em partes menores.", {
      errors: { file: "O .zip passa de 500 MB. Divida-o em partes menores." },
    });
  if (error instanceof AppError) return error;
  return invalidFields({ file: "O envio chegou incompleto. Tente enviar o .zip de novo." }, ZIP_LABELS);
};

/** The one file of the form, written to a private temporary folder (an archive is read by random access). */
const receiveZip = async (request: FastifyRequest) => {
  if (!request.isMultipart())
    throw invalidFields({ file: "Escolha um arquivo .zip com as fotos." }, ZIP_LABELS);
  const folder = await mkdtemp(join(tmpdir(), "quadra-images-"));
  const path = join(folder, "fotos.zip");
  try {
    const part = await request.file();
    if (!part) throw invalidFields({ file: "Escolha um arquivo .zip com as fotos." }, ZIP_LABELS);
    await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
    if (part.file.truncated) throw zipFailure({ code: "FST_REQ_FILE_TOO_LARGE" });
    const head = Buffer.alloc(4);
    const { open } = await import("node:fs/promises");
    const handle = await open(path, "r");
    await handle.read(head, 0, 4, 0).finally(() => handle.close());
    if (!head.equals(ZIP_MAGIC))
      throw invalidFields(
        { file: "O arquivo não é um .zip. Compacte as fotos em um .zip e envie." },
        ZIP_LABELS,
      );
    return { path, cleanup: () => rm(folder, { recursive: true, force: true }) };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw zipFailure(error);
  }
};

const imagesRoute = (
  scope: App,
  { key, target }: { key: "usersImages" | "associationsImages"; target: ImageTarget },
) =>
  route(scope, peopleImportsOperations, key, async (request) => {
    const zip = await receiveZip(request);
    try {
      const report = await importImages({ request, target, zipPath: zip.path });
      return ok(
        report,
        `${counted(report.matched, "foto aplicada", "fotos aplicadas")}; ${report.not_found} sem cadastro, ${counted(report.invalid, "inválida", "inválidas")}, ${counted(report.skipped, "ignorada", "ignoradas")}.`,
      );
    } finally {
      await zip.cleanup();
    }
  });

/**
 * People imports and images imports (issue 4): the people importer of the import engine
 * (`imports` with `resource=users`, staff), a manager's import of athletes into their association
 * (`my/associations/:id/imports…`, the same steps with the affiliation forced), and the zips of
 * people's photos named by cpf and associations' shields named by CNPJ.
 */
export const registerPeopleImportRoutes = (app: App) => {
  registerImporter("users", (tx, { tenantId }) => peopleImporter(tx, { tenantId }));
  const { db } = app.deps;
  const batchRows = app.deps.config.importBatchRows;
  const runner = jobRunnerOf(app.deps);

  /** A manager reaches their association's imports they sent themselves; anything else is absent. */
  const managed = (request: FastifyRequest, associationId: string): ImportRouteOptions => ({
    importerOf: async (tx, resource) => {
      const { id: userId } = authOf(request).user;
      await assertManagesAssociation(tx, { tenantId: tenantOf(request).id, userId, associationId });
      if (resource !== "users") throw notFound("Importação não encontrada.");
      return peopleImporter(tx, { tenantId: tenantOf(request).id, associationId });
    },
    mayReach: (req, record) => {
      if (record.resource !== "users" || record.created_by !== authOf(req).user.id)
        throw notFound("Importação não encontrada.");
    },
  });

  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: ZIP_LIMITS.totalBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    imagesRoute(scope, { key: "usersImages", target: PEOPLE_PHOTOS });
    imagesRoute(scope, { key: "associationsImages", target: ASSOCIATION_SHIELDS });
  });

  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: IMPORT_FORM_LIMITS, throwFileSizeLimit: true });
    route(scope, peopleImportsOperations, "managedUpload", (request, reply) =>
      uploadImport(request, reply, { ...managed(request, request.params.id), resource: "users" }),
    );
  });

  route(app, peopleImportsOperations, "managedOne", (request) =>
    showImport(request, { ...managed(request, request.params.id), id: request.params.importId, runner }),
  );

  route(app, peopleImportsOperations, "managedPreview", (request) =>
    previewImport(request, {
      ...managed(request, request.params.id),
      id: request.params.importId,
      mapping: request.body.mapping,
      ...(batchRows ? { batchRows } : {}),
    }),
  );

  route(app, peopleImportsOperations, "managedCommit", (request, reply) =>
    commitImport(request, reply, {
      ...managed(request, request.params.id),
      id: request.params.importId,
      db,
      runner,
      batchRows,
    }),
  );
};
