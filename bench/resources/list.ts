/**
 * Benchmark 1 of the resource framework: a list request of a tenant with 1,000,000 audit entries
 * among 1,000 tenants on PostgreSQL, through the product's server, beside a bare Fastify + pg
 * handler running the same SQL in the same run (bareList.ts). The product's server runs twice: as
 * shipped (`framework`: it remembers a search known to match more than 1,000 records, countCache.ts)
 * and counting every time (`counting`: the very SQL of the bare handler, so the ratio
 * counting/bare is the framework's own overhead). Two modes: as many requests as each answers
 * (requests/s and the ratios) and a fixed 300 requests/s (p50/p99).
 */
import { RESOURCES } from "@quadra/shared";
import { count, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { listOrder, listWhere } from "../../apps/server/src/platform/resources/listQuery.ts";
import { COUNT_CAP } from "../../apps/server/src/platform/resources/resourceStore.ts";
import { resourceTableOf } from "../../apps/server/src/platform/resources/resourceTable.ts";
import { openBenchDatabase } from "./benchDatabase.ts";
import { type LoadResult, load } from "./load.ts";
import { BIG_TENANT, benchUser, hasBigTenant, seedLogs } from "./seedLogs.ts";
import { type Server, startServer, stopServer } from "./serverProcess.ts";

const env = (key: string, fallback: number) => Number(process.env[key] ?? fallback);
const BIG_ROWS = env("BENCH_LIST_ROWS", 1_000_000);
/**
 * What staff type in the audit log's search box: a surname (broad: tens of thousands of matches, the
 * count stops at its cap) and a person's name (two terms, about 1,400 matches: counted exactly,
 * found through the trigram index). BENCH_LIST_Q replaces them (comma-separated).
 */
const SEARCHES = (process.env.BENCH_LIST_Q ?? "Araújo,Débora Peçanha").split(",").map((q) => q.trim());
const CONNECTIONS = env("BENCH_LIST_CONNECTIONS", 16);
const DURATION = env("BENCH_LIST_SECONDS", 15);
const RATE = env("BENCH_LIST_RATE", 300);
const RATE_CONNECTIONS = env("BENCH_LIST_RATE_CONNECTIONS", 10);
const RATE_DURATION = env("BENCH_LIST_RATE_SECONDS", 20);
const MAX_ROUNDS = 3;
const TARGET_RATIO = 0.7;

/** Rounds of one side as one run: requests/s over the whole time, latencies of the worst round. */
const combine = (results: LoadResult[]): LoadResult => ({
  requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
  total: results.reduce((sum, r) => sum + r.total, 0),
  p50: Math.max(...results.map((r) => r.p50)),
  p90: Math.max(...results.map((r) => r.p90)),
  p99: Math.max(...results.map((r) => r.p99)),
  max: Math.max(...results.map((r) => r.max)),
  failures: results.reduce((sum, r) => sum + r.failures, 0),
});
const TARGET_P99_MS = 50;

/** EXPLAIN ANALYZE of the list's two queries, as the app role in the tenant's scope (RLS applies). */
const explain = async (url: string, tenantId: string, search: string) => {
  const def = RESOURCES.logs!;
  const t = resourceTableOf(def) as any;
  const builder = drizzle.mock();
  const query = { page: 1, per_page: 50, q: search };
  const where = listWhere({ def, table: t, tenantId, query });
  const queries = {
    count: builder
      .select({ n: count() })
      .from(sql`(select 1 from ${t} where ${where} limit ${COUNT_CAP + 1}) as matched`)
      .toSQL(),
    page: builder
      .select()
      .from(t)
      .where(where)
      .orderBy(...listOrder({ def, table: t }))
      .limit(50)
      .toSQL(),
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [name, { sql: text, params }] of Object.entries(queries)) {
      await client.query("begin");
      await client.query("select set_config('app.tenant_id', $1, true)", [tenantId]);
      await client.query("set local role quadra_app");
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
      await client.query("rollback");
      const lines = rows.map((row) => row["QUERY PLAN"] as string);
      if (process.env.BENCH_EXPLAIN === "1") console.log(`\n${name} query:\n${text}\n${lines.join("\n")}`);
      else {
        const nodes = lines.filter((line) => /->|^\S/.test(line) && !/^(Planning|Execution)/.test(line));
        const time = lines.find((line) => line.startsWith("Execution Time"));
        console.log(
          `  ${name}: ${time} | ${nodes
            .slice(0, 4)
            .map((line) => line.trim().replace(/\s+\(cost.*$/, ""))
            .join(" / ")}`,
        );
      }
    }
  } finally {
    await client.end();
  }
};

const fetchJson = async (url: string, headers: Record<string, string>) => {
  const response = await fetch(url, { headers });
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as {
    result: { data: { id: string }[]; total: number; total_capped: boolean };
  };
};

const fmt = (value: number, digits = 1) =>
  value.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });

type Side = { max: LoadResult; rate: LoadResult };
type Outcome = { search: string; bare: Side; counting: Side; framework: Side };

const printOutcome = ({ search, bare: b, counting: c, framework: f }: Outcome) => {
  // No answer at all from either side within the run (every request timed out) leaves no ratio.
  const ratioOf = (side: Side) =>
    b.max.requestsPerSecond > 0 ? side.max.requestsPerSecond / b.max.requestsPerSecond : 0;
  // The framework's overhead: the product's server running the very SQL of the bare handler.
  const ratio = ratioOf(c);
  const sides = [b, c, f];
  const table = [
    [`q=${search}`, "bare Fastify+pg", "framework, counting", "framework", ""],
    [
      `max throughput (${CONNECTIONS} conn, ${MAX_ROUNDS} × ${DURATION / MAX_ROUNDS} s) req/s`,
      ...sides.map((side) => fmt(side.max.requestsPerSecond)),
      `ratios ${ratio.toFixed(2)}, ${ratioOf(f).toFixed(2)}`,
    ],
    ["  latency p50 / p99 ms (worst round)", ...sides.map((side) => `${side.max.p50} / ${side.max.p99}`), ""],
    [
      `fixed ${RATE} req/s (${RATE_CONNECTIONS} conn, ${RATE_DURATION} s), achieved`,
      ...sides.map((side) => fmt(side.rate.requestsPerSecond)),
      "",
    ],
    [
      "  latency p50 / p90 / p99 ms",
      ...sides.map((side) => `${side.rate.p50} / ${side.rate.p90} / ${side.rate.p99}`),
      "",
    ],
    ["failed requests", ...sides.map((side) => String(side.max.failures + side.rate.failures)), ""],
  ];
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...table.map((row) => row[i]!.length)));
  console.log("");
  for (const row of table)
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "),
    );
  const verdict = (ok: boolean) => (ok ? "MET" : "MISSED");
  console.log(
    `  throughput ratio framework (counting, the same SQL)/bare ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}): ${verdict(ratio >= TARGET_RATIO)}`,
  );
  console.log(
    `  framework p99 at ${RATE} req/s: ${f.rate.p99} ms (target < ${TARGET_P99_MS} ms): ${verdict(f.rate.p99 < TARGET_P99_MS)}`,
  );
  if (sides.some((side) => side.rate.requestsPerSecond < RATE * 0.95))
    console.log(
      `  (a side below ${RATE} req/s could not keep the rate: its latencies are those of a saturated server)`,
    );
  const failures = sides.reduce((sum, side) => sum + side.max.failures + side.rate.failures, 0);
  if (failures) console.log(`  WARNING: ${failures} requests failed: these numbers are not valid`);
};

export const runListBenchmark = async () => {
  console.log(`List benchmark: GET /t/${BIG_TENANT}/api/v1/logs?per_page=50&q=… (${SEARCHES.join(" | ")})`);
  const bench = await openBenchDatabase("list");
  const servers: Server[] = [];
  try {
    if (!(await hasBigTenant(bench.db))) {
      console.log(
        `Seeding ${bench.name} (1,000 tenants, ${BIG_ROWS.toLocaleString("en")} entries in the big one)…`,
      );
      await seedLogs(bench.db, { bigRows: BIG_ROWS });
    }
    const { tenant, token, rows } = await benchUser(bench.db);
    const [{ all }] = (await bench.db.owner.execute(sql`select count(*)::int as all from audit_logs`))
      .rows as [{ all: number }];
    console.log(`${rows.toLocaleString("en")} entries in ${BIG_TENANT}, ${all.toLocaleString("en")} in all`);
    for (const name of ["bare", "counting", "framework"] as const)
      servers.push(await startServer(name, bench.url, tenant.id));
    const headers = { authorization: `Bearer ${token}` };
    const outcomes: Outcome[] = [];
    for (const search of SEARCHES) {
      console.log(`\nq=${search}: query plans (EXPLAIN ANALYZE as quadra_app)`);
      await explain(bench.url, tenant.id, search);
      const path = `/t/${BIG_TENANT}/api/v1/logs?per_page=50&q=${encodeURIComponent(search)}`;
      const urlOf = (server: Server) => `http://127.0.0.1:${server.port}${path}`;
      // Both answer the same page before anything is timed.
      const [bare, counting, framework] = await Promise.all(
        servers.map((server) => fetchJson(urlOf(server), headers)),
      );
      const ids = (body: typeof bare) => body!.result.data.map((row) => row.id).join();
      for (const other of [counting, framework])
        if (ids(bare) !== ids(other) || bare!.result.total !== other!.result.total)
          throw new Error("the bare handler and the framework answered different pages");
      console.log(
        `  both answer ${framework!.result.data.length} rows of ${framework!.result.total}${framework!.result.total_capped ? "+ (capped)" : ""}`,
      );
      for (const server of servers)
        await load({ url: urlOf(server), headers, connections: CONNECTIONS, duration: 3 });
      const max: Record<string, LoadResult> = {};
      const rate: Record<string, LoadResult> = {};
      // In alternating rounds, so a change of the machine's load during the run (other work on
      // shared cores) falls on both sides rather than on whichever ran second.
      const rounds: Record<string, LoadResult[]> = { bare: [], counting: [], framework: [] };
      for (let round = 0; round < MAX_ROUNDS; round++)
        for (const server of servers)
          rounds[server.name]!.push(
            await load({
              url: urlOf(server),
              headers,
              connections: CONNECTIONS,
              duration: DURATION / MAX_ROUNDS,
            }),
          );
      for (const server of servers) {
        max[server.name] = combine(rounds[server.name]!);
        console.log(`  max throughput, ${server.name}: ${fmt(max[server.name]!.requestsPerSecond)} req/s`);
      }
      for (const server of servers) {
        rate[server.name] = await load({
          url: urlOf(server),
          headers,
          connections: RATE_CONNECTIONS,
          duration: RATE_DURATION,
          overallRate: RATE,
        });
        console.log(`  ${RATE} req/s, ${server.name}: p99 ${rate[server.name]!.p99} ms`);
      }
      outcomes.push({
        search,
        bare: { max: max.bare!, rate: rate.bare! },
        counting: { max: max.counting!, rate: rate.counting! },
        framework: { max: max.framework!, rate: rate.framework! },
      });
    }
    for (const outcome of outcomes) printOutcome(outcome);
  } finally {
    for (const server of servers) await stopServer(server);
    await bench.finish();
  }
};
