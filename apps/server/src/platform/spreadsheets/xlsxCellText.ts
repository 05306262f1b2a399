const pad = (value: number) => String(value).padStart(2, "0");

// exceljs reads a date cell into a Date whose UTC fields are the wall clock the sheet shows. A cell
// holding only a time ("14:30") is that time on Excel's day zero, 1899-12-30 (or 1899-12-31 in the
// 1904 system read as 1900).
const dateText = (value: Date) => {
  if (Number.isNaN(value.getTime())) return "";
  const date = new Date(Math.round(value.getTime() / 1000) * 1000);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCSeconds();
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}${seconds ? `:${pad(seconds)}` : ""}`;
  if (day === "1899-12-30" || day === "1899-12-31") return time;
  return time === "00:00" ? day : `${day} ${time}`;
};

/**
 * A cell's value as the text an import reads: numbers with a dot and at most the 15 digits Excel
 * keeps (so 0.1+0.2 reads "0.3"), booleans as "Sim"/"Não" like the exports, dates as "YYYY-MM-DD"
 * (with " HH:mm" when they carry a time), rich text joined, formulas by their last computed result.
 */
export const xlsxCellText = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : "";
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (value instanceof Date) return dateText(value);
  if (typeof value !== "object") return String(value);
  const cell = value as {
    richText?: { text?: unknown }[];
    text?: unknown;
    result?: unknown;
    formula?: unknown;
    sharedFormula?: unknown;
    error?: unknown;
  };
  if (Array.isArray(cell.richText)) return cell.richText.map((run) => xlsxCellText(run.text)).join("");
  if ("formula" in cell || "sharedFormula" in cell) return xlsxCellText(cell.result);
  if ("text" in cell) return xlsxCellText(cell.text); // a hyperlink: what the cell shows
  if (typeof cell.error === "string") return cell.error;
  return "";
};
