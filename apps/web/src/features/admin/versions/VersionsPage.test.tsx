import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../../platform/state/appStore.ts";
import { sessionInfo } from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../testApi.ts";
import { diagnosticsText } from "./diagnosticsText.ts";
import { readServiceWorkerState } from "./serviceWorkerState.ts";
import { VersionsPage } from "./VersionsPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const versions = (applied: number) => ({
  api_version: "0.1.0",
  node_version: "v20.19.0",
  started_at: "2026-03-01T12:00:00.000Z",
  database: { kind: "pglite", server_version: "17.5", migrations_applied: applied, migrations_shipped: 6 },
  web: { served: true, service_worker: true },
});

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <VersionsPage /> }] });
const factOf = (table: HTMLElement, label: string) =>
  within(table).getByText(label, { selector: "th" }).closest("tr")!.querySelector("td")!.textContent;

describe("VersionsPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      identifier: "demo",
      clientCode: "demo",
      title: "Federação Demo",
      config: null,
      info: sessionInfo({ master: true }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the portal, the web build, the server and this browser", async () => {
    mockApi(() => okAnswer(versions(6)));
    show();
    const server = await screen.findByRole("table", { name: "Servidor" });
    expect(factOf(server, "Versão da API")).toBe("0.1.0");
    expect(factOf(server, "Node.js")).toBe("v20.19.0");
    expect(factOf(server, "Banco de dados")).toBe("PGlite (embutido) 17.5");
    expect(factOf(server, "Migrações")).toContain("6 aplicadas de 6 desta versão");
    expect(factOf(server, "Migrações")).toContain("Em dia");
    const portal = screen.getByRole("table", { name: "Portal" });
    expect(factOf(portal, "Servidor (backend)")).toBe(BACKEND);
    const web = screen.getByRole("table", { name: "Aplicativo web" });
    expect(factOf(web, "Versão")).toMatch(/^Quadra /);
    // jsdom has no service worker.
    const browser = screen.getByRole("table", { name: "Este navegador" });
    expect(await within(browser).findByText("Não suportado por este navegador")).toBeTruthy();
  });

  it("flags a database whose migrations differ from this version", async () => {
    mockApi(() => okAnswer(versions(5)));
    show();
    const server = await screen.findByRole("table", { name: "Servidor" });
    expect(factOf(server, "Migrações")).toContain("Diferente desta versão");
  });

  it("still shows the web side when the API cannot answer", async () => {
    mockApi(() => failAnswer(503, "Serviço indisponível."));
    show();
    expect(await screen.findByText("Serviço indisponível.")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Aplicativo web" })).toBeTruthy();
  });
});

describe("service worker state and the diagnostics text", () => {
  it("reads the registration's workers and whether the page is controlled", async () => {
    const container = {
      controller: {},
      getRegistration: async () => ({
        scope: "https://portal.example.com/",
        active: { state: "activated" },
        waiting: { state: "installed" },
        installing: null,
      }),
    } as unknown as ServiceWorkerContainer;
    const state = await readServiceWorkerState(container);
    expect(state).toEqual({
      supported: true,
      registered: true,
      scope: "https://portal.example.com/",
      active: "activated",
      waiting: "installed",
      installing: null,
      controlled: true,
    });
    const text = diagnosticsText({
      portal: { title: "Federação Demo", identifier: "demo", code: "demo", backend: BACKEND },
      build: { version: "0.1.0", commit: "abc123def456", builtAt: "2026-03-01T10:00:00.000Z" },
      server: versions(6) as never,
      browser: { userAgent: "Teste/1.0", language: "pt-BR", online: true, pwa: false, serviceWorker: state },
    });
    expect(text.split("\n")).toEqual([
      "Portal: Federação Demo (demo, código demo)",
      `Backend: ${BACKEND}`,
      "App web: 0.1.0 (abc123def456), gerado em 2026-03-01T10:00:00.000Z",
      "API: 0.1.0; Node.js v20.19.0; desde 2026-03-01T12:00:00.000Z",
      "Banco: pglite 17.5; migrações 6/6",
      "Web servida: sim; sw.js: sim",
      "Service worker: ativo=activated esperando=installed instalando=- controla=sim",
      "Navegador: Teste/1.0; idioma pt-BR; online; navegador",
    ]);
  });

  it("says when the browser has no service worker support or none is registered", async () => {
    expect(await readServiceWorkerState(undefined)).toEqual({ supported: false });
    const none = {
      controller: null,
      getRegistration: async () => undefined,
    } as unknown as ServiceWorkerContainer;
    expect(await readServiceWorkerState(none)).toMatchObject({
      supported: true,
      registered: false,
      controlled: false,
    });
  });
});
