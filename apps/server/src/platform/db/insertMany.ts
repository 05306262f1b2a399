import {
  type Column,
  getTableColumns,
  getTableName,
  Param,
  SQL,
  type SQLChunk,
  StringChunk,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { mapInSlices, type TimeSlicer, timeSlicer } from "../timeSlices.ts";
import type { Executor } from "./database.ts";
import { textArray } from "./textArray.ts";

/** PostgreSQL's protocol counts a statement's parameters in 16 bits. */
export const MAX_PARAMETERS = 65_535;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
// Shared by every statement: a batch of a thousand rows would otherwise make twelve thousand of them.
const DEFAULT = new StringChunk("default");
const COMMA = new StringChunk(", ");
const OPEN = new StringChunk("(");
const NEXT = new StringChunk("), (");
const CLOSE = new StringChunk(")");

/** A value as a chunk of the statement: a bare parameter when it is a plain value, as most are. */
const chunkOf = (column: Column, value: unknown): unknown => {
  if (value === undefined) return DEFAULT;
  if (value === null) return null;
  // Objects (lists of text[] columns, JSON, dates) keep the column as their encoder.
  if (typeof value === "object") return new Param(value, column);
  const driverValue = column.mapToDriverValue(value);
  return driverValue !== null && typeof driverValue === "object" ? new Param(value, column) : driverValue;
};

/**
 * One multi-row `INSERT … VALUES (…), (…)` of `rows` into `table`, each value mapped by its column
 * as drizzle's own insert maps it, a column no row sets left out and a value a row leaves out
 * written as `default`. Built as one flat list of chunks: drizzle's `insert().values(rows)` builds
 * nested SQL per row and value, three to four times as long for a thousand rows, about as long as
 * PostgreSQL took to run the statement. Columns with a `$defaultFn` are not supported (resource
 * tables default in SQL).
 */
export const insertManySql = (table: PgTable, rows: Record<string, unknown>[]): SQL => {
  const present = new Set<string>();
  for (const row of rows)
    for (const [key, value] of Object.entries(row)) if (value !== undefined) present.add(key);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  if (!rows.length || rows.length * columns.length > MAX_PARAMETERS)
    throw new Error(`insertMany: ${rows.length} rows × ${columns.length} columns in one statement`);
  const chunks: unknown[] = [
    new StringChunk(
      `insert into ${quoted(getTableName(table))} (${columns.map(([, column]) => quoted(column.name)).join(", ")}) values `,
    ),
  ];
  for (const [index, row] of rows.entries()) {
    chunks.push(index ? NEXT : OPEN);
    for (const [position, [key, column]] of columns.entries()) {
      if (position) chunks.push(COMMA);
      chunks.push(chunkOf(column, row[key]));
    }
  }
  chunks.push(CLOSE);
  return new SQL(chunks as SQLChunk[]);
};

export const insertMany = async (tx: Executor, table: PgTable, rows: Record<string, unknown>[]) => {
  if (rows.length) await tx.execute(insertManySql(table, rows));
};

/** A value the statement takes once for every row, when all rows of a statement share it. */
const isShareable = (value: unknown) => value === null || typeof value !== "object";

/** A column PostgreSQL reads from an array of its values: anything but arrays and JSON. */
const isScalarType = (type: string) => !type.endsWith("]") && type !== "json" && type !== "jsonb";

/** Not a value a column's text form is made of here: the statement's rows travel as JSON instead. */
const NOT_SCALAR = Symbol("not scalar");

/** A scalar value as the text PostgreSQL reads it by the column's type (what JSON made of it before). */
const textOf = (value: unknown): string | null | typeof NOT_SCALAR => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return NOT_SCALAR;
};

/**
 * Each varying column's values as one array (their text), when every column and value is scalar;
 * undefined otherwise. Made in slices of the event loop (timeSlices.ts).
 */
const columnArrays = async (
  group: Record<string, unknown>[],
  keys: string[],
  slicer: TimeSlicer,
): Promise<(string | null)[][] | undefined> => {
  const arrays = keys.map(() => new Array<string | null>(group.length));
  for (let row = 0; row < group.length; row++) {
    const values = group[row]!;
    for (let column = 0; column < keys.length; column++) {
      const text = textOf(values[keys[column]!]);
      if (text === NOT_SCALAR) return undefined;
      arrays[column]![row] = text;
    }
    if (slicer.due()) await slicer.next();
  }
  return arrays;
};

/**
 * `insertManySql` with the rows as a few parameters whatever their number: `INSERT … SELECT … FROM
 * unnest($1::uuid[], $2::text[], …) AS r(column, …)`, one array parameter per column the rows vary
 * in, each value read by its column's type as COPY reads its stream; or, when a column the rows vary
 * in is an array or JSON (which an array of arrays cannot carry), `… FROM json_to_recordset($1) AS
 * r(column type, …)`, every row in ONE json parameter. Either way the process builds a few texts
 * instead of a parameter per value (a thousand rows of a dozen columns were twelve thousand
 * parameters, each mapped, serialized and parsed: about a fifth of an import's CPU went to
 * collecting that garbage), and PostgreSQL parses a few parameters. The arrays are the shorter and
 * the cheaper of the two: no key per value, nothing for PostgreSQL to validate as JSON before it
 * reads it again (50,000 memberships: 185 KB instead of 304 KB per thousand rows, PostgreSQL's CPU
 * 180–240 ms instead of 250–350, this process's 40–50 ms instead of 75–80; bench/registers round 18).
 * Only the columns the rows vary in travel per row: a value every row of the statement shares (the
 * tenant, the parent, the author, a status) is one parameter of its own, and PostgreSQL reads no
 * column the rows do not carry (json_populate_recordset over the table's type costs the same per row
 * whatever the rows hold: 50,000 rows of a twenty-column table, 350 ms against 195 for the eight
 * columns they vary in). A column no row sets is left out (its default applies). A key missing from a
 * row reads as null, so rows that leave out a column with a default while others set it go in a
 * statement of their own where it is left out: one statement per such shape (one for an import's
 * rows, whose bodies share their keys). The values must be what the columns take as JSON: plain
 * values, arrays for array columns, objects for json columns, ISO texts (or dates) for dates (what
 * resource tables hold).
 */
export const insertFromRowsSql = async (
  table: PgTable,
  rows: Record<string, unknown>[],
  slicer: TimeSlicer = timeSlicer(),
): Promise<SQL[]> => {
  if (!rows.length) return [];
  const all = Object.entries(getTableColumns(table));
  // Plain loops over the rows, nothing made per row (it ran Object.entries and made a shape's text
  // for each of an import's 50,000 rows).
  const present = new Set<string>();
  for (const row of rows) for (const key in row) if (row[key] !== undefined) present.add(key);
  const columns = all.filter(([key]) => present.has(key));
  const defaulted = columns.filter(([, column]) => column.hasDefault).map(([key]) => key);
  // Rows of one shape (the same defaulted columns set) go in one statement: each row joins the first
  // group whose first row has its shape (one group for an import's rows, whose bodies share keys).
  const sameShape = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    for (const key of defaulted) if ((a[key] === undefined) !== (b[key] === undefined)) return false;
    return true;
  };
  const groups: Record<string, unknown>[][] = [];
  const groupOf = (row: Record<string, unknown>) => {
    for (const group of groups) if (sameShape(group[0]!, row)) return group;
    return undefined;
  };
  for (const row of rows) {
    const group = groupOf(row);
    if (group) group.push(row);
    else groups.push([row]);
  }
  const name = quoted(getTableName(table));
  const statements: SQL[] = [];
  for (const group of groups) {
    const first = group[0]!;
    const written = columns.filter(([key, column]) => !column.hasDefault || first[key] !== undefined);
    const shared = new Set(
      group.length > 1
        ? written
            .filter(([key]) => {
              const value = first[key] ?? null;
              return isShareable(value) && group.every((row) => (row[key] ?? null) === value);
            })
            .map(([key]) => key)
        : [],
    );
    const varying = written.filter(([key]) => !shared.has(key));
    const keys = varying.map(([key]) => key);
    const names = varying.map(([, column]) => column.name);
    const arrays =
      varying.length && varying.every(([, column]) => isScalarType(column.getSQLType()))
        ? await columnArrays(group, keys, slicer)
        : undefined;
    const chunks: unknown[] = [
      new StringChunk(
        `insert into ${name} (${written.map(([, column]) => quoted(column.name)).join(", ")}) select `,
      ),
    ];
    for (const [position, [key, column]] of written.entries()) {
      if (position) chunks.push(COMMA);
      if (shared.has(key)) {
        const value = first[key] ?? null;
        chunks.push(
          value === null ? null : new Param(value, column),
          new StringChunk(`::${column.getSQLType()}`),
        );
      } else chunks.push(new StringChunk(`r.${quoted(column.name)}`));
    }
    if (arrays) {
      chunks.push(new StringChunk(" from unnest("));
      for (const [position, [, column]] of varying.entries()) {
        if (position) chunks.push(COMMA);
        chunks.push(textArray(arrays[position]!), new StringChunk(`::${column.getSQLType()}[]`));
      }
      chunks.push(new StringChunk(`) as r(${names.map(quoted).join(", ")})`));
    } else {
      // Each record's JSON made in slices of the event loop (timeSlices.ts): a thousand rows took
      // 10–15 ms at once on a loaded machine, which every request arriving meanwhile waited for.
      const texts = await mapInSlices(
        group,
        (row) => {
          // A plain loop: Object.fromEntries of a mapped list per row made two arrays per row.
          const record: Record<string, unknown> = {};
          for (let index = 0; index < keys.length; index++) record[names[index]!] = row[keys[index]!] ?? null;
          return JSON.stringify(record);
        },
        slicer,
      );
      const record = varying.map(([, column]) => `${quoted(column.name)} ${column.getSQLType()}`).join(", ");
      // A statement whose every column is shared still reads one record per row (an empty object).
      chunks.push(
        new StringChunk(" from json_to_recordset("),
        `[${texts.join(",")}]`,
        new StringChunk(`::json) as r(${record || `"_" text`})`),
      );
    }
    statements.push(new SQL(chunks as SQLChunk[]));
  }
  return statements;
};
