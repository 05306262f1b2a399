// Run right after early-requests.js, in the same inline script of index.html (earlyRequestsPlugin.ts);
// it does something on a signed-in visit to / only. Reads the home's summary early-requests.js asked,
// keeps its result for the home's query (earlyResponses.ts: the home starts from it) and, while
// index.html's static home is shown, draws its "Precisa de você" as NeedsYou.tsx writes it (the
// markup and styles in index.html are Mantine's): the queues with something waiting that the person
// may open (the titles the home remembered, rememberedHome.ts), then the pending teams per
// competition. The app's home replaces it in the same place when it mounts.
(() => {
  const early = (window.__quadraEarly || []).find((entry) => entry.url.endsWith("/api/v1/home/summary"));
  early?.response
    .then((response) => response.ok && response.clone().json())
    .then((body) => {
      if (body?.status !== 1) return;
      early.result = body.result;
      early.at = Date.now();
      // Once the static home's markup is read (early-requests.js: not at DOMContentLoaded, which waits
      // for the app's code).
      window.__quadraWhenParsed(() => draw(body.result));
    })
    .catch(() => {});

  function draw(summary) {
    const html = document.documentElement;
    const queues = Object.entries(summary.approvals);
    const { needs, language } = JSON.parse(window.localStorage.getItem("quadra:static_home")) || {};
    if (!needs || html.dataset.staticHome || !html.classList.contains("quadra-static-home")) return;
    if (!queues.length && summary.pending_teams === null) return;
    const plural = new Intl.PluralRules(language);
    const section = document.getElementById("quadra-static-home-needs");
    const [title, grid, none] = section.children;
    const cards = queues
      .filter(([key, count]) => count > 0 && needs.queues[key])
      .map(([key, count]) => [needs.queues[key], count])
      .concat(
        (summary.pending_teams || []).map((entry) => [
          needs.teams.replace("{{competition}}", entry.competition),
          entry.count,
        ]),
      );
    for (const [label, count] of cards) {
      const card = document.getElementById("quadra-static-home-card").content.cloneNode(true);
      const [name, badge, number, waiting] = card.querySelectorAll("span");
      name.textContent = label;
      number.textContent = count;
      if (count < 10) badge.classList.add("qs-circle");
      waiting.textContent = (needs.waiting[plural.select(count)] || needs.waiting.other).replace(
        "{{count}}",
        count,
      );
      grid.appendChild(card);
    }
    title.textContent = needs.title;
    none.textContent = cards.length ? "" : needs.none;
    section.hidden = false;
  }
})();
