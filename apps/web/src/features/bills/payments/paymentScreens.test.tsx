import { Notifications } from "@mantine/notifications";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/i18n.ts";
import { appStore } from "../../../platform/state/appStore.ts";
import { sessionInfo } from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../../admin/testApi.ts";
import { PaymentSettingsPage } from "./PaymentSettingsPage.tsx";
import { StatementsPage } from "./StatementsPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const settings = {
  version: 3,
  gateway: "asaas",
  pix_key_type: "cnpj",
  pix_key: "11222333000181",
  merchant_name: "Federacao",
  merchant_city: "Brasilia",
  asaas: { base_url: "https://api.asaas.com/v3", api_key: "********", webhook_secret: "********" },
  mercadopago: null,
  pagarme: null,
  webhook_paths: { asaas: "api/v1/payments/webhooks/asaas" },
};

const proposal = {
  id: "7c1f2d3e-0000-4000-8000-000000000001",
  posted_on: "2026-11-20",
  description: "PIX RECEBIDO ANA QDR1",
  amount_cents: 20_000,
  match_reason: "txid",
  bill: {
    id: "b1",
    description: "Anuidade 2026",
    total_cents: 20_000,
    due_date: "2026-11-30",
    payer_name: "Ana",
  },
  confirmed_at: null,
};

const show = (element: React.ReactElement) => renderRoutes({ path: "/", routes: [{ path: "/", element }] });

describe("payment screens", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ admin: true, permissions_names: ["bills"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("keeps the stored gateway key by sending its mask back, with the PIX key", async () => {
    const calls = mockApi((call) =>
      call.method === "PATCH" ? okAnswer({ ...settings, version: 4 }) : okAnswer(settings),
    );
    show(<PaymentSettingsPage />);
    const key = (await screen.findByLabelText(/Chave de API/)) as HTMLInputElement;
    expect(key.value).toBe("********");
    expect(screen.getByText("api/v1/payments/webhooks/asaas")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      path: "payments/settings",
      body: {
        version: 3,
        gateway: "asaas",
        pix_key: "11222333000181",
        asaas: { api_key: "********", webhook_secret: "********", base_url: "https://api.asaas.com/v3" },
        mercadopago: null,
      },
    });
  });

  it("confirms a proposed statement line in one click", async () => {
    const calls = mockApi((call) =>
      call.path === "payments/statements/confirm"
        ? okAnswer({ settled: 1, skipped: [] })
        : okAnswer(
            call.query.get("status") === "unmatched" || call.query.get("status") === "matched"
              ? []
              : [proposal],
          ),
    );
    show(
      <>
        <Notifications />
        <StatementsPage />
      </>,
    );
    expect(await screen.findByText("PIX RECEBIDO ANA QDR1")).toBeTruthy();
    expect(screen.getByText("Identificador PIX")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Selecionar todas" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirmar selecionadas (1)" }));
    await waitFor(() => expect(calls.some((call) => call.path === "payments/statements/confirm")).toBe(true));
    expect(calls.find((call) => call.path === "payments/statements/confirm")).toMatchObject({
      body: { line_ids: [proposal.id] },
    });
    // One bill: the singular ("1 cobranças baixadas." before).
    expect(await screen.findByText("1 cobrança baixada.")).toBeTruthy();
  });

  it("counts the statement's credits and settled bills with the words of their numbers", async () => {
    await i18n.loadLanguages("en");
    const uploaded = (credits: number, proposals: number, lng = "pt-BR") =>
      i18n.t("statements.uploaded", { credits, proposals, lng });
    expect(uploaded(1, 1)).toBe("1 crédito lido, 1 com cobrança proposta.");
    expect(uploaded(0, 0)).toBe("0 créditos lidos, 0 com cobrança proposta.");
    expect(uploaded(3, 2)).toBe("3 créditos lidos, 2 com cobrança proposta.");
    expect(uploaded(1, 0, "en")).toBe("1 credit read, 0 with a proposed bill.");
    expect(uploaded(2, 1, "en")).toBe("2 credits read, 1 with a proposed bill.");
    const confirmed = (count: number, lng = "pt-BR") => i18n.t("statements.confirmed", { count, lng });
    expect([0, 1, 2].map((count) => confirmed(count))).toEqual([
      "Nenhuma cobrança baixada.",
      "1 cobrança baixada.",
      "2 cobranças baixadas.",
    ]);
    expect([0, 1, 2].map((count) => confirmed(count, "en"))).toEqual([
      "No bill settled.",
      "1 bill settled.",
      "2 bills settled.",
    ]);
  });
});
