import multipart from "@fastify/multipart";
import { importsOperations } from "@quadra/shared/operations/imports";
import type { FastifyRequest } from "fastify";
import { route } from "../../platform/http/operationRoute.ts";
import { tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { jobRecoveryHooks } from "../jobs/jobHooks.ts";
import { jobRunnerOf } from "../jobs/jobRunner.ts";
import { importerFor } from "./importers.ts";
import { IMPORT_FORM_LIMITS } from "./importForm.ts";
import {
  commitImport,
  type ImportRouteOptions,
  previewImport,
  showImport,
  uploadImport,
} from "./importSteps.ts";
import { failImportsOfJobs } from "./importStore.ts";

export const registerImportRoutes = (app: App) => {
  const { db } = app.deps;
  const batchRows = app.deps.config.importBatchRows;
  const runner = jobRunnerOf(app.deps);
  jobRecoveryHooks(app, {
    runner,
    onRecovered: (tx, { tenantId, jobIds }) => failImportsOfJobs(tx, { tenantId, jobIds }),
  });
  const steps = (request: FastifyRequest): ImportRouteOptions => ({
    importerOf: (tx, resource) => importerFor(tx, { tenantId: tenantOf(request).id, resource }),
  });

  // The multipart parser exists only in this scope, as in uploads: other routes still answer 415.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: IMPORT_FORM_LIMITS, throwFileSizeLimit: true });
    route(scope, importsOperations, "upload", (request, reply) =>
      uploadImport(request, reply, steps(request)),
    );
  });

  route(app, importsOperations, "one", (request) =>
    showImport(request, { ...steps(request), id: request.params.id, runner }),
  );

  route(app, importsOperations, "preview", (request) =>
    previewImport(request, {
      ...steps(request),
      id: request.params.id,
      mapping: request.body.mapping,
      ...(batchRows ? { batchRows } : {}),
    }),
  );

  route(app, importsOperations, "commit", (request, reply) =>
    commitImport(request, reply, { ...steps(request), id: request.params.id, db, runner, batchRows }),
  );
};
