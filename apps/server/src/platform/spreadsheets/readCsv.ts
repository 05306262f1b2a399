import { parse } from "csv-parse/sync";
import { unescapeFormula } from "./formulaInjection.ts";
import { fileError, notASpreadsheet } from "./importErrors.ts";
import { type SheetLine, tooManyRows } from "./tableShape.ts";
import { decodeText, looksBinary } from "./textDecoding.ts";

const DELIMITERS = [";", "\t", ","] as const;

/**
 * The separator of the header line, counted outside quotes: Excel in pt-BR saves `;`, most other tools
 * `,`, and "Texto (separado por tabulações)" a tab. On a tie the earlier in DELIMITERS wins, since a
 * pt-BR header may hold a comma ("Valor (R$, bruto)") far sooner than a semicolon.
 */
export const detectDelimiter = (text: string): string => {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  let started = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) {
      if (started) break;
    } else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
    if (char.trim() !== "") started = true;
  }
  let best: string = DELIMITERS[0];
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
};

/** The lines of a CSV upload, numbered as Excel numbers its rows (an empty line counts). */
export const readCsvLines = ({
  data,
  filename,
  maxRows,
}: {
  data: Buffer;
  filename: string;
  maxRows: number;
}): SheetLine[] => {
  const text = decodeText(data);
  if (looksBinary(text)) throw notASpreadsheet(filename);
  let line = 0;
  let filled = 0;
  const lines: SheetLine[] = [];
  try {
    parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      skip_empty_lines: false,
      // Records are collected here and parse keeps none; past the limit they are only counted, so an
      // oversized file costs no memory.
      on_record: (record) => {
        line += 1;
        const cells = record.map((cell) => unescapeFormula(cell.trim()));
        if (cells.some((cell) => cell !== "")) filled += 1;
        if (filled <= maxRows + 1) lines.push({ line, cells });
        return null;
      },
    });
  } catch (error) {
    const at = (error as { lines?: unknown }).lines;
    throw fileError(
      typeof at === "number"
        ? `Não foi possível ler o CSV perto da linha ${at}: confira as aspas dessa linha.`
        : "Não foi possível ler o CSV. Salve-o de novo pela planilha e envie outra vez.",
    );
  }
  // The header plus maxRows rows: one more means the file is over the limit.
  if (filled > maxRows + 1) throw tooManyRows(maxRows);
  return lines;
};
