import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { CardPage } from "./CardPage.tsx";
import { CardVerificationPage } from "./CardVerificationPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const card = {
  name: "Bia Souza",
  image_url: null,
  registration_number: 4321,
  cpf_masked: "***.456.789-**",
  birthdate: "2001-02-03",
  tenant_name: "Federação Demo",
  tenant_logo: null,
  valid_until: "2027-03-31",
  token: "abcdefghijklmnopqrstuvwxyz012345",
  invalid_reason: null,
  entries: [
    {
      kind: "register",
      registertype_name: "Filiação de judocas",
      number: "FPJ-2026-00042",
      role_name: "Atleta",
      style_name: null,
      graduation_name: "Amarela",
      graduation_color: "#f5d90a",
      plan_name: null,
      starts_on: "2026-01-10",
      ends_on: "2026-12-31",
    },
  ],
};

describe("CardPage", { timeout: 20_000 }, () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: "t", info: sessionInfo() }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the card with a QR code of the verification page, and a new code replaces it", async () => {
    const calls = mockApi((call) =>
      call.method === "POST"
        ? okAnswer({ ...card, token: "zyxwvutsrqponmlkjihgfedcba543210" })
        : okAnswer(card),
    );
    renderRoutes({ path: "/", routes: [{ path: "/", element: <CardPage /> }] });
    const qr = (await screen.findByAltText("QR code de verificação da carteirinha")) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText("Bia Souza")).toBeTruthy();
    expect(screen.getByText("4321")).toBeTruthy();
    expect(screen.getByText("***.456.789-**")).toBeTruthy();
    expect(screen.getByText("03/02/2001")).toBeTruthy();
    expect(screen.getByText("31/03/2027")).toBeTruthy();
    // The active registration, with its number, role, graduation and validity.
    expect(screen.getByText("FPJ-2026-00042")).toBeTruthy();
    expect(screen.getByText("Graduação: Amarela")).toBeTruthy();
    expect(screen.getByText("Válido até 31/12/2026")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Abrir a página de verificação" }) as HTMLAnchorElement;
    expect(link.href).toBe(`${window.location.origin}/public/cards/${card.token}`);

    fireEvent.click(screen.getByRole("button", { name: "Gerar novo código" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Gerar novo código" }));
    await waitFor(() =>
      expect(
        (screen.getByRole("link", { name: "Abrir a página de verificação" }) as HTMLAnchorElement).href,
      ).toMatch(/zyxwvutsrqponmlkjihgfedcba543210$/),
    );
    expect(calls.some((call) => call.method === "POST" && call.path === "my/card/token")).toBe(true);
  });

  it("warns when the verification would answer invalid now", async () => {
    mockApi(() => okAnswer({ ...card, invalid_reason: "documents_missing" }));
    renderRoutes({ path: "/", routes: [{ path: "/", element: <CardPage /> }] });
    expect(await screen.findByText(/Falta enviar ou aprovar documentos obrigatórios/)).toBeTruthy();
  });
});

describe("CardVerificationPage", { timeout: 20_000 }, () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: null, info: null }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const show = () =>
    renderRoutes({
      path: `/public/cards/${card.token}`,
      routes: [{ path: "/public/cards/:token", element: <CardVerificationPage /> }],
    });

  it("says VÁLIDA with the name and matrícula", async () => {
    const calls = mockApi(() =>
      okAnswer({
        valid: true,
        reason: null,
        name: "Bia Souza",
        photo_url: null,
        registration_number: 4321,
        tenant_name: "Federação Demo",
        checked_at: "2026-05-04T12:00:00.000Z",
      }),
    );
    show();
    expect(await screen.findByRole("heading", { name: "CARTEIRINHA VÁLIDA" })).toBeTruthy();
    expect(screen.getByText("Matrícula 4321")).toBeTruthy();
    expect(calls[0]?.path).toBe(`public/cards/${card.token}`);
  });

  it("says INVÁLIDA with the reason, also for a replaced code", async () => {
    mockApi(() => failAnswer(404, "Carteirinha não encontrada."));
    show();
    expect(await screen.findByRole("heading", { name: "CARTEIRINHA INVÁLIDA" })).toBeTruthy();
    expect(screen.getByText("O código foi substituído por um mais novo ou não existe.")).toBeTruthy();
  });
});
