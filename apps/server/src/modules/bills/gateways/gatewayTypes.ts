/** The gateways a tenant may collect through (the `gateway` setting); "pix" or null = own PIX key. */
export const GATEWAY_NAMES = ["asaas", "mercadopago", "pagarme"] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];
export const isGatewayName = (value: unknown): value is GatewayName =>
  typeof value === "string" && (GATEWAY_NAMES as readonly string[]).includes(value);

/** What a gateway is asked to charge for one bill. */
export type ChargeInput = {
  billId: string;
  description: string;
  amountCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  payer: { name: string; document: string | null; email: string | null };
  /** Where the gateway posts its events (Mercado Pago takes it per payment). */
  notificationUrl: string | null;
};

/** The charge's state as Quadra reads it: a gateway's many statuses fold into these. */
export type ChargeState = "open" | "paid" | "cancelled";
export type PaidMeans = "pix" | "boleto" | "card";

export type ChargeCreated = {
  chargeId: string;
  gatewayStatus: string;
  pixCode: string | null;
  /** base64 PNG, without the data: prefix */
  pixQr: string | null;
  pixExpiresAt: Date | null;
  boletoLine: string | null;
  boletoBarcode: string | null;
  boletoUrl: string | null;
  cardUrl: string | null;
  invoiceUrl: string | null;
};

export type ChargeReading = {
  chargeId: string;
  billId: string | null;
  state: ChargeState;
  gatewayStatus: string;
  paidCents: number | null;
  paidAt: Date | null;
  means: PaidMeans | null;
};

/**
 * A webhook call as it arrived: headers lower-cased, the query and the parsed JSON body. A reader
 * checks it the gateway's documented way and answers the event, or null when it is forged.
 */
export type WebhookCall = {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
};

export type WebhookEvent = {
  /** The gateway's id of this delivery's event: what makes a redelivery a no-op. */
  eventId: string;
  chargeId: string;
  /** The charge as the event (or, for Mercado Pago, a read of the charge) says it is now. */
  reading: ChargeReading | null;
  type: string;
};

export interface GatewayClient {
  readonly name: GatewayName;
  createCharge(input: ChargeInput): Promise<ChargeCreated>;
  cancelCharge(chargeId: string): Promise<void>;
  readCharge(chargeId: string): Promise<ChargeReading>;
  /** Null when the call does not carry the tenant's token or signature. */
  readWebhook(call: WebhookCall): Promise<WebhookEvent | null>;
}

/** The tenant's credentials for one gateway, opened from the sealed settings. */
export type GatewayCredentials = {
  baseUrl: string;
  /** Asaas access_token, Mercado Pago access token, Pagar.me secret key. */
  apiKey: string;
  /** Asaas webhook token, Mercado Pago webhook secret, Pagar.me webhook "user:password". */
  webhookSecret: string;
};

/** A gateway answered an error or could not be reached: the message is pt-BR, for staff. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
