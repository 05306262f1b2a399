import { type LoadResult, load } from "../resources/load.ts";
import type { BenchTenant } from "./benchTenant.ts";
import { type Api, type BuiltCompetition, buildCompetition, scoreOf } from "./competitionBuilder.ts";
import { type Server, statementsPer } from "./serverProcess.ts";

const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 5);
const ROUNDS = 3;

/** 64 teams drawn from four pots into 16 groups of four, fixtures made, half the results entered. */
export const buildPublicCompetition = async (framework: Api, tenant: BenchTenant) => {
  const start = performance.now();
  const competition = await buildCompetition(framework, tenant, {
    name: "Copa Estadual",
    teams: 64,
    format: "groups",
    groups: 16,
    legs: 1,
  });
  const played = competition.duels.filter((_, index) => index % 2 === 0);
  for (const [index, duel] of played.entries())
    await framework("PUT", `duels/${duel.id}/result`, scoreOf(index));
  console.log(
    `  built a competition of 64 teams in 16 groups: ${competition.duels.length} duels, ${played.length} results entered (${((performance.now() - start) / 1000).toFixed(1)} s through the API)`,
  );
  return {
    ...competition,
    scheduled: competition.duels.filter((_, index) => index % 2 === 1),
  } as BuiltCompetition & { scheduled: BuiltCompetition["duels"] };
};

/**
 * Benchmark 2: the public competition page's API (`GET public/competitions/:id`, no login) under
 * autocannon, as fast as each side answers, beside the bare handler serving the same rows (the
 * competition, its groups, teams and duels in one JSON). Both are checked to answer the same
 * competition first; the rounds alternate so a change in the machine's load falls on both sides.
 */
export const publicPageBench = async ({
  servers,
  tenant,
  competition,
}: {
  servers: Record<"framework" | "bare", Server>;
  tenant: BenchTenant;
  competition: BuiltCompetition;
}) => {
  const urlOf = (port: number) =>
    `http://127.0.0.1:${port}/t/${tenant.identifier}/api/v1/public/competitions/${competition.id}`;
  const ports = { framework: servers.framework.port, bare: servers.bare.port };
  const bytes: Record<string, number> = {};
  const statements: Record<string, number> = {};
  for (const [name, server] of Object.entries(servers)) {
    statements[name] = await statementsPer(server, 5, async () => {
      const response = await fetch(urlOf(server.port));
      const text = await response.text();
      if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 300)}`);
      const { result } = JSON.parse(text);
      if (result.duels.length !== competition.duels.length || result.teams.length !== 64)
        throw new Error(
          `${name} does not answer the competition's ${competition.duels.length} duels and 64 teams`,
        );
      bytes[name] = text.length;
    });
  }
  console.log(
    `  answer: framework ${(bytes.framework! / 1024).toFixed(0)} KiB (standings with explanations, duels, teams) in ${statements.framework} statements to PostgreSQL, bare ${(bytes.bare! / 1024).toFixed(0)} KiB (rows) in ${statements.bare}`,
  );

  for (const port of Object.values(ports))
    await load({ url: urlOf(port), headers: {}, connections: CONNECTIONS, duration: 2 });
  const runs: Record<"framework" | "bare", LoadResult[]> = { framework: [], bare: [] };
  console.log(`\n  ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s each`);
  console.log("  round  server        req/s   p50 ms   p99 ms  failures");
  for (let round = 1; round <= ROUNDS; round++)
    for (const name of ["bare", "framework"] as const) {
      const result = await load({
        url: urlOf(ports[name]),
        headers: {},
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      if (result.failures) throw new Error(`${name}: ${result.failures} failed requests`);
      runs[name].push(result);
      console.log(
        `  ${String(round).padStart(5)}  ${name.padEnd(10)} ${result.requestsPerSecond.toFixed(1).padStart(8)} ${String(result.p50).padStart(8)} ${String(result.p99).padStart(8)} ${String(result.failures).padStart(9)}`,
      );
    }
  const mean = (list: LoadResult[]) => list.reduce((sum, r) => sum + r.requestsPerSecond, 0) / list.length;
  const framework = mean(runs.framework);
  const bare = mean(runs.bare);
  const ratio = framework / bare;
  console.log(
    `\n  mean req/s: framework ${framework.toFixed(1)}, bare ${bare.toFixed(1)}; ratio ${ratio.toFixed(2)}; target ≥ 0.70: ${ratio >= 0.7 ? "met" : "MISSED"}`,
  );
  return { framework, bare, ratio };
};
