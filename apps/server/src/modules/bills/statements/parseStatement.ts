import { createHash } from "node:crypto";
import { parseSync as parseOfx } from "ofx-js";
import { fileError } from "../../../platform/spreadsheets/importErrors.ts";
import { normalizeName } from "../../../platform/spreadsheets/normalizeName.ts";
import { readCsvLines } from "../../../platform/spreadsheets/readCsv.ts";
import { decodeText } from "../../../platform/spreadsheets/textDecoding.ts";
import { parseAmountCents, parseStatementDate } from "./statementAmounts.ts";

/** One line of a bank statement: a credit when amountCents > 0. */
export type StatementLine = {
  /** The bank's id of the line (OFX FITID) or a fingerprint of a CSV row: what "matched once" keys on. */
  fitid: string;
  postedOn: string;
  description: string;
  amountCents: number;
};

export const MAX_STATEMENT_LINES = 20_000;

const fingerprint = (parts: string[]) =>
  `csv:${createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 24)}`;

/** Repeated identical rows (two 50,00 PIX on one day from one payer) stay apart by their order. */
const withFingerprints = (rows: Omit<StatementLine, "fitid">[]): StatementLine[] => {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = `${row.postedOn}|${row.amountCents}|${row.description}`;
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    return { ...row, fitid: fingerprint([key, String(nth)]) };
  });
};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** OFX 1 (SGML, what Brazilian banks export) and OFX 2 (XML): every STMTTRN of every account. */
export const parseOfxStatement = (text: string): StatementLine[] => {
  let parsed: ReturnType<typeof parseOfx>;
  try {
    parsed = parseOfx(text);
  } catch {
    throw fileError("Não foi possível ler o OFX. Exporte o extrato de novo pelo banco.");
  }
  const responses = [
    ...asArray(parsed.OFX?.BANKMSGSRSV1?.STMTTRNRS),
    ...asArray(parsed.OFX?.CREDITCARDMSGSRSV1?.CCSTMTTRNRS),
  ];
  type Transaction = Record<string, string | undefined>;
  const transactions = responses.flatMap((response) =>
    asArray<Transaction>((response?.STMTRS ?? response?.CCSTMTRS)?.BANKTRANLIST?.STMTTRN),
  );
  const lines: StatementLine[] = [];
  const unnamed: Omit<StatementLine, "fitid">[] = [];
  for (const trn of transactions) {
    const postedOn = parseStatementDate(String(trn.DTPOSTED ?? ""));
    const amountCents = parseAmountCents(String(trn.TRNAMT ?? ""));
    if (!postedOn || amountCents === null) continue;
    const description = [trn.NAME, trn.MEMO, trn.CHECKNUM, trn.REFNUM]
      .filter((part) => part && String(part).trim())
      .join(" ")
      .trim();
    if (trn.FITID)
      lines.push({ fitid: `ofx:${String(trn.FITID).trim()}`, postedOn, description, amountCents });
    else unnamed.push({ postedOn, description, amountCents });
  }
  return [...lines, ...withFingerprints(unnamed)];
};

/** Header words of the big banks' CSV exports (BB, Itaú, Bradesco, Caixa, Santander, Nubank, Inter). */
const DATE = /^(data|datalancamento|datamovimento|datadamovimentacao|date|dt)/;
const DESCRIPTION =
  /^(historico|descricao|lancamento|detalhes|detalhe|identificador|title|memo|complemento|description)/;
const AMOUNT = /^(valor|amount|quantia|valorrs)/;
const CREDIT = /^(credito|entrada|creditos)/;
const DEBIT = /^(debito|saida|debitos)/;
const KIND = /^(tipo|tipolancamento|natureza|dc)$/;
const BALANCE = /^saldo/;

type Columns = {
  date: number;
  descriptions: number[];
  amount?: number;
  credit?: number;
  debit?: number;
  kind?: number;
};

const detectColumns = (cells: string[]): Columns | null => {
  const names = cells.map(normalizeName);
  const date = names.findIndex((name) => DATE.test(name));
  const amount = names.findIndex((name) => AMOUNT.test(name) && !BALANCE.test(name));
  const credit = names.findIndex((name) => CREDIT.test(name));
  const debit = names.findIndex((name) => DEBIT.test(name));
  if (date < 0 || (amount < 0 && credit < 0)) return null;
  const descriptions = names.flatMap((name, index) =>
    DESCRIPTION.test(name) && index !== date ? [index] : [],
  );
  const kind = names.findIndex((name) => KIND.test(name));
  return {
    date,
    descriptions,
    ...(amount >= 0 ? { amount } : {}),
    ...(credit >= 0 ? { credit } : {}),
    ...(debit >= 0 ? { debit } : {}),
    ...(kind >= 0 ? { kind } : {}),
  };
};

/**
 * A CSV statement: the header is found among the first lines (banks put the account and period
 * above it), columns by their names; one amount column (negative or marked D/Saída = debit) or a
 * credit and a debit column.
 */
export const parseCsvStatement = (data: Buffer, filename: string): StatementLine[] => {
  const lines = readCsvLines({ data, filename, maxRows: MAX_STATEMENT_LINES });
  const headerAt = lines.slice(0, 30).findIndex((line) => detectColumns(line.cells));
  if (headerAt < 0)
    throw fileError(
      "Não encontramos as colunas do extrato. A primeira linha deve ter Data, Histórico (ou Descrição) e Valor (ou Crédito).",
    );
  const columns = detectColumns(lines[headerAt]!.cells)!;
  const rows: Omit<StatementLine, "fitid">[] = [];
  for (const { cells } of lines.slice(headerAt + 1)) {
    const postedOn = parseStatementDate(cells[columns.date] ?? "");
    if (!postedOn) continue; // totals, balance lines and blank lines carry no date
    let amountCents: number | null;
    if (columns.amount !== undefined) {
      amountCents = parseAmountCents(cells[columns.amount] ?? "");
      const kind = normalizeName(columns.kind !== undefined ? (cells[columns.kind] ?? "") : "");
      if (amountCents !== null && amountCents > 0 && /^(d|debito|saida)/.test(kind))
        amountCents = -amountCents;
    } else {
      const credit = parseAmountCents(cells[columns.credit!] ?? "");
      const debit = columns.debit !== undefined ? parseAmountCents(cells[columns.debit] ?? "") : null;
      amountCents = credit ? Math.abs(credit) : debit ? -Math.abs(debit) : null;
    }
    if (amountCents === null || amountCents === 0) continue;
    const description = columns.descriptions
      .map((index) => cells[index]?.trim() ?? "")
      .filter(Boolean)
      .join(" ");
    rows.push({ postedOn, description, amountCents });
  }
  return withFingerprints(rows);
};

/** OFX or CSV, decided by the content (an OFX starts with its header or <OFX>). */
export const parseStatement = (data: Buffer, filename: string): StatementLine[] => {
  const text = decodeText(data);
  const lines = /^\s*(OFXHEADER|<\?xml[^>]*>\s*<\?OFX|<OFX>)/i.test(text)
    ? parseOfxStatement(text)
    : parseCsvStatement(data, filename);
  if (lines.length > MAX_STATEMENT_LINES)
    throw fileError(`O extrato tem mais de ${MAX_STATEMENT_LINES} lançamentos: envie um período menor.`);
  return lines;
};
