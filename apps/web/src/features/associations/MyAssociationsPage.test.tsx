import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { MyAssociationsPage } from "./MyAssociationsPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const affiliation = (id: string, name: string, status: string) => ({
  id,
  association_id: `a-${id}`,
  status,
  since: status === "active" ? "2026-02-10" : null,
  until: null,
  registration: null,
  created_at: "2026-02-01T12:00:00.000Z",
  association_name: name,
});

describe("MyAssociationsPage", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const show = (permissions: string[]) => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: permissions }) });
    renderRoutes({ path: "/", routes: [{ path: "/", element: <MyAssociationsPage /> }] });
  };

  it("lets an athlete ask to join with a link code, shows a wrong code on its field, and lists the affiliations", async () => {
    let mine = [affiliation("f1", "Clube Alfa", "active")];
    const calls = mockApi((call) => {
      if (call.method === "POST") {
        if (call.body.token !== "ABCD2345")
          return failAnswer(404, "Código de vínculo: nenhuma entidade com este código.", {
            errors: { token: "Nenhuma entidade com este código. Confira com a entidade." },
          });
        mine = [affiliation("f2", "Clube Beta", "pending"), ...mine];
        return okAnswer(mine[0]);
      }
      return okAnswer(mine);
    });
    show([]);
    const table = await screen.findByRole("table", { name: "Meus vínculos" });
    expect(within(table).getByText("Clube Alfa")).toBeTruthy();
    // Without the managers' permission there is no managers' part (and no call for it).
    expect(screen.queryByRole("button", { name: "Pedir gestão de uma entidade" })).toBeNull();
    expect(calls.some((call) => call.path === "my/associations")).toBe(false);

    fireEvent.change(screen.getByLabelText(/Código de vínculo/), { target: { value: "zzzz9999" } });
    fireEvent.click(screen.getByRole("button", { name: "Pedir vínculo" }));
    expect(await screen.findByText("Nenhuma entidade com este código. Confira com a entidade.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Código de vínculo/), { target: { value: "abcd2345" } });
    fireEvent.click(screen.getByRole("button", { name: "Pedir vínculo" }));
    await waitFor(() => expect(within(table).getByText("Clube Beta")).toBeTruthy());
    expect(within(table).getByText("Aguardando a entidade")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").at(-1)?.body).toEqual({ token: "ABCD2345" });
  });

  it("shows a manager's associations, the one just registered awaiting approval, with its screens", async () => {
    mockApi((call) =>
      call.path === "my/associations"
        ? okAnswer([{ id: "a1", name: "Clube Novo", status: "pending", my_role: "president" }])
        : okAnswer([]),
    );
    show(["my_associations"]);
    const card = await screen.findByRole("article", { name: "Clube Novo" });
    expect(within(card).getByText("Aguardando aprovação")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Clube Novo" }).getAttribute("href")).toBe(
      "/my/associations/show/a1",
    );
    expect(screen.getByRole("link", { name: "Cadastrar nova entidade" })).toBeTruthy();
    expect(await screen.findByText("Você ainda não tem vínculo com nenhuma entidade.")).toBeTruthy();
  });
});
