import { REALTIME_COLLECTION, realtimeTopic } from "@quadra/shared";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { CHANGES_CHANNEL, type Database, type Executor } from "../db/database.ts";

export type ChangeAction = "create" | "update" | "delete";
export type ChangeEvent = {
  collection: typeof REALTIME_COLLECTION;
  topic: string;
  action: ChangeAction;
  record: Record<string, unknown>;
};
type Subscriber = (event: ChangeEvent) => void;

/**
 * Realtime fan-out. A change is published with pg_notify inside the writing transaction, so it
 * leaves only if the transaction commits; every server process LISTENs and hands the event to its
 * own SSE subscribers. On PGlite (one process) the same path runs in-process.
 */
export const createRealtimeHub = async ({
  db,
  log,
  onEvent,
}: {
  db: Database;
  log: FastifyBaseLogger;
  onEvent?: (event: ChangeEvent) => void;
}) => {
  const subscribers = new Map<string, Set<Subscriber>>();
  const unlisten = await db.listen(CHANGES_CHANNEL, (payload) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      log.warn({ payload }, "ignored malformed change notification");
      return;
    }
    onEvent?.(event);
    for (const subscriber of subscribers.get(event.topic) ?? []) subscriber(event);
  });

  return {
    subscribe(topic: string, subscriber: Subscriber) {
      const set = subscribers.get(topic) ?? new Set();
      set.add(subscriber);
      subscribers.set(topic, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(topic);
      };
    },
    /** Queues the event in the caller's transaction; it is delivered on commit. */
    async publish(
      tx: Executor,
      input: { identifier: string; action: ChangeAction; record: Record<string, unknown> },
    ): Promise<void> {
      const event: ChangeEvent = {
        collection: REALTIME_COLLECTION,
        topic: realtimeTopic(input.identifier),
        action: input.action,
        record: input.record,
      };
      await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscriberCount: () => [...subscribers.values()].reduce((sum, set) => sum + set.size, 0),
    close: () => unlisten(),
  };
};
export type RealtimeHub = Awaited<ReturnType<typeof createRealtimeHub>>;
