import { RESOURCES, type ResourceDef } from "@quadra/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../platform/db/database.ts";
import { AppError } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { createRecord, uniqueConflict } from "../../platform/resources/resourceStore.ts";
import { endJob, INTERRUPTED_MESSAGE, lockLiveJob } from "../jobs/jobStore.ts";
import { checkRows } from "./checkRows.ts";
import { findImport, type ItemUpdate, loadRows, saveRowResults, updateImport } from "./importStore.ts";

const NOTHING_WRITTEN = "Nada foi gravado.";

/** A row that stopped the commit: the job's message names it. */
class RowFailure extends Error {
  constructor(
    readonly rowNumber: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}
class JobNoLongerLive extends Error {}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "Nome: Campo obrigatório. País: ..." from a row's field errors. */
export const describeRowErrors = (def: ResourceDef, errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([key, message]) => `${def.fields[key]?.label["pt-BR"] ?? key}: ${sentence(message)}`)
    .join(" ");

/** What a failed insert means to a person (a unique value taken, a record gone), if known. */
const describeInsertFailure = (def: ResourceDef, error: unknown): string | undefined => {
  let known = error;
  if (!(error instanceof AppError)) {
    try {
      uniqueConflict(def)(error);
    } catch (converted) {
      known = converted;
    }
  }
  return known instanceof AppError ? sentence(known.message) : undefined;
};

/**
 * The work of an import's job: every row is inserted through the framework's createRecord in ONE
 * transaction, together with the rows' outcome, one `import` entry of the audit log (instead of one
 * `create` per record) and the job's success. A failure rolls all of it back and the job ends
 * failed naming the row; progress lives in memory meanwhile (`advance`).
 */
export const runImportJob = async ({
  db,
  log,
  actor,
  importId,
  jobId,
  report,
}: {
  db: Database;
  log: FastifyBaseLogger;
  actor: Actor;
  importId: string;
  jobId: string;
  report: { running: () => void; advance: (done: number) => void };
}) => {
  const { tenantId } = actor;
  try {
    await db.tenant(tenantId, async (tx) => {
      if (!(await lockLiveJob(tx, { tenantId, jobId }))) throw new JobNoLongerLive();
      report.running();
      const current = await findImport(tx, { tenantId, id: importId });
      const def = RESOURCES[current.resource]!;
      const rows = await checkRows(tx, {
        def,
        tenantId,
        mapping: current.mapping,
        rows: await loadRows(tx, { tenantId, importId }),
      });
      // The preview found no errors, but the tenant's records may have changed since.
      const bad = rows.find((row) => Object.keys(row.errors).length);
      if (bad) throw new RowFailure(bad.rowNumber, describeRowErrors(def, bad.errors));
      const updates: ItemUpdate[] = [];
      for (const row of rows) {
        const record = await createRecord(tx, {
          def,
          actor,
          parentId: row.parentId,
          body: row.body,
          audit: false,
        }).catch((error) => {
          const reason = describeInsertFailure(def, error);
          if (!reason) throw error;
          throw new RowFailure(row.rowNumber, reason);
        });
        updates.push({ id: row.id, status: "imported", errors: {}, recordId: String(record.id) });
        report.advance(updates.length);
      }
      await saveRowResults(tx, { tenantId, updates });
      await writeAudit(tx, actor, [
        {
          action: "import",
          resource: def.name,
          recordId: importId,
          recordTitle: current.file_name,
          changes: { import_id: importId, file_name: current.file_name, records: updates.length },
        },
      ]);
      await updateImport(tx, { tenantId, id: importId, values: { status: "committed" } });
      await endJob(tx, {
        tenantId,
        jobId,
        status: "succeeded",
        done: updates.length,
        message: updates.length === 1 ? "1 registro importado." : `${updates.length} registros importados.`,
      });
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
