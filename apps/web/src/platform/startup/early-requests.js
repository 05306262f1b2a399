// Loaded by index.html before the app's code (async, a file because the CSP forbids inline
// scripts; the build writes it as /early-requests.js with the chunk names filled in, see
// earlyRequestsPlugin.ts): asks the tenant directory, and with a stored backend the tenant's
// configuration and the stored session's profile, while the app's JavaScript is still downloading,
// and preloads the chunk of the screen the visit starts on (login, or home with a session). On a
// slow network each of these is a round trip the first screen would otherwise wait for after the
// code has run.
// The app takes an answer only for the very URL and token it would ask with
// (src/platform/api/earlyResponses.ts), so a guess that no longer fits costs one unused request.
// The stored keys are the app's (src/platform/storage/storageKeys.ts), written as JSON.
// The first screen of index.html, before the app's code (src/platform/startup/staticLogin.ts):
// the login form for a guest on /login in pt-BR (the form is written in pt-BR, and the reset link's
// screen is another), else the loader. A submit before the app runs is held (a plain submit would
// put the password in the address) and done by the app when it takes the form over.
const showStaticScreen = ({ token, language }) => {
  const params = new URLSearchParams(window.location.search);
  const login = window.location.pathname === "/login" && !token && language !== "en" && !params.has("reset");
  document.documentElement.classList.add(login ? "quadra-static-login" : "quadra-static-loader");
  if (!login) return;
  // An async script may run before the body is parsed.
  const hold = () => {
    const form = document.getElementById("quadra-static-login-form");
    form?.addEventListener("submit", (event) => {
      event.preventDefault();
      form.dataset.submitted = "true";
    });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", hold);
  else hold();
};

(() => {
  try {
    const read = (key) => {
      const raw = window.localStorage.getItem(key);
      return raw === null ? null : JSON.parse(raw);
    };
    const early = [];
    const ask = (url, token) => {
      const headers = { Accept: "application/json" };
      if (token) headers.Authorization = `Bearer ${token}`;
      const href = new URL(url, window.location.href).href;
      early.push({ url: href, token: token || null, response: fetch(href, { headers }) });
    };
    // The app signs every call while a session is stored, these too.
    const stored = read("token");
    const token = typeof stored === "string" && stored ? stored : null;
    showStaticScreen({ token, language: read("language") });
    ask(`/api/v1/quadra/client?${new URLSearchParams({ host: window.location.host })}`, token);
    const backend = read("backend");
    if (typeof backend === "string" && backend) {
      const base = backend.replace(/\/+$/, "");
      ask(`${base}/api/v1/configs/common`, token);
      if (token) ask(`${base}/api/v1/auth/me`, token);
    }
    window.__quadraEarly = early;
    // The first screen's chunk: the router would ask for it only once the entry has run.
    const chunk = token && window.location.pathname === "/" ? "__HOME_CHUNK__" : "__LOGIN_CHUNK__";
    if (
      chunk.startsWith("/") &&
      (window.location.pathname === "/" || window.location.pathname === "/login")
    ) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = chunk;
      document.head.appendChild(link);
    }
  } catch {
    // No storage or no fetch: the app asks for itself.
  }
})();
