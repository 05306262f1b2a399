import type {
  APIRequestContext,
  Fixtures,
  Page,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from "@playwright/test";
import { expect } from "./fixtures.ts";
import { loginWithEmail, MASTER, masterToken } from "./support.ts";

export type MasterWorkerFixtures = { masterPage: Page; api: APIRequestContext };

/**
 * The master once per worker, for suites that open many screens: a page logged in through the
 * login screen, which the tests share (going to each screen inside the running app, as its links do,
 * instead of booting the app again), and the API as the master for prerequisites and ids.
 */
export const masterWorkerFixtures: Fixtures<
  object,
  MasterWorkerFixtures,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
  masterPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      const page = await context.newPage();
      await page.goto("/login");
      await loginWithEmail(page, MASTER);
      await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  api: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const anonymous = await playwright.request.newContext({ baseURL });
      const token = await masterToken(anonymous);
      await anonymous.dispose();
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { authorization: `Bearer ${token}` },
      });
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
};
