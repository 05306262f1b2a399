import { Notifications } from "@mantine/notifications";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../../platform/state/appStore.ts";
import { sessionInfo } from "../../../test/fixtures.ts";
import { answerFail, answerOk, mockFetch, TEST_BACKEND } from "../../../test/mockFetch.ts";
import { renderRoutes } from "../../../test/renderWithProviders.tsx";
import { SeedPage } from "./SeedPage.tsx";

const regionsOutcome = {
  created: { countries: 1, countryregions: 5, states: 27, cities: 5571 },
  existing: { countries: 0, countryregions: 0, states: 0, cities: 0 },
};

const show = () =>
  renderRoutes({
    path: "/admin/seed",
    routes: [
      {
        path: "/admin/seed",
        element: (
          <>
            <Notifications />
            <SeedPage />
          </>
        ),
      },
    ],
  });

describe("SeedPage", { timeout: 20_000 }, () => {
  beforeEach(() =>
    appStore.set({
      ...initialState(),
      booting: false,
      backend: TEST_BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["seed"] }),
    }),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists what can be seeded, runs a seed and shows what it created and what already existed", async () => {
    let seeded = false;
    const calls = mockFetch((call) => {
      if (call.method === "POST" && call.path === "seed/regions") {
        seeded = true;
        return answerOk(regionsOutcome, "Regiões do Brasil (IBGE): 5.604 registros criados; 0 já existiam.");
      }
      return answerOk([
        { kind: "regions", total: 5604, present: seeded ? 5604 : 0 },
        { kind: "demo", total: 80, present: 80 },
      ]);
    });
    show();
    const regions = (await screen.findByRole("heading", { name: "Regiões do Brasil (IBGE)" })).closest(
      ".mantine-Card-root",
    ) as HTMLElement;
    expect(within(regions).getByText("0 de 5.604 registros já existem")).toBeTruthy();
    const demo = screen
      .getByRole("heading", { name: "Dados de demonstração" })
      .closest(".mantine-Card-root") as HTMLElement;
    expect(within(demo).getByText("80 de 80 registros já existem")).toBeTruthy();
    // Everything of the demonstration set is there: nothing to run.
    expect((within(demo).getByRole("button", { name: "Tudo já existe" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(regions).getByRole("button", { name: "Criar" }));
    expect(await screen.findByText("5.604 registros criados.")).toBeTruthy();
    const table = within(regions).getByRole("table");
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Cadastro", "Criados", "Já existiam"],
      ["Países", "1", "0"],
      ["Regiões do país", "5", "0"],
      ["Estados", "27", "0"],
      ["Cidades", "5.571", "0"],
    ]);
    await waitFor(() =>
      expect(within(regions).getByText("5.604 de 5.604 registros já existem")).toBeTruthy(),
    );
    expect(calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([
      ["seed/regions", undefined],
    ]);
  });

  it("shows the server's refusal", async () => {
    mockFetch(() =>
      answerFail(403, "Você não tem permissão para fazer isso. Peça acesso a um administrador.", "denied"),
    );
    show();
    expect(
      await screen.findByText("Você não tem permissão para fazer isso. Peça acesso a um administrador."),
    ).toBeTruthy();
  });
});
