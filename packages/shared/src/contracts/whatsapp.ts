import { z } from "zod";
import { isValidBrazilianPhone } from "../validators/phone.ts";

/** What a set secret looks like in an answer; sent back unchanged, it keeps the stored one. */
export const WHATSAPP_TOKEN_MASK = "********";

const ZMetaId = z.union([
  z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, "Use só os números do identificador, como aparece no painel da Meta."),
  z.literal("").transform(() => null),
  z.null(),
]);

/** whatsapp/settings as the screen edits it (PATCH, with the settings document's version). */
export const ZWhatsAppSettingsInput = z.object({
  version: z.number().int().min(0),
  phone_number_id: ZMetaId,
  business_account_id: ZMetaId,
  /** The token itself, the mask to keep the stored one, or empty/null to remove it. */
  access_token: z.union([z.string().trim().max(1000, "O token tem no máximo 1000 caracteres."), z.null()]),
  api_base_url: z
    .url({ protocol: /^https?$/, error: "Informe a URL base da API, como https://graph.facebook.com/v21.0." })
    .max(300, "Endereço longo demais."),
  default_template: z.union([
    z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,512}$/, "Use o nome do modelo aprovado: letras minúsculas, números e _."),
    z.literal("").transform(() => null),
    z.null(),
  ]),
  default_language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "Use o código de idioma da Meta, como pt_BR ou en_US."),
});
export type WhatsAppSettingsInput = z.input<typeof ZWhatsAppSettingsInput>;

/** whatsapp/settings as answered: the token masked, and whether a test message can be sent. */
export const ZWhatsAppSettingsView = z.object({
  phone_number_id: z.string().nullable(),
  business_account_id: z.string().nullable(),
  access_token: z.string().nullable(),
  api_base_url: z.string(),
  default_template: z.string().nullable(),
  default_language: z.string(),
  configured: z.boolean(),
  version: z.number().int(),
});
export type WhatsAppSettingsView = z.infer<typeof ZWhatsAppSettingsView>;

/** A test message: free text, or the default template (the only kind Meta delivers outside 24 h). */
/** WhatsApp's longest text message (Cloud API): the test form's limit too. */
export const WHATSAPP_TEXT_MAX = 4_096;

export const ZWhatsAppTestInput = z
  .object({
    to: z
      .string()
      .trim()
      .max(30)
      .refine(isValidBrazilianPhone, "Informe um celular brasileiro com DDD, como (11) 98765-4321."),
    kind: z.enum(["text", "template"], { error: "Escolha texto ou modelo." }).default("text"),
    text: z
      .string()
      .trim()
      .max(WHATSAPP_TEXT_MAX, `A mensagem tem no máximo ${WHATSAPP_TEXT_MAX} caracteres.`)
      .default(""),
  })
  .superRefine((value, context) => {
    if (value.kind === "text" && !value.text)
      context.addIssue({ code: "custom", path: ["text"], message: "Escreva a mensagem de teste." });
  });
export type WhatsAppTestInput = z.input<typeof ZWhatsAppTestInput>;

export const ZWhatsAppTestResult = z.object({
  /** The number as sent to the API: 55, area code and number. */
  to: z.string(),
  /** The WhatsApp id the API resolved the number to, and the id of the accepted message. */
  wa_id: z.string().nullable(),
  message_id: z.string().nullable(),
  http_status: z.number().int(),
});
export type WhatsAppTestResult = z.infer<typeof ZWhatsAppTestResult>;
