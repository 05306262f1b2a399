import { buildZip } from "../src/platform/spreadsheets/zipFixture.ts";

/**
 * A .zip written byte by byte (the spreadsheets' test fixture), so a test can make the archives an
 * attacker would: names with `..`, entries that inflate far beyond their size, or whose declared
 * size is a lie. Entries are deflated unless `store`.
 */
export type ZipEntrySpec = {
  name: string;
  content: Buffer | string;
  /** Stored as is (no compression) instead of deflated. */
  store?: boolean;
  /** The uncompressed size the headers declare, whatever the content really is. */
  declaredSize?: number;
};

export const zipFile = (entries: ZipEntrySpec[]) =>
  buildZip(entries.map(({ store, ...entry }) => ({ ...entry, deflate: !store })));
