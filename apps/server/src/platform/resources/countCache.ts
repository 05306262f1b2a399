/** How long a list remembers that a search has more than COUNT_CAP matches. */
export const COUNT_CACHE_TTL_MS = 30_000;

/**
 * A per-process memory of the searches that matched more than `COUNT_CAP` records: the list answers
 * "Mais de 1.000 registros" for them without counting again. Counting a broad search is most of a
 * list request's cost (bench/resources: a surname among a million rows, 6 ms to count to 1,001,
 * 0.9 ms for the page), and a person paging through one search, or many people opening the same
 * list, asks the same count again and again.
 *
 * Only capped counts are kept: an exact count below the cap is cheap to redo and is what a write
 * changes visibly. A capped one stays true until deletions bring the matches under the cap, and
 * even then the memory is short:
 * - any write this process answers drops every entry (before its response leaves), and a count
 *   that began before that drop is not stored;
 * - every change event (LISTEN/NOTIFY, from any process) drops every entry;
 * - otherwise an entry lives 30 s: after a mass deletion through another server process a list may
 *   say "more than 1,000" for that long.
 * Keys hold the tenant and the count's SQL with its parameters, so an entry answers exactly the
 * query it counted (search, filters, parent and any row condition included).
 */
export const createCountCache = ({
  ttlMs = COUNT_CACHE_TTL_MS,
  max = 10_000,
  now = Date.now,
}: {
  ttlMs?: number;
  max?: number;
  now?: () => number;
} = {}) => {
  const entries = new Map<string, number>();
  let generation = 0;
  return {
    /** Taken before counting and handed to `rememberCapped`, which stores nothing if a drop came in between. */
    generation: () => generation,
    isCapped: (key: string) => {
      const at = entries.get(key);
      if (at === undefined) return false;
      if (now() - at >= ttlMs) {
        entries.delete(key);
        return false;
      }
      return true;
    },
    rememberCapped: (key: string, seen: number) => {
      if (seen !== generation || ttlMs <= 0) return;
      // Bounded: a flood of distinct searches starts the memory over rather than growing it.
      if (entries.size >= max) entries.clear();
      entries.set(key, now());
    },
    drop: () => {
      generation++;
      entries.clear();
    },
    size: () => entries.size,
  };
};

export type CountCache = ReturnType<typeof createCountCache>;
