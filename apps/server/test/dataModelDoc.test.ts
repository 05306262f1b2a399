import { readFileSync } from "node:fs";
import { RESOURCE_LIST } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { DATA_MODEL_PATH, dataModelDoc } from "../scripts/genDataModelDoc.ts";

describe("docs/data-model.md", () => {
  it("is in step with the resource catalog (run `npm run docs:data-model -w @quadra/server`)", () => {
    const committed = readFileSync(DATA_MODEL_PATH, "utf8");
    expect(
      committed,
      "docs/data-model.md differs from the catalog: run `npm run docs:data-model -w @quadra/server`",
    ).toBe(dataModelDoc(committed));
  });

  it("describes every resource, each with a sentence of its own", () => {
    const committed = readFileSync(DATA_MODEL_PATH, "utf8");
    const undescribed = RESOURCE_LIST.filter((def) => {
      const section = committed.split(`#### \`${def.name}\``)[1]?.split("<!-- generated:")[0] ?? "";
      return !/[a-z]{3}/i.test(section.replace(/^ — .*$/m, ""));
    }).map((def) => `${def.name}: write what it holds under its heading in docs/data-model.md`);
    expect(undescribed).toEqual([]);
  });

  it("adds a resource the page lacks, drops one the catalog lacks, and keeps the prose", () => {
    const page = [
      "# Data model",
      "",
      "## Resources",
      "",
      "### Locations (Localidades)",
      "",
      "#### `countries` — Países",
      "",
      "Countries, by hand.",
      "",
      "permission `regions` · title `name`.",
      "",
      "| Field | Kind | Meaning |",
      "|---|---|---|",
      "| `name` | `text` | stale |",
      "",
      "#### `gone` — Removido",
      "",
      "Was here.",
      "",
      "## After",
      "",
      "Kept.",
    ].join("\n");
    const written = dataModelDoc(page);
    expect(written).toContain("Countries, by hand.");
    expect(written).toContain("<!-- generated: countries -->");
    expect(written).not.toContain("| `name` | `text` | stale |");
    expect(written).not.toContain("gone");
    expect(written).toContain("#### `states` — Estados");
    // States sit with the other locations, before the part that follows the resources.
    expect(written.indexOf("#### `states`")).toBeLessThan(written.indexOf("## After"));
    expect(written.indexOf("#### `countries`")).toBeLessThan(written.indexOf("#### `states`"));
    expect(written.endsWith("## After\n\nKept.\n")).toBe(true);
    expect(dataModelDoc(written)).toBe(written);
  });
});
