import {
  type CommonConfig,
  formatPhone,
  onlyDigits,
  type TenantSettings,
  ZTenantSettings,
} from "@quadra/shared";
import { issuesToErrors } from "../../../ui/forms/fieldErrors.ts";

/** What /admin/settings edits: the whole settings document but colours (own screen) and WhatsApp (own permission). */
export type EditableSettings = Omit<TenantSettings, "colors" | "whatsapp">;

/**
 * The form's values mirror the document's paths (`register.key`, `support.chat.base_url`,
 * `analytics.gtm_id`...), so the field errors the API answers land on the right inputs. Optional
 * texts are "" in the form and null in the document.
 */
export type SettingsValues = {
  title: string;
  title_article: TenantSettings["title_article"];
  login_mail: string;
  register: TenantSettings["register"];
  register_associations: TenantSettings["register_associations"];
  support: {
    admin: boolean;
    user: boolean;
    public: boolean;
    chat: { base_url: string; website_token: string };
  };
  chat_enabled: boolean;
  ids_user: boolean;
  bills_select_debts: boolean;
  wa: string;
  erp: string;
  gateway: string;
  analytics: { gtm_id: string };
  accessibility: { vlibras: boolean; font_scale: "100" | "112" | "125" };
  public_search: TenantSettings["public_search"];
};

export const toValues = (config: CommonConfig): SettingsValues => ({
  title: config.title,
  title_article: config.title_article,
  login_mail: config.login_mail ?? "",
  register: { ...config.register, mandatory_fields: [...config.register.mandatory_fields] },
  register_associations: {
    ...config.register_associations,
    mandatory_fields: [...config.register_associations.mandatory_fields],
  },
  support: {
    admin: config.support.admin,
    user: config.support.user,
    public: config.support.public,
    chat: {
      base_url: config.support.chat?.base_url ?? "",
      website_token: config.support.chat?.website_token ?? "",
    },
  },
  chat_enabled: config.support.chat !== null,
  ids_user: config.ids_user,
  bills_select_debts: config.bills_select_debts,
  wa: config.wa ? formatPhone(config.wa) : "",
  erp: config.erp ?? "",
  gateway: config.gateway ?? "",
  analytics: { gtm_id: config.analytics?.gtm_id ?? "" },
  accessibility: {
    vlibras: config.accessibility.vlibras,
    font_scale: String(config.accessibility.font_scale) as SettingsValues["accessibility"]["font_scale"],
  },
  public_search: {
    users: { ...config.public_search.users, fields: [...config.public_search.users.fields] },
    associations: {
      ...config.public_search.associations,
      fields: [...config.public_search.associations.fields],
    },
    documents: { ...config.public_search.documents },
  },
});

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export const toBody = (values: SettingsValues): EditableSettings => ({
  title: values.title.trim(),
  title_article: values.title_article,
  login_mail: orNull(values.login_mail)?.toLowerCase() ?? null,
  register: values.register,
  register_associations: values.register_associations,
  support: {
    admin: values.support.admin,
    user: values.support.user,
    public: values.support.public,
    chat: values.chat_enabled
      ? {
          base_url: values.support.chat.base_url.trim(),
          website_token: values.support.chat.website_token.trim(),
        }
      : null,
  },
  ids_user: values.ids_user,
  bills_select_debts: values.bills_select_debts,
  wa: orNull(onlyDigits(values.wa)),
  erp: orNull(values.erp),
  gateway: orNull(values.gateway),
  analytics: orNull(values.analytics.gtm_id)
    ? { gtm_id: values.analytics.gtm_id.trim().toUpperCase() }
    : null,
  accessibility: {
    vlibras: values.accessibility.vlibras,
    font_scale: Number(values.accessibility.font_scale) as 100 | 112 | 125,
  },
  public_search: values.public_search,
});

const ZEditable = ZTenantSettings.omit({ colors: true, whatsapp: true });

/** The same rules as the API, checked before sending; keys are the form's paths. */
export const validateSettings = (values: SettingsValues): Record<string, string> => {
  const parsed = ZEditable.safeParse(toBody(values));
  return parsed.success ? {} : issuesToErrors(parsed.error.issues);
};

/** Which tab holds a field, so a tab with an error can say so. */
export const SETTINGS_TABS = [
  "general",
  "people",
  "entities",
  "support",
  "integrations",
  "accessibility",
  "public_search",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const tabOfField = (path: string): SettingsTab => {
  const [head] = path.split(".");
  if (head === "register") return "people";
  if (head === "register_associations") return "entities";
  if (head === "support" || head === "wa" || head === "chat_enabled") return "support";
  if (head === "analytics" || head === "erp" || head === "gateway") return "integrations";
  if (head === "accessibility") return "accessibility";
  if (head === "public_search") return "public_search";
  return "general";
};
