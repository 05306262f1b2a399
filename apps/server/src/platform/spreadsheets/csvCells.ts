import { toCalendarDay, toFiniteNumber, toSaoPauloClock, toText, type WallClock } from "./cellValues.ts";
import type { ExportColumn } from "./exportColumns.ts";
import { escapeFormula } from "./formulaInjection.ts";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

const brazilDate = (clock: WallClock) => `${pad(clock.day)}/${pad(clock.month)}/${pad(clock.year, 4)}`;

// Excel in pt-BR reads a decimal comma and no thousands separator as a number; "1.234,56" would be read
// too, but a dot alone ("1.234") would be taken as one thousand two hundred thirty-four.
const decimalComma = (value: number) => String(value).replace(".", ",");

/** Integer cents as reais with two decimals, computed on integers so no float rounding shows. */
export const formatCents = (cents: number): string => {
  const whole = Math.round(Math.abs(cents));
  return `${cents < 0 && whole > 0 ? "-" : ""}${Math.trunc(whole / 100)},${pad(whole % 100)}`;
};

/** One CSV cell as a pt-BR spreadsheet shows it; text that could run as a formula is escaped. */
export const csvCell = (column: ExportColumn, value: unknown): string => {
  if (value === null || value === undefined) return "";
  switch (column.kind) {
    case "number": {
      const number = toFiniteNumber(value);
      if (number !== undefined) return decimalComma(number);
      break;
    }
    case "money": {
      const cents = toFiniteNumber(value);
      if (cents !== undefined) return formatCents(cents);
      break;
    }
    case "boolean":
      if (typeof value === "boolean") return value ? "Sim" : "Não";
      break;
    case "date": {
      const day = toCalendarDay(value);
      if (day) return brazilDate(day);
      break;
    }
    case "datetime": {
      const clock = toSaoPauloClock(value);
      if (clock) return `${brazilDate(clock)} ${pad(clock.hour)}:${pad(clock.minute)}`;
      break;
    }
    default:
      break;
  }
  return escapeFormula(toText(value));
};
