import { fileError } from "./importErrors.ts";
import { readCsvLines } from "./readCsv.ts";
import { readXlsxLines } from "./readXlsx.ts";
import { DEFAULT_MAX_ROWS, type Spreadsheet, shapeTable } from "./tableShape.ts";

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // "PK\x03\x04"

/**
 * An uploaded spreadsheet as a header and rows of trimmed strings, one cell per header. The format
 * comes from the bytes, not the name (a name proves nothing, and "planilha.csv" saved as XLSX is
 * common): a zip is read as XLSX, anything else must be text and is read as CSV. The name only
 * improves the message when the file is refused. Every refusal is a pt-BR 400 on the `file` field.
 */
export const readSpreadsheet = async ({
  data,
  filename,
  maxRows = DEFAULT_MAX_ROWS,
}: {
  data: Buffer;
  filename: string;
  maxRows?: number;
}): Promise<Spreadsheet> => {
  if (data.length === 0) throw fileError("A planilha está vazia.");
  const lines = data.subarray(0, 4).equals(ZIP_MAGIC)
    ? await readXlsxLines({ data, filename, maxRows })
    : readCsvLines({ data, filename, maxRows });
  return shapeTable({ lines, maxRows });
};
