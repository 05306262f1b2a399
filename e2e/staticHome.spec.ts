import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PNG, uniqueWord } from "./resourceSamples.ts";
import { DEMO_API, loginWithEmail, MASTER, masterToken, newPerson, registerByApi } from "./support.ts";

// Issue 11's signed-in home on a slow phone: index.html draws the header and the greeting from what the
// home remembered at the last visit while the code downloads, and the app's home takes its place
// without anything moving, with one main landmark and no repeated id. The service worker is kept out:
// it would serve the code the test holds back.
test.use({ serviceWorkers: "block" });

/** Something in a queue of the master's: a person's required document sent for review. */
const documentWaiting = async (request: APIRequestContext) => {
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const master = await masterToken(request);
  const type = await request.post(`${DEMO_API}/documenttypes`, {
    headers: as(master),
    data: { name: `RG ${uniqueWord()}`, applies_to: "person", required: true },
  });
  expect(type.status(), await type.text()).toBe(201);
  const { token } = await registerByApi(request, newPerson(`Lúcia ${uniqueWord()}`));
  const upload = await request.post(`${DEMO_API}/uploads`, {
    headers: as(token),
    multipart: { file: { name: "rg.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const sent = await request.post(`${DEMO_API}/my/documents`, {
    headers: as(token),
    data: { documenttype_id: (await type.json()).result.id, file: (await upload.json()).result.url },
  });
  expect(sent.status(), await sent.text()).toBe(201);
};

test("a person coming back sees their home before the code runs, and the app takes it over in place", async ({
  page,
  request,
}) => {
  await documentWaiting(request);
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.locator("#root").getByRole("heading", { name: "Olá, Administrador!" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("quadra:static_home")))
    .toContain("Bem-vindo ao portal da Federação Demonstração.");

  // The app's code and its stylesheet held back: what index.html draws by itself (its inline script
  // draws the summary's cards), painted before the stylesheet comes, and not moved when it does.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.(js|css)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/", { waitUntil: "commit" });
  const copy = page.locator("#quadra-static-home");
  await expect(copy.getByRole("heading", { name: "Olá, Administrador!" })).toBeVisible();
  await expect(copy.getByText("Bem-vindo ao portal da Federação Demonstração.")).toBeVisible();
  // Painted, not only laid out: the stylesheet (held) no longer holds the first paint.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
    .toBe(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  const drawn = await copy
    .locator("h1, p")
    .evaluateAll((elements) => elements.map((element) => JSON.stringify(element.getBoundingClientRect())));
  // "Precisa de você" from the summary asked before the code, with the document waiting.
  const needs = copy.locator("#quadra-static-home-needs");
  await expect(needs.getByRole("heading", { name: "Precisa de você" })).toBeVisible();
  const cards = needs.locator(".qs-needs-card");
  await expect(cards.first()).toBeVisible();
  const drawnCards = await cards.evaluateAll((elements) =>
    elements.map((element) =>
      JSON.stringify([
        [...element.querySelectorAll(".qs-needs-top > span, .qs-needs-waiting")].map(
          (part) => part.textContent,
        ),
        element.getBoundingClientRect(),
      ]),
    ),
  );

  release();
  await expect(page.locator("#root").getByRole("heading", { name: "Olá, Administrador!" })).toBeVisible();
  await expect(copy).toHaveCount(0);
  const shown = await page
    .locator("#root h1")
    .first()
    .evaluate((h1) =>
      [h1, h1.nextElementSibling].map((element) => JSON.stringify(element?.getBoundingClientRect())),
    );
  // The same place to the pixel: nothing moves at the takeover.
  expect(shown).toEqual(drawn);
  // The app's cards, from the same answer (the home's query starts from it), where the copy's were.
  const shownCards = await page
    .locator("#root section[aria-labelledby=home-needs-you] .mantine-Card-root")
    .evaluateAll((elements) =>
      elements.map((element) =>
        JSON.stringify([
          [...element.querySelectorAll("p, .mantine-Badge-root")].map((part) => part.textContent),
          element.getBoundingClientRect(),
        ]),
      ),
    );
  expect(shownCards).toEqual(drawnCards);
  await expect(page.getByRole("main")).toHaveCount(1);
  const repeatedIds = await page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(repeatedIds).toEqual([]);
  const shifted = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.1);
});

test("after a logout, / shows neither the copy nor the name", async ({ page }) => {
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.locator("#root").getByRole("heading", { name: "Olá, Administrador!" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("quadra:static_home"))).not.toBeNull();
  // What a logout leaves: the session and the profile go (platform/startup/session.ts).
  await page.evaluate(() => {
    localStorage.removeItem("token");
    localStorage.removeItem("info");
  });
  expect(await page.evaluate(() => localStorage.getItem("quadra:static_home"))).not.toContain(
    "Administrador",
  );
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  // index.html always holds the copy's markup; it is never shown without a session.
  await expect(page.locator("#quadra-static-home")).toBeHidden();
  await expect(page.getByText("Olá, Administrador!")).toHaveCount(0);
});
