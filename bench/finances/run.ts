/**
 * The recurrence benchmark (issue 15, Speed and reliability): a monthly dues run creating debts for
 * 100,000 members, on PostgreSQL:
 *
 *   npm run bench:finances -w bench
 *
 * 1. rows/s of the product's run (recurrenceRun.ts runPeriod: the run's row under its unique key,
 *    one INSERT … SELECT of the payers, the counts, the next run date, one transaction) beside one
 *    bare INSERT … SELECT of the same rows in one transaction — the ratio must be ≥ 0.3;
 * 2. a run in a child process killed with SIGKILL in its middle leaves the whole run or none of it,
 *    and the run made again afterwards ("the restart") creates exactly one run's debts.
 *
 * Creates its own `quadra_bench_finances_<random>` database on BENCH_DATABASE_URL (dropped at the
 * end). BENCH_MEMBERS changes the 100,000.
 */
import { fork } from "node:child_process";
import os from "node:os";
import { sql } from "drizzle-orm";
import { lockRecurrence, runPeriod } from "../../apps/server/src/modules/bills/recurrenceRun.ts";
import { runnerActor } from "../../apps/server/src/modules/bills/recurrenceRunner.ts";
import { openBenchDatabase } from "../resources/benchDatabase.ts";
import { createRecurrenceTenant } from "./recurrenceTenant.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const RATIO_TARGET = 0.3;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const main = async () => {
  console.log(
    `recurrence benchmark: ${MEMBERS} members, ${os.cpus().length} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const bench = await openBenchDatabase("finances");
  console.log(`database ${bench.name}`);
  let failed = false;
  try {
    const { db } = bench;
    const setup = await createRecurrenceTenant(db, MEMBERS);
    const { tenantId, recurrenceId } = setup;
    const actor = runnerActor(tenantId);
    const countOf = async (period: string) =>
      db.tenant(tenantId, async (tx) => {
        const [debts] = rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from debts where tenant_id = ${tenantId} and period = ${period}`,
          ),
        );
        const [runs] = rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from recurrenceruns where tenant_id = ${tenantId} and period = ${period}`,
          ),
        );
        return { debts: Number(debts?.n ?? 0), runs: Number(runs?.n ?? 0) };
      });

    // The bare baseline: the same rows by one INSERT … SELECT, nothing else, in one transaction.
    const bare = async (period: string) => {
      const started = performance.now();
      await db.tenant(tenantId, (tx) =>
        tx.execute(sql`insert into debts (tenant_id, user_id, description, amount_cents, due_date, fine_percent,
            interest_percent_month, discount_cents, origin, period, status, search_text)
          select ${tenantId}, u.id, 'Mensalidade', 4990, '2026-01-15', 2, 1, 0, 'manual', ${period}, 'open', 'mensalidade'
          from user_roles ur join users u on u.tenant_id = ur.tenant_id and u.id = ur.user_id and u.anonymized_at is null
          where ur.tenant_id = ${tenantId}`),
      );
      return performance.now() - started;
    };
    const product = async (period: string) => {
      const started = performance.now();
      const result = await db.tenant(tenantId, async (tx) => {
        const recurrence = (await lockRecurrence(tx, tenantId, recurrenceId))!;
        return runPeriod(tx, actor, recurrence, period, `${period}-05`);
      });
      if (!result.created || result.debts_created !== MEMBERS)
        throw new Error(`run ${period}: ${JSON.stringify(result)}`);
      return performance.now() - started;
    };

    // Warm-up of both (caches, plans), then each measured twice, alternately.
    await bare("w-bare");
    await product("2025-11");
    const bareMs: number[] = [];
    const productMs: number[] = [];
    for (const [index, month] of ["2025-12", "2026-01"].entries()) {
      bareMs.push(await bare(`bare-${index}`));
      productMs.push(await product(month));
    }
    const best = (values: number[]) => Math.min(...values);
    const bareRate = MEMBERS / (best(bareMs) / 1000);
    const productRate = MEMBERS / (best(productMs) / 1000);
    const ratio = productRate / bareRate;
    console.log("\n1. rows/s (best of two, one transaction each)");
    console.log(
      `   bare INSERT … SELECT   ${bareMs.map(seconds).join(", ")}   ${Math.round(bareRate)} rows/s`,
    );
    console.log(
      `   product's run          ${productMs.map(seconds).join(", ")}   ${Math.round(productRate)} rows/s`,
    );
    console.log(
      `   ratio ${ratio.toFixed(2)} (target ≥ ${RATIO_TARGET}) ${ratio >= RATIO_TARGET ? "ok" : "MISSED"}`,
    );
    if (ratio < RATIO_TARGET) failed = true;

    // 2. kill -9 in the middle of a run, in a process of its own.
    const period = "2026-02";
    const killAfter = best(productMs) / 2;
    const outcome = await new Promise<string>((resolve, reject) => {
      const child = fork(new URL("./runChild.ts", import.meta.url).pathname, {
        execArgv: ["--import", "tsx"],
        env: {
          ...process.env,
          BENCH_URL: bench.url,
          BENCH_TENANT_ID: tenantId,
          BENCH_RECURRENCE_ID: recurrenceId,
          BENCH_PERIOD: period,
        },
      });
      child.on("message", (message: { started?: boolean; result?: unknown }) => {
        if (message.started)
          setTimeout(() => {
            child.kill("SIGKILL");
          }, killAfter);
        if (message.result) resolve("finished before the kill");
      });
      child.once("exit", (_code, signal) =>
        signal === "SIGKILL" ? resolve("killed") : reject(new Error("child exited")),
      );
    });
    // The server rolls the dead connection's transaction back once it notices: wait for its backend.
    for (let i = 0; i < 600; i++) {
      const [active] = rowsOf<{ n: number }>(
        await db.owner.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
        ),
      );
      if (Number(active?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const afterKill = await countOf(period);
    const whole = afterKill.debts === MEMBERS && afterKill.runs === 1;
    const none = afterKill.debts === 0 && afterKill.runs === 0;
    console.log(`\n2. SIGKILL ${Math.round(killAfter)} ms into a run (${outcome})`);
    console.log(
      `   after the kill: ${afterKill.debts} debts, ${afterKill.runs} run row → ${whole ? "the whole run" : none ? "none of it" : "PARTIAL"}`,
    );
    if (!whole && !none) failed = true;
    // The restart: the period run again (by the ticker in the product) ends with exactly one run's debts.
    await db.tenant(tenantId, async (tx) => {
      const recurrence = (await lockRecurrence(tx, tenantId, recurrenceId))!;
      return runPeriod(tx, actor, recurrence, period, `${period}-05`);
    });
    const afterRestart = await countOf(period);
    const once = afterRestart.debts === MEMBERS && afterRestart.runs === 1;
    console.log(
      `   after the run again: ${afterRestart.debts} debts, ${afterRestart.runs} run row → ${once ? "exactly one run" : "WRONG"}`,
    );
    if (!once) failed = true;
  } finally {
    await bench.finish();
  }
  if (failed) process.exitCode = 1;
};

await main();
