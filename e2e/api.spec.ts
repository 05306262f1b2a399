import { expect, test } from "./fixtures.ts";
import { E2E_MASTER_PASSWORD } from "./playwright.config.ts";

// The served stack answers as the README promises: directory, health, demo master login.
test("the demo tenant answers on localhost and its master can log in", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  const client = await (await request.get("/api/v1/quadra/client?host=localhost")).json();
  expect(client.result.identifier).toBe("demo");
  const login = await request.post(`${client.result.backend}/api/v1/auth/login`, {
    data: { login: "master@quadra.local", password: E2E_MASTER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  expect((await login.json()).result.info.master).toBe(true);
});
