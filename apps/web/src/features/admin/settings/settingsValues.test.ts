import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { tabOfField, toBody, toValues, validateSettings } from "./settingsValues.ts";

const { whatsapp: _private, ...publicSettings } = DEFAULT_TENANT_SETTINGS;
const config = { ...publicSettings, available_modules: [], read_only_until: null, debt: false };

describe("settings form values", () => {
  it("turns the document into form values and back without loss", () => {
    const full = {
      ...config,
      wa: "11987654321",
      erp: "omie",
      gateway: null,
      analytics: { gtm_id: "GTM-AB12CD" },
      login_mail: "contato@federacao.org.br",
      support: { ...config.support, chat: { base_url: "https://chat.example.com", website_token: "abc" } },
      accessibility: { vlibras: true, font_scale: 112 as const },
    };
    const values = toValues(full);
    expect(values.wa).toBe("(11) 98765-4321");
    expect(values.accessibility.font_scale).toBe("112");
    expect(values.chat_enabled).toBe(true);
    const { colors: _colors, available_modules, read_only_until, debt, ...editable } = full;
    expect(toBody(values)).toEqual(editable);
  });

  it("sends empty optional texts as null and the chat only when it is on", () => {
    const values = toValues(config);
    values.support.chat.base_url = "https://chat.example.com";
    const body = toBody({ ...values, erp: "  ", analytics: { gtm_id: "" } });
    expect(body.support.chat).toBeNull();
    expect(body.erp).toBeNull();
    expect(body.analytics).toBeNull();
    expect(body.login_mail).toBeNull();
  });

  it("finds the API's errors at the form's paths, and the tab each belongs to", () => {
    const values = toValues(config);
    const errors = validateSettings({
      ...values,
      title: "",
      wa: "123",
      analytics: { gtm_id: "abc" },
      chat_enabled: true,
    });
    expect(Object.keys(errors).sort()).toEqual([
      "analytics.gtm_id",
      "support.chat.base_url",
      "support.chat.website_token",
      "title",
      "wa",
    ]);
    expect(errors["analytics.gtm_id"]).toBe("Use o formato GTM-XXXXXXX.");
    expect(Object.keys(errors).map(tabOfField).sort()).toEqual([
      "general",
      "integrations",
      "support",
      "support",
      "support",
    ]);
  });
});
