import { debts as debtsDef, type RecurrencePeriod, type RecurrenceRunResult } from "@quadra/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { rowsOf } from "../../platform/db/resultRows.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { searchTextOf } from "../../platform/resources/recordValues.ts";
import { type ResourceRow, resourceTable } from "../../platform/resources/resourceTable.ts";
import { addDays, nextRunOn, periodKeyOf } from "./recurrenceSchedule.ts";
import { payersSql } from "./recurrenceTargets.ts";

export type Recurrence = ResourceRow<"recurrences">;

/** "Mensalidade 11/2026", "Anuidade 2027": the debt's description names its period. */
export const periodLabel = (period: string) =>
  period.length === 7 ? `${period.slice(5)}/${period.slice(0, 4)}` : period;

/** The schedule fields of a recurrence row. */
export const scheduleOf = (recurrence: Recurrence) => ({
  period: recurrence.period as RecurrencePeriod,
  day_of_month: recurrence.day_of_month,
  month: recurrence.month,
  starts_on: recurrence.starts_on,
  ends_on: recurrence.ends_on,
});

/**
 * Runs one period of a recurrence, in the caller's transaction, exactly once whatever runs it: the
 * run's row goes in first under its unique (recurrence, period) key with ON CONFLICT DO NOTHING, so
 * a second runner — another server process, a retry after a restart — either waits for the first
 * one's transaction and then inserts nothing, or (the first rolled back) runs it itself. The debts
 * are one INSERT … SELECT of the payers, in the same transaction as the run's row: a crash at any
 * point leaves the whole run or none of it. Then the run's counts and the recurrence's next run.
 */
export const runPeriod = async (
  tx: Executor,
  actor: Actor,
  recurrence: Recurrence,
  period: string,
  runOn: string,
): Promise<RecurrenceRunResult> => {
  const tenantId = actor.tenantId;
  const startedAt = new Date().toISOString();
  const [run] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into recurrenceruns
        (tenant_id, recurrence_id, period, debts_created, total_cents, started_at, finished_at, search_text, created_by, updated_by)
      values (${tenantId}, ${recurrence.id}, ${period}, 0, 0, ${startedAt}, ${startedAt}, '', ${actor.userId}, ${actor.userId})
      on conflict do nothing
      returning id`),
  );
  if (!run) return { period, created: false, debts_created: 0, total_cents: 0 };

  const description = `${recurrence.description} ${periodLabel(period)}`.slice(0, 200);
  const dueDate = addDays(runOn, recurrence.due_after_days);
  const [created] = rowsOf<{ count: number; total: number }>(
    await tx.execute(sql`with created as (
        insert into debts (tenant_id, user_id, association_id, description, amount_cents, due_date,
          fine_percent, interest_percent_month, discount_cents, origin, recurrence_id, period, status,
          search_text, created_by, updated_by)
        select ${tenantId}, payers.user_id, payers.association_id, ${description}, ${recurrence.amount_cents},
          ${dueDate}, ${recurrence.fine_percent}, ${recurrence.interest_percent_month}, 0, 'recurrence',
          ${recurrence.id}, ${period}, 'open', ${searchTextOf(debtsDef, { description })}, ${actor.userId}, ${actor.userId}
        from (${payersSql(tenantId, recurrence)}) as payers
        returning amount_cents)
      select count(*)::int as count, coalesce(sum(amount_cents), 0)::bigint as total from created`),
  );
  const count = Number(created?.count ?? 0);
  const total = Number(created?.total ?? 0);
  const runs = resourceTable("recurrenceruns");
  await tx
    .update(runs)
    .set({ debts_created: count, total_cents: total, finished_at: new Date().toISOString() })
    .where(and(eq(runs.tenant_id, tenantId), eq(runs.id, run.id)));
  const recurrences = resourceTable("recurrences");
  // The greatest period run so far: an older period run late never moves the schedule back.
  const lastPeriod =
    recurrence.last_period && recurrence.last_period > period ? recurrence.last_period : period;
  await tx
    .update(recurrences)
    .set({ last_period: lastPeriod, next_run_on: nextRunOn(scheduleOf(recurrence), lastPeriod) })
    .where(and(eq(recurrences.tenant_id, tenantId), eq(recurrences.id, recurrence.id)));
  return { period, created: true, debts_created: count, total_cents: total };
};

/** The period a recurrence's next run belongs to (null: none left). */
export const nextPeriodOf = (recurrence: Recurrence) =>
  recurrence.next_run_on ? periodKeyOf(recurrence.period as RecurrencePeriod, recurrence.next_run_on) : null;

/** A recurrence by id, locked for the run (a runner reads it as the last run left it). */
export const lockRecurrence = async (tx: Executor, tenantId: string, id: string) => {
  const recurrences = resourceTable("recurrences");
  const [row] = await tx
    .select()
    .from(recurrences)
    .where(and(eq(recurrences.tenant_id, tenantId), eq(recurrences.id, id)))
    .for("update");
  return row;
};
