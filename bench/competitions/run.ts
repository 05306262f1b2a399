/**
 * The competitions benchmarks (issue 13, Speed), each beside a bare Fastify + pg baseline measured
 * in the same run, on PostgreSQL:
 *
 *   npm run bench:competitions -w bench                 # all three (about 2 minutes)
 *   npm run bench:competitions -w bench -- result       # result entry in a 380-duel round robin
 *   npm run bench:competitions -w bench -- page         # the public competition page under load
 *   npm run bench:competitions -w bench -- sse          # 2,000 viewers of the public live stream
 *
 * Creates its own `quadra_bench_competitions_<random>` database on BENCH_DATABASE_URL (dropped at
 * the end). Both servers run in processes of their own; every request goes to 127.0.0.1.
 */
import os from "node:os";
import { openBenchDatabase } from "../resources/benchDatabase.ts";
import { createBenchTenant } from "./benchTenant.ts";
import { apiClient } from "./competitionBuilder.ts";
import { buildPublicCompetition, publicPageBench } from "./publicPage.ts";
import { resultEntryBench } from "./resultEntry.ts";
import { startServer, stopServer } from "./serverProcess.ts";
import { sseFanoutBench } from "./sseFanout.ts";

const BENCHES = ["result", "page", "sse"] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown.length)
  throw new Error(`unknown benchmark ${unknown.join(", ")}; choose among ${BENCHES.join(", ")}`);
const runs = (name: (typeof BENCHES)[number]) => !asked.length || asked.includes(name);

const main = async () => {
  console.log(
    `competitions benchmarks: ${os.cpus().length} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const bench = await openBenchDatabase("competitions");
  console.log(`database ${bench.name}`);
  try {
    const tenant = await createBenchTenant(bench.db);
    const servers = {
      framework: await startServer("framework", bench.url, tenant.id),
      bare: await startServer("bare", bench.url, tenant.id),
    };
    try {
      const framework = apiClient(servers.framework.port, tenant);
      const bare = apiClient(servers.bare.port, tenant);
      if (runs("result")) {
        console.log(
          "\n1. result entry: PUT duels/:id/result in a 20-team double round robin, one after another",
        );
        await resultEntryBench({ framework, bare, tenant, url: bench.url, servers });
      }
      if (runs("page") || runs("sse")) {
        console.log("\n2/3. a public competition of 64 teams in 16 groups");
        const competition = await buildPublicCompetition(framework, tenant);
        let page: Awaited<ReturnType<typeof publicPageBench>> | undefined;
        if (runs("page")) {
          console.log("\n2. public competition page: GET public/competitions/:id");
          page = await publicPageBench({
            servers,
            tenant,
            competition,
          });
        }
        if (runs("sse")) {
          console.log("\n3. live results: GET public/competitions/:id/events (Server-Sent Events)");
          await sseFanoutBench({
            port: servers.framework.port,
            tenant,
            framework,
            competition,
            scheduled: competition.scheduled,
          });
          // The public page reads the competition again on each event: what that costs all viewers.
          if (page)
            console.log(
              `  then every viewer's page reads the competition again: 2,000 reads at the requests/s measured above take ${(2_000 / page.framework).toFixed(0)} s (bare handler: ${(2_000 / page.bare).toFixed(0)} s)`,
            );
        }
      }
    } finally {
      await stopServer(servers.framework);
      await stopServer(servers.bare);
    }
  } finally {
    await bench.finish();
  }
};

await main();
