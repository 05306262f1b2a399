import {
  counted,
  type ImportDetail,
  type ImportRecord,
  importableFields,
  importLabelOf,
  type JobRecord,
  requiredImportFields,
  resourceOf,
  type UploadedImport,
} from "@quadra/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database, Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields, violatedUniqueIndex } from "../../platform/http/errors.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { getRecord } from "../../platform/resources/resourceStore.ts";
import { readSpreadsheet, suggestMapping } from "../../platform/spreadsheets/index.ts";
import type { JobRunner } from "../jobs/jobRunner.ts";
import { insertJob } from "../jobs/jobStore.ts";
import { sanitizeFileName } from "../uploads/fileName.ts";
import type { CheckedRow } from "./checkRows.ts";
import type { Importer, OutcomeCounts } from "./importers.ts";
import { IMPORT_LABELS, MAX_IMPORT_ROWS, readImportForm } from "./importForm.ts";
import { checkedMapping } from "./importMapping.ts";
import {
  clearRowResults,
  findImport,
  IMPORT_BATCH_ROWS,
  type ImportRecordRow,
  importWithKey,
  insertImport,
  rowBatches,
  saveRowResults,
  updateImport,
} from "./importStore.ts";
import { forgetPreview, rememberPreview } from "./previewMemory.ts";
import { runImportJob } from "./runImport.ts";

/**
 * The steps of an import (upload, preview, commit, progress), shared by the routes that reach them:
 * `imports` (staff, any importable records) and a manager's import of their association's athletes.
 * A route says which importer serves a resource and, optionally, which imports the caller may reach.
 */
export type ImportRouteOptions = {
  importerOf: (tx: Executor, resource: string) => Promise<Importer>;
  /** Throws (404) when the caller may not reach this import; every import of the tenant otherwise. */
  mayReach?: (request: FastifyRequest, record: ImportRecordRow) => void;
};

const importsDef = resourceOf("imports");
const jobsDef = resourceOf("jobs");

/** Rows with errors a preview answers; the rest are listed by importitems. */
const PREVIEW_ERRORS = 100;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const KEY = /^[\x21-\x7e]{8,200}$/;
const KEY_TAKEN = "Essa chave de idempotência já foi usada em outra importação. Envie uma chave nova.";

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

/** The import, locked when asked, after checking the caller may reach it (else the same 404). */
const reachImport = async (
  tx: Executor,
  request: FastifyRequest,
  options: ImportRouteOptions,
  { id, forUpdate = false }: { id: string; forUpdate?: boolean },
) => {
  const record = await findImport(tx, { tenantId: tenantOf(request).id, id, forUpdate });
  options.mayReach?.(request, record);
  return record;
};

/** An import as GET imports/:id answers it: the record, and its job with the live progress. */
export const importAnswer = async (
  tx: Executor,
  { tenantId, id, runner }: { tenantId: string; id: string; runner: JobRunner },
) => {
  const { job_id: jobId } = await findImport(tx, { tenantId, id });
  // The live progress is taken before the job is read: a job that ends between the two reads is
  // then either still live (its progress so far) or read ended, never read "running" from the
  // database after its live progress is gone (which showed the done count back at 0).
  const live = jobId ? runner.progressOf(jobId) : undefined;
  // The job is read before the import: on PostgreSQL each statement sees the latest commit, so a
  // job that ended is never shown beside its import still "running" (both change in one commit).
  // getRecord answers a resource's generic record: here the jobs' and imports' catalogue fields.
  const job = jobId ? ((await getRecord(tx, jobsDef, tenantId, jobId)) as JobRecord) : null;
  const record = (await getRecord(tx, importsDef, tenantId, id)) as ImportRecord;
  if (job && live && (job.status === "queued" || job.status === "running")) {
    job.status = live.status;
    job.done = live.done;
    job.progress = live.total ? Math.floor((live.done * 100) / live.total) : 0;
  }
  return { ...record, job } satisfies ImportDetail;
};

/** GET …/imports/:id. */
export const showImport = async (
  request: FastifyRequest,
  options: ImportRouteOptions & { id: string; runner: JobRunner },
) =>
  ok(
    await inTenant(request, async (tx) => {
      await reachImport(tx, request, options, { id: options.id });
      return importAnswer(tx, { tenantId: tenantOf(request).id, id: options.id, runner: options.runner });
    }),
  );

/** POST …/imports (multipart): the sheet stored row by row, and the mapping suggested for its columns. */
export const uploadImport = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: ImportRouteOptions & { resource?: string },
) => {
  const form = await readImportForm(request, options.resource ? { resource: options.resource } : {});
  const { def } = await inTenant(request, async (tx) => {
    const importer = await options.importerOf(tx, form.resource);
    importer.assertMay(request);
    return importer;
  });
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
  return reply.code(201).send(
    ok(
      {
        id,
        headers: sheet.headers,
        suggested_mapping: suggested,
        // What checkedMapping will ask of the mapping (the importer's own definition: for people,
        // with the tenant's registration settings), for the mapping step to show before it does.
        required_fields: requiredImportFields(def).map(([key]) => key),
        total_rows: sheet.rows.length,
      } satisfies UploadedImport,
      "Planilha recebida. Confira a associação das colunas.",
    ),
  );
};

const OUTCOME_WORDS: Record<keyof OutcomeCounts, [string, string]> = {
  create: ["nova", "novas"],
  update: ["atualizada", "atualizadas"],
  unchanged: ["sem alterações", "sem alterações"],
};

/** "2 novas, 1 atualizada, 3 sem alterações" (only the outcomes that happen). */
export const describeOutcomes = (outcomes: OutcomeCounts) =>
  (Object.keys(OUTCOME_WORDS) as (keyof OutcomeCounts)[])
    .filter((key) => outcomes[key])
    .map((key) => `${outcomes[key]} ${OUTCOME_WORDS[key][outcomes[key] === 1 ? 0 : 1]}`)
    .join(", ");

/** POST …/imports/:id/preview: every row checked with the mapping, the errors stored on their rows. */
export const previewImport = async (
  request: FastifyRequest,
  options: ImportRouteOptions & { id: string; mapping: Record<string, string | null>; batchRows?: number },
) => {
  const tenantId = tenantOf(request).id;
  const { id } = options;
  const result = await inTenant(request, async (tx) => {
    const current = await reachImport(tx, request, options, { id, forUpdate: true });
    const importer = await options.importerOf(tx, current.resource);
    importer.assertMay(request);
    if (current.status === "running" || current.status === "committed")
      throw conflict("Esta importação já foi enviada para gravação e não pode mais ser conferida.");
    const mapping = checkedMapping({ def: importer.def, headers: current.headers, mapping: options.mapping });
    const check = importer.checker({ tenantId, mapping, uniques: true });
    // Batch by batch, only the rows with errors written: 100,000 rows never sit in memory at once.
    await clearRowResults(tx, { tenantId, importId: id });
    const failed: CheckedRow[] = [];
    // What the commit may take instead of checking every row again (previewMemory.ts).
    let passed: CheckedRow[] | undefined = importer.confirm ? [] : undefined;
    const outcomes: OutcomeCounts = {};
    let total = 0;
    let errorRows = 0;
    const size = options.batchRows ?? IMPORT_BATCH_ROWS;
    for await (const batch of rowBatches(tx, { tenantId, importId: id, size })) {
      const checked = await check(tx, batch);
      const bad = checked.filter((row) => Object.keys(row.errors).length);
      for (const row of checked)
        if (row.outcome && !Object.keys(row.errors).length)
          outcomes[row.outcome] = (outcomes[row.outcome] ?? 0) + 1;
      await saveRowResults(tx, {
        tenantId,
        updates: bad.map((row) => ({ id: row.id, status: "error", errors: row.errors, recordId: null })),
      });
      failed.push(...bad.slice(0, PREVIEW_ERRORS - failed.length));
      total += batch.length;
      errorRows += bad.length;
      if (bad.length) passed = undefined;
      else passed?.push(...checked);
    }
    if (passed) rememberPreview(id, mapping, passed);
    else forgetPreview(id);
    const counts = { total_rows: total, valid_rows: total - errorRows, error_rows: errorRows };
    await updateImport(tx, { tenantId, id, values: { status: "previewed", mapping, ...counts } });
    return {
      id,
      status: "previewed",
      mapping,
      ...counts,
      ...(Object.keys(outcomes).length ? { outcomes } : {}),
      rows: failed.map((row) => ({ row_number: row.rowNumber, data: row.data, errors: row.errors })),
    };
  });
  const outcomes = "outcomes" in result && result.outcomes ? ` ${describeOutcomes(result.outcomes)}.` : "";
  return ok(
    result,
    result.error_rows
      ? `${counted(result.error_rows, "linha com erro", "linhas com erro")}. Corrija a planilha e envie de novo.`
      : `Todas as linhas estão corretas.${outcomes}`,
  );
};

/** POST …/imports/:id/commit (Idempotency-Key): the job that writes every row in one transaction. */
export const commitImport = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: ImportRouteOptions & {
    id: string;
    db: Database;
    runner: JobRunner;
    batchRows?: number | undefined;
  },
) => {
  const key = idempotencyKeyOf(request);
  const tenantId = tenantOf(request).id;
  const actor = actorOf(request);
  const { id, runner } = options;
  const started = await inTenant(request, async (tx) => {
    const current = await reachImport(tx, request, options, { id, forUpdate: true });
    const importer = await options.importerOf(tx, current.resource);
    importer.assertMay(request);
    // The same key again (a retry, a double click): the job it started, never a second one.
    if (current.job_id && current.idempotency_key?.toLowerCase() === key.toLowerCase()) return null;
    const other = await importWithKey(tx, { tenantId, key });
    if (other && other !== id)
      throw conflict(KEY_TAKEN, { idempotency_key: "Chave já usada em outra importação." });
    if (current.status === "running") throw conflict("Esta importação já está sendo gravada.");
    if (current.status === "committed")
      throw conflict("Esta importação já foi gravada. Para importar de novo, envie a planilha outra vez.");
    if (current.status === "uploaded")
      throw invalidFields({ mapping: "Confira a prévia das linhas antes de gravar." }, IMPORT_LABELS);
    if (current.error_rows > 0)
      throw invalidFields(
        {
          rows: `${counted(current.error_rows, "linha com erro", "linhas com erro")}. Corrija a planilha e envie de novo; nada foi gravado.`,
        },
        IMPORT_LABELS,
      );
    const job = await insertJob(tx, {
      actor,
      title: `Importação de ${importLabelOf(importer.def)["pt-BR"]}: ${current.file_name}`.slice(0, 300),
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
    return { jobId: job.id as string, total: current.valid_rows as number, importer };
  }).catch((error) => {
    // Two commits racing with one key on two imports: the unique index decides.
    if (violatedUniqueIndex(error) === "imports_idempotency_key_key")
      throw conflict(KEY_TAKEN, { idempotency_key: "Chave já usada em outra importação." });
    throw error;
  });
  if (started) {
    runner.start({
      jobId: started.jobId,
      total: started.total,
      log: request.log,
      work: (report) =>
        runImportJob({
          db: options.db,
          log: request.log,
          actor,
          importer: started.importer,
          importId: id,
          jobId: started.jobId,
          report,
          batchRows: options.batchRows,
        }),
    });
  }
  const answer = await inTenant(request, (tx) => importAnswer(tx, { tenantId, id, runner }));
  return reply
    .code(started ? 202 : 200)
    .send(ok(answer, started ? "Importação iniciada." : "Esta importação já foi enviada com essa chave."));
};
