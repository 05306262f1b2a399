import { type JobRecord, resourceOf } from "@quadra/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import type { RecordRow } from "../../platform/resources/recordRow.ts";
import { searchTextOf } from "../../platform/resources/recordValues.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";

const jobsDef = resourceOf("jobs");

export const jobsTable = () => resourceTableOf(jobsDef);

/**
 * A job row (catalog/operations.ts `jobs`): the record the API answers, with its status narrowed to
 * JobStatus (the column is text) and the table's own columns.
 */
export type JobRow = RecordRow<Omit<JobRecord, "id" | "created_at">>;

/** Statuses of a job that has not ended. */
export const LIVE_JOB_STATUSES = ["queued", "running"];

export const INTERRUPTED_MESSAGE = "Tarefa interrompida; nada foi gravado. Tente de novo.";

/** A job that starts right away in this process: written as running before its work begins. */
export const insertJob = async (
  tx: Executor,
  {
    actor,
    title,
    kind,
    total,
    resource,
    recordId,
  }: { actor: Actor; title: string; kind: string; total: number; resource: string; recordId: string },
) => {
  const values = {
    title,
    kind,
    status: "running",
    progress: 0,
    total,
    done: 0,
    message: null,
    started_at: new Date().toISOString(),
    finished_at: null,
    created_by_name: actor.userName,
    resource,
    record_id: recordId,
  };
  const [row] = await tx
    .insert(jobsTable())
    .values({
      ...values,
      tenant_id: actor.tenantId,
      search_text: searchTextOf(jobsDef, values),
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning();
  return row as JobRow;
};

/**
 * Locks a live job's row for the transaction that does its work: the start-up recovery skips locked
 * rows, so a job another process is running is never taken for an interrupted one. Answers false
 * when the job is no longer live (recovery already marked it failed).
 */
export const lockLiveJob = async (tx: Executor, { tenantId, jobId }: { tenantId: string; jobId: string }) => {
  const t = jobsTable();
  const [row] = await tx
    .select({ status: t.status })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, jobId)))
    .for("update");
  return Boolean(row?.status && LIVE_JOB_STATUSES.includes(row.status));
};

/** Writes how a job ended; only a live job changes (an ended one keeps its outcome). */
export const endJob = async (
  tx: Executor,
  {
    tenantId,
    jobId,
    status,
    message,
    done,
  }: { tenantId: string; jobId: string; status: "succeeded" | "failed"; message: string; done?: number },
) => {
  const t = jobsTable();
  const [row] = await tx
    .update(t)
    .set({
      status,
      message,
      ...(done === undefined ? {} : { done }),
      ...(status === "succeeded" ? { progress: 100 } : {}),
      finished_at: new Date().toISOString(),
      version: sql`${t.version} + 1`,
      updated_at: new Date(),
    })
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, jobId), inArray(t.status, LIVE_JOB_STATUSES)))
    .returning({ id: t.id });
  return Boolean(row);
};

/**
 * Marks failed the live jobs of a tenant that no transaction is working on (their process died):
 * their work ran in one transaction that never committed, so nothing of it was written. Rows
 * locked by a running job (FOR UPDATE in lockLiveJob) are skipped. Answers the ids it marked.
 */
export const failInterruptedJobs = async (tx: Executor, tenantId: string): Promise<string[]> => {
  const t = jobsTable();
  const orphans = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), inArray(t.status, LIVE_JOB_STATUSES)))
    .for("update", { skipLocked: true });
  const ids = (orphans as { id: string }[]).map((row) => row.id);
  if (!ids.length) return [];
  await tx
    .update(t)
    .set({
      status: "failed",
      message: INTERRUPTED_MESSAGE,
      finished_at: new Date().toISOString(),
      version: sql`${t.version} + 1`,
      updated_at: new Date(),
    })
    .where(and(eq(t.tenant_id, tenantId), inArray(t.id, ids)));
  return ids;
};
