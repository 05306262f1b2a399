import {
  ZWhatsAppSettingsInput,
  ZWhatsAppSettingsView,
  ZWhatsAppTestInput,
  ZWhatsAppTestResult,
} from "../contracts/whatsapp.ts";
import { defineOperations, returnsShape } from "./operation.ts";

const WHATSAPP = { auth: "login", permissions: ["whatsapp"] } as const;

/** The names the WhatsApp settings' and test's 400 messages give their fields. */
export const WHATSAPP_LABELS: Record<string, string> = {
  phone_number_id: "Phone number ID",
  business_account_id: "WhatsApp Business Account ID",
  access_token: "Token de acesso",
  api_base_url: "URL base da API",
  default_template: "Modelo padrão",
  default_language: "Idioma do modelo",
  to: "Celular de destino",
  kind: "Tipo de mensagem",
  text: "Mensagem",
};

/** WhatsApp Cloud API settings of the tenant (/admin/wpp) and a test message through them. */
export const whatsappOperations = defineOperations("whatsapp", {
  settings: {
    method: "GET",
    path: "whatsapp/settings",
    summary: "As configurações da API do WhatsApp (o token mascarado)",
    guard: WHATSAPP,
    response: returnsShape(ZWhatsAppSettingsView),
  },
  saveSettings: {
    method: "PATCH",
    path: "whatsapp/settings",
    summary: "Alterar as configurações da API do WhatsApp (a máscara no token mantém o guardado)",
    guard: WHATSAPP,
    body: ZWhatsAppSettingsInput,
    fieldLabels: WHATSAPP_LABELS,
    response: returnsShape(ZWhatsAppSettingsView),
  },
  test: {
    method: "POST",
    path: "whatsapp/test",
    summary: "Enviar uma mensagem de teste pela API do WhatsApp",
    guard: WHATSAPP,
    body: ZWhatsAppTestInput,
    fieldLabels: WHATSAPP_LABELS,
    response: returnsShape(ZWhatsAppTestResult),
  },
});
