import { COMMON_CONFIG_SPEC_FIELDS, DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// logout() clears the query cache through a lazy import; loaded here, it cannot still be loading
// when the file's environment is torn down (an unhandled EnvironmentTeardownError otherwise).
import "../queryClient.ts";
import { appStore, initialState } from "../state/appStore.ts";
import { boot } from "./boot.ts";
import { logout } from "./session.ts";
import { loadConfig, resetTenant, resolveTenant } from "./tenant.ts";

vi.mock("../notify/notify.tsx", () => ({ notifyError: vi.fn() }));

const client = {
  backend: "http://a.test/t/demo",
  backend_upload: "http://a.test/t/demo",
  backend_list: ["http://b.test/t/demo"],
  backend_upload_list: [],
  hiddenmodules_identifiers: ["meals"],
  public: true,
  ai: false,
  t9n: ["pt-BR", "en"],
  identifier: "demo",
  code: "demo",
  name: "Federação Demonstração",
  logos: { light: "http://a.test/l.png", dark: null },
  d: true,
};
const config = {
  ...DEFAULT_TENANT_SETTINGS,
  title: "Federação Demo",
  colors: { primary: "grape" },
  available_modules: ["meals", "competitions"],
  read_only_until: null,
  debt: false,
};
/*
 * The answers as the server gives them: spec §7's fields beside status (`client`, configs/common's
 * register, support…) and the same under `result`, which is what the app reads.
 */
const clientAnswer = { status: 1, client, result: client };
const configAnswer = {
  status: 1,
  ...Object.fromEntries(COMMON_CONFIG_SPEC_FIELDS.map((key) => [key, config[key]])),
  result: config,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A fake network: answers by URL prefix; a prefix mapped to "down" throws like an unreachable host. */
const network = (routes: Record<string, Response | "down">) =>
  vi.fn(async (url: string) => {
    const entry = Object.entries(routes).find(([prefix]) => url.startsWith(prefix));
    if (!entry || entry[1] === "down") throw new TypeError("Failed to fetch");
    return entry[1].clone();
  });

describe("tenant start-up (spec §4)", () => {
  beforeEach(() => {
    localStorage.clear();
    appStore.set(initialState());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the directory by host on a branded host, stores the client and loads the configuration", async () => {
    const fetchMock = network({
      "/api/v1/quadra/client?host=localhost": json(200, clientAnswer),
      "http://a.test/t/demo/api/v1/configs/common": json(200, configAnswer),
    });
    vi.stubGlobal("fetch", fetchMock);
    await resolveTenant();
    const state = appStore.get();
    expect(state).toMatchObject({
      backend: "http://a.test/t/demo",
      identifier: "demo",
      title: "Federação Demo",
      colorName: "grape",
      debt: true,
      hiddenModules: ["meals"],
    });
    expect(JSON.parse(localStorage.getItem("backend")!)).toBe("http://a.test/t/demo");
    expect(JSON.parse(localStorage.getItem("colorname1")!)).toBe("grape");
    expect(JSON.parse(localStorage.getItem("client_code")!)).toBe("demo");
  });

  it("falls back to backend_list in order when the backend does not answer", async () => {
    appStore.set({ backend: "http://a.test/t/demo", backendList: ["http://b.test/t/demo"] });
    vi.stubGlobal(
      "fetch",
      network({
        "http://a.test": "down",
        "http://b.test/t/demo/api/v1/configs/common": json(200, configAnswer),
      }),
    );
    await loadConfig();
    expect(appStore.get().backend).toBe("http://b.test/t/demo");
    expect(appStore.get().config?.title).toBe("Federação Demo");
  });

  it("resets the tenant on an unknown host and says why", async () => {
    appStore.set({ backend: "http://old.test", title: "Antiga" });
    vi.stubGlobal(
      "fetch",
      network({ "/api/v1/quadra/client": json(404, { status: 0, message: "Cliente não encontrado." }) }),
    );
    await resolveTenant();
    expect(appStore.get()).toMatchObject({ backend: null, title: null, clientError: "unknown" });
    expect(localStorage.getItem("backend")).toBeNull();
  });

  it("keeps the stored backend when the directory does not answer (offline start)", async () => {
    appStore.set({ backend: "http://a.test/t/demo" });
    vi.stubGlobal("fetch", network({}));
    await resolveTenant();
    expect(appStore.get()).toMatchObject({ backend: "http://a.test/t/demo", clientError: null });
  });

  it("opens offline with the tenant's last directory answer and configuration (identifier, modules)", async () => {
    vi.stubGlobal(
      "fetch",
      network({
        "/api/v1/quadra/client?host=localhost": json(200, clientAnswer),
        "http://a.test/t/demo/api/v1/configs/common": json(200, configAnswer),
      }),
    );
    await resolveTenant();
    appStore.set(initialState());
    expect(appStore.get()).toMatchObject({ backend: "http://a.test/t/demo", identifier: null, config: null });
    vi.stubGlobal("fetch", network({}));
    await resolveTenant();
    expect(appStore.get()).toMatchObject({
      identifier: "demo",
      hiddenModules: ["meals"],
      config: { available_modules: ["meals", "competitions"] },
    });
  });

  it("reset returns the colour to the primary one", () => {
    appStore.set({
      config: { ...config, colors: { primary: "teal" } } as never,
      colorName: "red",
      backend: "x",
    });
    resetTenant();
    expect(appStore.get()).toMatchObject({ backend: null, config: null, colorName: "teal" });
  });

  it("logs out locally and silently when the stored token is refused on start", async () => {
    localStorage.setItem("token", JSON.stringify("old"));
    appStore.set({ token: "old", info: { id: "1" } as never });
    vi.stubGlobal(
      "fetch",
      network({
        "/api/v1/quadra/client": json(200, clientAnswer),
        "http://a.test/t/demo/api/v1/configs/common": json(200, configAnswer),
        "http://a.test/t/demo/api/v1/auth/me": json(401, { status: 0, message: "Entre novamente." }),
      }),
    );
    await boot();
    expect(appStore.get()).toMatchObject({ token: null, info: null, booting: false });
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("logout tells the server with the platform info, then forgets the session", async () => {
    appStore.set({ backend: "http://a.test/t/demo", token: "tok", info: { id: "1" } as never });
    const fetchMock = network({
      "http://a.test/t/demo/api/v1/auth/logout": json(200, { status: 1, result: {} }),
    });
    vi.stubGlobal("fetch", fetchMock);
    await logout();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://a.test/t/demo/api/v1/auth/logout");
    expect(JSON.parse(init.body as string)).toMatchObject({ platform: { name: "web", pwa: false } });
    expect(appStore.get()).toMatchObject({ token: null, info: null });
  });
});
