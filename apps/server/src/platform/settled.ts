/** A promise's outcome: its value, or the error it failed with. */
export type Settled<T> = { value: T } | { error: unknown };

/**
 * A promise's outcome without rejecting: awaited after another one, it is never left unhandled (the
 * statements a bulk write or an import's job sends ahead of awaiting them).
 */
export const settled = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** The first failure among outcomes (a missing one, a step not taken, is skipped). */
export const firstFailure = (outcomes: readonly (Settled<unknown> | undefined)[]) =>
  outcomes.find((outcome): outcome is { error: unknown } => outcome !== undefined && "error" in outcome);
