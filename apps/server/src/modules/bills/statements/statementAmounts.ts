/**
 * Money and dates as Brazilian bank exports write them, read without floating point: "1.234,56",
 * "-1234.56", "R$ 150,00", "150" → cents; "05/03/2026", "05/03/26", "2026-03-05",
 * "20260305120000[-3:BRT]" → "2026-03-05".
 */
export const parseAmountCents = (raw: string): number | null => {
  let text = raw.replace(/R\$|\s|\u00a0/g, "").trim();
  if (text === "") return null;
  let sign = 1;
  if (text.startsWith("(") && text.endsWith(")")) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (text.startsWith("-")) {
    sign = -sign;
    text = text.slice(1);
  } else if (text.startsWith("+")) text = text.slice(1);
  // "150,00 D" / "150,00 C": some banks mark debits with a trailing letter.
  const marker = /([CD])$/i.exec(text)?.[1]?.toUpperCase();
  if (marker) {
    text = text.slice(0, -1);
    if (marker === "D") sign = -sign;
  }
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let whole: string;
  let fraction = "";
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const at = text.lastIndexOf(decimal);
    whole = text.slice(0, at).replace(/[.,]/g, "");
    fraction = text.slice(at + 1);
  } else if (lastComma >= 0) {
    whole = text.slice(0, lastComma);
    fraction = text.slice(lastComma + 1);
  } else if (lastDot >= 0 && !/^\d{1,3}(\.\d{3})+$/.test(text)) {
    whole = text.slice(0, lastDot);
    fraction = text.slice(lastDot + 1);
  } else whole = text.replace(/\./g, "");
  if (!/^\d+$/.test(whole || "0") || !/^\d{0,2}$/.test(fraction)) return null;
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0") || "0");
  return Number.isSafeInteger(cents) ? sign * cents : null;
};

const pad = (value: number) => String(value).padStart(2, "0");

const validDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? `${year}-${pad(month)}-${pad(day)}`
    : null;
};

export const parseStatementDate = (raw: string): string | null => {
  const text = raw.trim();
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(text);
  if (match) {
    const year = Number(match[3]) + (match[3]!.length === 2 ? 2000 : 0);
    return validDate(year, Number(match[2]), Number(match[1]));
  }
  match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})/.exec(text);
  if (match) return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return null;
};
