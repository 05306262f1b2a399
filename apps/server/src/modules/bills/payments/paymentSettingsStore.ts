import {
  GATEWAY_DEFAULT_BASE_URLS,
  PAYMENT_GATEWAY_KEYS,
  PAYMENT_SECRET_MASK,
  type PaymentGatewayKey,
  type PaymentSettingsView,
  type PixKeyKind,
} from "@quadra/shared";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db/database.ts";
import { paymentSettings } from "../../../platform/db/schema/index.ts";
import { AppError, staleVersion } from "../../../platform/http/errors.ts";
import { openSecret } from "../../../platform/security/secretBox.ts";
import { loadSettings } from "../../configs/settingsStore.ts";
import type { GatewayCredentials } from "../gateways/gatewayTypes.ts";

/** One gateway's stored credentials: the key and the webhook secret sealed (secretBox). */
export type StoredGateway = { base_url: string; api_key: string | null; webhook_secret: string | null };
export type StoredGateways = Partial<Record<PaymentGatewayKey, StoredGateway>>;

export type PaymentSettings = {
  version: number;
  gateway: "pix" | PaymentGatewayKey | null;
  pixKeyType: PixKeyKind | null;
  pixKey: string | null;
  merchantName: string | null;
  merchantCity: string | null;
  gateways: StoredGateways;
};

const gatewayOf = (value: string | null): PaymentSettings["gateway"] =>
  value === "pix" || (PAYMENT_GATEWAY_KEYS as readonly string[]).includes(value ?? "")
    ? (value as PaymentSettings["gateway"])
    : null;

/** The tenant's payment settings; `gateway` is read from the tenant settings document. */
export const loadPaymentSettings = async (tx: Executor, tenantId: string): Promise<PaymentSettings> => {
  const [row] = await tx
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.tenantId, tenantId))
    .limit(1);
  const { settings } = await loadSettings(tx, tenantId);
  return {
    version: row?.version ?? 0,
    gateway: gatewayOf(settings.gateway),
    pixKeyType: (row?.pixKeyType as PixKeyKind | null) ?? null,
    pixKey: row?.pixKey ?? null,
    merchantName: row?.merchantName ?? null,
    merchantCity: row?.merchantCity ?? null,
    gateways: (row?.gateways ?? {}) as StoredGateways,
  };
};

/** Writes the row under optimistic concurrency (`version` is the one the screen read). */
export const writePaymentSettings = async (
  tx: Executor,
  tenantId: string,
  version: number,
  next: Omit<PaymentSettings, "version" | "gateway">,
) => {
  const values = {
    pixKeyType: next.pixKeyType,
    pixKey: next.pixKey,
    merchantName: next.merchantName,
    merchantCity: next.merchantCity,
    gateways: next.gateways,
  };
  const written = await tx
    .insert(paymentSettings)
    .values({ tenantId, ...values, version: version + 1 })
    .onConflictDoUpdate({
      target: paymentSettings.tenantId,
      set: { ...values, version: sql`${paymentSettings.version} + 1`, updatedAt: new Date() },
      setWhere: eq(paymentSettings.version, version),
    })
    .returning({ version: paymentSettings.version });
  if (!written.length) throw staleVersion();
  return written[0]!.version;
};

export const WEBHOOK_PATHS = Object.fromEntries(
  PAYMENT_GATEWAY_KEYS.map((key) => [key, `api/v1/payments/webhooks/${key}`]),
) as Record<PaymentGatewayKey, string>;

export const paymentSettingsView = (settings: PaymentSettings): PaymentSettingsView => {
  const gateway = (key: PaymentGatewayKey) => {
    const stored = settings.gateways[key];
    return stored
      ? {
          base_url: stored.base_url,
          api_key: stored.api_key ? PAYMENT_SECRET_MASK : null,
          webhook_secret: stored.webhook_secret ? PAYMENT_SECRET_MASK : null,
        }
      : null;
  };
  return {
    version: settings.version,
    gateway: settings.gateway,
    pix_key_type: settings.pixKeyType,
    pix_key: settings.pixKey,
    merchant_name: settings.merchantName,
    merchant_city: settings.merchantCity,
    asaas: gateway("asaas"),
    mercadopago: gateway("mercadopago"),
    pagarme: gateway("pagarme"),
    webhook_paths: WEBHOOK_PATHS,
  };
};

/**
 * A gateway's opened credentials, or null when it has none stored. A key sealed under another
 * server key (QUADRA_SECRET_KEY changed) answers 409 asking to enter it again.
 */
export const gatewayCredentialsOf = (
  settings: PaymentSettings,
  key: PaymentGatewayKey,
): GatewayCredentials | null => {
  const stored = settings.gateways[key];
  if (!stored?.api_key) return null;
  try {
    return {
      baseUrl: stored.base_url || GATEWAY_DEFAULT_BASE_URLS[key],
      apiKey: openSecret(stored.api_key),
      webhookSecret: stored.webhook_secret ? openSecret(stored.webhook_secret) : "",
    };
  } catch {
    throw new AppError(
      409,
      "As credenciais do intermediador não podem mais ser lidas neste servidor. Informe-as de novo.",
    );
  }
};
