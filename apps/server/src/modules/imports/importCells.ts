import { type FieldDef, type FieldOption, isIsoDate, normalizeSearch } from "@quadra/shared";

/**
 * A spreadsheet cell (always text, as readSpreadsheet gives it) turned into the value a resource's
 * create schema expects, the way people in Brazil type them: dates dd/mm/aaaa, money "R$ 1.234,56",
 * booleans Sim/Não, options by their pt-BR label. `ref` cells stay text here: titles are resolved
 * against the database afterwards (refLookup.ts).
 */
export type CellResult = { value: unknown } | { error: string };

const fail = (error: string): CellResult => ({ error });

/** Case-, accent- and spacing-free text: how a cell is compared with labels and titles. */
export const fold = (value: string) => normalizeSearch(value);

/**
 * A number as typed in Brazil or as a spreadsheet program writes it: a comma is always the decimal
 * separator ("1.234,56", "0,5"); without one, a dot is the decimal point ("1234.56", as XLSX numbers
 * read) unless it clearly groups thousands ("1.234.567"). Undefined when it is not a number.
 */
export const parseDecimal = (text: string, { groupedThousands = false } = {}): number | undefined => {
  const compact = text.replace(/\s/g, "");
  if (/^-?\d{1,3}(\.\d{3})*,\d+$|^-?\d+,\d+$/.test(compact))
    return Number(compact.replaceAll(".", "").replace(",", "."));
  if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(compact) || (groupedThousands && /^-?\d{1,3}(\.\d{3})+$/.test(compact)))
    return Number(compact.replaceAll(".", ""));
  if (/^-?\d+(\.\d+)?$/.test(compact)) return Number(compact);
  return undefined;
};

const parseInteger = (text: string): number | undefined => {
  const compact = text.replace(/\s/g, "");
  if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) return Number(compact.replaceAll(".", ""));
  if (/^-?\d+$/.test(compact)) return Number(compact);
  return undefined;
};

/**
 * Money in cents: "R$ 1.234,56", "1.234,56" or "1234.56" (an XLSX number) are reais; bare digits
 * ("123456") are already cents, as the exports write them.
 */
export const parseMoney = (text: string): number | undefined => {
  const withoutSymbol = text.replace(/R\$/i, "").trim();
  const hadSymbol = withoutSymbol.length !== text.trim().length;
  if (!hadSymbol && /^-?\d+$/.test(withoutSymbol)) return Number(withoutSymbol);
  // "R$ 1.234" is a thousand reais: with the symbol, a dot can only group thousands.
  const reais = parseDecimal(withoutSymbol, { groupedThousands: hadSymbol });
  return reais === undefined ? undefined : Math.round(reais * 100);
};

const TRUE_WORDS = new Set(["sim", "s", "true", "verdadeiro", "1", "x", "yes"]);
const FALSE_WORDS = new Set(["nao", "n", "false", "falso", "0", "no"]);

const parseBool = (text: string): boolean | undefined => {
  const word = fold(text);
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
};

const pad = (value: string | number) => String(value).padStart(2, "0");

/** "31/12/2024", "31-12-2024" or "2024-12-31" as "2024-12-31"; undefined when not a real day. */
export const parseDate = (text: string): string | undefined => {
  const value = text.trim();
  const brazilian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = brazilian ? `${brazilian[3]}-${pad(brazilian[2]!)}-${pad(brazilian[1]!)}` : value;
  return isIsoDate(iso) ? iso : undefined;
};

const parseTime = (text: string): string | undefined => {
  const match = /^(\d{1,2})[:h](\d{2})(?::(\d{2}))?$/i.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return undefined;
  return `${pad(hours)}:${pad(minutes)}`;
};

const SAO_PAULO = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Milliseconds São Paulo's wall clock is ahead of UTC at an instant (negative: it is behind). */
const saoPauloOffset = (instant: number) => {
  const parts = Object.fromEntries(SAO_PAULO.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
};

/**
 * "31/12/2024 14:30", "2024-12-31 14:30" (how XLSX date-times are read) or ISO 8601 with its
 * offset. Times without an offset are São Paulo's civil time (ARCHITECTURE §3).
 */
export const parseDateTime = (text: string): string | undefined => {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const instant = Date.parse(value);
    return Number.isNaN(instant) ? undefined : new Date(instant).toISOString();
  }
  const match = /^(\S+)[\sT]+(\d{1,2}:\d{2})(?::(\d{2}))?$/.exec(value);
  const day = parseDate(match ? match[1]! : value);
  const time = match ? parseTime(match[2]!) : "00:00";
  if (!day || !time) return undefined;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes, Number(match?.[3] ?? 0));
  // The offset at the wall time read as UTC is at most a few hours off; asking again at the
  // corrected instant settles the days when daylight saving time began or ended.
  const first = wall - saoPauloOffset(wall);
  return new Date(wall - saoPauloOffset(first)).toISOString();
};

/** An option by its value or either label, whatever the case and accents. */
export const matchOption = (options: readonly FieldOption[], text: string): string | undefined => {
  const exact = options.find((option) => option.value === text.trim());
  if (exact) return exact.value;
  const wanted = fold(text);
  return options.find(
    (option) =>
      fold(option.value) === wanted ||
      fold(option.label["pt-BR"]) === wanted ||
      fold(option.label.en) === wanted,
  )?.value;
};

const optionsHint = (field: FieldDef) =>
  `Use uma das opções: ${(field.options ?? []).map((option) => option.label["pt-BR"]).join(", ")}.`;

const LIST_SEPARATOR = /[;,|]/;

/** The value of one non-empty cell for a field, or the pt-BR sentence that says what to fix. */
export const cellValue = (field: FieldDef, text: string): CellResult => {
  switch (field.kind) {
    case "int": {
      const value = parseInteger(text);
      return value === undefined ? fail("Informe um número inteiro.") : { value };
    }
    case "decimal": {
      const value = parseDecimal(text);
      return value === undefined ? fail("Informe um número, por exemplo 1.234,56.") : { value };
    }
    case "money": {
      const value = parseMoney(text);
      return value === undefined
        ? fail("Informe o valor como R$ 1.234,56 (ou em centavos, só com dígitos).")
        : { value };
    }
    case "bool": {
      const value = parseBool(text);
      return value === undefined ? fail("Use Sim ou Não.") : { value };
    }
    case "date": {
      const value = parseDate(text);
      return value === undefined ? fail("Data inválida; use o formato dd/mm/aaaa.") : { value };
    }
    case "datetime": {
      const value = parseDateTime(text);
      return value === undefined ? fail("Data e hora inválidas; use o formato dd/mm/aaaa hh:mm.") : { value };
    }
    case "time": {
      const value = parseTime(text);
      return value === undefined ? fail("Hora inválida; use o formato hh:mm.") : { value };
    }
    case "select": {
      const value = matchOption(field.options ?? [], text);
      return value === undefined ? fail(optionsHint(field)) : { value };
    }
    case "multiselect": {
      const values: string[] = [];
      for (const part of text.split(LIST_SEPARATOR).map((item) => item.trim())) {
        if (!part) continue;
        const value = matchOption(field.options ?? [], part);
        if (value === undefined) return fail(`"${part}" não é uma opção. ${optionsHint(field)}`);
        values.push(value);
      }
      return { value: [...new Set(values)] };
    }
    case "tags":
      return {
        value: text
          .split(LIST_SEPARATOR)
          .map((item) => item.trim())
          .filter(Boolean),
      };
    case "json":
      try {
        return { value: JSON.parse(text) };
      } catch {
        return fail("Conteúdo JSON inválido.");
      }
    default:
      // Text kinds (and ref, resolved later) go as typed; the create schema validates them.
      return { value: text.trim() };
  }
};
