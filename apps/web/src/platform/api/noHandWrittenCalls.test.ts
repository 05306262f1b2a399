import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const features = join(import.meta.dirname, "../../features");

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });

/** The low-level transport and hand-built addresses: only the typed clients (platform/api) use them. */
const HAND_WRITTEN = /\b(apiRequest|saveVersioned|buildUrl)\b|\bfetch\(|api\/v1\//;

describe("web features reach the API only through typed clients", () => {
  it("no feature writes an API path or calls the transport by hand", () => {
    const offenders = sourcesUnder(features)
      .filter((path) => HAND_WRITTEN.test(readFileSync(path, "utf8")))
      .map((path) => relative(features, path))
      .sort();
    expect(
      offenders,
      "call the API through apps/web/src/platform/api/operations/<group>.ts (generated from the contract by `npm run api:client`) or resourceClient() for generic CRUD",
    ).toEqual([]);
  });
});
