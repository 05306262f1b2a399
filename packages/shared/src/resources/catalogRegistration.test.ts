import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RESOURCE_LIST } from "./registry.ts";

const CATALOG = new URL("./catalog/", import.meta.url);

/** Exports that are resource definitions (what defineResource returns), by shape. */
const isResource = (value: unknown): value is { name: string } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { name?: unknown }).name === "string" &&
  typeof (value as { fields?: unknown }).fields === "object" &&
  typeof (value as { permission?: unknown }).permission === "string";

describe("the catalog's registration", () => {
  it("holds every resource defined under catalog/ in RESOURCE_LIST", async () => {
    const registered = new Set(RESOURCE_LIST);
    const missing: string[] = [];
    for (const file of readdirSync(CATALOG).filter((name) => /^[a-z]\w*\.ts$/i.test(name))) {
      const module: Record<string, unknown> = await import(new URL(file, CATALOG).href);
      for (const [exported, value] of Object.entries(module))
        if (isResource(value) && !registered.has(value as never))
          missing.push(
            `${value.name} (export ${exported} of packages/shared/src/resources/catalog/${file}) is not in ` +
              "RESOURCE_LIST: add it to the file's *_RESOURCES list, and that list to RESOURCE_LIST in " +
              "packages/shared/src/resources/registry.ts after the resources it points at",
          );
    }
    expect(missing).toEqual([]);
  });
});
