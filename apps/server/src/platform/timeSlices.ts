import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Milliseconds of synchronous work a background job (an import's check of 5,000 rows) does before it
 * lets the event loop run: the API's requests share the job's process, and a request arriving
 * meanwhile waits at most about this long per step instead of the whole batch (seconds on a loaded
 * machine: bench/registers/README.md).
 */
export const SLICE_MS = 4;

export type TimeSlicer = {
  /** Whether the current slice is over (cheap: read it after every row). */
  due: () => boolean;
  /** Lets timers, I/O and other requests run, then starts a new slice. */
  next: () => Promise<void>;
};

/**
 * How long the jobs wait at most, between two slices, for the requests being answered to end: the
 * API's requests go first (a staff member's list while an import commits), but a job under a steady
 * stream of requests still gets a slice every so often, and one slow request never stops it.
 */
export const MAX_HOLD_MS = 20;

/** Jobs waiting for their next slice, in the order they asked; `pump` gives one a slice per turn. */
const waiting: (() => void)[] = [];
let immediate: ReturnType<typeof setImmediate> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Requests being answered (foregroundWork), and since when the jobs have waited for them. */
let foreground = 0;
let heldSince: number | undefined;

const schedulePump = () => {
  if (immediate || timer) return;
  immediate = setImmediate(pump);
};

/**
 * Resumes the first waiting job, whose slice runs right after this callback (its continuation is a
 * microtask), and comes back on the loop's next turn for the next one. So however many jobs (or
 * parts of one: an import judges a batch while it writes the one before) are working at once,
 * together they hold the loop one slice per turn, and none while a request is being answered, up
 * to MAX_HOLD_MS: a request's steps wait for no slice at all (round 17, bench/registers/README.md).
 */
const pump = () => {
  immediate = undefined;
  timer = undefined;
  if (!waiting.length) return;
  if (foreground > 0) {
    const now = performance.now();
    heldSince ??= now;
    const left = MAX_HOLD_MS - (now - heldSince);
    // Woken earlier when the last request ends (foregroundWork).
    if (left > 0) {
      timer = setTimeout(pump, left);
      return;
    }
  }
  heldSince = undefined;
  waiting.shift()!();
  if (waiting.length) schedulePump();
};

/** Background work: what runs inside `inBackground` (a job), however deep and however it awaits. */
const background = new AsyncLocalStorage<true>();

/** Runs `work` as a background job: its slices give way to requests (pump). */
export const inBackground = <T>(work: () => Promise<T>) => background.run(true, work);

/**
 * Waits for the next slice: a job's on a later turn of the event loop, after the jobs that asked
 * first and once no request is being answered (pump); a request's own work (an import's preview)
 * on the loop's next turn, as any request's step.
 */
const nextSlice = () =>
  new Promise<void>((resolve) => {
    if (!background.getStore()) {
      setImmediate(resolve);
      return;
    }
    waiting.push(resolve);
    schedulePump();
  });

/**
 * Marks a request as being answered until the function it returns is called (once; later calls do
 * nothing): meanwhile the jobs' slices wait (pump). The HTTP layer calls it for every request
 * (foregroundRequests.ts).
 */
export const foregroundWork = () => {
  foreground++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    foreground--;
    if (foreground === 0 && timer) {
      clearTimeout(timer);
      timer = undefined;
      schedulePump();
    }
  };
};

/** Cuts a job's CPU into slices of `sliceMs`; `now` is the clock (tests). */
export const timeSlicer = (sliceMs = SLICE_MS, now: () => number = () => performance.now()): TimeSlicer => {
  let started = now();
  return {
    due: () => now() - started >= sliceMs,
    next: async () => {
      await nextSlice();
      started = now();
    },
  };
};

/**
 * `items.map(fn)`, letting the event loop run whenever a slice is over: the same answer, in as many
 * turns of the loop as the work needs.
 */
export const mapInSlices = async <T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
  slicer: TimeSlicer = timeSlicer(),
): Promise<R[]> => {
  const mapped: R[] = [];
  for (let index = 0; index < items.length; index++) {
    mapped.push(fn(items[index]!, index));
    if (slicer.due()) await slicer.next();
  }
  return mapped;
};
