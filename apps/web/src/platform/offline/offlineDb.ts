import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/** A write kept on the device until the server has it (a result entered on a court without signal). */
export type OutboxEntry = {
  /** Also the write's idempotency key: a resend after a lost answer never applies twice. */
  id: string;
  /** Whose write it is (`<tenant>:<person>`): only they send it, signed in on this device. */
  owner: string;
  /** The kind of write (offlineWrites.ts), which knows how to send it. */
  kind: string;
  /** What it is about (`duel:<id>`): the screen shows its own pending writes. */
  scope: string;
  /** The call's inputs (params, body), as the kind's sender takes them. */
  input: { params?: Record<string, unknown>; body?: unknown };
  /** A pt-BR line naming the write, for the pending list. */
  label: string;
  createdAt: number;
  /** `pending` waits for the network; `conflict` and `refused` wait for the person. */
  state: "pending" | "conflict" | "refused";
  /** The server's message for a conflict or a refusal. */
  message?: string;
  /** The server's field errors with it (a 409 names each conflicting field with what is stored). */
  errors?: Record<string, string>;
};

/** A read kept for the screens that must open without signal (the duel sheet's match). */
export type Snapshot = { key: string; owner: string; value: unknown; savedAt: number };

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { owner: string } };
  snapshots: { key: string; value: Snapshot; indexes: { owner: string } };
}

const NAME = "quadra-offline";
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The device's offline store (IndexedDB), opened once. */
export const offlineDb = () => {
  opening ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore("outbox", { keyPath: "id" }).createIndex("owner", "owner");
      db.createObjectStore("snapshots", { keyPath: "key" }).createIndex("owner", "owner");
    },
  });
  return opening;
};

/** For tests: forget the open connection (after deleting the database). */
export const closeOfflineDb = async () => {
  if (opening) (await opening).close();
  opening = null;
};

/** For tests: close the store and delete it, so the next test starts with an empty device. */
export const deleteOfflineDb = async () => {
  await closeOfflineDb();
  await new Promise<void>((done) => {
    const request = indexedDB.deleteDatabase(NAME);
    request.onsuccess = () => done();
    request.onerror = () => done();
  });
};
