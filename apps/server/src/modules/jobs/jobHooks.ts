import type { Tx } from "../../platform/db/database.ts";
import type { App } from "../../platform/http/types.ts";
import { recoverInterruptedJobs } from "./jobRecovery.ts";
import type { JobRunner } from "./jobRunner.ts";

/**
 * The job runner's part in the server's life: once ready, jobs a crash left running are marked
 * failed (once per runner, though the tenant API is mounted twice); on close, the server waits for
 * the jobs it is running, which end by themselves (their transaction commits or rolls back).
 */
export const jobRecoveryHooks = (
  app: App,
  {
    runner,
    onRecovered,
  }: {
    runner: JobRunner;
    onRecovered: (tx: Tx, input: { tenantId: string; jobIds: string[] }) => Promise<void>;
  },
) => {
  app.addHook("onReady", () =>
    runner.once("recover", () => recoverInterruptedJobs({ db: app.deps.db, log: app.log, onRecovered })),
  );
  app.addHook("onClose", () => runner.idle());
};
