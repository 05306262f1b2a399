import { downloadFile } from "../../platform/api/fileDownload.ts";

export type ExportFormat = "csv" | "xlsx";

/**
 * Downloads a list's export (`url`: `resourceClient().exportUrl` or the address of a contract's
 * export, with the list's search, filters and sort) with the session's token, which a plain link
 * could not send, and saves it under the name the server gives (`Países 2026-05-04.csv`). Rejects
 * with an ApiError.
 */
export const downloadExport = ({
  url,
  format,
  fallbackName,
}: {
  url: string;
  format: ExportFormat;
  fallbackName: string;
}) => downloadFile({ url, fallbackName: `${fallbackName}.${format}` });
