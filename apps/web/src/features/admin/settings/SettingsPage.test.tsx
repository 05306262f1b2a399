import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../../platform/state/appStore.ts";
import { sessionInfo } from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../testApi.ts";
import { SettingsPage } from "./SettingsPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const { whatsapp: _private, ...publicSettings } = DEFAULT_TENANT_SETTINGS;
const config = (version: number, patch: Record<string, unknown> = {}) => ({
  ...publicSettings,
  available_modules: [],
  read_only_until: null,
  debt: false,
  version,
  ...patch,
});

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <SettingsPage /> }] });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
const tab = (name: RegExp) => fireEvent.click(screen.getByRole("tab", { name }));

// The first render of a screen compiles Mantine and the form: slow on a busy machine.
describe("SettingsPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ admin: true, permissions_names: ["settings"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("loads the settings and saves the changes with the version it read", async () => {
    const calls = mockApi((call) =>
      call.method === "PATCH"
        ? okAnswer(config(4, { title: call.body.title, wa: call.body.wa }), "Configurações salvas.")
        : okAnswer(config(3)),
    );
    show();
    const title = (await screen.findByLabelText(/Nome do portal/)) as HTMLInputElement;
    expect(title.value).toBe("Quadra");
    fireEvent.change(title, { target: { value: "Federação Paulista de Vôlei" } });
    tab(/Suporte e contato/);
    fireEvent.input(screen.getByLabelText(/WhatsApp de contato/), { target: { value: "11987654321" } });
    tab(/Cadastro de pessoas/);
    fireEvent.click(screen.getByRole("checkbox", { name: "Nome da mãe" }));
    save();
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    const patch = calls.find((call) => call.method === "PATCH")!;
    expect(patch.path).toBe("configs/common");
    expect(patch.body).toMatchObject({
      version: 3,
      title: "Federação Paulista de Vôlei",
      wa: "11987654321",
      register: { mandatory_fields: ["phone", "birthdate", "mother_name"] },
      analytics: null,
      support: { chat: null },
    });
    expect(patch.body).not.toHaveProperty("colors");
    expect(patch.body).not.toHaveProperty("whatsapp");
  });

  it("sets the article of the portal's name, showing the sentence it makes", async () => {
    const calls = mockApi((call) =>
      call.method === "PATCH" ? okAnswer(config(2, call.body), "Configurações salvas.") : okAnswer(config(1)),
    );
    show();
    const title = (await screen.findByLabelText(/Nome do portal/)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: "Federação Demonstração" } });
    expect(screen.getByText(/“Bem-vindo ao portal de Federação Demonstração”/)).toBeTruthy();
    const articles = screen.getByRole("radiogroup", { name: "Artigo do nome" });
    fireEvent.click(within(articles).getByRole("radio", { name: "a" }));
    expect(screen.getByText(/“Bem-vindo ao portal da Federação Demonstração”/)).toBeTruthy();
    save();
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")!.body).toMatchObject({
      title: "Federação Demonstração",
      title_article: "a",
    });
  });

  it("puts the server's field errors on their fields and points at the tab holding them", async () => {
    const calls = mockApi((call) =>
      call.method === "PATCH"
        ? failAnswer(400, "Google Tag Manager: Use o formato GTM-XXXXXXX.", {
            errors: { "analytics.gtm_id": "Use o formato GTM-XXXXXXX." },
          })
        : okAnswer(config(1, { analytics: { gtm_id: "GTM-ABCD12" } })),
    );
    show();
    await screen.findByLabelText(/Nome do portal/);
    save();
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1));
    const integrations = await screen.findByRole("tab", { name: /Integrações/ });
    expect(within(integrations).getByLabelText("1 campo a corrigir")).toBeTruthy();
    expect(integrations.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("Use o formato GTM-XXXXXXX.")).toBeTruthy();
  });

  it("checks the fields before sending", async () => {
    const calls = mockApi(() => okAnswer(config(1)));
    show();
    fireEvent.change(await screen.findByLabelText(/Nome do portal/), { target: { value: "" } });
    tab(/Integrações/);
    fireEvent.change(screen.getByLabelText(/Google Tag Manager/), { target: { value: "UA-1" } });
    save();
    expect(await screen.findByText("Use o formato GTM-XXXXXXX.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);
  });

  it("offers to reload after someone else saved first (409), and starts over from the new version", async () => {
    let version = 1;
    const calls = mockApi((call) => {
      if (call.method === "PATCH")
        return failAnswer(409, "Este registro foi alterado por outra pessoa depois que você o abriu.", {
          code: "conflict",
        });
      return okAnswer(config(version, { title: version === 1 ? "Antigo" : "Mudado por outra pessoa" }));
    });
    show();
    fireEvent.change(await screen.findByLabelText(/Nome do portal/), { target: { value: "Meu título" } });
    save();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/alteradas por outra pessoa/);
    version = 2;
    fireEvent.click(within(alert).getByRole("button", { name: "Recarregar configurações" }));
    await waitFor(() =>
      expect((screen.getByLabelText(/Nome do portal/) as HTMLInputElement).value).toBe(
        "Mudado por outra pessoa",
      ),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(2);
  });
});
