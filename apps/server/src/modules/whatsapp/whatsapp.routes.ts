import {
  onlyDigits,
  WHATSAPP_TOKEN_MASK,
  type WhatsAppSettings,
  type WhatsAppSettingsView,
} from "@quadra/shared";
import { WHATSAPP_LABELS as LABELS, whatsappOperations } from "@quadra/shared/operations/whatsapp";
import type { FastifyRequest } from "fastify";
import { ok } from "../../platform/http/envelope.ts";
import { AppError, invalidFields } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { openSecret, sealSecret } from "../../platform/security/secretBox.ts";
import { loadSettings, saveSettings } from "../configs/settingsStore.ts";
import { sendCloudMessage } from "./cloudApi.ts";

const toView = (settings: WhatsAppSettings, version: number): WhatsAppSettingsView => ({
  phone_number_id: settings.phone_number_id,
  business_account_id: settings.business_account_id,
  access_token: settings.access_token ? WHATSAPP_TOKEN_MASK : null,
  api_base_url: settings.api_base_url,
  default_template: settings.default_template,
  default_language: settings.default_language,
  configured: Boolean(settings.phone_number_id && settings.access_token),
  version,
});

/** https everywhere; plain http only to the hosts the operator listed (a local fake API). */
const baseUrlProblem = (request: FastifyRequest, baseUrl: string) => {
  const url = new URL(baseUrl);
  if (url.protocol === "https:") return null;
  return request.server.deps.config.whatsappInsecureHosts.includes(url.hostname)
    ? null
    : "Use um endereço https://, como https://graph.facebook.com/v21.0.";
};

/** The number as the Cloud API wants it: country code 55, area code and number, digits only. */
const toCloudNumber = (phone: string) => {
  const digits = onlyDigits(phone);
  return digits.length >= 12 && digits.startsWith("55") ? digits : `55${digits}`;
};

/** WhatsApp Cloud API settings of the tenant (/admin/wpp) and a test message through them. */
export const registerWhatsAppRoutes = (app: App) => {
  route(app, whatsappOperations, "settings", async (request) => {
    const tenant = tenantOf(request);
    const { settings, version } = await inTenant(request, (tx) => loadSettings(tx, tenant.id));
    return ok(toView(settings.whatsapp, version));
  });

  route(app, whatsappOperations, "saveSettings", async (request) => {
    const tenant = tenantOf(request);
    const { version, access_token, ...input } = request.body;
    const problem = baseUrlProblem(request, input.api_base_url);
    if (problem) throw invalidFields({ api_base_url: problem }, LABELS);
    const saved = await inTenant(request, async (tx) => {
      let tokenChanged = false;
      const result = await saveSettings(tx, {
        tenantId: tenant.id,
        version,
        change: (current) => {
          const kept = access_token === WHATSAPP_TOKEN_MASK;
          const token = kept ? current.whatsapp.access_token : access_token ? sealSecret(access_token) : null;
          tokenChanged = !kept && token !== current.whatsapp.access_token;
          return { ...current, whatsapp: { ...input, access_token: token } };
        },
      });
      // The log says the token changed, never what it is.
      await writeAudit(tx, actorOf(request), [
        {
          action: "update",
          resource: "whatsapp",
          recordId: null,
          recordTitle: "Configurações do WhatsApp",
          changes: { after: { ...input, access_token: tokenChanged ? "alterado" : "mantido" } },
        },
      ]);
      return result;
    });
    return ok(toView(saved.settings.whatsapp, saved.version), "Configurações do WhatsApp salvas.");
  });

  route(app, whatsappOperations, "test", async (request) => {
    const tenant = tenantOf(request);
    const { settings } = await inTenant(request, (tx) => loadSettings(tx, tenant.id));
    const whatsapp = settings.whatsapp;
    if (!whatsapp.phone_number_id || !whatsapp.access_token)
      throw new AppError(
        409,
        "Salve o Phone number ID e o token de acesso antes de enviar uma mensagem de teste.",
      );
    if (request.body.kind === "template" && !whatsapp.default_template)
      throw invalidFields({ kind: "Salve um modelo padrão antes de enviar um teste com modelo." }, LABELS);
    const problem = baseUrlProblem(request, whatsapp.api_base_url);
    if (problem) throw new AppError(409, `URL base da API: ${problem}`);
    let token: string;
    try {
      token = openSecret(whatsapp.access_token);
    } catch {
      // Sealed with another key (QUADRA_SECRET_KEY changed or the key file was lost).
      throw new AppError(
        409,
        "O token de acesso salvo não pode mais ser lido neste servidor. Informe-o de novo.",
      );
    }
    const to = toCloudNumber(request.body.to);
    const sent = await sendCloudMessage({
      baseUrl: whatsapp.api_base_url,
      phoneNumberId: whatsapp.phone_number_id,
      token,
      to,
      message:
        request.body.kind === "template"
          ? { kind: "template", template: whatsapp.default_template!, language: whatsapp.default_language }
          : { kind: "text", text: request.body.text },
    });
    return ok({ to, ...sent }, "A API do WhatsApp aceitou a mensagem de teste.");
  });
};
