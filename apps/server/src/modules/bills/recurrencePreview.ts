import type { RecurrencePreview } from "@quadra/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { rowsOf } from "../../platform/db/resultRows.ts";
import { nextPeriodOf, type Recurrence } from "./recurrenceRun.ts";
import { addDays } from "./recurrenceSchedule.ts";
import { payersSql } from "./recurrenceTargets.ts";

/** How many payers the preview names; the count and the total cover them all. */
const SHOWN = 50;

/**
 * What the next run of a recurrence would create, computed from the same SELECT of payers the run
 * inserts from, and nothing written: the period, the run and due dates, how many debts, the total
 * and the first payers by name.
 */
export const previewRecurrence = async (
  tx: Executor,
  tenantId: string,
  recurrence: Recurrence,
): Promise<RecurrencePreview> => {
  const period = nextPeriodOf(recurrence);
  const note = !recurrence.active
    ? "Esta cobrança recorrente está inativa: nada é gerado enquanto ela não for ativada."
    : !period
      ? "Esta cobrança recorrente terminou: não há próxima execução."
      : null;
  const payers = sql`(${payersSql(tenantId, recurrence)}) as payers`;
  const [counted] = rowsOf<{ count: number }>(
    await tx.execute(sql`select count(*)::int as count from ${payers}`),
  );
  const named = rowsOf<{ user_id: string | null; association_id: string | null; name: string }>(
    await tx.execute(sql`select user_id, association_id, name from ${payers} order by name limit ${SHOWN}`),
  );
  const count = Number(counted?.count ?? 0);
  return {
    period,
    run_on: recurrence.next_run_on,
    due_date: recurrence.next_run_on ? addDays(recurrence.next_run_on, recurrence.due_after_days) : null,
    payers_count: count,
    amount_cents: recurrence.amount_cents,
    total_cents: count * recurrence.amount_cents,
    payers: named.map((row) =>
      row.user_id
        ? { kind: "person" as const, id: row.user_id, name: row.name }
        : { kind: "association" as const, id: String(row.association_id), name: row.name },
    ),
    note,
  };
};
