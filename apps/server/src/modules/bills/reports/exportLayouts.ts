import type { ExportLayout, OpenReport } from "@quadra/shared/contracts/myFinances";
import type { ExportColumn } from "../../../platform/spreadsheets/index.ts";

/**
 * The spreadsheet layouts of the finance exports (docs/finances.md, "Export layouts"). The tenant's
 * `erp` setting picks the default: "dominio" (optionally "dominio:<debit account>:<credit account>",
 * the reduced codes of the federation's chart of accounts) gives Domínio Sistemas' import of
 * accounting entries; anything else, or none, the generic layout.
 */

export type ErpChoice = { layout: ExportLayout; debitAccount: string; creditAccount: string };

/** The layout and accounts an `erp` setting names; unknown names fall back to the generic layout. */
export const erpChoiceOf = (erp: string | null | undefined): ErpChoice => {
  const [name = "", debit = "", credit = ""] = (erp ?? "")
    .trim()
    .split(":")
    .map((part) => part.trim());
  return name.toLowerCase() === "dominio"
    ? { layout: "dominio", debitAccount: debit, creditAccount: credit }
    : { layout: "generic", debitAccount: "", creditAccount: "" };
};

/** One payment received, as the received export writes it. */
export type ReceivedRow = {
  paid_on: string;
  code: string;
  payer_name: string;
  document: string | null;
  means: string;
  amount_cents: number;
  description: string;
};

/** One payer's open and overdue amounts, as the open report answers them and its export writes them. */
export type OpenRow = OpenReport["payers"][number];

export const MEANS_LABELS: Record<string, string> = {
  pix: "PIX",
  boleto: "Boleto",
  card: "Cartão",
  cash: "Dinheiro",
  transfer: "Transferência",
  manual: "Baixa manual",
  statement: "Extrato bancário",
};
export const meansLabel = (means: string) => MEANS_LABELS[means] ?? means;

const GENERIC_RECEIVED: ExportColumn[] = [
  { key: "paid_on", label: "Data do pagamento", kind: "date" },
  { key: "code", label: "Cobrança", kind: "text" },
  { key: "payer_name", label: "Pagador", kind: "text" },
  { key: "document", label: "CPF/CNPJ", kind: "text" },
  { key: "means_label", label: "Meio de pagamento", kind: "text" },
  { key: "amount_cents", label: "Valor (R$)", kind: "money" },
  { key: "description", label: "Descrição", kind: "text" },
];

// Domínio's "Importação de lançamentos" by spreadsheet: one entry a row, date dd/mm/aaaa, reduced
// account codes for debit and credit, the value with a decimal comma and no thousands separator, a
// history code (blank: the accountant's default) and the history's complement, which carries the
// bill and the payer so the entry can be traced back.
const DOMINIO_RECEIVED: ExportColumn[] = [
  { key: "paid_on", label: "Data", kind: "date" },
  { key: "debit_account", label: "Conta Débito", kind: "text" },
  { key: "credit_account", label: "Conta Crédito", kind: "text" },
  { key: "amount_cents", label: "Valor", kind: "money" },
  { key: "history_code", label: "Código Histórico", kind: "text" },
  { key: "complement", label: "Complemento Histórico", kind: "text" },
];

const OPEN_COLUMNS: ExportColumn[] = [
  { key: "payer_name", label: "Pagador", kind: "text" },
  { key: "document", label: "CPF/CNPJ", kind: "text" },
  { key: "open_count", label: "Débitos em aberto", kind: "number" },
  { key: "open_cents", label: "Em aberto (R$)", kind: "money" },
  { key: "overdue_count", label: "Débitos vencidos", kind: "number" },
  { key: "overdue_cents", label: "Vencido (R$)", kind: "money" },
  { key: "oldest_due_date", label: "Vencimento mais antigo", kind: "date" },
];

/** The columns and rows of the received export in a layout. */
export const receivedExport = (choice: ErpChoice, rows: ReceivedRow[]) =>
  choice.layout === "dominio"
    ? {
        columns: DOMINIO_RECEIVED,
        rows: rows.map((row) => ({
          paid_on: row.paid_on,
          debit_account: choice.debitAccount,
          credit_account: choice.creditAccount,
          amount_cents: row.amount_cents,
          history_code: "",
          complement: [`Recebimento ${row.code}`, meansLabel(row.means), row.payer_name, row.document]
            .filter(Boolean)
            .join(" - "),
        })),
      }
    : {
        columns: GENERIC_RECEIVED,
        rows: rows.map((row) => ({ ...row, means_label: meansLabel(row.means) })),
      };

/**
 * The open export: a list of receivables by payer in every layout (Domínio imports entries, and an
 * open debt is not one yet; its accountant reads this list as the generic one).
 */
export const openExport = (rows: OpenRow[]) => ({ columns: OPEN_COLUMNS, rows });
