import { z } from "zod";
import {
  type AssociationFinanceSummary,
  MY_BILL_LABELS,
  type MyFinances,
  type PayerBill,
  type PayerBillDetail,
  type PayerDebt,
  ZPayerBillInput,
} from "../contracts/myFinances.ts";
import { defineOperations, returns, returnsFile } from "./operation.ts";

const ZUuid = z.uuid("Identificador inválido.");
/** A person's own finances: anyone logged in, in a tenant with the bills module. */
const PAYER = { auth: "login", modules: ["bills"] } as const;
/** An association's finances: its managers only (the handler checks the association is theirs). */
const MANAGER = { auth: "login", permissions: ["my_associations"], modules: ["bills"] } as const;

/**
 * The payers' side of finances (spec §2 /my/personalfinances/bills and /my/associations/finances/:id):
 * what they owe, their bills with the means to pay them, the receipt once paid, and a bill of the
 * debts they choose, made by the same rules as staff's bills.
 */
export const myFinancesOperations = defineOperations("myFinances", {
  mine: {
    method: "GET",
    path: "my/personalfinances/bills",
    summary: "As cobranças da pessoa (abertas e pagas) e os débitos que ela pode juntar numa cobrança",
    guard: PAYER,
    response: returns<MyFinances>(),
  },
  myBill: {
    method: "GET",
    path: "my/personalfinances/bills/:bills_id",
    summary: "Uma cobrança da pessoa, com seus débitos e como pagá-la (PIX, boleto, cartão)",
    guard: PAYER,
    params: z.object({ bills_id: ZUuid }),
    fieldLabels: MY_BILL_LABELS,
    response: returns<PayerBillDetail>(),
  },
  myReceipt: {
    method: "GET",
    path: "my/personalfinances/bills/:bills_id/receipt",
    summary: "O recibo (PDF) de uma cobrança paga da pessoa",
    guard: PAYER,
    params: z.object({ bills_id: ZUuid }),
    fieldLabels: MY_BILL_LABELS,
    response: returnsFile(),
  },
  makeMyMeans: {
    method: "POST",
    path: "my/personalfinances/bills/:bills_id/means",
    summary:
      "Gerar o PIX de uma cobrança em aberto da pessoa que ficou sem meio de pagamento (feita antes da chave PIX)",
    guard: PAYER,
    params: z.object({ bills_id: ZUuid }),
    fieldLabels: MY_BILL_LABELS,
    response: returns<PayerBillDetail>(),
  },
  createMine: {
    method: "POST",
    path: "my/personalfinances/bills",
    summary:
      "Gerar uma cobrança com os débitos abertos que a pessoa escolheu (se a federação permite escolher)",
    guard: PAYER,
    body: ZPayerBillInput,
    fieldLabels: MY_BILL_LABELS,
    response: returns<PayerBillDetail>(),
  },
  association: {
    method: "GET",
    path: "my/associations/finances/:id",
    summary: "O resumo financeiro de uma entidade que a pessoa gerencia",
    guard: MANAGER,
    params: z.object({ id: ZUuid }),
    response: returns<AssociationFinanceSummary>(),
  },
  associationDebts: {
    method: "GET",
    path: "my/associations/finances/:id/debts",
    summary: "Os débitos de uma entidade que a pessoa gerencia",
    guard: MANAGER,
    params: z.object({ id: ZUuid }),
    response: returns<PayerDebt[]>(),
  },
  associationDebt: {
    method: "GET",
    path: "my/associations/finances/:id/debts/:debts_id",
    summary: "Um débito de uma entidade que a pessoa gerencia",
    guard: MANAGER,
    params: z.object({ id: ZUuid, debts_id: ZUuid }),
    fieldLabels: MY_BILL_LABELS,
    response: returns<PayerDebt>(),
  },
  associationBills: {
    method: "GET",
    path: "my/associations/finances/:id/bills",
    summary: "As cobranças de uma entidade que a pessoa gerencia",
    guard: MANAGER,
    params: z.object({ id: ZUuid }),
    response: returns<PayerBill[]>(),
  },
  associationBill: {
    method: "GET",
    path: "my/associations/finances/:id/bills/:bills_id",
    summary: "Uma cobrança de uma entidade que a pessoa gerencia, com seus débitos e como pagá-la",
    guard: MANAGER,
    params: z.object({ id: ZUuid, bills_id: ZUuid }),
    fieldLabels: MY_BILL_LABELS,
    response: returns<PayerBillDetail>(),
  },
  associationReceipt: {
    method: "GET",
    path: "my/associations/finances/:id/bills/:bills_id/receipt",
    summary: "O recibo (PDF) de uma cobrança paga de uma entidade que a pessoa gerencia",
    guard: MANAGER,
    params: z.object({ id: ZUuid, bills_id: ZUuid }),
    fieldLabels: MY_BILL_LABELS,
    response: returnsFile(),
  },
  makeAssociationMeans: {
    method: "POST",
    path: "my/associations/finances/:id/bills/:bills_id/means",
    summary: "Gerar o PIX de uma cobrança em aberto da entidade que ficou sem meio de pagamento",
    guard: MANAGER,
    params: z.object({ id: ZUuid, bills_id: ZUuid }),
    fieldLabels: MY_BILL_LABELS,
    response: returns<PayerBillDetail>(),
  },
  createAssociationBill: {
    method: "POST",
    path: "my/associations/finances/:id/bills",
    summary: "Gerar uma cobrança com os débitos abertos da entidade que o gestor escolheu",
    guard: MANAGER,
    params: z.object({ id: ZUuid }),
    body: ZPayerBillInput,
    fieldLabels: MY_BILL_LABELS,
    response: returns<PayerBillDetail>(),
  },
});
