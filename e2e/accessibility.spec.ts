import type { Page } from "@playwright/test";
import { checkScreenNow, expect, test } from "./fixtures.ts";
import { loginWithCpf, loginWithEmail, MASTER, newPerson, registerByApi } from "./support.ts";

/*
 * The key screens against WCAG 2.0–2.2 A/AA (axe), as a visitor, a person and the master, in a pt-BR
 * browser: what eMAG and the Lei Brasileira de Inclusão ask of public bodies. Every other screen
 * the suite opens is checked by the fixtures as it goes; these are checked here on purpose, whatever
 * another test saw first.
 */

// Each screen is checked here on purpose; the fixtures' own checks on navigation would repeat them.
test.use({ autoScreenChecks: false });

const scanAll = async (page: Page, paths: string[]) => {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const line of await checkScreenNow(page)) found.push(`${path} ${line}`);
  }
  return found;
};

test("a visitor's screens have no serious or critical accessibility violation", async ({ page }) => {
  test.slow(); // about a second per screen for axe, on a busy machine more
  const found = await scanAll(page, [
    "/login",
    "/register",
    "/password",
    "/about",
    "/support",
    "/portal",
    "/news",
    "/calendar",
  ]);
  expect(found, found.join("\n")).toEqual([]);
});

test("a person's home and /my screens have no serious or critical accessibility violation", async ({
  page,
  request,
}) => {
  test.slow();
  const person = newPerson("Lia Acessível");
  await registerByApi(request, person);
  await page.goto("/login");
  await loginWithCpf(page, person);
  await expect(page.getByRole("heading", { name: /Olá, Lia/ })).toBeVisible();
  const found = [...(await checkScreenNow(page)).map((line) => `/ ${line}`)];
  found.push(
    ...(await scanAll(page, [
      "/my/data",
      "/my/password",
      "/my/privacy",
      "/my/image",
      "/my/id",
      "/my/reports",
      "/my/teams",
      "/my/students",
    ])),
  );
  expect(found, found.join("\n")).toEqual([]);
});

test("the master's lists and forms have no serious or critical accessibility violation", async ({ page }) => {
  test.slow();
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  const found = [...(await checkScreenNow(page)).map((line) => `/ ${line}`)];
  found.push(
    ...(await scanAll(page, [
      "/regions/states",
      "/regions/states/create",
      "/records/users",
      "/records/users/create",
      "/admin/imports",
    ])),
  );
  expect(found, found.join("\n")).toEqual([]);
});
