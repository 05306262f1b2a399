/**
 * Counts failures per key in a sliding window. Used for the cpf/cnpj check tolerance (spec §9: 5)
 * so that registration cannot be used to probe which documents exist. Per process by design: it is
 * a brake on probing, not an account lock (account locks live in the database).
 */
export const createAttemptLimiter = ({ max, windowMs }: { max: number; windowMs: number }) => {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((at) => now - at < windowMs);
  return {
    /** Seconds until the key may try again, or 0 when it may. */
    blockedFor(key: string, now = Date.now()): number {
      const list = recent(key, now);
      if (list.length < max) return 0;
      return Math.ceil((windowMs - (now - (list[0] ?? now))) / 1000);
    },
    fail(key: string, now = Date.now()) {
      const list = recent(key, now);
      list.push(now);
      failures.set(key, list);
      if (failures.size > 50_000) failures.delete(failures.keys().next().value as string);
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
};
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
