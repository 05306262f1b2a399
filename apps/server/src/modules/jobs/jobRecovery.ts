import type { FastifyBaseLogger } from "fastify";
import type { Database, Tx } from "../../platform/db/database.ts";
import { tenants } from "../../platform/db/schema/index.ts";
import { failInterruptedJobs } from "./jobStore.ts";

/**
 * On start: jobs a crash left running are marked failed ("interrompida; nada foi gravado"), tenant
 * by tenant (row-level security shows each tenant's jobs only inside its scope). `onRecovered` runs
 * in the same transaction, so what points at those jobs (an import) ends failed with them.
 */
export const recoverInterruptedJobs = async ({
  db,
  log,
  onRecovered,
}: {
  db: Database;
  log: FastifyBaseLogger;
  onRecovered: (tx: Tx, input: { tenantId: string; jobIds: string[] }) => Promise<void>;
}) => {
  const all = await db.global((tx) => tx.select({ id: tenants.id }).from(tenants));
  let count = 0;
  for (const { id: tenantId } of all) {
    const jobIds = await db.tenant(tenantId, async (tx) => {
      const ids = await failInterruptedJobs(tx, tenantId);
      if (ids.length) await onRecovered(tx, { tenantId, jobIds: ids });
      return ids;
    });
    count += jobIds.length;
  }
  if (count) log.warn({ count }, "interrupted jobs marked failed");
};
