import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../../platform/state/appStore.ts";
import { sessionInfo } from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../testApi.ts";
import { WhatsAppPage } from "./WhatsAppPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const settings = {
  phone_number_id: "106540352242922",
  business_account_id: "102290129340398",
  access_token: "********",
  api_base_url: "https://graph.facebook.com/v21.0",
  default_template: "hello_world",
  default_language: "pt_BR",
  configured: true,
  version: 7,
};

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <WhatsAppPage /> }] });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Enviar mensagem de teste" }));

describe("WhatsAppPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ admin: true, permissions_names: ["whatsapp"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("keeps the stored token by sending its mask back with the other fields", async () => {
    const calls = mockApi((call) =>
      call.method === "PATCH" ? okAnswer({ ...settings, version: settings.version + 1 }) : okAnswer(settings),
    );
    show();
    const token = (await screen.findByLabelText(/Token de acesso/)) as HTMLInputElement;
    expect(token.value).toBe("********");
    expect(screen.getByText(/Há um token salvo \(cifrado\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Modelo padrão/), { target: { value: "aviso_inscricao" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      path: "whatsapp/settings",
      body: {
        version: 7,
        access_token: "********",
        default_template: "aviso_inscricao",
        phone_number_id: "106540352242922",
        api_base_url: "https://graph.facebook.com/v21.0",
      },
    });
  });

  it("refuses a phone number id that is not digits before sending", async () => {
    const calls = mockApi(() => okAnswer(settings));
    show();
    fireEvent.change(await screen.findByLabelText(/Phone number ID/), { target: { value: "meu-numero" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText(/Use só os números do identificador/)).toBeTruthy();
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);
  });

  it("sends a test message and shows what the API answered", async () => {
    const calls = mockApi((call) =>
      call.path === "whatsapp/test"
        ? okAnswer(
            { to: "5511987654321", wa_id: "5511987654321", message_id: "wamid.ABC123", http_status: 200 },
            "A API do WhatsApp aceitou a mensagem de teste.",
          )
        : okAnswer(settings),
    );
    show();
    fireEvent.input(await screen.findByLabelText(/Celular de destino/), { target: { value: "11987654321" } });
    fireEvent.change(screen.getByLabelText(/^Mensagem/), { target: { value: "Olá, teste!" } });
    send();
    const result = await screen.findByRole("status");
    expect(within(result).getByText("A API aceitou a mensagem")).toBeTruthy();
    expect(within(result).getByText("wamid.ABC123")).toBeTruthy();
    expect(within(result).getByText(/Enviada para \+5511987654321/)).toBeTruthy();
    expect(calls.find((call) => call.path === "whatsapp/test")?.body).toEqual({
      to: "(11) 98765-4321",
      kind: "text",
      text: "Olá, teste!",
    });
  });

  it("shows the API's refusal in pt-BR, and the default template can be sent instead", async () => {
    const refusal =
      'A API do WhatsApp recusou o token de acesso: ele é inválido ou expirou. (HTTP 401, código 190; resposta da API: "Error validating access token")';
    const calls = mockApi((call) =>
      call.path === "whatsapp/test" ? failAnswer(502, refusal) : okAnswer(settings),
    );
    show();
    fireEvent.input(await screen.findByLabelText(/Celular de destino/), { target: { value: "11987654321" } });
    fireEvent.click(screen.getByText("Modelo hello_world"));
    expect(screen.queryByLabelText(/^Mensagem/)).toBeNull();
    send();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("A mensagem não foi enviada")).toBeTruthy();
    expect(alert.textContent).toContain(refusal);
    expect(calls.find((call) => call.path === "whatsapp/test")?.body).toMatchObject({ kind: "template" });
  });

  it("asks for the settings before a test when nothing is configured", async () => {
    mockApi(() =>
      okAnswer({
        ...settings,
        phone_number_id: null,
        access_token: null,
        default_template: null,
        configured: false,
      }),
    );
    show();
    expect(
      await screen.findByText("Salve o Phone number ID e o token de acesso para enviar um teste."),
    ).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Enviar mensagem de teste" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByLabelText(/Token de acesso/) as HTMLInputElement).value).toBe("");
  });
});
