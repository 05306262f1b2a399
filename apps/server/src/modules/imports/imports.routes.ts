import multipart from "@fastify/multipart";
import { importableFields, RESOURCES, resourceOf } from "@quadra/shared";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields, violatedUniqueIndex } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { getRecord } from "../../platform/resources/resourceStore.ts";
import { readSpreadsheet, suggestMapping } from "../../platform/spreadsheets/index.ts";
import { jobRecoveryHooks } from "../jobs/jobHooks.ts";
import { type JobRunner, jobRunnerOf } from "../jobs/jobRunner.ts";
import { insertJob } from "../jobs/jobStore.ts";
import { sanitizeFileName } from "../uploads/fileName.ts";
import { type CheckedRow, rowChecker } from "./checkRows.ts";
import { assertMayImportInto, importableResource } from "./importAccess.ts";
import { IMPORT_FORM_LIMITS, IMPORT_LABELS, MAX_IMPORT_ROWS, readImportForm } from "./importForm.ts";
import { checkedMapping } from "./importMapping.ts";
import {
  clearRowResults,
  failImportsOfJobs,
  findImport,
  IMPORT_BATCH_ROWS,
  importWithKey,
  insertImport,
  rowBatches,
  saveRowResults,
  updateImport,
} from "./importStore.ts";
import { runImportJob } from "./runImport.ts";

const importsDef = resourceOf("imports");
const jobsDef = resourceOf("jobs");

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const ZPreview = z.strictObject({
  mapping: z.record(z.string().max(300), z.string().max(100).nullable()),
});
/** Rows with errors a preview answers; the rest are listed by importitems. */
const PREVIEW_ERRORS = 100;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const KEY = /^[\x21-\x7e]{8,200}$/;

const config = { ...guard({ auth: "login", permissions: ["operations"] }), fieldLabels: IMPORT_LABELS };
const tags = ["imports"];

/** The Idempotency-Key header of a commit: required, one per commit the person means to make. */
const idempotencyKeyOf = (request: FastifyRequest) => {
  const value = request.headers["idempotency-key"];
  if (typeof value !== "string" || !KEY.test(value))
    throw invalidFields(
      {
        idempotency_key:
          "Envie o cabeçalho Idempotency-Key com uma chave própria deste envio (de 8 a 200 caracteres, sem espaços).",
      },
      IMPORT_LABELS,
    );
  return value;
};

/** An import as GET imports/:id answers it: the record, and its job with the live progress. */
const importAnswer = async (
  tx: Executor,
  { tenantId, id, runner }: { tenantId: string; id: string; runner: JobRunner },
) => {
  const { job_id: jobId } = await findImport(tx, { tenantId, id });
  // The job is read before the import: on PostgreSQL each statement sees the latest commit, so a
  // job that ended is never shown beside its import still "running" (both change in one commit).
  const job = jobId ? ((await getRecord(tx, jobsDef, tenantId, jobId)) as Record<string, any>) : null;
  const record = (await getRecord(tx, importsDef, tenantId, id)) as Record<string, unknown>;
  const live = jobId ? runner.progressOf(jobId) : undefined;
  if (job && live && (job.status === "queued" || job.status === "running")) {
    job.status = live.status;
    job.done = live.done;
    job.progress = live.total ? Math.floor((live.done * 100) / live.total) : 0;
  }
  return { ...record, job };
};

export const registerImportRoutes = (app: App) => {
  const { db } = app.deps;
  const batchRows = app.deps.config.importBatchRows;
  const runner = jobRunnerOf(app.deps);
  jobRecoveryHooks(app, {
    runner,
    onRecovered: (tx, { tenantId, jobIds }) => failImportsOfJobs(tx, { tenantId, jobIds }),
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
      async (request, reply) => {
        const form = await readImportForm(request);
        const def = importableResource(form.resource);
        assertMayImportInto(request, def);
        const sheet = await readSpreadsheet({
          data: form.buffer,
          filename: form.filename,
          maxRows: MAX_IMPORT_ROWS,
        });
        if (!sheet.rows.length)
          throw invalidFields(
            { file: "A planilha só tem o cabeçalho. Inclua as linhas com os dados." },
            IMPORT_LABELS,
          );
        const suggested = suggestMapping({
          headers: sheet.headers,
          fields: importableFields(def).map(([key, field]) => ({ key, label: field.label["pt-BR"] })),
        });
        const fileName = sanitizeFileName({
          name: form.filename || "planilha",
          ext: form.buffer.subarray(0, 4).equals(ZIP_MAGIC) ? "xlsx" : "csv",
        });
        const id = await inTenant(request, (tx) =>
          insertImport(tx, {
            actor: actorOf(request),
            resource: def.name,
            fileName,
            headers: sheet.headers,
            mapping: suggested,
            rows: sheet.rows,
          }),
        );
        return reply
          .code(201)
          .send(
            ok(
              { id, headers: sheet.headers, suggested_mapping: suggested, total_rows: sheet.rows.length },
              "Planilha recebida. Confira a associação das colunas.",
            ),
          );
      },
    );
  });

  app.get(
    "/imports/:id",
    { config, schema: { tags, summary: "An import with its job's live progress", params: ZId } },
    async (request) =>
      ok(
        await inTenant(request, (tx) =>
          importAnswer(tx, { tenantId: tenantOf(request).id, id: request.params.id, runner }),
        ),
      ),
  );

  app.post(
    "/imports/:id/preview",
    {
      config,
      schema: { tags, summary: "Validate every row with a column mapping", params: ZId, body: ZPreview },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const { id } = request.params;
      const result = await inTenant(request, async (tx) => {
        const current = await findImport(tx, { tenantId, id, forUpdate: true });
        const def = RESOURCES[current.resource]!;
        assertMayImportInto(request, def);
        if (current.status === "running" || current.status === "committed")
          throw conflict("Esta importação já foi enviada para gravação e não pode mais ser conferida.");
        const mapping = checkedMapping({ def, headers: current.headers, mapping: request.body.mapping });
        const check = rowChecker({ def, tenantId, mapping, uniques: true });
        // Batch by batch, only the rows with errors written: 100,000 rows never sit in memory at once.
        await clearRowResults(tx, { tenantId, importId: id });
        const failed: CheckedRow[] = [];
        let total = 0;
        let errorRows = 0;
        const size = batchRows ?? IMPORT_BATCH_ROWS;
        for await (const batch of rowBatches(tx, { tenantId, importId: id, size })) {
          const bad = (await check(tx, batch)).filter((row) => Object.keys(row.errors).length);
          await saveRowResults(tx, {
            tenantId,
            updates: bad.map((row) => ({ id: row.id, status: "error", errors: row.errors, recordId: null })),
          });
          failed.push(...bad.slice(0, PREVIEW_ERRORS - failed.length));
          total += batch.length;
          errorRows += bad.length;
        }
        const counts = { total_rows: total, valid_rows: total - errorRows, error_rows: errorRows };
        await updateImport(tx, { tenantId, id, values: { status: "previewed", mapping, ...counts } });
        return {
          id,
          status: "previewed",
          mapping,
          ...counts,
          rows: failed.map((row) => ({ row_number: row.rowNumber, data: row.data, errors: row.errors })),
        };
      });
      return ok(
        result,
        result.error_rows
          ? `${result.error_rows} linha(s) com erro. Corrija a planilha e envie de novo.`
          : "Todas as linhas estão corretas.",
      );
    },
  );

  app.post(
    "/imports/:id/commit",
    {
      config,
      schema: {
        tags,
        summary: "Import every row in one transaction, as a background job (header Idempotency-Key)",
        params: ZId,
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const tenantId = tenantOf(request).id;
      const actor = actorOf(request);
      const { id } = request.params;
      const started = await inTenant(request, async (tx) => {
        const current = await findImport(tx, { tenantId, id, forUpdate: true });
        const def = RESOURCES[current.resource]!;
        assertMayImportInto(request, def);
        // The same key again (a retry, a double click): the job it started, never a second one.
        if (current.job_id && current.idempotency_key?.toLowerCase() === key.toLowerCase()) return null;
        const other = await importWithKey(tx, { tenantId, key });
        if (other && other !== id)
          throw conflict(
            "Essa chave de idempotência já foi usada em outra importação. Envie uma chave nova.",
            {
              idempotency_key: "Chave já usada em outra importação.",
            },
          );
        if (current.status === "running") throw conflict("Esta importação já está sendo gravada.");
        if (current.status === "committed")
          throw conflict(
            "Esta importação já foi gravada. Para importar de novo, envie a planilha outra vez.",
          );
        if (current.status === "uploaded")
          throw invalidFields({ mapping: "Confira a prévia das linhas antes de gravar." }, IMPORT_LABELS);
        if (current.error_rows > 0)
          throw invalidFields(
            {
              rows: `${current.error_rows} linha(s) com erro. Corrija a planilha e envie de novo; nada foi gravado.`,
            },
            IMPORT_LABELS,
          );
        const job = await insertJob(tx, {
          actor,
          title: `Importação de ${def.label.many["pt-BR"]}: ${current.file_name}`.slice(0, 300),
          kind: "import",
          total: current.valid_rows,
          resource: importsDef.name,
          recordId: id,
        });
        await updateImport(tx, {
          tenantId,
          id,
          values: { status: "running", job_id: job.id, idempotency_key: key },
        });
        return { jobId: job.id as string, total: current.valid_rows as number };
      }).catch((error) => {
        // Two commits racing with one key on two imports: the unique index decides.
        if (violatedUniqueIndex(error) === "imports_idempotency_key_key")
          throw conflict(
            "Essa chave de idempotência já foi usada em outra importação. Envie uma chave nova.",
            {
              idempotency_key: "Chave já usada em outra importação.",
            },
          );
        throw error;
      });
      if (started) {
        runner.start({
          jobId: started.jobId,
          total: started.total,
          log: request.log,
          work: (report) =>
            runImportJob({
              db,
              log: request.log,
              actor,
              importId: id,
              jobId: started.jobId,
              report,
              batchRows,
            }),
        });
      }
      const answer = await inTenant(request, (tx) => importAnswer(tx, { tenantId, id, runner }));
      return reply
        .code(started ? 202 : 200)
        .send(
          ok(answer, started ? "Importação iniciada." : "Esta importação já foi enviada com essa chave."),
        );
    },
  );
};
