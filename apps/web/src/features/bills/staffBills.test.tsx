import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { BillShowPage } from "./BillShowPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const detail = (extra: object = {}) => ({
  id: "b1",
  description: "Mensalidade 11/2026 e mais 1",
  status: "open",
  payer: { kind: "person", id: "u1", name: "Ana Souza" },
  due_date: "2026-11-30",
  debts_cents: 15_000,
  fine_cents: 200,
  interest_cents: 100,
  discount_cents: 0,
  total_cents: 15_300,
  means: "pix",
  pix_txid: "QDR123",
  pix_code: "00020126330014br.gov.bcb.pix0111123456789015204000053039865406153.005802BR6304ABCD",
  pix_qr: null,
  gateway: null,
  gateway_charge_id: null,
  gateway_invoice_url: null,
  boleto_line: null,
  boleto_url: null,
  card_url: null,
  can_make_means: false,
  paid_at: null,
  paid_day_only: false,
  paid_cents: null,
  paid_source: null,
  receipt_number: null,
  cancelled_at: null,
  created_at: "2026-11-26T10:00:00Z",
  debts: [
    {
      debt_id: "d1",
      description: "Mensalidade 10/2026",
      due_date: "2026-10-27",
      amount_cents: 10_000,
      fine_cents: 200,
      interest_cents: 100,
      discount_cents: 0,
      total_cents: 10_300,
    },
    {
      debt_id: "d2",
      description: "Mensalidade 11/2026",
      due_date: "2026-12-05",
      amount_cents: 5_000,
      fine_cents: 0,
      interest_cents: 0,
      discount_cents: 0,
      total_cents: 5_000,
    },
  ],
  ...extra,
});

describe("the staff's bill screen", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: ["bills"] }) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the payer, the frozen lines, the total and the PIX code; settles by hand", async () => {
    const calls = mockApi((call) =>
      call.method === "POST"
        ? okAnswer(detail({ status: "paid", paid_cents: 15_300, means: "cash", paid_source: "manual" }))
        : okAnswer(detail()),
    );
    renderRoutes({
      path: "/finances/bills/show/b1",
      routes: [{ path: "/finances/bills/show/:id", element: <BillShowPage /> }],
    });
    expect(await screen.findByRole("heading", { name: "Mensalidade 11/2026 e mais 1" })).toBeTruthy();
    expect(screen.getByText(/Ana Souza/)).toBeTruthy();
    const lines = screen.getByRole("table", { name: "Débitos da cobrança" });
    expect(within(lines).getAllByRole("row")).toHaveLength(3);
    expect(within(lines).getByRole("link", { name: "Mensalidade 10/2026" }).getAttribute("href")).toBe(
      "/finances/debts/show/d1",
    );
    expect(screen.getByText("R$ 153,00")).toBeTruthy();
    const means = screen.getByRole("region", { name: "Como pagar" });
    expect(
      (within(means).getByRole("textbox", { name: "PIX copia e cola" }) as HTMLTextAreaElement).value,
    ).toMatch(/^000201/);

    fireEvent.click(screen.getByRole("button", { name: "Dar baixa" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Dar baixa" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "bills/b1/settle",
      body: { means: "cash", amount_cents: 15_300 },
    });
  });

  it("makes the PIX of a bill made before the federation set its key", async () => {
    const bare = { means: null, pix_txid: null, pix_code: null };
    let made = false;
    const calls = mockApi((call) => {
      if (call.method === "POST") made = true;
      return okAnswer(made ? detail() : detail({ ...bare, can_make_means: true }));
    });
    renderRoutes({
      path: "/finances/bills/show/b1",
      routes: [{ path: "/finances/bills/show/:id", element: <BillShowPage /> }],
    });
    expect(await screen.findByText(/gerada antes de a federação configurar o PIX/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Gerar PIX" }));
    const means = await screen.findByRole("region", { name: "Como pagar" });
    expect(
      (within(means).getByRole("textbox", { name: "PIX copia e cola" }) as HTMLTextAreaElement).value,
    ).toMatch(/^000201/);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "bills/b1/means",
    ]);
  });

  it("says the day alone of a payment read from a bank statement, which has no time", async () => {
    mockApi(() =>
      okAnswer(
        detail({
          status: "paid",
          paid_at: "2026-11-26T15:00:00.000Z",
          paid_day_only: true,
          paid_cents: 15_300,
          paid_source: "statement",
          receipt_number: "20261126-B1",
        }),
      ),
    );
    renderRoutes({
      path: "/finances/bills/show/b1",
      routes: [{ path: "/finances/bills/show/:id", element: <BillShowPage /> }],
    });
    const paid = await screen.findByText(/recibo 20261126-B1/);
    expect(paid.textContent).toMatch(/^Paga em 26\/11\/2026: R\$/);
    expect(paid.textContent).not.toContain("12:00");
  });

  it("offers no settlement or cancellation once paid, says how it was paid, and hands its receipt", async () => {
    const calls = mockApi((call) =>
      call.path.endsWith("/receipt")
        ? failAnswer(409, "Esta cobrança ainda não foi paga.")
        : okAnswer(
            detail({
              status: "paid",
              paid_at: "2026-11-27T15:00:00Z",
              paid_cents: 15_300,
              paid_source: "webhook:asaas",
              receipt_number: "20261127-B1",
            }),
          ),
    );
    renderRoutes({
      path: "/finances/bills/show/b1",
      routes: [{ path: "/finances/bills/show/:id", element: <BillShowPage /> }],
    });
    expect(await screen.findByText(/recibo 20261127-B1/)).toBeTruthy();
    expect(screen.getByText(/^Paga em 27\/11\/2026 12:00:/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Dar baixa" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancelar cobrança" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Baixar recibo (PDF)" }));
    await waitFor(() => expect(calls.find((call) => call.path === "bills/b1/receipt")).toBeDefined());
  });
});
