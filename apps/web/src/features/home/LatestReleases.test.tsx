import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { AboutPage } from "./AboutPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const release = {
  id: "rel-1",
  number: "2.4.0",
  title: "Inscrições por equipe",
  released_on: "2026-03-10",
  type: "feature",
  audience: "all",
  notes: "<p>Agora a equipe inteira se inscreve <strong>de uma vez</strong>.</p>",
  published: true,
  version: 1,
  created_at: "2026-03-10T12:00:00.000Z",
  updated_at: "2026-03-10T12:00:00.000Z",
  _titles: {},
};
const page = (data: unknown[]) =>
  okAnswer({ data, total: data.length, total_capped: false, page: 1, per_page: 5 });

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <AboutPage /> }] });

describe("About page: latest releases", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the latest published releases to people holding releases", async () => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: ["releases"] }) });
    const calls = mockApi(() => page([release]));
    show();
    expect(await screen.findByRole("heading", { name: "Novidades do sistema" })).toBeTruthy();
    expect(screen.getByText("Inscrições por equipe")).toBeTruthy();
    expect(screen.getByText("Versão 2.4.0")).toBeTruthy();
    expect(screen.getByText("Lançada em 10/03/2026")).toBeTruthy();
    expect(screen.getByText("de uma vez").tagName).toBe("STRONG");
    const [call] = calls;
    expect(call?.path).toBe("releases");
    expect(Object.fromEntries(call!.query)).toEqual({
      per_page: "5",
      sort: "-released_on",
      published: "true",
    });
  });

  it("shows nothing, and asks nothing, to people without the permission or logged out", async () => {
    const calls = mockApi(() => page([release]));
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: ["users"] }) });
    show();
    expect(await screen.findByText("Cliente")).toBeTruthy();
    cleanup();
    appStore.set({ token: null, info: null });
    show();
    await screen.findByText("Cliente");
    expect(screen.queryByText("Novidades do sistema")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows nothing when there is no published release or the list fails", async () => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ master: true }) });
    const calls = mockApi(() => page([]));
    show();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText("Novidades do sistema")).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    const failed = mockApi(() => failAnswer(403, "Você não tem permissão.", { code: "denied" }));
    show();
    await waitFor(() => expect(failed).toHaveLength(1));
    expect(screen.queryByText("Novidades do sistema")).toBeNull();
  });
});
