import { setImmediate as nextTurn } from "node:timers/promises";

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

/** Cuts a job's CPU into slices of `sliceMs`; `now` is the clock (tests). */
export const timeSlicer = (sliceMs = SLICE_MS, now: () => number = () => performance.now()): TimeSlicer => {
  let started = now();
  return {
    due: () => now() - started >= sliceMs,
    next: async () => {
      await nextTurn();
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
