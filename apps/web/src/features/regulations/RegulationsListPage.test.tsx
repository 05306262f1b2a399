import { cleanup, configure, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { RegulationsListPage } from "./RegulationsListPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const regulation = (n: number, name: string, preset: string | null) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  version: 1,
  created_at: "2026-01-10T12:00:00.000Z",
  updated_at: "2026-01-10T12:00:00.000Z",
  name,
  scoring: "goals",
  preset,
});

describe("the regulations' list", { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    appStore.set({
      booting: false,
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ master: true, permissions_names: ["regulations"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("names the preset a regulation started from, not its internal id", async () => {
    mockApi((call) =>
      call.path.endsWith("/options")
        ? okAnswer([])
        : okAnswer({
            data: [
              regulation(1, "Brasileirão 2026", "brasileiraoSerieA"),
              regulation(2, "Liga de vôlei", "fivbVolleyball"),
            ],
            total: 2,
            total_capped: false,
            page: 1,
            per_page: 25,
          }),
    );
    renderRoutes({ path: "/", routes: [{ path: "/", element: <RegulationsListPage /> }] });
    expect(await screen.findByText("Campeonato Brasileiro Série A")).toBeTruthy();
    expect(screen.getByText("FIVB – voleibol")).toBeTruthy();
    expect(screen.queryByText("brasileiraoSerieA")).toBeNull();
    expect(screen.queryByText("fivbVolleyball")).toBeNull();
  });
});
