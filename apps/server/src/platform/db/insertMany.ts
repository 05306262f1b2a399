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
import type { Executor } from "./database.ts";

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
