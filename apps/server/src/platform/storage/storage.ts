import type { Readable } from "node:stream";

/** A stored file as read back: its bytes as a stream, their length and their media type. */
export type StoredObject = { stream: Readable; size: number; contentType: string };

/**
 * Where uploaded files live: a directory on this machine, or an S3-compatible bucket once the
 * server runs on more than one machine (ARCHITECTURE §3). Keys are chosen by the server
 * (`uploadKey`), never by a client.
 */
export type Storage = {
  put: (input: { key: string; body: Buffer; contentType: string }) => Promise<void>;
  /** The object, or undefined when there is none under that key. */
  get: (key: string) => Promise<StoredObject | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  delete: (key: string) => Promise<void>;
};

// One or more segments of letters, digits, dot, dash and underscore, each starting with a letter or
// digit: no empty, `.` or `..` segment, no backslash, no absolute path, nothing to escape a prefix.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,15}$/;

/** Refuses any key the server would not have generated, whatever the storage behind it. */
export const assertValidKey = (key: string) => {
  if (!KEY.test(key) || key.split("/").some((segment) => segment === ".." || segment.includes("..")))
    throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
};
