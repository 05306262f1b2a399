import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { csvCell } from "./csvCells.ts";
import type { ExportBatches, ExportColumn } from "./exportColumns.ts";
import { escapeFormula } from "./formulaInjection.ts";

// Excel in pt-BR opens a CSV by double-click correctly only with these: the BOM tells it the text is
// UTF-8 (without it, accents come out as "AssociaÃ§Ã£o"), and `;` is its list separator, since the
// comma is the decimal separator.
const BOM = "\uFEFF";
// csv-stringify quotes a field holding the delimiter, a quote or the whole CRLF, but not a lone CR or
// LF: unquoted, a spreadsheet may read one as the end of the row, and what follows ("=1+1+cmd|...")
// as a new row's first cell, a formula the escape never saw. Quoted, the cell stays one cell.
const OPTIONS = { delimiter: ";", record_delimiter: "\r\n", quoted_match: /[\r\n]/ } as const;

async function* csvChunks({ columns, batches }: { columns: ExportColumn[]; batches: ExportBatches }) {
  yield Buffer.from(BOM + stringify([columns.map((column) => escapeFormula(column.label))], OPTIONS));
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const records = batch.map((row) => columns.map((column) => csvCell(column, row[column.key])));
    yield Buffer.from(stringify(records, OPTIONS));
  }
}

/**
 * A CSV of the rows, as a byte stream to send as the response body. Readable.from asks the generator
 * for the next batch only while the stream's buffer is below its high-water mark, and destroying the
 * stream (the client went away) calls `return()` on the batches' iterator, which closes a cursor.
 */
export const exportCsv = ({
  columns,
  batches,
}: {
  columns: ExportColumn[];
  batches: ExportBatches;
}): Readable => Readable.from(csvChunks({ columns, batches }), { objectMode: false });
