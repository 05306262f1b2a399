import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { AssociationBillCreatePage } from "./AssociationBillCreatePage.tsx";
import { AssociationDebtsPage } from "./AssociationDebtsPage.tsx";
import { MyBillPage } from "./MyBillPage.tsx";
import { MyBillsPage } from "./MyBillsPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const debt = (id: string, description: string, extra: object = {}) => ({
  id,
  description,
  origin: "manual",
  status: "open",
  due_date: "2026-12-10",
  amount_cents: 10_000,
  fine_cents: 0,
  interest_cents: 0,
  discount_cents: 0,
  total_cents: 10_000,
  overdue: false,
  bill_id: null,
  billable: true,
  ...extra,
});

const bill = (id: string, extra: object = {}) => ({
  id,
  description: "Mensalidade 11/2026",
  code: id.toUpperCase().slice(0, 8),
  status: "open",
  due_date: "2026-11-10",
  debts_count: 1,
  debts_cents: 10_000,
  fine_cents: 200,
  interest_cents: 100,
  discount_cents: 0,
  total_cents: 10_300,
  overdue: true,
  paid_at: null,
  paid_day_only: false,
  paid_cents: null,
  paid_means: null,
  ...extra,
});

const detail = (extra: object = {}) => ({
  ...bill("b1aaaaaa"),
  payer_name: "Ana Souza",
  debts: [debt("d1", "Mensalidade 11/2026", { status: "billed", billable: false, overdue: true })],
  means: {
    pix_code: "00020126330014br.gov.bcb.pix0111123456789015204000053039865406103.005802BR6304ABCD",
    pix_qr: null,
    boleto_line: null,
    boleto_url: null,
    card_url: "https://pagamento.example/c/1",
    expires_at: null,
  },
  receipt: false,
  can_make_means: false,
  ...extra,
});

/** A bill's means when it has none (made before the federation had a PIX key). */
const NO_MEANS = {
  pix_code: null,
  pix_qr: null,
  boleto_line: null,
  boleto_url: null,
  card_url: null,
  expires_at: null,
};

/** The person's bill b1aaaaaa, opened at its address. */
const renderMyBill = () =>
  renderRoutes({
    path: "/my/personalfinances/bills/show/b1aaaaaa",
    routes: [{ path: "/my/personalfinances/bills/show/:bills_id", element: <MyBillPage /> }],
  });

/**
 * The styles an element has at a screen width: its style sheets' rules that match it, a media
 * query's only when the width meets it (jsdom alone ignores media queries), then its inline style.
 */
const styleAtWidth = (element: HTMLElement, widthPx: number) => {
  const meets = (media: string) =>
    [...media.matchAll(/\((min|max)-width:\s*([\d.]+)em\)/g)].every(([, side, em]) =>
      side === "min" ? widthPx >= Number(em) * 16 : widthPx <= Number(em) * 16,
    );
  const styles: Record<string, string> = {};
  const take = (style: CSSStyleDeclaration) => {
    for (let index = 0; index < style.length; index += 1) {
      const name = style.item(index);
      styles[name] = style.getPropertyValue(name);
    }
  };
  const apply = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        if (meets(rule.media.mediaText)) apply(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        take(rule.style);
      }
    }
  };
  for (const sheet of document.styleSheets) apply(sheet.cssRules);
  take(element.style);
  return styles;
};

describe("the payers' finance screens", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["my_associations"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists open bills first with the overdue mark, then the paid ones", async () => {
    mockApi(() =>
      okAnswer({
        bills: [
          bill("b2bbbbbb", { status: "paid", overdue: false, paid_at: "2026-10-02T12:00:00Z" }),
          bill("b1aaaaaa"),
        ],
        select_debts: false,
        open_debts: [],
      }),
    );
    renderRoutes({
      path: "/my/personalfinances/bills",
      routes: [{ path: "/my/personalfinances/bills", element: <MyBillsPage /> }],
    });
    const open = await screen.findByRole("article", { name: "Cobrança B1AAAAAA" });
    expect(within(open).getByText("Vencida")).toBeTruthy();
    expect(within(open).getByText("R$ 103,00")).toBeTruthy();
    expect(within(open).getByRole("link", { name: /Pagar/ }).getAttribute("href")).toBe(
      "/my/personalfinances/bills/show/b1aaaaaa",
    );
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Em aberto", "Pagas"]);
    // No choosing of debts unless the federation allows it.
    expect(screen.queryByRole("form", { name: "Gerar uma cobrança" })).toBeNull();
  });

  it("spans a bill's status, total and button across the card on a phone, at its right on a wider screen", async () => {
    mockApi(() => okAnswer({ bills: [bill("b1aaaaaa")], select_debts: false, open_debts: [] }));
    renderRoutes({
      path: "/my/personalfinances/bills",
      routes: [{ path: "/my/personalfinances/bills", element: <MyBillsPage /> }],
    });
    const card = await screen.findByRole("article", { name: "Cobrança B1AAAAAA" });
    const pay = within(card).getByRole("link", { name: /Pagar/ });
    const block = pay.parentElement!;
    const amounts = within(card).getByText("R$ 103,00").parentElement!;
    // The status and the total share one row, above the button.
    expect(amounts.contains(within(card).getByText("Vencida"))).toBe(true);
    expect(amounts.parentElement).toBe(block);
    // A phone (390 px): the block is the card's width, the status at the row's left and the total
    // at its right, the button across the card.
    expect(styleAtWidth(block, 390)).toMatchObject({ width: "100%", "align-items": "stretch" });
    expect(styleAtWidth(amounts, 390)).toMatchObject({
      "flex-direction": "row",
      "justify-content": "space-between",
    });
    expect(styleAtWidth(pay, 390)).toMatchObject({ width: "100%" });
    // A wider screen (1280 px): as before, stacked at the card's right, the button its own width.
    expect(styleAtWidth(block, 1280)).toMatchObject({ width: "auto", "align-items": "flex-end" });
    expect(styleAtWidth(amounts, 1280)).toMatchObject({
      "flex-direction": "column",
      "align-items": "flex-end",
    });
    expect(styleAtWidth(pay, 1280)).toMatchObject({ width: "auto" });
  });

  it("lets the person choose debts when allowed, totals them and sends the chosen ones", async () => {
    const calls = mockApi((call) =>
      call.method === "POST"
        ? okAnswer(detail())
        : okAnswer({
            bills: [],
            select_debts: true,
            open_debts: [
              debt("d1", "Mensalidade", { total_cents: 10_300, overdue: true }),
              debt("d2", "Anuidade", { total_cents: 50_000 }),
            ],
          }),
    );
    const { router } = renderRoutes({
      path: "/my/personalfinances/bills",
      routes: [
        { path: "/my/personalfinances/bills", element: <MyBillsPage /> },
        { path: "/my/personalfinances/bills/show/:bills_id", element: <p>bill</p> },
      ],
    });
    const form = await screen.findByRole("form", { name: "Gerar uma cobrança" });
    fireEvent.click(within(form).getByRole("button", { name: "Gerar cobrança" }));
    expect(await within(form).findByRole("alert")).toHaveProperty(
      "textContent",
      "Escolha ao menos um débito.",
    );
    fireEvent.click(within(form).getByRole("checkbox", { name: "Incluir Mensalidade" }));
    expect(within(form).getByText("Total escolhido: R$ 103,00")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Gerar cobrança" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "my/personalfinances/bills",
      body: { debt_ids: ["d1"] },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/my/personalfinances/bills/show/b1aaaaaa"),
    );
  });

  it("shows how to pay: the PIX code to copy, its QR drawn here, the card link", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    mockApi(() => okAnswer(detail()));
    renderMyBill();
    const pay = await screen.findByRole("region", { name: "Como pagar" });
    expect((within(pay).getByLabelText("PIX copia e cola") as HTMLTextAreaElement).value).toMatch(/^000201/);
    fireEvent.click(within(pay).getByRole("button", { name: "Copiar código PIX" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^000201/)));
    expect(await within(pay).findByRole("img", { name: "QR Code PIX da cobrança B1AAAAAA" })).toBeTruthy();
    expect(within(pay).getByRole("link", { name: "Pagar com cartão" }).getAttribute("href")).toBe(
      "https://pagamento.example/c/1",
    );
    expect(screen.getByRole("table", { name: "Débitos desta cobrança" })).toBeTruthy();
  });

  it("makes the PIX of a bill made before the federation had a key, once it has one", async () => {
    let made = false;
    const calls = mockApi((call) => {
      if (call.method === "POST") made = true;
      return made
        ? okAnswer(detail({ means: { ...NO_MEANS, pix_code: detail().means.pix_code } }))
        : okAnswer(detail({ means: NO_MEANS, can_make_means: true }));
    });
    renderMyBill();
    expect(await screen.findByText(/gerada antes de a federação aceitar PIX/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Gerar PIX" }));
    const pay = await screen.findByRole("region", { name: "Como pagar" });
    expect((within(pay).getByLabelText("PIX copia e cola") as HTMLTextAreaElement).value).toMatch(/^000201/);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "my/personalfinances/bills/b1aaaaaa/means",
    ]);
    expect(screen.queryByRole("button", { name: "Gerar PIX" })).toBeNull();
  });

  it("says where to pay a bill without means when the federation has no key either", async () => {
    mockApi(() => okAnswer(detail({ means: NO_MEANS })));
    renderMyBill();
    expect(await screen.findByText(/pague no balcão da federação/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Gerar PIX" })).toBeNull();
  });

  it("offers the receipt of a paid bill instead of the payment means", async () => {
    const calls = mockApi((call) =>
      call.path.endsWith("/receipt")
        ? failAnswer(409, "A cobrança ainda não foi paga.")
        : okAnswer(
            detail({
              status: "paid",
              overdue: false,
              paid_at: "2026-11-05T15:00:00Z",
              paid_cents: 10_300,
              paid_means: "pix",
              receipt: true,
            }),
          ),
    );
    renderMyBill();
    expect(await screen.findByText("Cobrança paga")).toBeTruthy();
    expect(
      screen.getByText(/^Pagamento de R\$\s103,00 recebido em 05\/11\/2026 12:00 \(PIX\)\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Como pagar" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Baixar recibo (PDF)" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "my/personalfinances/bills/b1aaaaaa/receipt")).toBeDefined(),
    );
  });

  it("says the day alone of a payment read from a bank statement, on the bill and in the list", async () => {
    const paid = {
      status: "paid",
      overdue: false,
      paid_at: "2026-11-26T15:00:00.000Z",
      paid_day_only: true,
      paid_cents: 10_300,
      paid_means: "pix",
    };
    mockApi((call) =>
      call.path === "my/personalfinances/bills/b1aaaaaa"
        ? okAnswer(detail({ ...paid, receipt: true }))
        : okAnswer({ bills: [bill("b1aaaaaa", paid)], select_debts: false, open_debts: [] }),
    );
    renderMyBill();
    // A statement's line has a date, not a time: no made-up "12:00".
    expect(
      await screen.findByText(/^Pagamento de R\$\s103,00 recebido em 26\/11\/2026 \(PIX\)\.$/),
    ).toBeTruthy();
    cleanup();
    renderRoutes({
      path: "/my/personalfinances/bills",
      routes: [{ path: "/my/personalfinances/bills", element: <MyBillsPage /> }],
    });
    const card = await screen.findByRole("article", { name: "Cobrança B1AAAAAA" });
    expect(within(card).getByText("Paga em 26/11/2026")).toBeTruthy();
  });

  it("lets an association's manager bill two of its three debts", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1")
        return okAnswer({ id: "a1", name: "Clube Alfa", status: "approved" });
      if (call.method === "POST") return okAnswer(detail({ payer_name: "Clube Alfa" }));
      return okAnswer([
        debt("d1", "Filiação anual", { total_cents: 50_000 }),
        debt("d2", "Taxa de arbitragem", { total_cents: 12_000 }),
        debt("d3", "Inscrição Copa", { total_cents: 20_000 }),
        debt("d4", "Já paga", { status: "paid", billable: false }),
      ]);
    });
    const { router } = renderRoutes({
      path: "/my/associations/finances/a1/bills/create",
      routes: [
        { path: "/my/associations/finances/:id/bills/create", element: <AssociationBillCreatePage /> },
        { path: "/my/associations/finances/:id/bills/show/:bills_id", element: <p>bill</p> },
      ],
    });
    const form = await screen.findByRole("form", { name: "Gerar cobrança para Clube Alfa" });
    expect(within(form).queryByRole("checkbox", { name: "Incluir Já paga" })).toBeNull();
    fireEvent.click(within(form).getByRole("checkbox", { name: "Incluir Filiação anual" }));
    fireEvent.click(within(form).getByRole("checkbox", { name: "Incluir Inscrição Copa" }));
    expect(within(form).getByText("Total escolhido: R$ 700,00")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Gerar cobrança" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "my/associations/finances/a1/bills",
      body: { debt_ids: ["d1", "d3"] },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/my/associations/finances/a1/bills/show/b1aaaaaa"),
    );
  });

  it("shows an association the person does not manage as not found, naming nothing of it", async () => {
    // The association and its finances answer the area's 404 alike.
    mockApi(() => failAnswer(404, "Entidade não encontrada entre as que você gerencia."));
    renderRoutes({
      path: "/my/associations/finances/a9/debts",
      routes: [{ path: "/my/associations/finances/:id/debts", element: <AssociationDebtsPage /> }],
    });
    expect(await screen.findByText(/Entidade não encontrada/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /Débitos de/ })).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
