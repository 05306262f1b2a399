import { z } from "zod";

/** What a set secret looks like in an answer; sent back unchanged, it keeps the stored one. */
export const PAYMENT_SECRET_MASK = "********";

export const PIX_KEY_KINDS = ["cpf", "cnpj", "email", "phone", "random"] as const;
export type PixKeyKind = (typeof PIX_KEY_KINDS)[number];
export const PAYMENT_GATEWAY_KEYS = ["asaas", "mercadopago", "pagarme"] as const;
export type PaymentGatewayKey = (typeof PAYMENT_GATEWAY_KEYS)[number];

/** The production addresses; a sandbox or a local fake is set per tenant. */
export const GATEWAY_DEFAULT_BASE_URLS: Record<PaymentGatewayKey, string> = {
  asaas: "https://api.asaas.com/v3",
  mercadopago: "https://api.mercadopago.com",
  pagarme: "https://api.pagar.me/core/v5",
};

const optionalText = (max: number, message: string) =>
  z.union([z.string().trim().max(max, message), z.null()]).transform((value) => (value ? value : null));

export const ZGatewayCredentialsInput = z.object({
  base_url: z
    .url({ protocol: /^https?$/, error: "Informe o endereço da API, como https://api.asaas.com/v3." })
    .max(300, "Endereço longo demais."),
  /** The key itself, the mask to keep the stored one, or empty to remove it. */
  api_key: optionalText(500, "A chave tem no máximo 500 caracteres."),
  webhook_secret: optionalText(500, "O segredo tem no máximo 500 caracteres."),
});

/** payments/settings as the screen edits it: `gateway` is the tenant's `gateway` setting. */
export const ZPaymentSettingsInput = z.object({
  version: z.number().int().min(0),
  gateway: z
    .enum(["pix", ...PAYMENT_GATEWAY_KEYS], {
      error: "Escolha PIX próprio, Asaas, Mercado Pago ou Pagar.me.",
    })
    .nullable(),
  pix_key_type: z.enum(PIX_KEY_KINDS, { error: "Escolha o tipo da chave PIX." }).nullable(),
  pix_key: optionalText(100, "A chave PIX tem no máximo 100 caracteres."),
  merchant_name: optionalText(25, "O nome do recebedor tem no máximo 25 letras (regra do PIX)."),
  merchant_city: optionalText(15, "A cidade tem no máximo 15 letras (regra do PIX)."),
  asaas: ZGatewayCredentialsInput.nullable(),
  mercadopago: ZGatewayCredentialsInput.nullable(),
  pagarme: ZGatewayCredentialsInput.nullable(),
});
export type PaymentSettingsInput = z.input<typeof ZPaymentSettingsInput>;

const ZGatewayCredentialsView = z.object({
  base_url: z.string(),
  api_key: z.string().nullable(),
  webhook_secret: z.string().nullable(),
});

export const ZPaymentSettingsView = z.object({
  version: z.number().int(),
  gateway: z.enum(["pix", ...PAYMENT_GATEWAY_KEYS]).nullable(),
  pix_key_type: z.enum(PIX_KEY_KINDS).nullable(),
  pix_key: z.string().nullable(),
  merchant_name: z.string().nullable(),
  merchant_city: z.string().nullable(),
  asaas: ZGatewayCredentialsView.nullable(),
  mercadopago: ZGatewayCredentialsView.nullable(),
  pagarme: ZGatewayCredentialsView.nullable(),
  /** The path, under the tenant's API address, each gateway posts its events to. */
  webhook_paths: z.record(z.string(), z.string()),
});
export type PaymentSettingsView = z.infer<typeof ZPaymentSettingsView>;

/**
 * The input that saves the settings exactly as `view` shows them: a masked secret sent back keeps
 * the stored one, so a caller changes only the fields it spreads over this.
 */
export const paymentSettingsInputOf = (view: PaymentSettingsView): PaymentSettingsInput => ({
  version: view.version,
  gateway: view.gateway,
  pix_key_type: view.pix_key_type,
  pix_key: view.pix_key,
  merchant_name: view.merchant_name,
  merchant_city: view.merchant_city,
  asaas: view.asaas,
  mercadopago: view.mercadopago,
  pagarme: view.pagarme,
});

export const PAYMENT_LABELS: Record<string, string> = {
  gateway: "Forma de recebimento",
  pix_key_type: "Tipo da chave PIX",
  pix_key: "Chave PIX",
  merchant_name: "Nome do recebedor",
  merchant_city: "Cidade do recebedor",
  base_url: "Endereço da API",
  api_key: "Chave de API",
  webhook_secret: "Segredo do webhook",
  asaas: "Credenciais do Asaas",
  mercadopago: "Credenciais do Mercado Pago",
  pagarme: "Credenciais do Pagar.me",
  "asaas.base_url": "Asaas: endereço da API",
  "asaas.api_key": "Asaas: chave de API",
  "asaas.webhook_secret": "Asaas: token do webhook",
  "mercadopago.base_url": "Mercado Pago: endereço da API",
  "mercadopago.api_key": "Mercado Pago: access token",
  "mercadopago.webhook_secret": "Mercado Pago: assinatura secreta",
  "pagarme.base_url": "Pagar.me: endereço da API",
  "pagarme.api_key": "Pagar.me: chave secreta",
  "pagarme.webhook_secret": "Pagar.me: usuário:senha do webhook",
  file: "Extrato",
  line_ids: "Lançamentos",
  status: "Situação",
};

export const ZWebhookAnswer = z.object({ received: z.boolean(), outcome: z.string() });
export type WebhookAnswer = z.infer<typeof ZWebhookAnswer>;

export const STATEMENT_LINE_STATUSES = ["proposed", "unmatched", "matched"] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

export const ZStatementLinesQuery = z.object({
  status: z
    .enum(STATEMENT_LINE_STATUSES, { error: "Use proposed, unmatched ou matched." })
    .default("proposed"),
});

export type StatementUploadResult = {
  lines: number;
  credits: number;
  new_lines: number;
  proposals: number;
};

export type StatementLineView = {
  id: string;
  posted_on: string;
  description: string;
  amount_cents: number;
  match_reason: "txid" | "amount_date" | null;
  bill: {
    id: string;
    description: string;
    total_cents: number;
    due_date: string;
    payer_name: string | null;
  } | null;
  confirmed_at: string | null;
};

export const ZStatementConfirm = z.object({
  line_ids: z
    .array(z.uuid("Lançamento inválido."), { error: "Escolha os lançamentos a confirmar." })
    .min(1, "Escolha ao menos um lançamento.")
    .max(500, "Confirme no máximo 500 lançamentos por vez."),
});
export type StatementConfirmResult = { settled: number; skipped: { line_id: string; reason: string }[] };
