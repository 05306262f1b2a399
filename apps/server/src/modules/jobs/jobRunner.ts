import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../platform/http/types.ts";
import { inBackground } from "../../platform/timeSlices.ts";

/** How far a job running in this process has got: kept in memory, never written mid-run. */
export type JobProgress = { status: "queued" | "running"; done: number; total: number };

export type JobRunner = {
  /** The live progress of a job this process is running; undefined once it has ended (or elsewhere). */
  progressOf: (jobId: string) => JobProgress | undefined;
  /**
   * Starts `work` after the current request has been answered. `work` reports progress and must
   * write the job's final status itself (in its own transaction); a failure it lets escape is logged.
   */
  start: (input: {
    jobId: string;
    total: number;
    log: FastifyBaseLogger;
    work: (report: { running: () => void; advance: (done: number) => void }) => Promise<void>;
  }) => void;
  /** Resolves when every job started here has ended (the server waits for it before closing). */
  idle: () => Promise<void>;
  /** Runs `fn` once per runner (start-up recovery, though the tenant API is mounted twice). */
  once: (name: string, fn: () => Promise<void>) => Promise<void>;
};

const createJobRunner = (): JobRunner => {
  const progress = new Map<string, JobProgress>();
  const running = new Set<Promise<void>>();
  const done = new Map<string, Promise<void>>();
  return {
    progressOf: (jobId) => {
      const current = progress.get(jobId);
      return current ? { ...current } : undefined;
    },
    start: ({ jobId, total, log, work }) => {
      progress.set(jobId, { status: "queued", done: 0, total });
      const report = {
        running: () => progress.set(jobId, { status: "running", done: 0, total }),
        advance: (count: number) => progress.set(jobId, { status: "running", done: count, total }),
      };
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        // In the background: its slices of the event loop wait while requests are answered.
        .then(() => inBackground(() => work(report)))
        .catch((error) => log.error({ err: error, jobId }, "job ended with an unhandled error"))
        .finally(() => {
          progress.delete(jobId);
          running.delete(task);
        });
      running.add(task);
    },
    idle: async () => {
      while (running.size) await Promise.allSettled([...running]);
    },
    once: (name, fn) => {
      const known = done.get(name);
      if (known) return known;
      const task = fn();
      done.set(name, task);
      return task;
    },
  };
};

// One runner per server (its `deps`, built once by createServer): both mounts of the tenant API
// share it, and each test server gets its own, with no module-level singleton.
const runners = new WeakMap<AppDeps, JobRunner>();

export const jobRunnerOf = (deps: AppDeps): JobRunner => {
  const known = runners.get(deps);
  if (known) return known;
  const runner = createJobRunner();
  runners.set(deps, runner);
  return runner;
};
