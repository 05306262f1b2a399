import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clientFileOf, clientSourceOf } from "./clientSource.ts";
import { OPERATION_GROUPS } from "./index.ts";
import { pathParams } from "./operation.ts";

const root = join(import.meta.dirname, "../../../..");
const groups = Object.entries(OPERATION_GROUPS);

describe("operation contracts", () => {
  it.each(groups)("%s is exported by its own file as <name>Operations", async (name, group) => {
    const file = (await import(`./${name}.ts`)) as Record<string, unknown>;
    expect(
      file[`${name}Operations`],
      `packages/shared/src/operations/${name}.ts must export ${name}Operations`,
    ).toBe(group);
  });

  it.each(groups)(
    "%s: the web client is generated from the contract (run `npm run api:client`)",
    (name, group) => {
      const written = readFileSync(join(root, clientFileOf(name)), "utf8");
      expect(written, `${clientFileOf(name)} is stale: run \`npm run api:client\``).toBe(
        clientSourceOf(name, group),
      );
    },
  );

  it.each(groups)("%s: every path parameter is validated by the params schema", (name, group) => {
    for (const [key, operation] of Object.entries(group.operations)) {
      const where = `${name}.${key} (${operation.method} ${operation.path})`;
      const declared = operation.params instanceof z.ZodObject ? Object.keys(operation.params.shape) : [];
      expect({ where, params: declared.sort() }).toEqual({
        where,
        params: pathParams(operation.path).sort(),
      });
      expect(operation.summary.trim(), `${where} needs a pt-BR summary`).not.toBe("");
      expect(operation.path, `${where}: the path has no leading slash`).not.toMatch(/^\//);
    }
  });

  it("declares each method and path once", () => {
    const seen = new Map<string, string>();
    for (const [name, group] of groups) {
      for (const [key, operation] of Object.entries(group.operations)) {
        const address = `${operation.method} ${operation.path.replace(/:[A-Za-z_]\w*/g, ":")}`;
        expect(seen.get(address), `${name}.${key} repeats ${address}`).toBeUndefined();
        seen.set(address, `${name}.${key}`);
      }
    }
  });
});
