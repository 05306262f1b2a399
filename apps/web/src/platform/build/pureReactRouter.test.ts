// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { markPure } from "./pureReactRouter.ts";

describe("React Router's build marked pure", () => {
  it("marks top-level components and contexts pure and drops their displayName writes, nothing nested", () => {
    const code = [
      "var Link = React10.forwardRef(function LinkWithRef() {});",
      'Link.displayName = "Link";',
      "var RouteContext = React.createContext(null);",
      'RouteContext.displayName = "Route";',
      "var Memo = React3.memo(Routes);",
      "function useFetcher() {",
      "  var FetcherForm2 = React10.forwardRef(() => null);",
      '    FetcherForm2.displayName = "fetcher.Form";',
      "}",
    ].join("\n");
    expect(markPure(code).split("\n")).toEqual([
      "var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});",
      "",
      "var RouteContext = /* @__PURE__ */ React.createContext(null);",
      "",
      "var Memo = /* @__PURE__ */ React3.memo(Routes);",
      "function useFetcher() {",
      "  var FetcherForm2 = React10.forwardRef(() => null);",
      '    FetcherForm2.displayName = "fetcher.Form";',
      "}",
    ]);
  });

  it("still finds what it marks in the installed React Router (a new version may write it otherwise)", () => {
    const require = createRequire(import.meta.url);
    const folder = join(dirname(require.resolve("react-router/package.json")), "dist/production");
    const index = readFileSync(join(folder, "index.mjs"), "utf8");
    const chunks = [...index.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]!);
    expect(chunks.length).toBeGreaterThan(0);
    const code = chunks.map((chunk) => readFileSync(join(folder, chunk), "utf8")).join("\n");
    const marked = markPure(code);
    for (const name of ["NavLink", "Form", "Link"]) {
      expect(marked).toContain(`var ${name} = /* @__PURE__ */ React`);
      expect(marked).not.toMatch(new RegExp(`^${name}\\.displayName`, "m"));
    }
    expect(marked.split("\n")).toHaveLength(code.split("\n").length);
  });
});
