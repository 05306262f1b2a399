import multipart from "@fastify/multipart";
import { z } from "zod";
import { guard } from "../../platform/http/guard.ts";
import { tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { jobRecoveryHooks } from "../jobs/jobHooks.ts";
import { jobRunnerOf } from "../jobs/jobRunner.ts";
import { importerFor } from "./importers.ts";
import { IMPORT_FORM_LIMITS, IMPORT_LABELS } from "./importForm.ts";
import {
  commitImport,
  type ImportRouteOptions,
  previewImport,
  showImport,
  uploadImport,
} from "./importSteps.ts";
import { failImportsOfJobs } from "./importStore.ts";

export const ZImportId = z.object({ id: z.uuid("Identificador inválido.") });
export const ZImportPreview = z.strictObject({
  mapping: z.record(z.string().max(300), z.string().max(100).nullable()),
});

const config = { ...guard({ auth: "login", permissions: ["operations"] }), fieldLabels: IMPORT_LABELS };
const tags = ["imports"];

export const registerImportRoutes = (app: App) => {
  const { db } = app.deps;
  const batchRows = app.deps.config.importBatchRows;
  const runner = jobRunnerOf(app.deps);
  jobRecoveryHooks(app, {
    runner,
    onRecovered: (tx, { tenantId, jobIds }) => failImportsOfJobs(tx, { tenantId, jobIds }),
  });
  const steps = (request: Parameters<typeof tenantOf>[0]): ImportRouteOptions => ({
    importerOf: (tx, resource) => importerFor(tx, { tenantId: tenantOf(request).id, resource }),
  });

  // The multipart parser exists only in this scope, as in uploads: other routes still answer 415.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: IMPORT_FORM_LIMITS, throwFileSizeLimit: true });
    scope.post(
      "/imports",
      {
        config,
        schema: {
          tags,
          summary: "Upload a CSV/XLSX to import (multipart: `file`, `resource`)",
          consumes: ["multipart/form-data"],
        },
      },
      (request, reply) => uploadImport(request, reply, steps(request)),
    );
  });

  app.get(
    "/imports/:id",
    { config, schema: { tags, summary: "An import with its job's live progress", params: ZImportId } },
    (request) => showImport(request, { ...steps(request), id: request.params.id, runner }),
  );

  app.post(
    "/imports/:id/preview",
    {
      config,
      schema: {
        tags,
        summary: "Validate every row with a column mapping",
        params: ZImportId,
        body: ZImportPreview,
      },
    },
    (request) =>
      previewImport(request, {
        ...steps(request),
        id: request.params.id,
        mapping: request.body.mapping,
        ...(batchRows ? { batchRows } : {}),
      }),
  );

  app.post(
    "/imports/:id/commit",
    {
      config,
      schema: {
        tags,
        summary: "Import every row in one transaction, as a background job (header Idempotency-Key)",
        params: ZImportId,
      },
    },
    (request, reply) =>
      commitImport(request, reply, { ...steps(request), id: request.params.id, db, runner, batchRows }),
  );
};
