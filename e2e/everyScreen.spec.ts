import { test as base, expect, type Page, type Response } from "@playwright/test";
import { collectionPath, RESOURCES } from "@quadra/shared";
import { ROUTES } from "../apps/web/src/routes/routeTable.ts";
import type { RouteDef } from "../apps/web/src/routes/routeTypes.ts";
import { screenChecks } from "./fixtures.ts";
import { type MasterWorkerFixtures, masterWorkerFixtures } from "./masterSession.ts";
import { DEMO_API } from "./support.ts";

/*
 * Every screen of the route table, opened by the master: none shows an i18n key, a placeholder, an
 * empty name or "undefined" (e2e/checks/noRawTexts.ts), none crashes into the error boundary, and
 * none is still loading 15 s later (a record that does not exist shows the not-found state).
 * Routes that need an id get a real record's where the demo has one (a resource's first record,
 * the master for a person), and an id of nothing otherwise, which checks the not-found state.
 */

const MISSING = "00000000-0000-4000-8000-000000000000";
/** What a screen says while it loads (the app's two messages, and the associations' own). */
const LOADING = ["Obtendo informações, aguarde...", "Atualizando informações, aguarde...", "Carregando…"];

type WorkerFixtures = MasterWorkerFixtures & { ids: Ids };
type Ids = { master: string; firstOf: (name: string, parentId?: string) => Promise<string | undefined> };

const test = base.extend<object, WorkerFixtures>({
  ...masterWorkerFixtures,
  ids: [
    async ({ api }, use) => {
      const me = await api.get(`${DEMO_API}/auth/me`);
      const master = ((await me.json()) as { result: { id?: string; user?: { id: string } } }).result;
      const cache = new Map<string, Promise<string | undefined>>();
      const firstOf = (name: string, parentId?: string) => {
        const key = `${name}/${parentId ?? ""}`;
        if (!cache.has(key))
          cache.set(
            key,
            (async () => {
              const def = RESOURCES[name];
              if (!def || (def.parent && !parentId)) return undefined;
              const listed = await api.get(`${DEMO_API}/${collectionPath(def, parentId)}?per_page=1`);
              if (!listed.ok()) return undefined;
              const body = (await listed.json()) as { result?: { data?: { id: string }[] } };
              return body.result?.data?.[0]?.id;
            })(),
          );
        return cache.get(key)!;
      };
      await use({ master: master.user?.id ?? master.id ?? MISSING, firstOf });
    },
    { scope: "worker" },
  ],
});

/** Screens left out: the guest-only ones (the master is sent home) and those that leave the portal. */
const SKIPPED = new Set(["loading", "install", "maintenance", "oauth", "public_cards"]);
const ROUTES_TO_OPEN = ROUTES.filter(
  (route) => route.screen && !route.guestRequired && !SKIPPED.has(route.id),
);

/** The address to open a route at: each `:param` filled with a real id where one is known. */
const addressOf = async (route: RouteDef, ids: Ids): Promise<string> => {
  const resource = route.resource;
  const def = resource ? RESOURCES[resource.name] : undefined;
  // A child's parent record, then the record itself for edit and show screens.
  const parentId = def?.parent ? ((await ids.firstOf(def.parent.resource)) ?? MISSING) : undefined;
  const recordId =
    resource && ["edit", "show"].includes(resource.action)
      ? ((await ids.firstOf(resource.name, parentId)) ?? MISSING)
      : undefined;
  const path = route.path
    .split("/")
    .flatMap((part) => {
      if (!part.startsWith(":")) return [part];
      if (part.endsWith("?")) return [];
      const name = part.slice(1);
      if (resource?.action === "children" && name === (resource.parentParam ?? "id"))
        return [parentId ?? MISSING];
      if (name === "id" && recordId) return [recordId];
      if (name === "user_id") return [ids.master];
      if (name === "slug" || name === "token" || name === "key" || name === "code") return ["nao-existe"];
      return [MISSING];
    })
    .join("/");
  return resource?.action === "children" && !route.path.includes(`:${resource.parentParam ?? "id"}`)
    ? `${path}?${new URLSearchParams({ [resource.parentParam ?? "id"]: parentId ?? MISSING })}`
    : path || "/";
};

/**
 * The API's 404s a screen met for what it did not name as missing: a screen opened with real ids
 * (or none) that asks for something and hears "not found" is calling an address the server does not
 * have (a top-level list of a nested resource). Calls naming the walk's missing ids are expected.
 */
const unexpectedNotFound = (urls: string[]) =>
  urls
    .filter((url) => !url.includes(MISSING) && !url.includes("nao-existe"))
    .map((url) => {
      const { pathname, search } = new URL(url);
      return `the API answered 404 to ${pathname}${search}`;
    });

/** Goes to an address inside the running app, as its links do: many screens in little time. */
const navigateInApp = async (page: Page, path: string) => {
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
};

/** Waits for the screen to settle; says what is wrong when it does not (still loading, crashed). */
const settle = async (page: Page): Promise<string[]> => {
  try {
    await page.waitForFunction(
      (texts) => {
        const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
        const main = document.querySelector("main") ?? document.body;
        if (!main.textContent?.trim()) return false;
        if ([...document.querySelectorAll(".mantine-LoadingOverlay-root")].some(visible)) return false;
        // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden parts left out, CSS capitals in)
        const shown = (main as HTMLElement).innerText;
        return !texts.some((text) => shown.includes(text));
      },
      LOADING,
      { timeout: 15_000, polling: 100 },
    );
  } catch {
    return ["still loading after 15 s"];
  }
  // Transitions (a modal opening, a notice) take up to ~300 ms.
  await page.waitForTimeout(300);
  return (await page.getByText("Algo deu errado nesta tela").count()) ? ["the error boundary shows"] : [];
};

/**
 * `npm test` runs the browser suite in two shards at once and this file alone is a quarter of it,
 * so each shard opens half of the routes: E2E_SCREENS_PART "1/2" or "2/2" keeps every other route.
 * Unset, the file opens them all.
 */
const [part, parts] = (process.env.E2E_SCREENS_PART ?? "1/1").split("/").map(Number) as [number, number];

/** Routes grouped by the first part of their path, one test each (a failure names its group). */
const groups = new Map<string, RouteDef[]>();
for (const route of ROUTES_TO_OPEN.filter((_, index) => index % parts === part - 1)) {
  const first = route.path.split("/")[1] || "(root)";
  const key = ["my", "records", "admin", "publish", "regions"].includes(first) ? first : "others";
  groups.set(key, [...(groups.get(key) ?? []), route]);
}

for (const [group, routes] of groups) {
  test(`every screen under ${group === "others" ? "the other addresses" : `/${group}`} shows only real texts, and settles (${routes.length} routes)`, async ({
    masterPage: page,
    ids,
  }) => {
    test.setTimeout(routes.length * 20_000);
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onError);
    const notFound: string[] = [];
    const onResponse = (response: Response) => {
      if (response.status() === 404 && response.url().includes("/api/v1/")) notFound.push(response.url());
    };
    page.on("response", onResponse);
    const problems: string[] = [];
    try {
      for (const route of routes) {
        const path = await addressOf(route, ids);
        errors.length = 0;
        notFound.length = 0;
        await navigateInApp(page, path);
        const settled = await settle(page);
        if (!settled.length) settled.push(...unexpectedNotFound(notFound));
        // The suite's screen checks (axe's serious and critical findings, raw texts) on every route.
        const checked = settled.length
          ? []
          : (
              await Promise.all(
                screenChecks.map(async (check) =>
                  (await check.run(page)).map((line) => `${check.name}: ${line}`),
                ),
              )
            ).flat();
        const found = [...settled, ...checked, ...errors];
        for (const line of found) problems.push(`${route.id} at ${path}: ${line}`);
        // A screen that crashed or hung leaves the app in a state the next one should not inherit.
        if (found.length) await page.goto("/");
      }
    } finally {
      page.off("pageerror", onError);
      page.off("response", onResponse);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
