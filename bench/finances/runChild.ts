/**
 * A process that runs one period of the bench's recurrence and reports when it starts: the parent
 * kills it with SIGKILL in the middle (recurrenceRun.ts's all-or-nothing check), or lets it finish.
 */
import { lockRecurrence, runPeriod } from "../../apps/server/src/modules/bills/recurrenceRun.ts";
import { runnerActor } from "../../apps/server/src/modules/bills/recurrenceRunner.ts";
import { createDatabase } from "../../apps/server/src/platform/db/database.ts";

const { BENCH_URL, BENCH_TENANT_ID, BENCH_RECURRENCE_ID, BENCH_PERIOD } = process.env;
const db = await createDatabase({ url: BENCH_URL! });
const tenantId = BENCH_TENANT_ID!;
const result = await db.tenant(tenantId, async (tx) => {
  const recurrence = (await lockRecurrence(tx, tenantId, BENCH_RECURRENCE_ID!))!;
  process.send?.({ started: true });
  return runPeriod(tx, runnerActor(tenantId), recurrence, BENCH_PERIOD!, `${BENCH_PERIOD}-05`);
});
process.send?.({ result });
await db.close();
