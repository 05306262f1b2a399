/**
 * CPU seconds spent by processes of this machine (Linux /proc), for benchmarks run on a shared
 * machine: wall time there counts other people's work as much as ours, while the CPU a process
 * spent is (nearly) its own. Used beside the wall times, never instead of them.
 */
import { readFileSync } from "node:fs";
import pg from "pg";

/** clock ticks per second of /proc/<pid>/stat (sysconf(_SC_CLK_TCK), 100 on Linux). */
const TICKS = 100;

/** User + system CPU seconds of a process so far; 0 once it is gone. */
export const processCpu = (pid: number): number => {
  try {
    // Fields after the command (which may hold spaces) start at the state: utime is the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
};

/**
 * The CPU the client backends of one database spent between `start()` and the reading it returns
 * (PostgreSQL on this machine; backends that began meanwhile count from zero). Autovacuum and the
 * WAL writer are left out: they are shared with whatever else the server runs.
 */
export const databaseCpu = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const backends = async () => {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return new Map(rows.map(({ pid }) => [pid, processCpu(pid)]));
  };
  return {
    start: async () => {
      const before = await backends();
      return async () => {
        let spent = 0;
        for (const [pid, now] of await backends()) spent += now - (before.get(pid) ?? 0);
        return spent;
      };
    },
    close: () => client.end(),
  };
};
