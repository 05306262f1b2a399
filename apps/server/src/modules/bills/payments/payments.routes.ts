import multipart from "@fastify/multipart";
import {
  counted,
  PAYMENT_GATEWAY_KEYS,
  PAYMENT_LABELS,
  PAYMENT_SECRET_MASK,
  type PaymentSettingsInput,
} from "@quadra/shared";
import { paymentsOperations } from "@quadra/shared/operations/payments";
import type { FastifyRequest } from "fastify";
import { ok } from "../../../platform/http/envelope.ts";
import { AppError, invalidFields } from "../../../platform/http/errors.ts";
import { route } from "../../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../../platform/http/requestScope.ts";
import type { App } from "../../../platform/http/types.ts";
import { actorOf } from "../../../platform/resources/resourceRoutes.ts";
import { sealSecret } from "../../../platform/security/secretBox.ts";
import { fileError } from "../../../platform/spreadsheets/importErrors.ts";
import { gatewayClient } from "../gateways/gatewayClients.ts";
import { parseStatement } from "../statements/parseStatement.ts";
import { confirmStatementLines, listStatementLines, storeStatement } from "../statements/statementStore.ts";
import { applyWebhookEvent } from "../webhooks/applyWebhookEvent.ts";
import { registerPaymentProviders } from "./paymentProviders.ts";
import {
  gatewayCredentialsOf,
  loadPaymentSettings,
  paymentSettingsView,
  type StoredGateways,
} from "./paymentSettingsStore.ts";
import { savePaymentSettings } from "./savePaymentSettings.ts";

const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/** https, or plain http only to the hosts the operator listed (a local fake gateway). */
const baseUrlProblem = (request: FastifyRequest, baseUrl: string) => {
  const url = new URL(baseUrl);
  if (url.protocol === "https:") return null;
  return request.server.deps.config.paymentsInsecureHosts.includes(url.hostname)
    ? null
    : "Use um endereço https://, como https://api.asaas.com/v3.";
};

/** The next stored gateways: a mask keeps the sealed value, a new value is sealed, empty removes it. */
const nextGateways = (request: FastifyRequest, current: StoredGateways, body: PaymentSettingsInput) => {
  const errors: Record<string, string> = {};
  const next: StoredGateways = {};
  for (const key of PAYMENT_GATEWAY_KEYS) {
    const input = body[key];
    if (!input) continue;
    const problem = baseUrlProblem(request, input.base_url);
    if (problem) errors[`${key}.base_url`] = problem;
    const keep = (value: string | null | undefined, stored: string | null | undefined) =>
      value === PAYMENT_SECRET_MASK ? (stored ?? null) : value ? sealSecret(value) : null;
    next[key] = {
      base_url: input.base_url,
      api_key: keep(input.api_key, current[key]?.api_key),
      webhook_secret: keep(input.webhook_secret, current[key]?.webhook_secret),
    };
  }
  if (Object.keys(errors).length) throw invalidFields(errors, PAYMENT_LABELS);
  return next;
};

/**
 * How the tenant is paid (PIX key, gateway and its sealed credentials), the gateways' webhooks and
 * the statement reconciliation. Registers the payment means providers createBill asks.
 */
export const registerPaymentsRoutes = (app: App) => {
  registerPaymentProviders(app.deps.config.publicUrl, app.log);

  route(app, paymentsOperations, "settings", async (request) => {
    const tenant = tenantOf(request);
    return ok(paymentSettingsView(await inTenant(request, (tx) => loadPaymentSettings(tx, tenant.id))));
  });

  route(app, paymentsOperations, "saveSettings", async (request) => {
    const saved = await inTenant(request, (tx) =>
      savePaymentSettings(tx, actorOf(request), request.body, (current) =>
        nextGateways(request, current, request.body),
      ),
    );
    return ok(paymentSettingsView(saved), "Recebimentos salvos.");
  });

  route(app, paymentsOperations, "webhook", async (request, reply) => {
    const tenant = tenantOf(request);
    const gateway = request.params.gateway;
    const call = {
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [
          key.toLowerCase(),
          Array.isArray(value) ? value[0] : value,
        ]),
      ),
      query: Object.fromEntries(
        Object.entries((request.query ?? {}) as Record<string, unknown>).map(([key, value]) => [
          key,
          typeof value === "string" ? value : undefined,
        ]),
      ),
      body: request.body,
    };
    // Credentials are read in their own short transaction: the gateway may be called (Mercado Pago
    // is read back) before the event's transaction opens.
    const settings = await inTenant(request, (tx) => loadPaymentSettings(tx, tenant.id));
    const credentials = gatewayCredentialsOf(settings, gateway);
    const event = credentials?.webhookSecret
      ? await gatewayClient(gateway, credentials).readWebhook(call)
      : null;
    if (!event) {
      request.log.warn(
        { gateway, ip: request.ip },
        "payment webhook refused: token or signature missing or wrong",
      );
      reply.status(401);
      throw new AppError(401, "Notificação recusada: token ou assinatura ausente ou inválida.");
    }
    const actor = { tenantId: tenant.id, userId: null, userName: `Intermediador ${gateway}`, ip: request.ip };
    const outcome = await inTenant(request, (tx) => applyWebhookEvent(tx, actor, gateway, event));
    if (outcome === "unknown_bill")
      request.log.warn({ gateway, event: event.eventId }, "payment webhook for no bill of this tenant");
    return ok({ received: true, outcome });
  });

  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 0, parts: 1 },
      throwFileSizeLimit: true,
    });
    route(scope, paymentsOperations, "uploadStatement", async (request) => {
      const tenant = tenantOf(request);
      if (!request.isMultipart())
        throw invalidFields({ file: "Escolha o extrato OFX ou CSV." }, PAYMENT_LABELS);
      let file: { buffer: Buffer; filename: string } | undefined;
      try {
        const part = await request.file();
        if (part) file = { buffer: await part.toBuffer(), filename: part.filename ?? "" };
      } catch (error) {
        throw (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE"
          ? fileError("O extrato passa de 10 MB: envie um período menor.")
          : fileError("O envio chegou incompleto. Envie o extrato de novo.");
      }
      if (!file || file.buffer.length === 0)
        throw invalidFields({ file: "Escolha o extrato OFX ou CSV." }, PAYMENT_LABELS);
      const lines = parseStatement(file.buffer, file.filename);
      const result = await inTenant(request, (tx) => storeStatement(tx, tenant.id, lines));
      return ok(result, `${counted(result.proposals, "crédito", "créditos")} com cobrança proposta.`);
    });
  });

  route(app, paymentsOperations, "statementLines", async (request) => {
    const tenant = tenantOf(request);
    return ok(await inTenant(request, (tx) => listStatementLines(tx, tenant.id, request.query.status)));
  });

  route(app, paymentsOperations, "confirmStatement", async (request) => {
    const result = await inTenant(request, (tx) =>
      confirmStatementLines(tx, actorOf(request), request.body.line_ids),
    );
    return ok(result, `${counted(result.settled, "cobrança baixada", "cobranças baixadas")}.`);
  });
};
