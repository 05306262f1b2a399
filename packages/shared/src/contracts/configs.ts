import { z } from "zod";
import { MODULE_KEYS } from "../modules.ts";
import { DEFAULT_PRIMARY_COLOR, PRIMARY_COLORS } from "../primaryColors.ts";
import { TENANT_ARTICLES } from "../tenantName.ts";
import { zEnvelope } from "./envelope.ts";
import { patchOf } from "./patch.ts";
import { DEFAULT_PUBLIC_SEARCH_SETTINGS, ZPublicSearchSettings } from "./publicSearch.ts";

/** Fields a tenant can make mandatory on the person registration form. */
export const PERSON_OPTIONAL_FIELDS = [
  "phone",
  "birthdate",
  "gender",
  "social_name",
  "mother_name",
  "rg",
  "address",
] as const;
export const ASSOCIATION_OPTIONAL_FIELDS = ["phone", "email", "site", "founded_at", "address"] as const;

/** Person registration settings (spec §3). `key` is what people log in with. */
export const ZRegisterSettings = z.object({
  open: z.boolean(),
  key: z.enum(["cpf", "email"]),
  cpf_required: z.boolean(),
  cpf_check: z.boolean(),
  mandatory_fields: z.array(z.enum(PERSON_OPTIONAL_FIELDS)),
  strict_address: z.boolean(),
});
export type RegisterSettings = z.infer<typeof ZRegisterSettings>;

/** Association (entity) registration settings (spec §3). */
export const ZAssociationRegisterSettings = z.object({
  open: z.boolean(),
  cnpj_check: z.boolean(),
  mandatory_fields: z.array(z.enum(ASSOCIATION_OPTIONAL_FIELDS)),
  strict_address: z.boolean(),
});
export type AssociationRegisterSettings = z.infer<typeof ZAssociationRegisterSettings>;

/** Chatwoot-compatible support chat: shown to admins, to logged-in people and/or to visitors. */
export const ZSupportSettings = z.object({
  admin: z.boolean(),
  user: z.boolean(),
  public: z.boolean(),
  chat: z
    .object({
      base_url: z.url("Informe a URL do servidor de chat."),
      website_token: z.string().min(1).max(128),
    })
    .nullable(),
});
export type SupportSettings = z.infer<typeof ZSupportSettings>;

// The colours live apart (primaryColors.ts) so the web app's first screen reads them without Zod.
export { PRIMARY_COLORS } from "../primaryColors.ts";

export const WHATSAPP_DEFAULT_API_BASE_URL = "https://graph.facebook.com/v21.0";

/**
 * WhatsApp Cloud API credentials of the tenant. Kept in the settings document (no table, no
 * migration) but never served by configs/common: only the `whatsapp` permission reads them, through
 * whatsapp/settings. `access_token` is stored sealed (AES-256-GCM, secretBox) and answered masked.
 */
export const ZWhatsAppSettings = z.object({
  phone_number_id: z.string().nullable(),
  business_account_id: z.string().nullable(),
  access_token: z.string().nullable(),
  api_base_url: z.string(),
  default_template: z.string().nullable(),
  default_language: z.string(),
});
export type WhatsAppSettings = z.infer<typeof ZWhatsAppSettings>;

export const DEFAULT_WHATSAPP_SETTINGS: WhatsAppSettings = {
  phone_number_id: null,
  business_account_id: null,
  access_token: null,
  api_base_url: WHATSAPP_DEFAULT_API_BASE_URL,
  default_template: null,
  default_language: "pt_BR",
};

/**
 * Everything a tenant configures, stored as one validated document per tenant. Its parts are
 * served by configs/common, configs/register and configs/support.
 */
export const ZTenantSettings = z.object({
  title: z.string().min(1).max(120),
  /**
   * The article the title takes in a sentence ("portal da Federação…", "do Clube…", "de Quadra"):
   * see tenantName.ts. Added later: a default.
   */
  title_article: z.enum(TENANT_ARTICLES, { error: "Escolha a, o, as, os ou nenhum." }).default("none"),
  register: ZRegisterSettings,
  register_associations: ZAssociationRegisterSettings,
  support: ZSupportSettings,
  /** Shows each person's registration number (matrícula) on the card and in lists. */
  ids_user: z.boolean(),
  /** Lets staff choose which open debts a new bill collects. */
  bills_select_debts: z.boolean(),
  /** WhatsApp contact number (digits, with area code) shown on the support page, or null. */
  wa: z
    .string()
    .regex(/^\d{10,13}$/, "Informe o WhatsApp só com números, com DDD.")
    .nullable(),
  /** ERP the federation's finance team exports to (e.g. "omie", "totvs"), or null. */
  erp: z.string().max(40).nullable(),
  /** Payment gateway for bills (e.g. "pix", "asaas"), or null for manual settlement. */
  gateway: z.string().max(40).nullable(),
  colors: z.object({ primary: z.enum(PRIMARY_COLORS) }),
  /** Google Tag Manager container, loaded only when set. */
  analytics: z
    .object({ gtm_id: z.string().regex(/^GTM-[A-Z0-9]{4,10}$/, "Use o formato GTM-XXXXXXX.") })
    .nullable(),
  /**
   * Accessibility the portal offers everyone: VLibras (the federal government's Libras sign-language
   * translator widget, common on Brazilian public sites) and a larger base font size (percent).
   */
  accessibility: z.object({
    vlibras: z.boolean(),
    font_scale: z.union([z.literal(100), z.literal(112), z.literal(125)], { error: "Use 100, 112 ou 125." }),
  }),
  /** E-mail shown on the login screen for access problems. */
  login_mail: z.email("E-mail inválido.").nullable(),
  /** Added later: the default lets documents written before it parse. Private (see above). */
  whatsapp: ZWhatsAppSettings.default(DEFAULT_WHATSAPP_SETTINGS),
  /** What the public search (/public/users, associations, documents) shows. Added later: a default. */
  public_search: ZPublicSearchSettings.default(DEFAULT_PUBLIC_SEARCH_SETTINGS),
});
export type TenantSettings = z.infer<typeof ZTenantSettings>;

export const DEFAULT_TENANT_SETTINGS: TenantSettings = {
  title: "Quadra",
  title_article: "none",
  register: {
    open: true,
    key: "cpf",
    cpf_required: true,
    cpf_check: true,
    mandatory_fields: ["phone", "birthdate"],
    strict_address: false,
  },
  register_associations: { open: true, cnpj_check: true, mandatory_fields: ["email"], strict_address: false },
  support: { admin: true, user: true, public: false, chat: null },
  ids_user: true,
  bills_select_debts: false,
  wa: null,
  erp: null,
  gateway: null,
  colors: { primary: DEFAULT_PRIMARY_COLOR },
  analytics: null,
  accessibility: { vlibras: false, font_scale: 100 },
  login_mail: null,
  whatsapp: DEFAULT_WHATSAPP_SETTINGS,
  public_search: DEFAULT_PUBLIC_SEARCH_SETTINGS,
};

/** The parts of the settings document that configs/common never answers (it is public). */
export const PRIVATE_SETTINGS_KEYS = ["whatsapp"] as const;

/** GET configs/common (spec §7): the tenant's settings plus its platform-controlled state. */
export const ZCommonConfig = ZTenantSettings.omit({ whatsapp: true }).extend({
  available_modules: z.array(z.enum(MODULE_KEYS as [string, ...string[]])),
  read_only_until: z.string().nullable(),
  debt: z.boolean(),
});
export type CommonConfig = z.infer<typeof ZCommonConfig>;

/** What GET configs/common answers: the version lets a settings screen PATCH with optimistic concurrency. */
export const ZCommonConfigVersioned = ZCommonConfig.extend({ version: z.number().int() });
export type CommonConfigVersioned = z.infer<typeof ZCommonConfigVersioned>;

export const ZRegisterConfig = z.object({
  register: ZRegisterSettings,
  register_associations: ZAssociationRegisterSettings,
});
export type RegisterConfig = z.infer<typeof ZRegisterConfig>;

export const ZSupportConfig = z.object({ support: ZSupportSettings });
export type SupportConfig = z.infer<typeof ZSupportConfig>;

/** The fields of configs/common a client written to the spec reads beside `status` (spec §7). */
export const COMMON_CONFIG_SPEC_FIELDS = [
  "register",
  "ids_user",
  "bills_select_debts",
  "wa",
  "available_modules",
  "erp",
  "gateway",
  "register_associations",
  "support",
] as const satisfies readonly (keyof CommonConfig)[];
export type CommonConfigSpecFields = Pick<CommonConfig, (typeof COMMON_CONFIG_SPEC_FIELDS)[number]>;

const ZCommonConfigSpecFields = ZCommonConfig.pick(
  Object.fromEntries(COMMON_CONFIG_SPEC_FIELDS.map((key) => [key, true])) as {
    [K in (typeof COMMON_CONFIG_SPEC_FIELDS)[number]]: true;
  },
);

/*
 * What the three public reads answer. Spec §7 has a client read each call's fields at the top
 * level, beside `status`; this app's API client reads every answer from `result`, which keeps the
 * whole part (configs/common's title, colours, version… that the spec does not name). Both carry
 * the same values.
 */
export const ZCommonConfigAnswer = zEnvelope(ZCommonConfigVersioned).extend(ZCommonConfigSpecFields.shape);
export type CommonConfigAnswer = z.infer<typeof ZCommonConfigAnswer>;
export const ZRegisterConfigAnswer = zEnvelope(ZRegisterConfig).extend(ZRegisterConfig.shape);
export type RegisterConfigAnswer = z.infer<typeof ZRegisterConfigAnswer>;
export const ZSupportConfigAnswer = zEnvelope(ZSupportConfig).extend(ZSupportConfig.shape);
export type SupportConfigAnswer = z.infer<typeof ZSupportConfigAnswer>;

/**
 * The change of configs/common: patchOf, not partial() (Zod 4 would fill unsent parts with their
 * defaults and wipe them). The WhatsApp credentials have their own route and permission.
 */
export const ZSettingsPatch = patchOf(ZTenantSettings.omit({ whatsapp: true })).extend({
  version: z.number().int().min(0),
});
export type SettingsPatch = z.input<typeof ZSettingsPatch>;
