import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../platform/http/errors.ts";
import { gatewayClient } from "../gateways/gatewayClients.ts";
import { GatewayError, isGatewayName } from "../gateways/gatewayTypes.ts";
import { addPaymentMeansProvider, type PaymentMeansProvider } from "../paymentMeans.ts";
import { pixTxid, staticBrCode } from "../pix/brCode.ts";
import { payerContact } from "./payerContact.ts";
import { gatewayCredentialsOf, loadPaymentSettings, type PaymentSettings } from "./paymentSettingsStore.ts";

/** The key a static PIX is made with: none when a gateway is chosen or no key is saved. */
const staticPixKey = (settings: PaymentSettings) =>
  !settings.gateway || settings.gateway === "pix" ? settings.pixKey || null : null;

/**
 * Without a gateway (setting `gateway` null or "pix"): a static BR Code with the tenant's own key,
 * the bill's total and a txid of its own, which the bank statement reconciliation looks for.
 */
const staticPixProvider: PaymentMeansProvider = {
  name: "static-pix",
  applies: async (tx, tenantId) => staticPixKey(await loadPaymentSettings(tx, tenantId)) !== null,
  async attach(tx, bill) {
    const settings = await loadPaymentSettings(tx, bill.tenantId);
    const key = staticPixKey(settings);
    if (!key) return null;
    const txid = pixTxid(bill.id.replace(/-/g, "").slice(0, 20).toUpperCase());
    return {
      means: "pix",
      pix_txid: txid,
      pix_code: staticBrCode({
        key,
        merchantName: settings.merchantName ?? "Quadra",
        merchantCity: settings.merchantCity ?? "BRASILIA",
        amountCents: bill.totalCents,
        txid,
      }),
    };
  },
};

/**
 * With a gateway chosen and its key saved: a charge there (dynamic PIX, boleto, card link where the
 * gateway offers them). A refusal by the gateway refuses the bill with its reason, in pt-BR.
 */
const gatewayProvider = (publicUrl: string | undefined, log: FastifyBaseLogger): PaymentMeansProvider => ({
  name: "gateway",
  async applies(tx, tenantId) {
    const settings = await loadPaymentSettings(tx, tenantId);
    // Its key saved (whether it still opens is attach's to say, with its own message).
    return isGatewayName(settings.gateway) && Boolean(settings.gateways[settings.gateway]?.api_key);
  },
  async attach(tx, bill) {
    const settings = await loadPaymentSettings(tx, bill.tenantId);
    const name = settings.gateway;
    if (!isGatewayName(name)) return null;
    const credentials = gatewayCredentialsOf(settings, name);
    if (!credentials)
      throw new AppError(
        409,
        "Salve a chave de API do intermediador em Finanças › Recebimentos antes de emitir cobranças.",
      );
    const client = gatewayClient(name, credentials);
    try {
      const charge = await client.createCharge({
        billId: bill.id,
        description: bill.description,
        amountCents: bill.totalCents,
        dueDate: bill.dueDate,
        payer: await payerContact(tx, bill.tenantId, bill.payer),
        notificationUrl: publicUrl
          ? `${publicUrl.replace(/\/$/, "")}/api/v1/payments/webhooks/${name}`
          : null,
      });
      const set = <T>(value: T | null) => value ?? undefined;
      return Object.fromEntries(
        Object.entries({
          means: "pix" as const,
          gateway: name,
          gateway_charge_id: charge.chargeId,
          gateway_status: charge.gatewayStatus,
          gateway_invoice_url: set(charge.invoiceUrl),
          pix_code: set(charge.pixCode),
          pix_qr: set(charge.pixQr),
          pix_expires_at: set(charge.pixExpiresAt?.toISOString() ?? null),
          boleto_line: set(charge.boletoLine),
          boleto_barcode: set(charge.boletoBarcode),
          boleto_url: set(charge.boletoUrl),
          card_url: set(charge.cardUrl),
        }).filter(([, value]) => value !== undefined),
      );
    } catch (error) {
      if (error instanceof GatewayError) {
        log.warn({ gateway: name, status: error.status }, "gateway refused a charge");
        throw new AppError(502, error.message);
      }
      throw error;
    }
  },
  async cancel(tx, bill) {
    if (!isGatewayName(bill.gateway) || !bill.gateway_charge_id) return;
    const settings = await loadPaymentSettings(tx, bill.tenant_id);
    const credentials = gatewayCredentialsOf(settings, bill.gateway);
    if (!credentials) return;
    try {
      await gatewayClient(bill.gateway, credentials).cancelCharge(bill.gateway_charge_id);
    } catch (error) {
      // The bill is cancelled here even when the gateway is down: its charge is logged for a person.
      log.warn(
        { gateway: bill.gateway, charge: bill.gateway_charge_id, error: String(error) },
        "gateway charge not cancelled",
      );
    }
  },
});

/** Registers the static PIX first, then the gateways (asked first: the chosen gateway wins). */
export const registerPaymentProviders = (publicUrl: string | undefined, log: FastifyBaseLogger) => {
  addPaymentMeansProvider(staticPixProvider);
  addPaymentMeansProvider(gatewayProvider(publicUrl, log));
};
