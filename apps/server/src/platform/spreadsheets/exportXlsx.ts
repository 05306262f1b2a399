import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { setImmediate as setImmediatePromise } from "node:timers/promises";
import ExcelJS from "exceljs";
import { csvCell } from "./csvCells.ts";
import type { ExportBatches, ExportColumn, ExportRow } from "./exportColumns.ts";
import { escapeFormula } from "./formulaInjection.ts";
import { XLSX_NUMBER_FORMATS, xlsxCell } from "./xlsxCells.ts";

// How much sheet XML may wait for the compressor, and how much compressed output may wait for the
// reader, before the next batch is pulled.
const SHEET_BUFFER_BYTES = 64 * 1024;
const ZIP_BUFFER_BYTES = 16 * 1024;
const ABORTED = Symbol("output closed");

// What exceljs's WorkbookWriter keeps private but we need: its zip (archiver) and the factory of the
// streams each zip entry is written through.
type WriterInternals = {
  zip: {
    append: (source: PassThrough, data: { name: string }) => void;
    abort: () => void;
    readableLength: number;
  };
  _openStream: (path: string) => PassThrough;
};
// exceljs writes its reusable XML buffer (a StringBuf) to the entry streams, not a Buffer.
type StringBufLike = { toBuffer: () => Buffer };

/**
 * exceljs's own entry stream (StreamBuf) accepts every write and forwards it without waiting for the
 * compressor, so rows committed while the client reads slowly would pile up in memory. A PassThrough
 * in its place fills up when the compressor stops reading, which waitForRoom watches.
 */
const openBackpressuredEntry = (writer: WriterInternals) => (path: string) => {
  const entry = new PassThrough({ highWaterMark: SHEET_BUFFER_BYTES });
  const write = entry.write.bind(entry) as (chunk: unknown, ...rest: unknown[]) => boolean;
  entry.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(
      typeof chunk === "string" || Buffer.isBuffer(chunk) ? chunk : (chunk as StringBufLike).toBuffer(),
      ...rest,
    )) as PassThrough["write"];
  writer.zip.append(entry, { name: path });
  // The workbook waits for this event before writing the files that list the sheets.
  entry.on("finish", () => entry.emit("zipped"));
  return entry;
};

/** Excel refuses sheet names over 31 characters or with any of []:*?/\ in them. */
export const safeSheetName = (name: string): string =>
  Array.from(
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .replace(/^'+|'+$/g, "")
      .trim(),
  )
    .slice(0, 31)
    .join("")
    .trim() || "Planilha";

// A streamed sheet must declare its column widths before the first row: they are measured on the
// first batch, as the CSV shows the values, which is close to what Excel shows.
const columnWidths = (columns: ExportColumn[], sample: ExportRow[]) =>
  columns.map((column) => {
    const longest = sample.reduce(
      (width, row) => Math.max(width, csvCell(column, row[column.key]).length),
      column.label.length + 2, // the auto-filter button covers the end of the header
    );
    return Math.min(Math.max(longest + 1, 8), 60);
  });

/**
 * Waits until the last batch has moved on: its XML out of the sheet's buffer, and the compressed
 * bytes out of archiver's. The second is needed because archiver's stream keeps taking in data while
 * its reader is blocked (its buffer was seen growing past 400 kB within a second of a stalled reader),
 * so the sheet's buffer alone would not hold the pulls back.
 */
const waitForRoom = async ({
  sheetStream,
  zip,
  output,
  unlessClosed,
}: {
  sheetStream: PassThrough;
  zip: WriterInternals["zip"];
  output: PassThrough;
  unlessClosed: <T>(promise: Promise<T>) => Promise<T>;
}) => {
  for (;;) {
    if (sheetStream.writableNeedDrain) await unlessClosed(once(sheetStream, "drain"));
    else if (zip.readableLength <= ZIP_BUFFER_BYTES) return;
    // Blocked reader: its next read drains the output; otherwise archiver is flowing right now.
    else
      await unlessClosed<unknown>(output.writableNeedDrain ? once(output, "drain") : setImmediatePromise());
  }
};

type WriteOptions = {
  columns: ExportColumn[];
  batches: ExportBatches;
  sheetName: string;
  output: PassThrough;
};

const writeWorkbook = async ({ columns, batches, sheetName, output }: WriteOptions) => {
  const closed = new Promise<never>((_, reject) => output.once("close", () => reject(ABORTED)));
  closed.catch(() => undefined);
  const unlessClosed = <T>(promise: Promise<T>) => Promise.race([promise, closed]);

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Shared strings are kept in memory until the end; inline strings keep memory flat.
    useSharedStrings: false,
  });
  const internals = workbook as unknown as WriterInternals;
  internals._openStream = openBackpressuredEntry(internals);
  const iterator = batches[Symbol.asyncIterator]();
  try {
    let next = await unlessClosed(iterator.next());
    const sheet = workbook.addWorksheet(safeSheetName(sheetName), {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    const widths = columnWidths(columns, next.done ? [] : next.value);
    sheet.columns = columns.map((column, index) => {
      const numFmt = XLSX_NUMBER_FORMATS[column.kind];
      return { key: column.key, width: widths[index], ...(numFmt ? { style: { numFmt } } : {}) };
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(columns.length, 1) } };
    const header = sheet.addRow(columns.map((column) => escapeFormula(column.label)));
    header.font = { bold: true };
    header.commit();
    const sheetStream = (sheet as unknown as { stream: PassThrough }).stream;

    while (!next.done) {
      for (const row of next.value) {
        sheet.addRow(columns.map((column) => xlsxCell(column, row[column.key]))).commit();
      }
      await waitForRoom({ sheetStream, zip: internals.zip, output, unlessClosed });
      next = await unlessClosed(iterator.next());
    }
    sheet.commit();
    await unlessClosed(workbook.commit());
  } catch (error) {
    // Release the source (a cursor's `return()` closes it) without waiting on a pull still under way.
    iterator.return?.()?.catch(() => undefined);
    internals.zip.abort();
    if (error !== ABORTED) output.destroy(error instanceof Error ? error : new Error(String(error)));
  }
};

/**
 * An XLSX of the rows, as a byte stream to send as the response body. Nothing is pulled before the
 * first read; then each batch is written and committed (exceljs forgets committed rows) and the next
 * one is pulled only once the zip has taken in what was written. Destroying the stream stops the
 * pulls and calls `return()` on the batches' iterator.
 */
export const exportXlsx = ({
  columns,
  batches,
  sheetName,
}: {
  columns: ExportColumn[];
  batches: ExportBatches;
  sheetName: string;
}): Readable => {
  const output = new PassThrough();
  const read = output._read.bind(output);
  let started = false;
  output._read = (size: number) => {
    if (!started) {
      started = true;
      void writeWorkbook({ columns, batches, sheetName, output });
    }
    read(size);
  };
  return output;
};
