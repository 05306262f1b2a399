/** How a column's values are written: the exporters format each kind the way a pt-BR user reads it. */
export type ExportColumnKind = "text" | "number" | "money" | "boolean" | "date" | "datetime" | "list";

/**
 * One exported column. `key` picks the value out of each row; `label` is the header a person reads.
 * Values by kind: money is integer cents, date is "YYYY-MM-DD", datetime is an ISO string or a Date,
 * list is a string[]; null and undefined leave the cell empty in every kind.
 */
export type ExportColumn = { key: string; label: string; kind: ExportColumnKind };

export type ExportRow = Record<string, unknown>;

/**
 * Rows arrive in batches (a page of a database cursor, for instance). The exporters ask for the next
 * batch only when the reader has taken what was written, so a cursor is never read ahead of the client.
 */
export type ExportBatches = AsyncIterable<ExportRow[]>;
