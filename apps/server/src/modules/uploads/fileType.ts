import { fileTypeFromBuffer } from "file-type";
import type { UploadKind } from "../../platform/db/schema/index.ts";

/** What an upload really is, read from its bytes: never from its name or the browser's claim. */
export type DetectedType = { kind: UploadKind; contentType: string; ext: string };

const BY_CONTENT: Record<string, DetectedType> = {
  "image/jpeg": { kind: "image", contentType: "image/jpeg", ext: "jpg" },
  "image/png": { kind: "image", contentType: "image/png", ext: "png" },
  "image/webp": { kind: "image", contentType: "image/webp", ext: "webp" },
  "image/gif": { kind: "image", contentType: "image/gif", ext: "gif" },
  "application/pdf": { kind: "document", contentType: "application/pdf", ext: "pdf" },
  // file-type opens the zip and tells these from any other zip by their declared content types
  // ([Content_Types].xml for OOXML, the `mimetype` entry for OpenDocument). Macro-enabled variants
  // (.xlsm, .docm) have types of their own and are refused.
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
    kind: "document",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ext: "xlsx",
  },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    kind: "document",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ext: "docx",
  },
  "application/vnd.oasis.opendocument.spreadsheet": {
    kind: "document",
    contentType: "application/vnd.oasis.opendocument.spreadsheet",
    ext: "ods",
  },
  "application/vnd.oasis.opendocument.text": {
    kind: "document",
    contentType: "application/vnd.oasis.opendocument.text",
    ext: "odt",
  },
};

const utf8 = new TextDecoder("utf-8", { fatal: true });
// Tab, line feed, form feed and carriage return are text; any other control character means binary.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isBinaryCode = (code: number) => (code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f;

const isPlainText = (buffer: Buffer) => {
  let decoded: string;
  try {
    decoded = utf8.decode(buffer);
  } catch {
    return false;
  }
  for (let index = 0; index < decoded.length; index++)
    if (isBinaryCode(decoded.charCodeAt(index))) return false;
  return true;
};

/**
 * The accepted type of a file, or undefined to refuse it. Binary formats are recognised by their
 * magic bytes; what file-type does not recognise is accepted only as UTF-8 text, CSV when its name
 * says so and plain text otherwise.
 */
export const detectFileType = async ({
  buffer,
  name,
}: {
  buffer: Buffer;
  name: string;
}): Promise<DetectedType | undefined> => {
  const found = await fileTypeFromBuffer(buffer);
  if (found) return BY_CONTENT[found.mime];
  if (!isPlainText(buffer)) return undefined;
  return /\.csv$/i.test(name.trim())
    ? { kind: "document", contentType: "text/csv", ext: "csv" }
    : { kind: "document", contentType: "text/plain", ext: "txt" };
};
