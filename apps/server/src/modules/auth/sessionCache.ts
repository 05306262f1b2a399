import type { RequestAuth } from "../../platform/http/types.ts";

type Entry = { tenantId: string; auth: RequestAuth; at: number; expiresAt: number };

/** How long a read may trust a session checked by an earlier request of this process. */
export const SESSION_CACHE_TTL_MS = 2_000;

/**
 * A brief per-process memory of the sessions that bearer tokens opened: who they are and what they
 * may do. Without it every request paid a transaction of its own (begin, scope, session, roles,
 * commit) before its handler's: on a list that is as many round trips as the list itself
 * (bench/resources). Only reads (GET, HEAD) use it; writes always check the session in the
 * database. Sessions stay revocable:
 * - any write this process answers (logout, password change, roles, people…) drops every entry,
 *   before its response leaves, and a lookup that began before that drop is not stored;
 * - every change event (LISTEN/NOTIFY, from any process) drops every entry too;
 * - otherwise an entry lives 2 s, never past its session's expiry: a session revoked through another
 *   server process may still read for that long, never write.
 * Keys are the tokens' SHA-256, as in the database, and an entry answers only its own tenant.
 */
export const createSessionCache = ({
  ttlMs = SESSION_CACHE_TTL_MS,
  max = 10_000,
  now = Date.now,
}: {
  ttlMs?: number;
  max?: number;
  now?: () => number;
} = {}) => {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    /** Taken before a lookup and handed to `set`, which stores nothing if a drop came in between. */
    generation: () => generation,
    get: (tenantId: string, tokenHash: string): RequestAuth | undefined => {
      const hit = entries.get(tokenHash);
      if (!hit) return undefined;
      const time = now();
      if (hit.tenantId !== tenantId || time - hit.at >= ttlMs || time >= hit.expiresAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return hit.auth;
    },
    set: (
      input: { tenantId: string; tokenHash: string; auth: RequestAuth; expiresAt: Date },
      seen: number,
    ) => {
      if (seen !== generation) return;
      // Bounded: a flood of distinct tokens starts the memory over rather than growing it.
      if (entries.size >= max) entries.clear();
      entries.set(input.tokenHash, {
        tenantId: input.tenantId,
        auth: input.auth,
        at: now(),
        expiresAt: input.expiresAt.getTime(),
      });
    },
    drop: () => {
      generation++;
      entries.clear();
    },
  };
};
export type SessionCache = ReturnType<typeof createSessionCache>;
