// Run by index.html before the app's code: the build writes it, with the chunk names filled in and
// home-cards.js after it, into index.html's <head> as an inline script, the first of the page, before
// the stylesheet (earlyRequestsPlugin.ts); the CSP allows it by its hash, which the build writes
// beside index.html. Inline rather than a file: the calls below and the first screen start as the
// HTML is read instead of one round trip later. It asks the tenant directory, and with a stored
// backend the tenant's configuration and the stored session's profile, while the app's JavaScript is
// still downloading, and preloads the chunk of the screen the visit starts on (login, or home with a
// session). On a slow network each of these is a round trip the first screen would otherwise wait for
// after the code has run.
// The app takes an answer only for the very URL and token it would ask with
// (src/platform/api/earlyResponses.ts), so a guess that no longer fits costs one unused request.
// The stored keys are the app's (src/platform/storage/storageKeys.ts), written as JSON.
// The first screen of index.html, before the app's code: the login form for a guest on /login in
// pt-BR (staticLogin.ts; the form is written in pt-BR, and the reset link's screen is another), the
// signed-in home on / as the home showed it at the last visit (staticHome.ts, rememberedHome.ts),
// else the loader. A submit before the app runs is held (a plain submit would put the password in
// the address) and done by the app when it takes the form over.
// One function, so that the minifier may shorten every name: every page carries it.
(() => {
  // The app's stylesheet (Vite's start stylesheet; the build fills in its address), added here and not
  // by a <link rel=stylesheet> in the HTML: a parser's stylesheet in <head> holds every paint until it
  // is in (36 KiB gzipped, sharing the line with the start chunk), and the static screens need none of
  // it (index.html styles them). One added by a script holds no paint; index.html still preloads it, so
  // it is asked at once and first, and it stays first in <head>, before the chunks' own stylesheets and
  // Mantine's theme variables. The app waits for it before drawing (stylesheets.ts).
  window.__quadraStyles = Promise.all(
    "__STYLESHEETS__"
      .split(" ")
      .filter((href) => href.startsWith("/"))
      .map(
        (href) =>
          new Promise((done) => {
            const link = document.createElement("link");
            link.rel = "stylesheet";
            link.crossOrigin = "";
            link.href = href;
            link.onload = link.onerror = done;
            document.head.appendChild(link);
          }),
      ),
  );
  try {
    const { pathname } = window.location;
    const html = document.documentElement;
    const read = (key) => {
      const raw = window.localStorage.getItem(key);
      return raw === null ? null : JSON.parse(raw);
    };
    // Run from <head>, before the body is read: what draws into the static screens waits for their
    // markup (readyState "interactive"), not for DOMContentLoaded, which waits for the app's code to
    // download and run. home-cards.js waits the same way.
    const waiting = [];
    let parsed = document.readyState !== "loading";
    const whenParsed = (then) => (parsed ? then() : waiting.push(then));
    window.__quadraWhenParsed = whenParsed;
    if (!parsed)
      document.addEventListener(
        "readystatechange",
        () => {
          parsed = true;
          for (const then of waiting.splice(0)) then();
        },
        { once: true },
      );
    // The app signs every call while a session is stored, these too.
    const stored = read("token");
    const token = typeof stored === "string" && stored ? stored : null;
    const language = read("language");

    const login =
      pathname === "/login" &&
      !token &&
      language !== "en" &&
      !new URLSearchParams(window.location.search).has("reset");
    let home = null;
    try {
      home = token && pathname === "/" && staticHome(read, language);
    } catch {
      // Something stored that no longer reads as the app wrote it: the loader, as without a copy.
    }
    if (home) {
      whenParsed(() => {
        // The app may have drawn its own home first, or left the address: then there is nothing to
        // stand in for.
        if (html.dataset.staticHome || window.location.pathname !== "/") return;
        const slot = (name) => document.getElementById(`quadra-static-home-${name}`) || {};
        slot("title").textContent = home.title;
        slot("greeting").textContent = home.greeting;
        slot("subtitle").textContent = home.subtitle;
        slot("logo").src = home.logo;
        html.classList.add("quadra-static-home");
        if (home.dark) html.classList.add("quadra-static-dark");
      });
    } else html.classList.add(login ? "quadra-static-login" : "quadra-static-loader");
    if (login) {
      whenParsed(() => {
        const form = document.getElementById("quadra-static-login-form");
        form?.addEventListener("submit", (event) => {
          event.preventDefault();
          form.dataset.submitted = "true";
        });
      });
    }

    const early = [];
    const ask = (url) => {
      const headers = { Accept: "application/json" };
      if (token) headers.Authorization = `Bearer ${token}`;
      const href = new URL(url, window.location.href).href;
      early.push({ url: href, token, response: fetch(href, { headers }) });
    };
    const backend = read("backend");
    const base = typeof backend === "string" && backend ? backend.replace(/\/+$/, "") : null;
    // The home's summary first: start-up keeps it for the home (earlyResponses.ts) and home-cards.js
    // (run right after this) draws its cards into the static home, the largest thing on it. A browser
    // has six connections to the server and the page's own files take four: asked last, it waited
    // for one to free.
    if (base && token && pathname === "/") ask(`${base}/api/v1/home/summary`);
    ask(`/api/v1/quadra/client?${new URLSearchParams({ host: window.location.host })}`);
    if (base) {
      ask(`${base}/api/v1/configs/common`);
      if (token) ask(`${base}/api/v1/auth/me`);
    }
    window.__quadraEarly = early;
    // The first screen's chunks: the router would ask for them only once the entry has run. The home
    // also needs the layout's frame, the login's chunk (Mantine's inputs, which both import), TanStack
    // Query and the texts of the screens but the login.
    const chunks =
      token && pathname === "/"
        ? ["__HOME_CHUNK__", "__FRAME_CHUNK__", "__LOGIN_CHUNK__", "__QUERIES_CHUNK__", "__TEXTS_CHUNK__"]
        : pathname === "/" || pathname === "/login"
          ? ["__LOGIN_CHUNK__"]
          : [];
    for (const chunk of chunks.filter((name) => name.startsWith("/"))) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = chunk;
      document.head.appendChild(link);
    }
  } catch {
    // No storage or no fetch: the app asks for itself.
  }

  // What the home showed at the last visit (rememberedHome.ts) when it is the same tenant's and in the
  // same language; the first name from the stored profile (as HomePage.tsx takes it), the logo and the
  // colours as the app's header will draw them (TenantLogo.tsx, appStore.ts).
  function staticHome(read, language) {
    const home = read("quadra:static_home");
    const info = read("info");
    if (!home || !info || home.client !== read("client_code") || home.language !== (language || "pt-BR"))
      return null;
    const dark = read("dark") ?? window.matchMedia("(prefers-color-scheme: dark)").matches;
    const logos = read("logos") || {};
    return {
      title: home.title,
      greeting: home.greeting.replace("{{name}}", (info.name || "").split(" ")[0]),
      subtitle: home.subtitle,
      logo: (dark ? logos.dark || logos.light : logos.light || logos.dark) || "/icons/icon-192.png",
      dark,
    };
  }
})();
