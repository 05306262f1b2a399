import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionCache, SESSION_CACHE_TTL_MS } from "../src/modules/auth/sessionCache.ts";
import { sessions } from "../src/platform/db/schema/index.ts";
import type { RequestAuth } from "../src/platform/http/types.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

const auth = { sessionId: "s1" } as RequestAuth;
const later = new Date(Date.now() + 3_600_000);

describe("session cache", () => {
  it("answers its own tenant only, for 2 s at most and never past the session's expiry", () => {
    let time = 1_000;
    const cache = createSessionCache({ now: () => time });
    cache.set({ tenantId: "a", tokenHash: "h", auth, expiresAt: later }, cache.generation());
    expect(cache.get("a", "h")).toBe(auth);
    expect(cache.get("b", "h")).toBeUndefined();
    cache.set({ tenantId: "a", tokenHash: "h", auth, expiresAt: later }, cache.generation());
    time += SESSION_CACHE_TTL_MS;
    expect(cache.get("a", "h")).toBeUndefined();
    cache.set({ tenantId: "a", tokenHash: "h", auth, expiresAt: new Date(time + 10) }, cache.generation());
    time += 10;
    expect(cache.get("a", "h")).toBeUndefined();
  });

  it("stores nothing from a lookup that began before a drop", () => {
    const cache = createSessionCache();
    const seen = cache.generation();
    cache.drop();
    cache.set({ tenantId: "a", tokenHash: "h", auth, expiresAt: later }, seen);
    expect(cache.get("a", "h")).toBeUndefined();
  });
});

describe("sessions stay revocable with the cache", () => {
  let server: TestServer;
  let tenant: TestTenant;
  beforeAll(async () => {
    server = await startTestServer();
    tenant = await server.createTenant();
  });
  afterAll(() => server.close());

  it("refuses a read right after logout, even one answered a moment before", async () => {
    const token = await server.loginAs(tenant);
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(200);
    expect((await server.api(tenant, "POST", "auth/logout", { token, body: {} })).status).toBe(200);
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(401);
  });

  it("refuses a write at once and a read within 2 s when another process revoked the session", async () => {
    const token = await server.loginAs(tenant);
    const me = await server.api(tenant, "GET", "auth/me", { token });
    expect(me.status).toBe(200);
    // As another server process would: straight in the database, no write through this one.
    await server.db.tenant(tenant.id, (tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: "test" })
        .where(eq(sessions.userId, me.body.result.id)),
    );
    expect((await server.api(tenant, "POST", "auth/logout", { token, body: {} })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 100));
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(401);
  });

  it("never answers another tenant with a cached session", async () => {
    const other = await server.createTenant();
    const token = await server.loginAs(tenant);
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(200);
    expect((await server.api(other, "GET", "auth/me", { token })).status).toBe(401);
  });
});
