import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { ClaimsApprovePage } from "./ReviewQueuePage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const claim = (id: string, association: string, person: string) => ({
  id,
  association_id: `a-${id}`,
  user_id: `u-${id}`,
  role: "treasurer",
  file: null,
  message: null,
  status: "pending",
  review_reason: null,
  reviewed_by: null,
  reviewed_at: null,
  created_at: "2026-03-02T12:00:00.000Z",
  version: 1,
  _titles: { association_id: association, user_id: person },
});

describe("ClaimsApprovePage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["associations"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the pending claims and approves one, or rejects one only with a reason", async () => {
    let pending = [claim("c1", "Clube Alfa", "Ana Lima"), claim("c2", "Clube Beta", "Bruno Reis")];
    const calls = mockApi((call) => {
      if (call.method === "POST") {
        pending = pending.filter((item) => !call.path.includes(item.id));
        return okAnswer({});
      }
      return okAnswer({ data: pending, total: pending.length, page: 1, per_page: 100 });
    });
    renderRoutes({ path: "/", routes: [{ path: "/", element: <ClaimsApprovePage /> }] });

    const table = await screen.findByRole("table", { name: "Pedidos de gestão de entidades" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Clube Alfa", "Ana Lima", "Tesoureiro(a)"],
      ["Clube Beta", "Bruno Reis", "Tesoureiro(a)"],
    ]);
    expect(calls[0]?.query.get("status")).toBe("pending");

    fireEvent.click(screen.getByRole("button", { name: "Aprovar Clube Alfa" }));
    await waitFor(() => expect(screen.queryByText("Clube Alfa")).toBeNull());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "associationclaims/c1/approve",
    });

    fireEvent.click(screen.getByRole("button", { name: "Recusar Clube Beta" }));
    fireEvent.click(await screen.findByRole("button", { name: "Recusar e avisar" }));
    expect(await screen.findByText("Diga o motivo da recusa (ao menos 3 letras).")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/Motivo da recusa/), { target: { value: "Sem ata de eleição." } });
    fireEvent.click(screen.getByRole("button", { name: "Recusar e avisar" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").at(-1)).toMatchObject({
        path: "associationclaims/c2/reject",
        body: { reason: "Sem ata de eleição." },
      }),
    );
    expect(await screen.findByText("Nada aguardando análise")).toBeTruthy();
  });
});
