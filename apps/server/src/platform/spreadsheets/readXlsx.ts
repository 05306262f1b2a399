import ExcelJS from "exceljs";
import { unescapeFormula } from "./formulaInjection.ts";
import { fileError, notASpreadsheet } from "./importErrors.ts";
import { type SheetLine, tooManyRows } from "./tableShape.ts";
import { xlsxCellText } from "./xlsxCellText.ts";
import { assertZipWithinLimit, MAX_UNCOMPRESSED_BYTES } from "./zipGuard.ts";

const unreadable = () =>
  fileError("Não foi possível ler a planilha XLSX. Abra-a na planilha, salve de novo e envie outra vez.");

/**
 * The rows of the first visible worksheet (the one a person sees on opening the file), numbered as
 * Excel numbers them. The zip is checked for a bomb before exceljs inflates it.
 */
export const readXlsxLines = async ({
  data,
  filename,
  maxRows,
  maxUncompressedBytes = MAX_UNCOMPRESSED_BYTES,
}: {
  data: Buffer;
  filename: string;
  maxRows: number;
  maxUncompressedBytes?: number;
}): Promise<SheetLine[]> => {
  const entries = await assertZipWithinLimit({ data, maxBytes: maxUncompressedBytes });
  // Other zips (.docx, .ods, a folder zipped by hand) have no workbook part.
  if (!entries.some((entry) => entry.name === "xl/workbook.xml")) throw notASpreadsheet(filename);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types predate Buffer being generic over its ArrayBuffer.
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable();
  }
  const sheet =
    workbook.worksheets.find((candidate) => candidate.state === "visible") ?? workbook.worksheets[0];
  if (!sheet) throw fileError("A planilha está vazia.");
  // Header plus maxRows: anything more is refused before converting a single cell.
  if (sheet.actualRowCount > maxRows + 1) throw tooManyRows(maxRows);
  const lines: SheetLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      cells.push(unescapeFormula(xlsxCellText(row.getCell(column).value).trim()));
    }
    lines.push({ line, cells });
  });
  return lines;
};
