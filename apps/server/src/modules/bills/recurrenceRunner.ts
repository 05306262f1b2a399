import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../platform/db/database.ts";
import { tenants } from "../../platform/db/schema/index.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { expireBills } from "./closeBill.ts";
import { lockRecurrence, nextPeriodOf, runPeriod } from "./recurrenceRun.ts";

/** Who the runner's writes are by, in the audit and the debts' history: the system. */
export const runnerActor = (tenantId: string): Actor => ({
  tenantId,
  userId: null,
  userName: "Cobranças recorrentes",
  ip: null,
});

/** At most this many periods of one recurrence caught up in one tick (a server off for years). */
const CATCH_UP_LIMIT = 36;

/**
 * Runs every period that is due, tenant by tenant (those with the bills module), each run in its
 * own transaction: the recurrence is locked, re-read and run only if its next run is still due, so
 * processes ticking at once take turns and the second finds nothing to do; the run's unique key
 * guards the rest (runPeriod). A failing run is logged and rolled back whole; the next tick tries
 * again. Open bills past their due date expire on the same tick.
 */
export const runDueRecurrences = async (db: Database, log: FastifyBaseLogger, today = brazilDay()) => {
  const withBills = await db.global((tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(sql`'bills' = any(${tenants.availableModules})`),
  );
  let runs = 0;
  for (const { id: tenantId } of withBills) {
    const actor = runnerActor(tenantId);
    await db.tenant(tenantId, (tx) => expireBills(tx, actor, today));
    const recurrences = resourceTable("recurrences");
    const due = await db.tenant(tenantId, (tx) =>
      tx
        .select({ id: recurrences.id })
        .from(recurrences)
        .where(
          and(
            eq(recurrences.tenant_id, tenantId),
            eq(recurrences.active, true),
            lte(recurrences.next_run_on, today),
          ),
        ),
    );
    for (const { id } of due) {
      for (let caught = 0; caught < CATCH_UP_LIMIT; caught++) {
        try {
          const result = await db.tenant(tenantId, async (tx) => {
            const recurrence = await lockRecurrence(tx, tenantId, id);
            if (!recurrence?.active || !recurrence.next_run_on || recurrence.next_run_on > today) return null;
            return runPeriod(tx, actor, recurrence, nextPeriodOf(recurrence)!, recurrence.next_run_on);
          });
          if (!result) break;
          if (result.created) runs++;
        } catch (error) {
          log.error(
            { err: error, tenantId, recurrenceId: id },
            "recurrence run failed; nothing of it was written",
          );
          break;
        }
      }
    }
  }
  return runs;
};

/**
 * The runner's life in the server: a tick once ready (a run a restart interrupted is simply run
 * again: nothing of it was written) and then every `everyMs`; ticks never overlap in one process.
 */
export const startRecurrenceTicker = (db: Database, log: FastifyBaseLogger, everyMs: number) => {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(() => (stopped ? 0 : runDueRecurrences(db, log)))
      .catch((error) => log.error({ err: error }, "recurrence tick failed"));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
};
