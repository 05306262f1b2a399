import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildTheme } from "../../app/theme.ts";
import { appStore } from "../../platform/state/appStore.ts";
import { readStored } from "../../platform/storage/storage.ts";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { TenantEffects } from "./TenantEffects.tsx";

type Listener = (message: MessageEvent<string>) => void;

/** EventSource as the app uses it; the test pushes events through `emit`. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, Listener>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const { whatsapp: _private, ...publicSettings } = DEFAULT_TENANT_SETTINGS;
const client = (logos: { light: string | null; dark: string | null }) => ({
  backend: BACKEND,
  backend_upload: BACKEND,
  backend_list: [],
  backend_upload_list: [],
  hiddenmodules_identifiers: [],
  public: true,
  ai: false,
  t9n: ["pt-BR", "en"],
  identifier: "demo",
  code: "demo",
  name: "Federação Demo",
  logos,
  d: false,
});

describe("TenantEffects: a saved appearance reaches every open app", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    FakeEventSource.opened = [];
  });

  it("refetches client and configuration on the tenant's change event and repaints with the new colour and logos", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    let primary = "blue";
    let logo: string | null = null;
    const calls = mockApi((call) =>
      call.path === "quadra/client"
        ? okAnswer(client({ light: logo, dark: null }))
        : okAnswer({
            ...publicSettings,
            colors: { primary },
            available_modules: [],
            read_only_until: null,
            debt: false,
            version: 2,
          }),
    );
    appStore.set({ booting: false, backend: BACKEND, identifier: "demo", colorName: "blue" });
    render(<TenantEffects />);
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe(`${BACKEND}/api/v1/realtime`);

    // Another administrator saved /admin/portal/colors: the server publishes a client change.
    primary = "grape";
    logo = "https://cdn.example.com/logo.png";
    source!.emit("backends_changes", {
      collection: "backends_changes",
      topic: "core-demo",
      action: "update",
      record: { kind: "client", id: "x", identifier: "demo" },
    });
    await waitFor(() => expect(appStore.get().colorName).toBe("grape"));
    expect(appStore.get().logos).toEqual({ light: "https://cdn.example.com/logo.png", dark: null });
    expect(buildTheme(appStore.get().colorName).primaryColor).toBe("grape");
    // Kept for the next start, so the app opens in the new colour before it asks again.
    expect(readStored("colorname1")).toBe("grape");
    expect(calls.map((call) => call.path)).toEqual(["quadra/client", "configs/common"]);

    // Another tenant's event, or a deletion, changes nothing.
    primary = "red";
    source!.emit("backends_changes", { topic: "core-other", action: "update", record: {} });
    source!.emit("backends_changes", { topic: "core-demo", action: "delete", record: {} });
    await new Promise((wait) => setTimeout(wait, 50));
    expect(calls).toHaveLength(2);
    expect(appStore.get().colorName).toBe("grape");
  });
});
