import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TEMPLATE from "./early-requests.js?raw";

/**
 * early-requests.js as index.html runs it (the template: the build only fills the chunk names and
 * minifies it), on the page index.html draws: which first screen it shows, and the static home's
 * sentences from what the home remembered.
 */
const PAGE = `
  <main id="quadra-static-login"><form id="quadra-static-login-form"></form></main>
  <div id="quadra-static-home">
    <header><img id="quadra-static-home-logo" alt="" /><span id="quadra-static-home-title"></span></header>
    <main><h1 id="quadra-static-home-greeting"></h1><p id="quadra-static-home-subtitle"></p></main>
  </div>
  <div id="root"><div class="qs-loader"></div></div>`;

const REMEMBERED = {
  client: "demo",
  language: "pt-BR",
  title: "Federação Demonstração",
  greeting: "Olá, {{name}}!",
  subtitle: "Bem-vindo ao portal da Federação Demonstração.",
};

const store = (items: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, JSON.stringify(value));
};
const signedIn = {
  token: "t0k3n",
  info: { id: "u1", name: "Ana Maria Souza" },
  client_code: "demo",
  backend: "http://localhost/t/demo",
  logos: { light: null, dark: null },
};

const run = (path: string) => {
  window.history.replaceState(null, "", path);
  new Function(TEMPLATE)();
};
const html = () => document.documentElement;
const text = (id: string) => document.getElementById(`quadra-static-home-${id}`)?.textContent;

describe("early-requests.js", () => {
  beforeEach(() => {
    document.body.innerHTML = PAGE;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    html().className = "";
    delete html().dataset.staticHome;
    delete window.__quadraEarly;
    for (const link of document.head.querySelectorAll("link")) link.remove();
    window.history.replaceState(null, "", "/");
  });

  it("draws the signed-in home as it was last shown, with the person's first name", () => {
    store({ ...signedIn, "quadra:static_home": REMEMBERED });
    run("/");
    expect(html().classList.contains("quadra-static-home")).toBe(true);
    expect(html().classList.contains("quadra-static-loader")).toBe(false);
    expect(html().classList.contains("quadra-static-dark")).toBe(false);
    expect(text("greeting")).toBe("Olá, Ana!");
    expect(text("subtitle")).toBe("Bem-vindo ao portal da Federação Demonstração.");
    expect(text("title")).toBe("Federação Demonstração");
    expect(document.getElementById("quadra-static-home-logo")?.getAttribute("src")).toBe(
      "/icons/icon-192.png",
    );
    // The start-up calls are asked all the same, signed.
    expect(window.__quadraEarly?.map((early) => [new URL(early.url).pathname, early.token])).toEqual([
      ["/api/v1/quadra/client", "t0k3n"],
      ["/t/demo/api/v1/configs/common", "t0k3n"],
      ["/t/demo/api/v1/auth/me", "t0k3n"],
    ]);
  });

  it("draws it dark with the dark logo when the person chose dark", () => {
    store({
      ...signedIn,
      dark: true,
      logos: { light: "https://cdn/light.png", dark: "https://cdn/dark.png" },
      "quadra:static_home": REMEMBERED,
    });
    run("/");
    expect(html().classList.contains("quadra-static-dark")).toBe(true);
    expect(document.getElementById("quadra-static-home-logo")?.getAttribute("src")).toBe(
      "https://cdn/dark.png",
    );
  });

  it.each([
    ["another tenant's sentences", { ...signedIn, client_code: "other", "quadra:static_home": REMEMBERED }],
    ["sentences in another language", { ...signedIn, language: "en", "quadra:static_home": REMEMBERED }],
    ["no remembered home", signedIn],
    ["no session", { ...signedIn, token: null, "quadra:static_home": REMEMBERED }],
    ["no profile", { ...signedIn, info: null, "quadra:static_home": REMEMBERED }],
  ])("shows the loader with %s", (_case, items) => {
    store(items);
    run("/");
    expect(html().classList.contains("quadra-static-home")).toBe(false);
    expect(html().classList.contains("quadra-static-loader")).toBe(true);
  });

  it("shows the loader, and still asks ahead, when the remembered home does not read", () => {
    store(signedIn);
    localStorage.setItem("quadra:static_home", "{not json");
    run("/");
    expect(html().classList.contains("quadra-static-loader")).toBe(true);
    expect(window.__quadraEarly).toHaveLength(3);
  });

  it("leaves the app's own home alone when it came first", () => {
    store({ ...signedIn, "quadra:static_home": REMEMBERED });
    html().dataset.staticHome = "gone";
    run("/");
    expect(html().classList.contains("quadra-static-home")).toBe(false);
    expect(text("greeting")).toBe("");
  });

  it("shows the static login form to a guest on /login, and draws no home elsewhere", () => {
    run("/login");
    expect(html().classList.contains("quadra-static-login")).toBe(true);
    html().className = "";
    store({ ...signedIn, "quadra:static_home": REMEMBERED });
    run("/records/users");
    expect(html().classList.contains("quadra-static-loader")).toBe(true);
  });
});
