import { z } from "zod";
import {
  PAYMENT_GATEWAY_KEYS,
  PAYMENT_LABELS,
  type StatementConfirmResult,
  type StatementLineView,
  type StatementUploadResult,
  ZPaymentSettingsInput,
  ZPaymentSettingsView,
  ZStatementConfirm,
  ZStatementLinesQuery,
  ZWebhookAnswer,
} from "../contracts/payments.ts";
import { defineOperations, returns, returnsShape } from "./operation.ts";

const FINANCE = { auth: "login", permissions: ["bills"], modules: ["bills"] } as const;

/**
 * How the tenant is paid (its PIX key, its gateway and credentials), the gateways' webhooks, and
 * the bank statement reconciliation of static PIX (upload, proposals, one-click confirmation).
 */
export const paymentsOperations = defineOperations("payments", {
  settings: {
    method: "GET",
    path: "payments/settings",
    summary: "A chave PIX e o intermediador de pagamentos (as chaves mascaradas)",
    guard: FINANCE,
    response: returnsShape(ZPaymentSettingsView),
  },
  saveSettings: {
    method: "PATCH",
    path: "payments/settings",
    summary: "Alterar a chave PIX, o intermediador e suas credenciais (a máscara mantém a guardada)",
    guard: FINANCE,
    body: ZPaymentSettingsInput,
    fieldLabels: PAYMENT_LABELS,
    response: returnsShape(ZPaymentSettingsView),
  },
  webhook: {
    method: "POST",
    path: "payments/webhooks/:gateway",
    summary:
      "Eventos de um intermediador (Asaas, Mercado Pago, Pagar.me), conferidos pelo token ou assinatura; cada evento aplicado uma vez",
    // A suspended (read-only) tenant still takes its payments: a gateway retries a refused event
    // only so often (Asaas stops the queue after 15 failures), and paying is how a tenant in debt
    // gets out of read-only mode.
    guard: { auth: "public", modules: ["bills"], allowReadOnly: true },
    params: z.object({ gateway: z.enum(PAYMENT_GATEWAY_KEYS, { error: "Intermediador desconhecido." }) }),
    // Each gateway has its own shape: its reader checks it after the token or signature.
    body: z.looseObject({}),
    response: returnsShape(ZWebhookAnswer),
  },
  uploadStatement: {
    method: "POST",
    path: "payments/statements",
    summary: "Enviar um extrato bancário (OFX ou CSV, multipart `file`) e receber as propostas de baixa",
    guard: FINANCE,
    upload: true,
    fieldLabels: PAYMENT_LABELS,
    response: returns<StatementUploadResult>(),
  },
  statementLines: {
    method: "GET",
    path: "payments/statements/lines",
    summary: "Os créditos dos extratos: propostos, sem cobrança ou já baixados",
    guard: FINANCE,
    query: ZStatementLinesQuery,
    fieldLabels: PAYMENT_LABELS,
    response: returns<StatementLineView[]>(),
  },
  confirmStatement: {
    method: "POST",
    path: "payments/statements/confirm",
    summary: "Confirmar propostas: cada cobrança é baixada uma vez, por um só lançamento",
    guard: FINANCE,
    body: ZStatementConfirm,
    fieldLabels: PAYMENT_LABELS,
    response: returns<StatementConfirmResult>(),
  },
});
