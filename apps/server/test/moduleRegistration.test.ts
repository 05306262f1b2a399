import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SRC = new URL("../src/", import.meta.url);

const sourcesUnder = (dir: URL): { path: string; text: string }[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => {
      const url = new URL(`${entry.parentPath}/${entry.name}`, "file://");
      return { path: url.pathname.slice(new URL(SRC).pathname.length), text: readFileSync(url, "utf8") };
    });

describe("the server's module registration", () => {
  it("calls every module's register function from somewhere (registerTenantRoutes, or its module's own)", () => {
    const sources = sourcesUnder(SRC);
    const missing: string[] = [];
    for (const { path, text } of sources.filter((source) => source.path.startsWith("modules/"))) {
      for (const [, name] of text.matchAll(/^export const (register\w+)\s*=/gm)) {
        const calls = sources.reduce(
          (count, source) => count + (source.text.match(new RegExp(`\\b${name}\\(`, "g"))?.length ?? 0),
          0,
        );
        if (calls === 0)
          missing.push(
            `apps/server/src/${path} exports ${name}, which nothing calls: call it in registerTenantRoutes ` +
              "(apps/server/src/modules/tenantRoutes.ts), or in its module's own register function",
          );
      }
    }
    expect(missing).toEqual([]);
  });
});
