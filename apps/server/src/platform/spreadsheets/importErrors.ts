import { AppError } from "../http/errors.ts";

/** A 400 about the uploaded file: `sentence` is what the person must do, on the `file` field. */
export const fileError = (sentence: string): AppError =>
  new AppError(400, `Arquivo: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`, {
    errors: { file: sentence },
  });

const OTHER_FORMATS = /\.(xls|xlsb|xlsm|ods|numbers)$/i;

/**
 * The refusal of a file that is neither CSV nor XLSX. The content decided that; the name only helps
 * to say what to do when it shows another spreadsheet format.
 */
export const notASpreadsheet = (filename: string): AppError => {
  const other = OTHER_FORMATS.exec(filename.trim())?.[1];
  return fileError(
    `Envie uma planilha CSV ou XLSX.${other ? ` Arquivos .${other.toLowerCase()} não são lidos: abra-o na planilha e salve como XLSX.` : ""}`,
  );
};

const COUNT = new Intl.NumberFormat("pt-BR");
export const formatCount = (value: number): string => COUNT.format(value);

/** Column letters as Excel shows them (1 → A, 27 → AA), which is how a person finds a column. */
export const columnLetter = (index: number): string => {
  let letters = "";
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
};
