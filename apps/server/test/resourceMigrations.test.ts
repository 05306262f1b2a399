import { readFileSync } from "node:fs";
import { RESOURCE_LIST, tableOf } from "@quadra/shared";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";

const META = new URL("../drizzle/meta/", import.meta.url);

/** The tables and columns drizzle-kit last migrated to (its snapshot of the newest migration). */
const latestSnapshot = () => {
  const journal = JSON.parse(readFileSync(new URL("_journal.json", META), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  const file = `${String(last.idx).padStart(4, "0")}_snapshot.json`;
  const snapshot = JSON.parse(readFileSync(new URL(file, META), "utf8")) as {
    tables: Record<string, { columns: Record<string, unknown> }>;
  };
  return { tag: last.tag, tables: snapshot.tables };
};

describe("the migrations", () => {
  it("create every resource's table with the columns its definition gives", () => {
    const { tag, tables } = latestSnapshot();
    const behind = RESOURCE_LIST.flatMap((def) => {
      const wanted = getTableConfig(resourceTableOf(def))
        .columns.map((column) => column.name)
        .sort();
      const migrated = Object.keys(tables[`public.${tableOf(def)}`]?.columns ?? {}).sort();
      if (JSON.stringify(wanted) === JSON.stringify(migrated)) return [];
      const missing = wanted.filter((column) => !migrated.includes(column));
      const extra = migrated.filter((column) => !wanted.includes(column));
      return [
        `${def.name}: ${migrated.length ? `columns missing [${missing}], left over [${extra}]` : "no table"} after ${tag}`,
      ];
    });
    expect(
      behind,
      "run `npm run db:resources -w @quadra/server`, then `npm run db:generate -w @quadra/server`, and commit apps/server/drizzle/",
    ).toEqual([]);
  });
});
