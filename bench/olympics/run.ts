/**
 * The olympics benchmark (issue 14, Speed): the medal table of an edition of 60 events and 100
 * delegations through the API, beside a bare Fastify + pg handler measured in the same run, on
 * PostgreSQL:
 *
 *   npm run bench:olympics -w bench
 *
 * Creates its own `quadra_bench_olympics_<random>` database on BENCH_DATABASE_URL (dropped at the
 * end). Both servers are bench/competitions' (competitionsServer.ts) in processes of their own.
 */
import os from "node:os";
import { roles, userRoles } from "../../apps/server/src/platform/db/schema/roles.ts";
import { sessions } from "../../apps/server/src/platform/db/schema/sessions.ts";
import { createBenchTenant } from "../competitions/benchTenant.ts";
import { apiClient } from "../competitions/competitionBuilder.ts";
import { startServer, stopServer } from "../competitions/serverProcess.ts";
import { openBenchDatabase } from "../resources/benchDatabase.ts";
import { medalTableBench } from "./medalTable.ts";

const main = async () => {
  console.log(
    `olympics benchmark: ${os.cpus().length} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const bench = await openBenchDatabase("olympics");
  console.log(`database ${bench.name}`);
  try {
    const tenant = await createBenchTenant(bench.db);
    // The director also runs the games: a role with `olympics` beside the competitions'.
    await bench.db.tenant(tenant.id, async (tx) => {
      const [session] = await tx.select({ userId: sessions.userId }).from(sessions).limit(1);
      const [role] = await tx
        .insert(roles)
        .values({ tenantId: tenant.id, name: "Coordenação dos jogos", permissions: ["olympics"] })
        .returning();
      await tx.insert(userRoles).values({ tenantId: tenant.id, userId: session!.userId, roleId: role!.id });
    });
    const servers = {
      framework: await startServer("framework", bench.url, tenant.id),
      bare: await startServer("bare", bench.url, tenant.id),
    };
    try {
      console.log("\nmedal table: GET olympics/:id/results of 60 decided events and 100 delegations");
      await medalTableBench({
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
