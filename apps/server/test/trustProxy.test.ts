import { DOCUMENT_CHECK_TOLERANCE } from "@quadra/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { registrationBody } from "./fixtures.ts";
import { startTestServer, TEST_RATE_WINDOW_MS, type TestServer } from "./harness.ts";

/**
 * With TRUST_PROXY unset no peer may state the client's address: a caller on the same host (the
 * requests below come from 127.0.0.1) cannot rotate X-Forwarded-For past the per-address limits.
 */

// Above the cpf-check tolerance, so the register test meets that limit and not this one.
const AUTH_MAX = DOCUMENT_CHECK_TOLERANCE + 1;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    config: { rateLimit: { max: 100_000, authMax: AUTH_MAX, windowMs: TEST_RATE_WINDOW_MS } },
  });
});
afterAll(() => server.close());

const forwardedFrom = (attempt: number) => ({ "x-forwarded-for": `203.0.113.${attempt + 1}` });

describe("TRUST_PROXY", () => {
  it("trusts no proxy until one is configured", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.0.1" }).trustProxy).toBe("10.0.0.0/8, 192.168.0.1");
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
  });

  it("holds back a local caller rotating X-Forwarded-For at the login limit", async () => {
    const tenant = await server.createTenant();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AUTH_MAX; attempt++) {
      const answer = await server.api(tenant, "POST", "auth/login", {
        body: { login: "ninguem@example.com", password: "senha errada de teste" },
        headers: forwardedFrom(attempt),
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, AUTH_MAX)).not.toContain(429);
  });

  it("holds back a local caller rotating X-Forwarded-For at the cpf-check limit", async () => {
    const tenant = await server.createTenant();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DOCUMENT_CHECK_TOLERANCE; attempt++) {
      const answer = await server.api(tenant, "POST", "auth/register", {
        body: registrationBody({ cpf: "123.456.789-00" }),
        headers: forwardedFrom(attempt),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(DOCUMENT_CHECK_TOLERANCE).fill(400), 429]);
  });
});
