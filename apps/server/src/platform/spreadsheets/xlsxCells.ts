import { toCalendarDay, toFiniteNumber, toSaoPauloClock, toText, type WallClock } from "./cellValues.ts";
import type { ExportColumn, ExportColumnKind } from "./exportColumns.ts";
import { escapeFormula } from "./formulaInjection.ts";

/** Excel number formats per kind; Excel shows them with the reader's own separators. */
export const XLSX_NUMBER_FORMATS: Partial<Record<ExportColumnKind, string>> = {
  money: "#,##0.00",
  date: "dd/mm/yyyy",
  datetime: "dd/mm/yyyy hh:mm",
};

// exceljs turns a Date into a serial number from its UTC fields, and a spreadsheet has no time zone:
// the wall clock to show goes into the UTC fields.
const wallClockDate = (clock: WallClock) =>
  new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));

/**
 * One XLSX cell value: numbers and dates as real cells, the rest as strings. Strings are never handed
 * over as formulas (exceljs writes a formula only for a `{formula}` object), and are escaped like the
 * CSV's so that editing the cell in Excel cannot turn it into one either.
 */
export const xlsxCell = (column: ExportColumn, value: unknown): string | number | Date | null => {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case "number": {
      const number = toFiniteNumber(value);
      if (number !== undefined) return number;
      break;
    }
    case "money": {
      const cents = toFiniteNumber(value);
      if (cents !== undefined) return Math.round(cents) / 100;
      break;
    }
    case "boolean":
      if (typeof value === "boolean") return value ? "Sim" : "Não";
      break;
    case "date": {
      const day = toCalendarDay(value);
      if (day) return wallClockDate(day);
      break;
    }
    case "datetime": {
      const clock = toSaoPauloClock(value);
      if (clock) return wallClockDate(clock);
      break;
    }
    default:
      break;
  }
  return escapeFormula(toText(value));
};
