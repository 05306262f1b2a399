/**
 * The heats benchmark (issue 14, Speed): marks entry for a 400-entry heat round through the API,
 * beside a bare Fastify + pg handler measured in the same run, on PostgreSQL:
 *
 *   npm run bench:heats -w bench
 *
 * Creates its own `quadra_bench_heats_<random>` database on BENCH_DATABASE_URL (dropped at the
 * end). Both servers are bench/competitions' (competitionsServer.ts) in processes of their own.
 */
import os from "node:os";
import { createBenchTenant } from "../competitions/benchTenant.ts";
import { apiClient } from "../competitions/competitionBuilder.ts";
import { startServer, stopServer } from "../competitions/serverProcess.ts";
import { openBenchDatabase } from "../resources/benchDatabase.ts";
import { marksEntryBench } from "./marksEntry.ts";

const main = async () => {
  console.log(
    `heats benchmark: ${os.cpus().length} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const bench = await openBenchDatabase("heats");
  console.log(`database ${bench.name}`);
  try {
    const tenant = await createBenchTenant(bench.db);
    const servers = {
      framework: await startServer("framework", bench.url, tenant.id),
      bare: await startServer("bare", bench.url, tenant.id),
    };
    try {
      console.log(
        "\nmarks entry: PUT heats/:id/marks for every heat of a 400-entry round, one after another",
      );
      await marksEntryBench({
        framework: apiClient(servers.framework.port, tenant),
        bare: apiClient(servers.bare.port, tenant),
        db: bench.db,
        tenant,
        servers,
      });
    } finally {
      await stopServer(servers.framework);
      await stopServer(servers.bare);
    }
  } finally {
    await bench.finish();
  }
};

await main();
