import { columnLetter, fileError, formatCount } from "./importErrors.ts";
import { normalizeName } from "./normalizeName.ts";

/** A row as read from the file, with its line number there, for messages a person can act on. */
export type SheetLine = { line: number; cells: string[] };

export type Spreadsheet = { headers: string[]; rows: string[][] };

export const DEFAULT_MAX_ROWS = 200_000;

export const tooManyRows = (maxRows: number) =>
  fileError(`A planilha tem mais de ${formatCount(maxRows)} linhas. Divida-a em arquivos menores.`);

const isEmpty = (cells: string[]) => cells.every((cell) => cell === "");

/**
 * The first non-empty line is the header; empty lines are dropped; every row gets exactly one cell
 * per header. Empty columns after the last named one are dropped (spreadsheets save stray separators),
 * but a value under no header is refused rather than silently lost.
 */
export const shapeTable = ({ lines, maxRows }: { lines: SheetLine[]; maxRows: number }): Spreadsheet => {
  const filled = lines.filter((line) => !isEmpty(line.cells));
  const [headerLine, ...dataLines] = filled;
  if (!headerLine) throw fileError("A planilha está vazia.");
  if (dataLines.length > maxRows) throw tooManyRows(maxRows);

  let width = headerLine.cells.length;
  while (width > 0 && headerLine.cells[width - 1] === "") width -= 1;
  const headers = headerLine.cells.slice(0, width);

  const unnamed = headers.indexOf("");
  if (unnamed >= 0) {
    throw fileError(
      `A coluna ${columnLetter(unnamed + 1)} do cabeçalho está sem nome. Dê um nome a ela ou apague a coluna.`,
    );
  }
  const seen = new Map<string, number>();
  headers.forEach((header, index) => {
    const name = normalizeName(header) || header;
    const first = seen.get(name);
    if (first !== undefined) {
      throw fileError(
        `O cabeçalho tem duas colunas chamadas "${header}" (${columnLetter(first + 1)} e ${columnLetter(index + 1)}). Renomeie ou apague uma delas.`,
      );
    }
    seen.set(name, index);
  });

  const rows = dataLines.map(({ line, cells }) => {
    const extra = cells.findIndex((cell, index) => index >= width && cell !== "");
    if (extra >= 0) {
      throw fileError(
        `A linha ${line} tem um valor na coluna ${columnLetter(extra + 1)}, que não tem nome no cabeçalho. Dê um nome a ela ou apague o valor.`,
      );
    }
    return Array.from({ length: width }, (_, index) => cells[index] ?? "");
  });
  return { headers, rows };
};
