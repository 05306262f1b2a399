import { PAYMENT_LABELS, type PaymentSettingsInput } from "@quadra/shared";
import type { Executor } from "../../../platform/db/database.ts";
import { invalidFields } from "../../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../../platform/resources/auditLog.ts";
import { loadSettings, saveSettings } from "../../configs/settingsStore.ts";
import { normalizePixKey } from "../pix/brCode.ts";
import {
  loadPaymentSettings,
  type PaymentSettings,
  type StoredGateways,
  writePaymentSettings,
} from "./paymentSettingsStore.ts";

/**
 * Saves how the tenant is paid, for the settings screen and the demo seed alike: the PIX key
 * normalized (or a 400 naming the field), the gateways' stored credentials (`gatewaysOf` seals what
 * is new), the `gateway` choice in the tenant settings and an audit line that never holds a secret.
 * Runs in the caller's transaction; answers the settings as saved.
 */
export const savePaymentSettings = async (
  tx: Executor,
  actor: Actor,
  body: PaymentSettingsInput,
  gatewaysOf: (current: StoredGateways) => StoredGateways,
): Promise<PaymentSettings> => {
  let pixKey: string | null = null;
  if (body.pix_key) {
    if (!body.pix_key_type)
      throw invalidFields({ pix_key_type: "Escolha o tipo da chave PIX." }, PAYMENT_LABELS);
    const normalized = normalizePixKey(body.pix_key_type, body.pix_key);
    if (normalized.problem) throw invalidFields({ pix_key: normalized.problem }, PAYMENT_LABELS);
    pixKey = normalized.key!;
  }
  if (body.gateway === "pix" && !pixKey)
    throw invalidFields({ pix_key: "Informe a chave PIX que recebe as cobranças." }, PAYMENT_LABELS);
  const current = await loadPaymentSettings(tx, actor.tenantId);
  const gateways = gatewaysOf(current.gateways);
  if (body.gateway && body.gateway !== "pix" && !gateways[body.gateway]?.api_key)
    throw invalidFields(
      { [`${body.gateway}.api_key`]: "Informe a chave de API do intermediador escolhido." },
      PAYMENT_LABELS,
    );
  await writePaymentSettings(tx, actor.tenantId, body.version, {
    pixKeyType: pixKey ? (body.pix_key_type ?? null) : null,
    pixKey,
    merchantName: body.merchant_name ?? null,
    merchantCity: body.merchant_city ?? null,
    gateways,
  });
  // The choice of gateway is the tenant's `gateway` setting (configs/common shows it).
  const { version } = await loadSettings(tx, actor.tenantId);
  await saveSettings(tx, {
    tenantId: actor.tenantId,
    version,
    change: (settings) => ({ ...settings, gateway: body.gateway }),
  });
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: "payments",
      recordId: null,
      recordTitle: "Recebimentos (PIX e intermediador)",
      // The log says which credentials are set, never what they are.
      changes: {
        after: {
          gateway: body.gateway,
          pix_key_type: body.pix_key_type,
          credentials: Object.fromEntries(
            Object.entries(gateways).map(([key, value]) => [key, Boolean(value?.api_key)]),
          ),
        },
      },
    },
  ]);
  return loadPaymentSettings(tx, actor.tenantId);
};
