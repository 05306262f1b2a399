import type { RegisterSWOptions } from "vite-plugin-pwa/types";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showUpdateNotice } from "../notify/notify.tsx";
import {
  installUpdateTestHook,
  isLocalhost,
  serviceWorkerScriptOk,
  startServiceWorker,
} from "./registerServiceWorker.ts";

const registerSW = vi.fn((_options: RegisterSWOptions) => vi.fn(async () => {}));
vi.mock("../notify/notify.tsx", () => ({ showUpdateNotice: vi.fn() }));

const respond = (contentType: string, status = 200) =>
  vi.fn(
    async () => new Response("", { status, headers: { "Content-Type": contentType } }),
  ) as unknown as typeof fetch;

describe("service worker registration (spec §7)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerSW.mockClear();
  });

  it("trusts /sw.js only when it answers with a JavaScript content type", async () => {
    expect(await serviceWorkerScriptOk(respond("application/javascript; charset=utf-8"))).toBe(true);
    expect(await serviceWorkerScriptOk(respond("text/html"))).toBe(false);
    expect(await serviceWorkerScriptOk(respond("application/javascript", 404))).toBe(false);
    expect(isLocalhost("localhost")).toBe(true);
    expect(isLocalhost("portal.fpf.org.br")).toBe(false);
  });

  it("on localhost unregisters existing workers instead of registering when /sw.js is not a script", async () => {
    const unregister = vi.fn(async () => true);
    vi.stubGlobal("navigator", {
      ...navigator,
      serviceWorker: { getRegistrations: async () => [{ unregister }] },
    });
    vi.stubGlobal("fetch", respond("text/html"));
    await startServiceWorker({ register: registerSW });
    expect(unregister).toHaveBeenCalledOnce();
    expect(registerSW).not.toHaveBeenCalled();
  });

  it("registers with the prompt flow and shows the notice only on need-refresh", async () => {
    vi.stubGlobal("navigator", { ...navigator, serviceWorker: { getRegistrations: async () => [] } });
    vi.stubGlobal("fetch", respond("application/javascript"));
    await startServiceWorker({ register: registerSW });
    const options = registerSW.mock.calls[0]![0];
    expect(options.onOfflineReady).toBeUndefined();
    options.onNeedRefresh?.();
    expect(showUpdateNotice).toHaveBeenCalledOnce();
  });

  it("exposes window.__quadraShowUpdate for end-to-end tests", () => {
    installUpdateTestHook();
    window.__quadraShowUpdate?.();
    expect(showUpdateNotice).toHaveBeenCalledTimes(2);
  });
});
