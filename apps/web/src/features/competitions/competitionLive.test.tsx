import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import type { CompetitionCockpit } from "@quadra/shared/contracts/competitions";
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { ClassificationsPage } from "./ClassificationsPage.tsx";
import { CompetitionCockpitPage } from "./CompetitionCockpitPage.tsx";
import { directorLiveSource } from "./competitionLive.ts";

configure({ asyncUtilTimeout: 5_000 });

const C = "c1";

const cockpit = (name: string): CompetitionCockpit => ({
  competition: {
    id: C,
    name,
    status: "running",
    season: 2026,
    starts_on: null,
    ends_on: null,
    regulation_id: null,
    regulation_name: null,
  },
  phases: [],
  next_duels: [],
  pending_results: [],
  teams: { approved: 0, pending: 0, rejected: 0 },
  current_standings: null,
});

/** The director's stream stood in for: the test announces the server's changes itself. */
const streams: { url: string; onChange: () => void; closed: boolean }[] = [];
const realOpen = directorLiveSource.open;

describe("the director's live screens", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({
      ...initialState(),
      booting: false,
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["competitions"] }),
      config: {
        ...DEFAULT_TENANT_SETTINGS,
        available_modules: ["competitions"],
        read_only_until: null,
        debt: false,
      },
    });
    streams.length = 0;
    directorLiveSource.open = (url, onChange) => {
      const stream = { url, onChange, closed: false };
      streams.push(stream);
      return () => {
        stream.closed = true;
      };
    };
  });
  afterEach(() => {
    cleanup();
    directorLiveSource.open = realOpen;
    vi.unstubAllGlobals();
  });

  it("reads the cockpit again on each change the staff stream announces, and closes the stream on leaving", async () => {
    let reads = 0;
    mockApi(() => {
      reads += 1;
      return okAnswer(cockpit(reads === 1 ? "Copa Viva" : "Copa Viva (atualizada)"));
    });
    const view = renderRoutes({
      path: `/competitions/competitions/show/${C}`,
      routes: [{ path: "/competitions/competitions/show/:id", element: <CompetitionCockpitPage /> }],
    });
    expect(await screen.findByRole("heading", { name: "Copa Viva" })).toBeTruthy();
    expect(streams).toHaveLength(1);
    expect(streams[0]?.url).toBe(`${BACKEND}/api/v1/competitions/${C}/events`);
    streams[0]?.onChange();
    expect(await screen.findByRole("heading", { name: "Copa Viva (atualizada)" })).toBeTruthy();
    view.unmount();
    expect(streams[0]?.closed).toBe(true);
  });

  it("reads the classifications again on a change", async () => {
    let reads = 0;
    const calls = mockApi(() => {
      reads += 1;
      return okAnswer({ competition_id: C, competition_name: "Copa Viva", phases: [], final: [] });
    });
    renderRoutes({
      path: `/competitions/competitions/${C}/classifications`,
      routes: [
        { path: "/competitions/competitions/:parent_id/classifications", element: <ClassificationsPage /> },
      ],
    });
    await waitFor(() => expect(reads).toBe(1));
    streams[0]?.onChange();
    await waitFor(() => expect(reads).toBe(2));
    expect(calls.every((call) => call.path === `competitions/${C}/standings`)).toBe(true);
  });
});

describe("the director's stream reader", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the session's token, calls back on each competition event and stops on a refusal", async () => {
    appStore.set({ ...initialState(), backend: BACKEND, token: "segredo" });
    const encoder = new TextEncoder();
    const seen: RequestInit[] = [];
    let answers = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push(init);
        answers += 1;
        if (answers > 1) return new Response("{}", { status: 403 });
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode("retry: 3000\n: subscribed x\n\n"));
            controller.enqueue(encoder.encode('event: competition\ndata: {"kind":"result"}\n\nevent: comp'));
            controller.enqueue(encoder.encode('etition\ndata: {"kind":"draw"}\n\n: ping\n\n'));
            controller.close();
          },
        });
        return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
      }),
    );
    vi.useFakeTimers();
    const changes = vi.fn();
    const close = realOpen(`${BACKEND}/api/v1/competitions/${C}/events`, changes);
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(2));
    expect((seen[0]?.headers as Record<string, string> | undefined)?.Authorization).toBe("Bearer segredo");
    // The stream ended: it connects again after the delay, and a 403 ends it for good.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(answers).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(answers).toBe(2);
    close();
    vi.useRealTimers();
  });
});
