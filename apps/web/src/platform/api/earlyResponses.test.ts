import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../state/appStore.ts";
import { apiRequest } from "./apiClient.ts";
import { dropEarlyResponses } from "./earlyResponses.ts";

vi.mock("../notify/notify.tsx", () => ({ notifyError: vi.fn() }));

const ok = (result: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 1, result }), { headers: { "Content-Type": "application/json" } }),
  );
const directoryUrl = () =>
  new URL(`/api/v1/quadra/client?host=${encodeURIComponent(window.location.host)}`, window.location.href)
    .href;

describe("answers asked by index.html's early script", () => {
  beforeEach(() => appStore.set({ ...initialState(), token: null }));
  afterEach(() => {
    dropEarlyResponses();
    vi.unstubAllGlobals();
  });

  it("serves the first call for the same URL and token, once; later calls go to the network", async () => {
    window.__quadraEarly = [{ url: directoryUrl(), token: null, response: ok({ name: "cedo" }) }];
    const fetchMock = vi.fn(() => ok({ name: "rede" }));
    vi.stubGlobal("fetch", fetchMock);
    const query = { host: window.location.host };
    expect(await apiRequest({ backend: "", path: "quadra/client", query })).toEqual({ name: "cedo" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest({ backend: "", path: "quadra/client", query })).toEqual({ name: "rede" });
  });

  it("is not used when the app asks with another token (the session changed meanwhile)", async () => {
    window.__quadraEarly = [{ url: directoryUrl(), token: "antigo", response: ok({ name: "cedo" }) }];
    appStore.set({ token: "novo" });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => ok({ name: "rede" })),
    );
    const query = { host: window.location.host };
    expect(await apiRequest({ backend: "", path: "quadra/client", query })).toEqual({ name: "rede" });
  });
});
