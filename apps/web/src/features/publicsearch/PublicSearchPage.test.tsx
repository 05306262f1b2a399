import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { PublicDocumentsPage, PublicUsersPage } from "./PublicSearchPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const people = (data: unknown[]) =>
  okAnswer({ data, total: data.length, total_capped: false, page: 1, per_page: 20, fields: [] });

const show = (element: React.ReactNode, path: string) =>
  renderRoutes({ path, routes: [{ path: path.split("?")[0]!, element }] });

describe("public search", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({}) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("waits for 3 letters, then shows each person with only the fields answered", async () => {
    const calls = mockApi(() =>
      people([
        { id: "1", name: "Ana Conceição", city: "São Paulo - SP", associations: ["CAP"] },
        { id: "2", name: "Bia Conceição", birth_year: 2004 },
      ]),
    );
    show(<PublicUsersPage />, "/public/users");
    expect(await screen.findByText("Digite ao menos 3 letras do nome para buscar.")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Buscar pelo nome" }), {
      target: { value: "co" },
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByRole("searchbox", { name: "Buscar pelo nome" }), {
      target: { value: "conceição" },
    });
    const ana = await screen.findByRole("article", { name: "Ana Conceição" });
    expect(calls[0]).toMatchObject({ path: "public/search/users" });
    expect(calls[0]!.query.get("q")).toBe("conceição");
    expect(within(ana).getByText("São Paulo - SP")).toBeTruthy();
    expect(within(ana).getByText("CAP")).toBeTruthy();
    expect(within(ana).queryByText(/Nascido/)).toBeNull();
    const bia = screen.getByRole("article", { name: "Bia Conceição" });
    expect(within(bia).getByText("Nascido(a) em 2004")).toBeTruthy();
    expect(within(bia).queryByRole("img")).toBeNull();
  });

  it("says so when the tenant turned the search off", async () => {
    mockApi(() =>
      failAnswer(403, "A busca pública de documentos não está habilitada neste portal.", {
        code: "disabled",
      }),
    );
    show(<PublicDocumentsPage />, "/public/documents");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "A busca pública de documentos não está habilitada neste portal.",
    );
  });

  it("lists published documents with their type and a download button", async () => {
    mockApi(() =>
      people([
        {
          id: "d1",
          title: "Estatuto Social",
          type: "statute",
          number: "01/2025",
          issued_on: "2025-02-10",
          valid_until: null,
          file: "public/search/documents/d1/file",
          description: null,
        },
      ]),
    );
    show(<PublicDocumentsPage />, "/public/documents?q=estatuto");
    const card = await screen.findByRole("article", { name: "Estatuto Social" });
    expect(within(card).getByText("Estatuto")).toBeTruthy();
    expect(within(card).getByText("Emitido em 10/02/2025")).toBeTruthy();
    await waitFor(() =>
      expect(within(card).getByRole("button", { name: "Baixar Estatuto Social" })).toBeTruthy(),
    );
  });
});
