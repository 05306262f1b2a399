import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { RESOURCES } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { RESOURCE_RULES } from "../src/modules/resourceRules.ts";
import type { ResourceRules } from "../src/platform/resources/resourceRules.ts";

/**
 * A resource's server rules hold on every path only if the platform finds them: each lives in a
 * `<name>.rules.ts` file of its module and is listed in src/modules/resourceRules.ts. These checks
 * fail naming the file to change when one is left out.
 */
const SERVER = fileURLToPath(new URL("..", import.meta.url));
const SRC = join(SERVER, "src");
const LIST = "apps/server/src/modules/resourceRules.ts";
const shown = (path: string) => `apps/server/${relative(SERVER, path)}`;

const sourceFiles = () =>
  readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => join(SRC, file));

const isRules = (value: unknown): value is ResourceRules =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { resource?: unknown }).resource === "string";

describe("resource rules", () => {
  it("lists every rules file's rules in src/modules/resourceRules.ts", async () => {
    const listed = new Set<unknown>(RESOURCE_RULES);
    const missing: string[] = [];
    const files = sourceFiles().filter((file) => file.endsWith(".rules.ts"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const exported = Object.entries(await import(file)).filter(([, value]) => isRules(value));
      if (!exported.length)
        missing.push(`${shown(file)} exports no rules: a rules file exports what defineResourceRules makes.`);
      for (const [name, rules] of exported)
        if (!listed.has(rules))
          missing.push(
            `${shown(file)} declares the rules of "${(rules as ResourceRules).resource}" (${name}): add ${name} to ${LIST}.`,
          );
    }
    expect(missing).toEqual([]);
  });

  it("declares rules only in <name>.rules.ts files", () => {
    const elsewhere = sourceFiles().filter(
      (file) =>
        !file.endsWith(".rules.ts") &&
        !file.endsWith("platform/resources/resourceRules.ts") &&
        readFileSync(file, "utf8").includes("defineResourceRules("),
    );
    expect(
      elsewhere.map((file) => `${shown(file)}: move its rules to a <name>.rules.ts file of the module.`),
    ).toEqual([]);
  });

  it("names each resource once, and only resources of the catalog", () => {
    const names = RESOURCE_RULES.map((rules) => rules.resource);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      `${LIST}: rules listed twice`,
    ).toEqual([]);
    expect(
      names.filter((name) => !Object.hasOwn(RESOURCES, name)),
      `${LIST}: not a resource`,
    ).toEqual([]);
  });

  it("keeps rules that count a parent's children on resources that have a parent", () => {
    const orphans = RESOURCE_RULES.filter(
      (rules) => rules.locksParent && !RESOURCES[rules.resource]?.parent,
    ).map((rules) => rules.resource);
    expect(orphans).toEqual([]);
  });
});
