import { z } from "zod";
import {
  BILL_LABELS,
  type BillableDebt,
  type BillDetail,
  type RecurrencePreview,
  type RecurrenceRunResult,
  ZBillCancellation,
  ZBillInput,
  ZBillSettlement,
  ZPayerQuery,
} from "../contracts/bills.ts";
import { defineOperations, returns, returnsFile } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const BILLS = { auth: "login", permissions: ["bills"], modules: ["bills"] } as const;
const RECURRENCES = { auth: "login", permissions: ["recurrences"], modules: ["bills"] } as const;

/**
 * The staff's finances beyond the generic CRUD (spec §2 /finances): make a bill of a payer's chosen
 * open debts, read it whole, hand its receipt once paid, settle it by hand or cancel it; see what a recurrence's next run would
 * create and run it now.
 */
export const billsOperations = defineOperations("bills", {
  billable: {
    method: "GET",
    path: "bills/billable",
    summary: "Os débitos em aberto de uma pessoa ou entidade, com o valor se cobrados hoje",
    guard: BILLS,
    query: ZPayerQuery,
    fieldLabels: BILL_LABELS,
    response: returns<BillableDebt[]>(),
  },
  create: {
    method: "POST",
    path: "bills/create",
    summary: "Gerar uma cobrança com débitos em aberto escolhidos de uma pessoa ou entidade",
    guard: BILLS,
    body: ZBillInput,
    fieldLabels: BILL_LABELS,
    response: returns<BillDetail>(),
  },
  detail: {
    method: "GET",
    path: "bills/:id/detail",
    summary: "Uma cobrança com seu pagador, seus débitos, valores e meios de pagamento",
    guard: BILLS,
    params: ZId,
    response: returns<BillDetail>(),
  },
  receipt: {
    method: "GET",
    path: "bills/:id/receipt",
    summary: "O recibo (PDF) de uma cobrança paga",
    guard: BILLS,
    params: ZId,
    response: returnsFile(),
  },
  settle: {
    method: "POST",
    path: "bills/:id/settle",
    summary: "Dar baixa manual numa cobrança (dinheiro, transferência): ela e seus débitos ficam pagos",
    guard: BILLS,
    params: ZId,
    body: ZBillSettlement,
    fieldLabels: BILL_LABELS,
    response: returns<BillDetail>(),
  },
  cancel: {
    method: "POST",
    path: "bills/:id/cancel",
    summary: "Cancelar uma cobrança em aberto: seus débitos voltam a ficar em aberto",
    guard: BILLS,
    params: ZId,
    body: ZBillCancellation,
    fieldLabels: BILL_LABELS,
    response: returns<BillDetail>(),
  },
  makeMeans: {
    method: "POST",
    path: "bills/:id/means",
    summary:
      "Gerar os meios de pagamento (PIX, intermediador) de uma cobrança em aberto feita antes de configurá-los",
    guard: BILLS,
    params: ZId,
    response: returns<BillDetail>(),
  },
  previewRecurrence: {
    method: "GET",
    path: "recurrences/:id/preview",
    summary: "O que a próxima execução de uma cobrança recorrente criaria (nada é gravado)",
    guard: RECURRENCES,
    params: ZId,
    response: returns<RecurrencePreview>(),
  },
  runRecurrence: {
    method: "POST",
    path: "recurrences/:id/run",
    summary: "Executar agora o próximo período de uma cobrança recorrente (uma vez por período)",
    guard: RECURRENCES,
    params: ZId,
    response: returns<RecurrenceRunResult>(),
  },
});
