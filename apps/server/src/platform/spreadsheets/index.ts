// The spreadsheet I/O every list export and every import uses: streamed CSV/XLSX exports and the
// parsing of uploaded CSV/XLSX files. Pure library: no routes, no database.
export { contentDisposition } from "./contentDisposition.ts";
export type { ExportBatches, ExportColumn, ExportColumnKind, ExportRow } from "./exportColumns.ts";
export { exportCsv } from "./exportCsv.ts";
export { exportXlsx } from "./exportXlsx.ts";
export { readSpreadsheet } from "./readSpreadsheet.ts";
export { sendExport } from "./sendExport.ts";
export { type ImportField, suggestMapping } from "./suggestMapping.ts";
export type { Spreadsheet } from "./tableShape.ts";
