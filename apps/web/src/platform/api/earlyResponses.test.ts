import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../state/appStore.ts";
import { apiRequest, takeEarlyResultFor } from "./apiClient.ts";
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
    dropEarlyResponses({ all: true });
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

  describe("the home's summary, asked early on a signed-in visit to /", () => {
    const BACKEND = "http://localhost/t/demo";
    const summaryUrl = `${BACKEND}/api/v1/home/summary`;
    const asked = () => [
      { url: directoryUrl(), token: "t0k3n", response: ok({ name: "cedo" }) },
      { url: `${BACKEND}/api/v1/configs/common`, token: "t0k3n", response: ok({}) },
      { url: summaryUrl, token: "t0k3n", response: ok({ approvals: { parqs: 2 } }) },
    ];
    beforeEach(() => appStore.set({ backend: BACKEND, token: "t0k3n" }));

    it("outlives start-up: the others go, it stays for the home", () => {
      window.__quadraEarly = asked();
      dropEarlyResponses();
      expect(window.__quadraEarly?.map((early) => early.url)).toEqual([summaryUrl]);
      // The visit left the home: it goes too.
      dropEarlyResponses({ all: true });
      expect(window.__quadraEarly).toBeUndefined();
    });

    it("hands its result over once, with when it came, when the script has read it", async () => {
      const fetchMock = vi.fn(() => ok({ approvals: {} }));
      vi.stubGlobal("fetch", fetchMock);
      window.__quadraEarly = asked();
      window.__quadraEarly[2]!.result = { approvals: { parqs: 2 } };
      window.__quadraEarly[2]!.at = 1234;
      expect(takeEarlyResultFor("home/summary")).toEqual({ result: { approvals: { parqs: 2 } }, at: 1234 });
      expect(takeEarlyResultFor("home/summary")).toBeNull();
      // Taken: the next reading asks the server.
      expect(await apiRequest({ path: "home/summary" })).toEqual({ approvals: {} });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("is not a result before it came: the request then takes the answer on its way", async () => {
      const fetchMock = vi.fn(() => ok({ approvals: {} }));
      vi.stubGlobal("fetch", fetchMock);
      window.__quadraEarly = asked();
      expect(takeEarlyResultFor("home/summary")).toBeNull();
      expect(await apiRequest({ path: "home/summary" })).toEqual({ approvals: { parqs: 2 } });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("is not handed to another session", () => {
      window.__quadraEarly = asked();
      window.__quadraEarly[2]!.result = { approvals: { parqs: 2 } };
      appStore.set({ token: "outro" });
      expect(takeEarlyResultFor("home/summary")).toBeNull();
    });
  });
});
