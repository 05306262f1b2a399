import { isApiError } from "../api/apiError.ts";
import { type OutboxEntry, offlineDb } from "./offlineDb.ts";
import { currentOwner } from "./owner.ts";

/** Sends one kind of write: its inputs and idempotency key in, the server's answer out. */
export type OfflineSender = (input: OutboxEntry["input"], idempotencyKey: string) => Promise<unknown>;

const senders = new Map<string, OfflineSender>();
/** Strictly increasing times, so writes made within one millisecond keep the order they were made in. */
let lastStamp = 0;
const stamp = () => {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
};
const listeners = new Set<() => void>();

/** Declares how writes of `kind` are sent (offlineWrites.ts declares every kind at start-up). */
export const registerOfflineSender = (kind: string, send: OfflineSender) => {
  senders.set(kind, send);
};

/** Called whenever the outbox changes (the pending list and badges read it again). */
export const onOutboxChange = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => {
  for (const listener of listeners) listener();
};

/** The signed-in person's kept writes, oldest first (optionally of one scope). */
export const outboxEntries = async (scope?: string): Promise<OutboxEntry[]> => {
  const owner = currentOwner();
  if (!owner) return [];
  const all = await (await offlineDb()).getAllFromIndex("outbox", "owner", owner);
  return all.filter((entry) => !scope || entry.scope === scope).sort((a, b) => a.createdAt - b.createdAt);
};

/**
 * Keeps a write on the device and tries to send it at once. A write of the same scope and kind
 * still pending is replaced (the person changed the score again before the network came back): the
 * server gets the last one only.
 */
export const enqueueWrite = async (
  write: Pick<OutboxEntry, "kind" | "scope" | "input" | "label"> & {
    /** The idempotency key a first attempt was already sent with (its answer may have been lost). */
    id?: string;
  },
): Promise<OutboxEntry> => {
  const owner = currentOwner();
  if (!owner) throw new Error("enqueueWrite: nobody is signed in");
  const db = await offlineDb();
  const earlier = (await outboxEntries(write.scope)).filter(
    (entry) => entry.kind === write.kind && entry.state === "pending",
  );
  const entry: OutboxEntry = {
    ...write,
    id: write.id ?? crypto.randomUUID(),
    owner,
    createdAt: stamp(),
    state: "pending",
  };
  const tx = db.transaction("outbox", "readwrite");
  for (const old of earlier) await tx.store.delete(old.id);
  await tx.store.put(entry);
  await tx.done;
  changed();
  void flushOutbox();
  return entry;
};

/** Drops a kept write (sent, or given up by the person after a conflict). */
export const discardWrite = async (id: string) => {
  await (await offlineDb()).delete("outbox", id);
  changed();
};

let flushing: Promise<FlushReport> | null = null;
export type FlushReport = { sent: number; kept: number };

/**
 * Sends the signed-in person's pending writes in the order they were made. Each goes with its
 * idempotency key, so a write the server applied but whose answer was lost is answered again, not
 * applied twice. No answer (still offline) stops the round: the rest wait, in order. A 409 marks
 * the write as a conflict and a 4xx as refused, each with the server's message, for the person to
 * decide; neither is ever sent again by itself.
 */
export const flushOutbox = (): Promise<FlushReport> => {
  flushing ??= (async () => {
    const report = { sent: 0, kept: 0 };
    try {
      for (const entry of await outboxEntries()) {
        if (entry.state !== "pending") continue;
        const send = senders.get(entry.kind);
        if (!send) {
          report.kept += 1;
          continue;
        }
        try {
          await send(entry.input, entry.id);
          await (await offlineDb()).delete("outbox", entry.id);
          report.sent += 1;
        } catch (error) {
          if (!isApiError(error) || error.status === 0 || error.status >= 500) {
            report.kept += 1;
            break;
          }
          const state = error.status === 409 ? "conflict" : "refused";
          await (await offlineDb()).put("outbox", {
            ...entry,
            state,
            message: error.message,
            errors: error.errors,
          });
          report.kept += 1;
        }
        changed();
      }
    } finally {
      flushing = null;
    }
    return report;
  })();
  return flushing;
};
