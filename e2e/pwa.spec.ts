import { expect, test } from "@playwright/test";

test("the service worker is served as JavaScript at /sw.js", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/javascript/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
});

test("a new version shows the update notice, which reloads the page when dismissed", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Entrar no portal" })).toBeVisible();
  await page.waitForFunction(() => typeof (window as any).__quadraShowUpdate === "function");
  await page.evaluate(() => (window as any).__quadraShowUpdate());
  const notice = page.getByText("Nova atualização disponível");
  await expect(notice).toBeVisible();
  // It never expires on its own.
  await page.waitForTimeout(6_000);
  await expect(notice).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Atualizar" }).click();
  await reloaded;
  await expect(page.getByText("Nova atualização disponível")).toHaveCount(0);
});
