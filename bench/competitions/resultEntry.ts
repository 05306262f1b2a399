import pg from "pg";
import type { BenchTenant } from "./benchTenant.ts";
import { type Api, buildCompetition, scoreOf } from "./competitionBuilder.ts";
import { ms, type Summary, summarize } from "./latency.ts";
import { type Server, statementsOf } from "./serverProcess.ts";

const TEAMS = 20;
const WARM_UP_RESULTS = 20;

/** Enters one duel's result through `PUT duels/:id/result`: how long until the answer was read. */
const timedEntry = async (api: Api, duelId: string, index: number, check: (answer: any) => void) => {
  const start = performance.now();
  const answer = await api("PUT", `duels/${duelId}/result`, scoreOf(index));
  const elapsed = performance.now() - start;
  check(answer);
  return elapsed;
};

/**
 * The floor under both servers: one committed UPDATE of the duel straight from this process (no
 * HTTP, same tenant scope). No write request can go below it on this machine.
 */
const timedCommit = async (client: pg.Client, tenantId: string, duelId: string) => {
  const start = performance.now();
  await client.query("begin");
  await client.query("select set_config('app.tenant_id', $1, true), set_config('role', 'quadra_app', true)", [
    tenantId,
  ]);
  await client.query("update duels set updated_at = now() where id = $1", [duelId]);
  await client.query("commit");
  return performance.now() - start;
};

/**
 * Benchmark 1: a 20-team double round robin (380 duels) built through the competitions operations;
 * its results entered one after another, each answer holding the new table, timed from the client
 * (request sent to answer read). The bare handler then enters the same 380 results: one UPDATE and
 * the SELECT of the group's duels per request. A warm-up competition of the same shape takes 20
 * results on each side first (JIT, pools, plans).
 */
export const resultEntryBench = async ({
  framework,
  bare,
  tenant,
  url,
  servers,
}: {
  framework: Api;
  bare: Api;
  tenant: BenchTenant;
  url: string;
  servers: Record<"framework" | "bare", Server>;
}) => {
  const shape = { teams: TEAMS, format: "round_robin", groups: 1, legs: 2 } as const;
  const start = performance.now();
  const warm = await buildCompetition(framework, tenant, { ...shape, name: "Aquecimento" });
  const measured = await buildCompetition(framework, tenant, { ...shape, name: "Estadual Série A" });
  console.log(
    `  built two competitions of ${TEAMS} teams, double round robin: ${measured.duels.length} duels each (${((performance.now() - start) / 1000).toFixed(1)} s through the API)`,
  );
  if (measured.duels.length !== 380) throw new Error(`expected 380 duels, got ${measured.duels.length}`);

  const checkFramework = (answer: any) => {
    if (answer.standings?.rows?.length !== TEAMS) throw new Error("the answer does not hold the new table");
  };
  const checkBare = (answer: any) => {
    if (answer.duels?.length !== 380) throw new Error("the bare answer does not hold the group's duels");
  };
  for (const [index, duel] of warm.duels.slice(0, WARM_UP_RESULTS).entries()) {
    await timedEntry(framework, duel.id, index, checkFramework);
    await timedEntry(bare, duel.id, index, checkBare);
  }
  const samples = { framework: [] as number[], bare: [] as number[], floor: [] as number[] };
  const before = { framework: await statementsOf(servers.framework), bare: await statementsOf(servers.bare) };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [index, duel] of measured.duels.entries()) {
      samples.framework.push(await timedEntry(framework, duel.id, index, checkFramework));
      samples.bare.push(await timedEntry(bare, duel.id, index, checkBare));
      samples.floor.push(await timedCommit(client, tenant.id, duel.id));
    }
  } finally {
    await client.end();
  }
  const statements = {
    framework: ((await statementsOf(servers.framework)) - before.framework) / measured.duels.length,
    bare: ((await statementsOf(servers.bare)) - before.bare) / measured.duels.length,
  };
  const results: Record<"framework" | "bare" | "floor", Summary> = {
    framework: summarize(samples.framework),
    bare: summarize(samples.bare),
    floor: summarize(samples.floor),
  };
  const table = await framework<any>("GET", `competitions/${measured.id}/standings`);
  const played = table.phases[0].groups[0].rows.reduce((sum: number, row: any) => sum + row.played, 0) / 2;
  if (played !== 380) throw new Error(`the table counts ${played} duels, not 380`);

  console.log(
    "\n  server        n      p50      p95      p99      max     mean  statements/request   (ms, client-side)",
  );
  for (const [name, s] of Object.entries(results))
    console.log(
      `  ${name.padEnd(10)} ${String(s.n).padStart(4)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)} ${ms(s.mean)}  ${(name === "floor" ? 4 : statements[name as "bare"]).toFixed(1).padStart(8)}`,
    );
  const { framework: f, bare: b } = results;
  console.log("  (floor: one committed UPDATE per duel from the benchmark's process, no HTTP)");
  console.log(
    `\n  framework / bare: p50 ${(f.p50 / b.p50).toFixed(2)}, p99 ${(f.p99 / b.p99).toFixed(2)}; target framework p99 < 50 ms: ${f.p99 < 50 ? "met" : "MISSED"} (${f.p99.toFixed(1)} ms)`,
  );
  return results;
};
