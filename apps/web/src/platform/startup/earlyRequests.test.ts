import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TEMPLATE from "./early-requests.js?raw";
import CARDS from "./home-cards.js?raw";

/**
 * early-requests.js as index.html runs it (the template: the build only fills the chunk names and
 * minifies it), on the page index.html draws: which first screen it shows, and the static home's
 * sentences from what the home remembered.
 */
const PAGE = `
  <main id="quadra-static-login"><form id="quadra-static-login-form"></form></main>
  <div id="quadra-static-home">
    <header><img id="quadra-static-home-logo" alt="" /><span id="quadra-static-home-title"></span></header>
    <main><h1 id="quadra-static-home-greeting"></h1><p id="quadra-static-home-subtitle"></p>
      <section id="quadra-static-home-needs" hidden><h2></h2><div></div><div></div></section>
      <template id="quadra-static-home-card">
        <div><div><span></span><span class="qs-badge"><span></span></span></div><span></span></div>
      </template>
    </main>
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

/** The inline script as the build writes it into index.html: early-requests.js, then home-cards.js. */
const run = (path: string) => {
  window.history.replaceState(null, "", path);
  new Function(`${TEMPLATE}\n${CARDS}`)();
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
    for (const link of document.head.querySelectorAll("link, script")) link.remove();
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
    // The start-up calls are asked all the same, signed, after the home's summary.
    expect(window.__quadraEarly?.map((early) => [new URL(early.url).pathname, early.token])).toEqual([
      ["/t/demo/api/v1/home/summary", "t0k3n"],
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
    expect(window.__quadraEarly).toHaveLength(4);
  });

  it("leaves the app's own home alone when it came first", () => {
    store({ ...signedIn, "quadra:static_home": REMEMBERED });
    html().dataset.staticHome = "gone";
    run("/");
    expect(html().classList.contains("quadra-static-home")).toBe(false);
    expect(text("greeting")).toBe("");
  });

  it("adds the app's stylesheets the build names, and says when they are in", async () => {
    window.history.replaceState(null, "", "/login");
    new Function(TEMPLATE.replace("__STYLESHEETS__", "/assets/start-S7y1e.css"))();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect([...links].map((link) => [link.getAttribute("href"), link.getAttribute("crossorigin")])).toEqual([
      ["/assets/start-S7y1e.css", ""],
    ]);
    let loaded = false;
    void window.__quadraStyles?.then(() => {
      loaded = true;
    });
    await Promise.resolve();
    expect(loaded).toBe(false);
    links[0]?.dispatchEvent(new Event("error"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Failed or loaded: the app draws all the same.
    expect(loaded).toBe(true);
    delete window.__quadraStyles;
  });

  it("shows the static login form to a guest on /login, and draws no home elsewhere", () => {
    run("/login");
    expect(html().classList.contains("quadra-static-login")).toBe(true);
    html().className = "";
    store({ ...signedIn, "quadra:static_home": REMEMBERED });
    run("/records/users");
    expect(html().classList.contains("quadra-static-loader")).toBe(true);
  });

  describe("the home's summary", () => {
    const NEEDS = {
      title: "Precisa de você",
      none: "Nada aguardando a sua decisão. Tudo em dia!",
      waiting: { one: "{{count}} aguardando", other: "{{count}} aguardando" },
      queues: { userdocuments: "Aprovação de documentos de pessoas", parqs: "PAR-Q para análise" },
      teams: "Equipes pendentes: {{competition}}",
    };
    const summary = (parts: Record<string, unknown>) => ({
      approvals: {},
      pending_teams: null,
      competitions: null,
      events: [],
      documents: [],
      teams: null,
      ...parts,
    });
    const answer = (result: unknown, status = 200) =>
      vi.stubGlobal(
        "fetch",
        vi.fn((url: string) =>
          Promise.resolve(
            url.endsWith("/home/summary")
              ? new Response(JSON.stringify({ status: status === 200 ? 1 : 0, result }), { status })
              : new Response("{}"),
          ),
        ),
      );
    const entry = () => window.__quadraEarly?.find((early) => early.url.endsWith("/home/summary"));
    // The summary's answer read (home-cards.js runs in the same inline script).
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const cards = () =>
      [...document.querySelectorAll("#quadra-static-home-needs > div:first-of-type > div")].map((card) =>
        [...card.querySelectorAll("span")].map((span) => span.textContent),
      );
    const needs = () => document.getElementById("quadra-static-home-needs")!;

    it("keeps the result for the home, and draws the waiting cards the app would", async () => {
      answer(
        summary({
          approvals: { userdocuments: 12, parqs: 0, shields: 3 },
          pending_teams: [{ competition_id: "c1", competition: "Copa Sub-17", count: 1 }],
        }),
      );
      store({ ...signedIn, "quadra:static_home": { ...REMEMBERED, needs: NEEDS } });
      run("/");
      await settle();
      expect(entry()?.result).toMatchObject({ approvals: { userdocuments: 12 } });
      expect(typeof entry()?.at).toBe("number");
      expect(needs().hidden).toBe(false);
      expect(needs().querySelector("h2")?.textContent).toBe("Precisa de você");
      // Nothing waiting in PAR-Q; shields are not this person's to open (no remembered title).
      expect(cards()).toEqual([
        ["Aprovação de documentos de pessoas", "12", "12", "12 aguardando"],
        ["Equipes pendentes: Copa Sub-17", "1", "1", "1 aguardando"],
      ]);
      expect(document.querySelectorAll(".qs-circle")).toHaveLength(1);
    });

    it("says nothing waits when the viewer decides queues that are empty", async () => {
      answer(summary({ approvals: { parqs: 0 } }));
      store({ ...signedIn, "quadra:static_home": { ...REMEMBERED, needs: NEEDS } });
      run("/");
      await settle();
      expect(needs().hidden).toBe(false);
      expect(cards()).toEqual([]);
      expect(needs().lastElementChild?.textContent).toBe(NEEDS.none);
    });

    it("draws no section for a person who decides nothing, nor once the app's home is in", async () => {
      answer(summary({}));
      store({ ...signedIn, "quadra:static_home": { ...REMEMBERED, needs: NEEDS } });
      run("/");
      await settle();
      expect(needs().hidden).toBe(true);
      html().className = "";
      answer(summary({ approvals: { userdocuments: 2 } }));
      run("/");
      html().dataset.staticHome = "gone";
      await settle();
      expect(needs().hidden).toBe(true);
    });

    it("keeps no result of a refused answer, and asks nothing for the home off its address", async () => {
      answer(null, 401);
      store({ ...signedIn, "quadra:static_home": { ...REMEMBERED, needs: NEEDS } });
      run("/");
      await settle();
      expect(entry()?.result).toBeUndefined();
      expect(needs().hidden).toBe(true);
      delete window.__quadraEarly;
      run("/records/users");
      expect(entry()).toBeUndefined();
    });

    it("draws the home and its cards once the body is parsed, without waiting for DOMContentLoaded", async () => {
      answer(summary({ approvals: { userdocuments: 2 } }));
      store({ ...signedIn, "quadra:static_home": { ...REMEMBERED, needs: NEEDS } });
      // index.html runs the script from <head>: the body is still being read.
      let state: DocumentReadyState = "loading";
      const readyState = vi.spyOn(document, "readyState", "get").mockImplementation(() => state);
      try {
        run("/");
        await settle();
        expect(html().classList.contains("quadra-static-home")).toBe(false);
        expect(needs().hidden).toBe(true);
        // The parser is done (the app's module scripts still to run before DOMContentLoaded).
        state = "interactive";
        document.dispatchEvent(new Event("readystatechange"));
        expect(html().classList.contains("quadra-static-home")).toBe(true);
        expect(text("greeting")).toBe("Olá, Ana!");
        expect(needs().hidden).toBe(false);
        expect(cards()).toEqual([["Aprovação de documentos de pessoas", "2", "2", "2 aguardando"]]);
      } finally {
        readyState.mockRestore();
      }
    });

    it("keeps the result for the home without a copy to draw into (no remembered home)", async () => {
      answer(summary({ approvals: { userdocuments: 2 } }));
      store(signedIn);
      run("/");
      await settle();
      expect(html().classList.contains("quadra-static-loader")).toBe(true);
      expect(entry()?.result).toMatchObject({ approvals: { userdocuments: 2 } });
      expect(needs().hidden).toBe(true);
    });
  });
});
