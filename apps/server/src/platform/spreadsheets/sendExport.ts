import type { ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { contentDisposition } from "./contentDisposition.ts";
import type { ExportBatches, ExportColumn } from "./exportColumns.ts";
import { exportCsv } from "./exportCsv.ts";
import { exportXlsx } from "./exportXlsx.ts";

const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * Streams a list export as a download on a hijacked answer: the file's headers (with the ones the
 * reply had gathered, such as CORS), then the rows batch by batch. A failure rejects; the caller
 * ends the answer (hijackedReply.ts), since Fastify no longer does.
 */
export const sendExport = async ({
  raw,
  headers,
  format,
  columns,
  batches,
  sheetName,
  fileName,
}: {
  raw: ServerResponse;
  headers: Record<string, string>;
  format: keyof typeof CONTENT_TYPES;
  columns: ExportColumn[];
  batches: ExportBatches;
  sheetName: string;
  fileName: string;
}) => {
  const stream =
    format === "csv" ? exportCsv({ columns, batches }) : exportXlsx({ columns, batches, sheetName });
  raw.writeHead(200, {
    ...headers,
    "content-type": CONTENT_TYPES[format],
    "content-disposition": contentDisposition(fileName),
    "cache-control": "private, no-store",
  });
  await pipeline(stream, raw);
};
