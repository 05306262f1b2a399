import { type BrowserContext, test as base, type Page } from "@playwright/test";
import axe from "axe-core";
import { noRawTextsCheck } from "./checks/noRawTexts.ts";

export { expect } from "@playwright/test";

/*
 * Every screen the browser suite opens is checked as it settles: after each navigation of a page's
 * main frame (full loads and the router's history changes alike) and once more at the end of each
 * test. A check that finds something fails the test with a readable list. Screens built later are
 * checked as soon as a test opens them, without a line in that test.
 */

/** One check of a settled screen: the problems it finds, one readable line each (empty when fine). */
export type ScreenCheck = { name: string; run: (page: Page) => Promise<string[]> };

/**
 * axe's default rules (WCAG 2.0–2.1 A/AA, what eMAG and the Lei Brasileira de Inclusão ask of public
 * bodies in practice, and its best practices), and WCAG rules it leaves off unless asked: a control
 * whose visible text is not in its accessible name (2.5.3 Label in Name) fails people who steer by
 * voice; a target smaller than 24 px, or covered by something else (2.5.8 Target Size, WCAG 2.2 AA),
 * fails people with a tremor or on a phone.
 */
const RULES_ALSO_RUN = {
  "label-content-name-mismatch": { enabled: true },
  "target-size": { enabled: true },
};
const FAILING_IMPACTS = new Set(["serious", "critical"]);

type Violation = { rule: string; impact: string; target: string; html: string; detail: string };

/** axe refuses a second run on a page while one is going: runs on a page wait for each other. */
const pageLocks = new WeakMap<Page, Promise<unknown>>();
const exclusively = <T>(page: Page, work: () => Promise<T>): Promise<T> => {
  const result = (pageLocks.get(page) ?? Promise.resolve()).catch(() => {}).then(work);
  pageLocks.set(page, result);
  return result;
};

/** axe-core's own script, evaluated in a document once (AxeBuilder evaluates it three times a run). */
const AXE_SOURCE = axe.source;

/**
 * Puts axe in each frame of the page that lacks it. The app moves between screens without loading a
 * new document, so the script stays: a walk of many screens parses half a megabyte once, not per screen.
 */
const injectAxe = async (page: Page) => {
  for (const frame of page.frames()) {
    try {
      const present = await frame.evaluate(
        () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
      );
      if (present) continue;
      await frame.evaluate(AXE_SOURCE);
      // Only same-origin frames answer; a cross-origin one is left out rather than waited on.
      await frame.evaluate(() =>
        (window as unknown as { axe: { configure: (spec: object) => void } }).axe.configure({
          allowedOrigins: ["<same_origin>"],
        }),
      );
    } catch {
      // A frame gone or cross-origin: axe in the main frame reports what it cannot reach.
    }
  }
};

const axeViolations = async (page: Page): Promise<Violation[]> => {
  // axe runs inside the page itself (as AxeBuilder's legacy mode did), and reports violations only:
  // the passes and the inapplicable rules are most of a full result and nobody reads them here.
  const results = await exclusively(page, async () => {
    await injectAxe(page);
    return page.evaluate(async (rules) => {
      const found = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        rules,
        resultTypes: ["violations"],
      });
      // An open combobox's options scroll in a region while focus stays on the combobox's input,
      // which moves through them with the arrows and names the active one (aria-activedescendant):
      // the pattern WAI-ARIA gives, which axe's scrollable-region-focusable misreads as a region no
      // keyboard reaches (axe-core#4914). Only such a region is let go: one inside (Mantine's
      // options dropdown) or around a listbox that an element on the page controls.
      const controlledListbox = (selector: unknown) => {
        const region = typeof selector === "string" ? document.querySelector(selector) : null;
        const listbox =
          region?.closest('[role="listbox"][id]') ?? region?.querySelector('[role="listbox"][id]');
        return Boolean(listbox && document.querySelector(`[aria-controls~="${CSS.escape(listbox.id)}"]`));
      };
      for (const violation of found.violations)
        if (violation.id === "scrollable-region-focusable")
          violation.nodes = violation.nodes.filter((node) => !controlledListbox(node.target[0]));
      found.violations = found.violations.filter((violation) => violation.nodes.length > 0);
      return found;
    }, RULES_ALSO_RUN);
  });
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ""))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        impact: node.impact ?? v.impact ?? "",
        target: node.target.map(String).join(" "),
        // Mantine's hashed class names say little; the element's opening tag says which one it is.
        html: node.html.replace(/\s+/g, " ").slice(0, 160),
        // axe's own sentence says what is wrong here (the colours and the ratio, the missing name).
        detail: [...node.any, ...node.all, ...node.none][0]?.message ?? v.help,
      })),
    );
};

const keyOf = (v: Violation) => `${v.rule} ${v.target}`;

/** axe's serious and critical violations of WCAG 2.x A/AA on the screen. */
export const axeCheck: ScreenCheck = {
  name: "axe",
  run: async (page) => {
    const url = page.url();
    const sameScreen = () => {
      if (page.url() !== url) throw new Error(`left ${url} during the check`);
    };
    const first = await axeViolations(page);
    sameScreen();
    if (first.length === 0) return [];
    // A screen caught mid-transition (a modal fading in, a notification sliding) shows colours
    // that never stay; only what is still there a moment later is the screen's own.
    await page.waitForTimeout(600);
    const still = new Set((await axeViolations(page)).map(keyOf));
    sameScreen();
    return first
      .filter((v) => still.has(keyOf(v)))
      .map((v) => `${v.rule} (${v.impact}) at ${v.target} ${v.html}: ${v.detail}`);
  },
};

/** The checks run on every settled screen; other checks (texts, titles) are added here. */
export const screenChecks: ScreenCheck[] = [axeCheck, noRawTextsCheck];

/**
 * The route a screen belongs to: its path with ids (numbers, uuids, long tokens) as ':id', so a
 * record's edit screen is checked once rather than once per record.
 */
export const routeKeyOf = (url: string): string | null => {
  const parsed = new URL(url);
  if (!parsed.protocol.startsWith("http")) return null;
  return parsed.pathname
    .split("/")
    .map((part) => (/\d/.test(part) && /^[\w-]{1,}$/.test(part) && !/^[a-z]+$/i.test(part) ? ":id" : part))
    .join("/");
};

/** The loading messages of the app (pt-BR, en): a screen showing one has not settled yet. */
const LOADING_TEXTS = [
  "Obtendo informações, aguarde...",
  "Atualizando informações, aguarde...",
  "Getting information, please wait...",
  "Updating information, please wait...",
];

/** Waits until the screen shows its content: the page is loaded and no loading message is up. */
export const waitForSettledScreen = async (page: Page) => {
  await page.waitForLoadState("load");
  await page.waitForFunction(
    (texts) => {
      const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
      if ([...document.querySelectorAll(".mantine-LoadingOverlay-root")].some(visible)) return false;
      return ![...document.querySelectorAll('[role="status"]')].some(
        (el) =>
          visible(el) &&
          texts.some((text) => `${el.textContent} ${el.getAttribute("aria-label")}`.includes(text)),
      );
    },
    LOADING_TEXTS,
    { timeout: 15_000, polling: 100 },
  );
  // Mantine's transitions (modals, drawers, notifications) take up to ~300 ms.
  await page.waitForTimeout(300);
};

/** Routes already checked in this worker: the suite keeps its pace by checking each route once. */
const checkedRoutes = new Set<string>();

/** One test's checks: `auto` false when the test checks its screens itself (checkScreenNow). */
type TestRun = { auto: boolean; problems: string[]; pending: Set<Promise<void>> };
let current: TestRun | null = null;

/** Checks the page's current screen, once per route and worker. */
const checkScreen = async (page: Page, run: TestRun) => {
  if (!run.auto || page.isClosed()) return;
  // The route is claimed at once, so the checks a navigation and the test's end both ask for, or
  // checkScreenNow, do not scan the same screen twice.
  let key = routeKeyOf(page.url());
  if (!key || checkedRoutes.has(key)) return;
  checkedRoutes.add(key);
  try {
    await waitForSettledScreen(page);
    const settled = routeKeyOf(page.url());
    if (settled !== key) {
      // Redirected while loading (a guard, a login): that screen is the one to check.
      checkedRoutes.delete(key);
      if (!settled || checkedRoutes.has(settled)) return;
      key = settled;
      checkedRoutes.add(key);
    }
  } catch {
    checkedRoutes.delete(key);
    return; // closed or navigated away while loading: the next screen gets its own check
  }
  const path = new URL(page.url()).pathname;
  for (const check of screenChecks) {
    let found: string[];
    try {
      found = await check.run(page);
    } catch {
      // The page left the screen during the check (a click, a redirect): check the route next time.
      checkedRoutes.delete(key);
      return;
    }
    for (const line of found) run.problems.push(`${path} [${check.name}] ${line}`);
  }
};

/**
 * Runs every check on the screen the page shows now, whether or not its route was checked before,
 * and returns what they found (for tests about the checks' subject itself).
 */
export const checkScreenNow = async (page: Page): Promise<string[]> => {
  const key = routeKeyOf(page.url());
  if (key) checkedRoutes.add(key);
  await waitForSettledScreen(page);
  const problems: string[] = [];
  for (const check of screenChecks) {
    for (const line of await check.run(page)) problems.push(`[${check.name}] ${line}`);
  }
  return problems;
};

const schedule = (page: Page) => {
  const run = current;
  if (!run) return;
  const job = checkScreen(page, run).finally(() => run.pending.delete(job));
  run.pending.add(job);
};

const watchedPages = new WeakSet<Page>();
const watchPage = (page: Page) => {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) schedule(page);
  });
};
const watchContext = (context: BrowserContext) => {
  for (const page of context.pages()) watchPage(page);
  context.on("page", watchPage);
};

/** Ends a test's checks: the screens still open are checked, and what was found fails the test. */
const finish = async (run: TestRun, pages: Page[]) => {
  await Promise.all(pages.map((page) => checkScreen(page, run)));
  while (run.pending.size > 0) await Promise.all([...run.pending]);
  if (run.problems.length > 0) {
    throw new Error(
      `Accessibility and screen checks failed on ${run.problems.length} node(s):\n${run.problems.join("\n")}`,
    );
  }
};

type Fixtures = { autoScreenChecks: boolean; screenCheckRun: TestRun };

/**
 * Playwright's `test` with every page of the test checked: the default page, pages of contexts the
 * test opens itself (browser.newContext) and pages a worker fixture keeps across tests.
 */
export const test = base.extend<Fixtures>({
  // `test.use({ autoScreenChecks: false })` in a spec that calls checkScreenNow on each screen itself;
  // QUADRA_SCREEN_CHECKS=0 turns them off for a run (to time the suite without them, or bisect).
  autoScreenChecks: [process.env.QUADRA_SCREEN_CHECKS !== "0", { option: true }],
  screenCheckRun: [
    async ({ browser, autoScreenChecks }, use) => {
      const run: TestRun = { auto: autoScreenChecks, problems: [], pending: new Set() };
      current = run;
      // Contexts a test or a worker fixture opens itself: wrap once per browser.
      const marked = browser as typeof browser & { __quadraWatched?: true };
      if (!marked.__quadraWatched) {
        marked.__quadraWatched = true;
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (...args) => {
          const context = await newContext(...args);
          watchContext(context);
          return context;
        };
        for (const context of browser.contexts()) watchContext(context);
      }
      await use(run);
      current = null;
      // The default page is closed by now (checked in its own fixture); pages kept open elsewhere are
      // checked here.
      await finish(
        run,
        browser.contexts().flatMap((context) => context.pages()),
      );
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    watchContext(context);
    await use(context);
  },
  page: async ({ page, screenCheckRun }, use) => {
    watchPage(page);
    await use(page);
    // Checked before its context closes; the auto fixture's teardown then reports.
    await Promise.all([checkScreen(page, screenCheckRun), ...screenCheckRun.pending]);
  },
});
