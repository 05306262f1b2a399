import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { FinanceReportsPage } from "./FinanceReportsPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const RECEIVED = {
  from: "2026-11-01",
  to: "2026-11-26",
  total_cents: 18_000,
  count: 2,
  by_means: [
    { means: "pix", count: 1, total_cents: 10_000 },
    { means: "boleto", count: 1, total_cents: 8_000 },
  ],
  by_month: [{ month: "2026-11", count: 2, total_cents: 18_000 }],
};
const OPEN = {
  on: "2026-11-26",
  open_cents: 25_300,
  overdue_cents: 10_300,
  payers: [
    {
      payer_kind: "user",
      payer_id: "u1",
      payer_name: "Ana Souza",
      document: "12345678909",
      open_count: 2,
      open_cents: 15_300,
      overdue_count: 1,
      overdue_cents: 10_300,
      oldest_due_date: "2026-10-27",
    },
  ],
};

describe("the finance reports", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: ["debts"] }) });
    URL.createObjectURL = vi.fn(() => "blob:report");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows received by means and month, open by payer, and asks for a new period only when submitted", async () => {
    const calls = mockApi((call) => okAnswer(call.path.endsWith("received") ? RECEIVED : OPEN));
    renderRoutes({
      path: "/reports/finances_report",
      routes: [{ path: "/reports/finances_report", element: <FinanceReportsPage /> }],
    });
    const received = await screen.findByRole("region", { name: "Recebimentos" });
    expect(await within(received).findByText(/^Total recebido: R\$\s180,00 em 2 pagamentos$/)).toBeTruthy();
    const byMeans = within(received).getByRole("table", { name: "Por meio de pagamento" });
    expect(within(byMeans).getByRole("row", { name: /PIX 1 R\$\s100,00/ })).toBeTruthy();
    const open = screen.getByRole("region", { name: "Em aberto e vencidos" });
    expect(await within(open).findByText(/^Em aberto: R\$\s253,00 · vencido: R\$\s103,00$/)).toBeTruthy();
    expect(within(open).getByRole("row", { name: /Ana Souza \(Pessoa\)/ })).toBeTruthy();
    const asked = () => calls.filter((call) => call.path === "finances/reports/received").length;
    const before = asked();
    fireEvent.change(within(received).getByLabelText("De"), { target: { value: "2026-01-01" } });
    expect(asked()).toBe(before);
    fireEvent.click(within(received).getByRole("button", { name: "Ver" }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === "finances/reports/received" && call.query.get("from") === "2026-01-01",
        ),
      ).toBe(true),
    );
  });

  it("exports in the layout chosen, or leaves it to the federation's erp setting", async () => {
    const calls = mockApi((call) =>
      call.path.endsWith("export")
        ? okAnswer({})
        : okAnswer(call.path.endsWith("received") ? RECEIVED : OPEN),
    );
    renderRoutes({
      path: "/reports/finances_report",
      routes: [{ path: "/reports/finances_report", element: <FinanceReportsPage /> }],
    });
    const open = await screen.findByRole("region", { name: "Em aberto e vencidos" });
    fireEvent.click(within(open).getByRole("button", { name: "Exportar CSV" }));
    await waitFor(() => expect(calls.find((call) => call.path === "finances/reports/export")).toBeDefined());
    const first = calls.find((call) => call.path === "finances/reports/export")!;
    expect(first.query.get("kind")).toBe("open");
    expect(first.query.get("format")).toBe("csv");
    expect(first.query.has("layout")).toBe(false);
    fireEvent.click(screen.getByText("Domínio Sistemas (lançamentos contábeis)"));
    const received = screen.getByRole("region", { name: "Recebimentos" });
    fireEvent.click(within(received).getByRole("button", { name: "Exportar XLSX" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === "finances/reports/export")).toHaveLength(2),
    );
    const second = calls.filter((call) => call.path === "finances/reports/export")[1]!;
    expect(Object.fromEntries(second.query)).toMatchObject({
      kind: "received",
      format: "xlsx",
      layout: "dominio",
    });
  });
});
