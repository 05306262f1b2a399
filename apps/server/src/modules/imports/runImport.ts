import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Tx } from "../../platform/db/database.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { type Settled, settled } from "../../platform/settled.ts";
import { endJob, INTERRUPTED_MESSAGE, lockLiveJob } from "../jobs/jobStore.ts";
import type { CheckedRow, ImportRow } from "./checkRows.ts";
import type { Importer, ImportWriter } from "./importers.ts";
import {
  findImport,
  IMPORT_BATCH_ROWS,
  type ImportRecordRow,
  markRowsImported,
  rowBatches,
  updateImport,
} from "./importStore.ts";
import { takePreview } from "./previewMemory.ts";
import { describeRowErrors, RowFailure } from "./rowFailure.ts";

const NOTHING_WRITTEN = "Nada foi gravado.";

class JobNoLongerLive extends Error {}

/**
 * For the rest of the job's transaction, joins by looking rows up (nested loops) rather than
 * hashing or sorting a whole side. The items were just uploaded and have no statistics yet, so
 * PostgreSQL estimates the tenant's items at a few hundred and hashes all of them for each batch's
 * UPDATE … FROM unnest(…): the work grows with the square of the file (200,000 rows: 40 statements
 * reading up to 400,000 row versions each). Looked up by primary key, each batch reads its own
 * rows. No other statement of the job joins tables.
 */
const lookUpItemsByKey = (tx: Tx) =>
  tx.execute(
    sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`,
  );

/** A batch as loaded: stored rows to check, or rows the preview already checked. */
type Batch = ImportRow[] | CheckedRow[];

/**
 * Where the job's batches come from: the rows its preview remembered in this process, with only
 * what the tenant's records could have changed since checked again (previewMemory.ts says what
 * that relies on); otherwise the stored rows, read and checked again from their cells. `ahead`, when
 * there is one, prepares the batch `load` answers next while the current one is being written: the
 * writer makes its records' values from remembered rows (`ImportWriter.ahead`), or the stored rows
 * are read and their cells read by the checker (`RowChecker.ahead`); what reads the tenant's records
 * (the check itself) still runs after the current batch is written.
 */
const batchSource = (
  tx: Tx,
  {
    importer,
    writer,
    current,
    size,
  }: { importer: Importer; writer: ImportWriter; current: ImportRecordRow; size: number },
): {
  load: () => Promise<Batch | undefined>;
  check: (rows: Batch) => Promise<CheckedRow[]>;
  ahead?: (() => Promise<void>) | undefined;
  /** The check reads nothing the writes change: the next batch may be checked while one is written. */
  independent: boolean;
} => {
  const tenantId = current.tenant_id;
  const remembered = importer.confirm && takePreview(current.id, current.mapping, current.total_rows);
  if (remembered && importer.confirm) {
    const confirm = importer.confirm({ tenantId });
    let start = 0;
    const upcoming = () => remembered.slice(start, start + size);
    return {
      load: async () => {
        const batch = upcoming();
        start += size;
        return batch.length ? batch : undefined;
      },
      check: (rows) => confirm(tx, rows as CheckedRow[]),
      independent: true,
      ahead:
        writer.ahead &&
        (async () => {
          // The batch after the one being written, taken before `load` moves on to it.
          const batch = upcoming();
          await nextTurn();
          if (batch.length) await writer.ahead!(batch);
        }),
    };
  }
  const batches = rowBatches(tx, { tenantId, importId: current.id, size });
  const check = importer.checker({ tenantId, mapping: current.mapping, uniques: false });
  // The next batch's read, when `ahead` started it.
  let reading: ReturnType<typeof batches.next> | undefined;
  const read = () => {
    reading ??= batches.next();
    return reading;
  };
  return {
    load: async () => {
      const loaded = await read();
      reading = undefined;
      return loaded.done ? undefined : loaded.value;
    },
    check: (rows) => check(tx, rows),
    // A checker may read what earlier batches wrote (people: the cpfs and e-mails already there).
    independent: false,
    ahead:
      check.ahead &&
      (async () => {
        const loaded = await read();
        await nextTurn();
        if (!loaded.done) await check.ahead!(loaded.value);
      }),
  };
};

/**
 * The work of an import's job, in ONE transaction: batch by batch (IMPORT_BATCH_ROWS), the rows are
 * read, checked again (the tenant's records may have changed since the preview: a ref renamed or
 * deleted is the row's error; rows the preview remembered in this process only have their refs
 * checked again, `batchSource`), written by the importer (registry resources: bulkInsert's multi-row
 * INSERTs) while the next batch is prepared (batchSource's `ahead`) and, when the check reads
 * nothing the writes change (rows the preview remembered), checked; their outcome is written with
 * one UPDATE per batch, queued behind the write and not waited for until the next batch is written
 * (a check that reads what was written runs while it runs); then one `import`
 * entry of the audit log (instead of one `create` per record) and the job's success. A value taken
 * since the preview is refused by the unique index itself and named by bulkInsert (the commit does
 * not look unique values up again). A failure rolls all of it
 * back and the job ends failed naming the row; progress lives in memory meanwhile (`advance`).
 */
export const runImportJob = async ({
  db,
  log,
  actor,
  importer,
  importId,
  jobId,
  report,
  batchRows,
}: {
  db: Database;
  log: FastifyBaseLogger;
  actor: Actor;
  importer: Importer;
  importId: string;
  jobId: string;
  report: { running: () => void; advance: (done: number) => void };
  /** Rows per batch and per INSERT (tests); by default IMPORT_BATCH_ROWS, and bulkInsert's own. */
  batchRows?: number | undefined;
}) => {
  const { tenantId } = actor;
  const { def } = importer;
  try {
    await db.tenant(tenantId, async (tx) => {
      if (!(await lockLiveJob(tx, { tenantId, jobId }))) throw new JobNoLongerLive();
      report.running();
      const current = await findImport(tx, { tenantId, id: importId });
      await lookUpItemsByKey(tx);
      const writer = importer.writer(tx, { actor, batchRows });
      const size = batchRows ?? IMPORT_BATCH_ROWS;
      const source = batchSource(tx, { importer, writer, current, size });
      let done = 0;
      let loaded = await source.load();
      let rows = loaded && (await source.check(loaded));
      // The previous batch's outcome (its UPDATE), still running while this batch is judged.
      let saving: Promise<Settled<unknown>> | undefined;
      while (rows) {
        const bad = rows.find((row) => Object.keys(row.errors).length);
        if (bad) throw new RowFailure(bad.rowNumber, describeRowErrors(def, bad.errors));
        const batch = rows;
        // While PostgreSQL runs this batch's statements, this process prepares the next batch
        // (batchSource's `ahead`) instead of the two taking turns: started right after the write
        // (whose first statement follows its own computation, so a read of stored rows that `ahead`
        // starts still reaches the connection first), and judged ahead after this batch where the
        // writer may (ImportWriter.ahead). Its failure is not this batch's: the check and `write`
        // make again whatever was not made ahead, a read that failed fails the next `load` as it
        // would have, and a judgement that failed fails the next batch's write.
        const writing = settled(writer.write(batch));
        const making = source.ahead && settled(source.ahead());
        loaded = await source.load();
        // A check that reads nothing this batch writes runs now: its statements take turns with
        // the write's on the connection instead of waiting for the write to end.
        const early = loaded && source.independent ? settled(source.check(loaded)) : undefined;
        const saved = await saving;
        const [written] = [await writing, await making];
        if (saved && "error" in saved) throw saved.error;
        if ("error" in written) throw written.error;
        const ids = written.value;
        // The outcome's UPDATE is not waited for: the next batch's statements queue behind it.
        saving = settled(
          markRowsImported(tx, {
            tenantId,
            importId,
            rows: batch.map((row, index) => ({
              id: row.id,
              rowNumber: row.rowNumber,
              recordId: ids[index]!,
            })),
          }),
        );
        // Otherwise the next batch is checked now, with this one written, while that UPDATE runs.
        let checking = early;
        if (loaded && !checking) {
          await nextTurn();
          checking = settled(source.check(loaded));
        }
        const checked = await checking;
        if (checked && "error" in checked) {
          // A failed UPDATE fails the statements behind it: its error is the one to tell.
          const outcome = await saving;
          throw "error" in outcome ? outcome.error : checked.error;
        }
        done += batch.length;
        report.advance(done);
        rows = checked?.value;
      }
      const saved = await saving;
      if (saved && "error" in saved) throw saved.error;
      const summary = writer.summary();
      await writeAudit(tx, actor, [
        {
          action: "import",
          resource: def.name,
          recordId: importId,
          recordTitle: current.file_name,
          changes: {
            import_id: importId,
            file_name: current.file_name,
            records: done,
            ...(summary.outcomes ? { outcomes: summary.outcomes } : {}),
          },
        },
      ]);
      await updateImport(tx, { tenantId, id: importId, values: { status: "committed" } });
      await endJob(tx, { tenantId, jobId, status: "succeeded", done, message: summary.message });
    });
  } catch (error) {
    let message = INTERRUPTED_MESSAGE;
    if (error instanceof RowFailure)
      message = `Linha ${error.rowNumber}: ${error.reason} ${NOTHING_WRITTEN}`.slice(0, 1_000);
    else if (!(error instanceof JobNoLongerLive)) {
      log.error({ err: error, jobId, importId }, "import job failed");
      message = `Não foi possível gravar a importação por um erro inesperado. ${NOTHING_WRITTEN} Tente de novo.`;
    }
    await db.tenant(tenantId, async (tx) => {
      if (await endJob(tx, { tenantId, jobId, status: "failed", message, done: 0 }))
        await updateImport(tx, { tenantId, id: importId, values: { status: "failed" } });
    });
  }
};
