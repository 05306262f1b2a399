import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionInfo } from "../../test/fixtures.ts";
import { appStore, initialState } from "../state/appStore.ts";
import { boot } from "./boot.ts";

vi.mock("../notify/notify.tsx", () => ({ notifyError: vi.fn() }));

const client = (backend: string) => ({
  backend,
  backend_upload: backend,
  backend_list: [],
  backend_upload_list: [],
  hiddenmodules_identifiers: [],
  public: true,
  ai: false,
  t9n: ["pt-BR"],
  identifier: "demo",
  code: "demo",
  name: "Federação Demonstração",
  logos: { light: null, dark: null },
  d: false,
});
const config = { ...DEFAULT_TENANT_SETTINGS, title: "Federação Demo", available_modules: [], debt: false };
const ok = (result: unknown) =>
  new Response(JSON.stringify({ status: 1, result }), { headers: { "Content-Type": "application/json" } });

/** A network whose answers wait until `release`, recording the order of the requests. */
const slowNetwork = (answer: (url: string) => Response) => {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const fetchMock = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        asked.push(url);
        waiting.push(() => resolve(answer(url)));
      }),
  );
  const release = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { fetchMock, asked, release };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("start-up with a stored backend and session", () => {
  beforeEach(() => {
    localStorage.clear();
    appStore.set({ ...initialState(), backend: "http://a.test/t/demo", token: "tok", info: sessionInfo() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the directory, the configuration and the profile at once, not one after the other", async () => {
    const network = slowNetwork((url) => {
      if (url.includes("quadra/client")) return ok(client("http://a.test/t/demo"));
      if (url.endsWith("configs/common")) return ok(config);
      return ok(sessionInfo({ name: "Ana Atualizada" }));
    });
    vi.stubGlobal("fetch", network.fetchMock);
    const done = boot();
    await settle();
    expect(network.asked.map((url) => url.replace(/\?.*/, ""))).toEqual([
      "http://a.test/t/demo/api/v1/configs/common",
      "http://a.test/t/demo/api/v1/auth/me",
      "/api/v1/quadra/client",
    ]);
    network.release();
    await done;
    expect(network.asked).toHaveLength(3);
    expect(appStore.get()).toMatchObject({
      booting: false,
      title: "Federação Demo",
      info: { name: "Ana Atualizada" },
    });
  });

  it("asks again on the backend the directory names when it is another one", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(url);
        if (url.includes("quadra/client")) return ok(client("http://b.test/t/demo"));
        if (url.endsWith("configs/common"))
          return ok({ ...config, title: url.startsWith("http://b") ? "B" : "A" });
        return ok(sessionInfo({ name: url.startsWith("http://b") ? "Ana em B" : "Ana em A" }));
      }),
    );
    await boot();
    expect(asked.filter((url) => url.startsWith("http://b.test"))).toEqual([
      "http://b.test/t/demo/api/v1/configs/common",
      "http://b.test/t/demo/api/v1/auth/me",
    ]);
    expect(appStore.get()).toMatchObject({
      backend: "http://b.test/t/demo",
      title: "B",
      info: { name: "Ana em B" },
    });
  });
});
