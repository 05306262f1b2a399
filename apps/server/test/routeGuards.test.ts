import { MODULE_KEYS, PERMISSION_KEYS } from "@quadra/shared";
import { OPERATION_GROUPS } from "@quadra/shared/operations/index";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteGuard } from "../src/platform/http/guard.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/**
 * Every endpoint's declared guard, compared to a committed snapshot (ARCHITECTURE §4): a route that
 * is added, removed, or whose guard changes shows up in review as a change of
 * `__snapshots__/routeGuards.snap.txt`. Update it on purpose with `vitest run -u`.
 */

type Registered = {
  method: string;
  url: string;
  guard: RouteGuard | undefined;
  operation?: string;
  /** Generated from a resource definition (its CRUD or its published list). */
  resource?: string;
};

const TENANT_PREFIX = "/t/:tenant/api/v1";
const HOST_PREFIX = "/api/v1";
// Global routes answered before any tenant is known.
const UNGUARDED_API_ROUTES = ["/api/v1/quadra/client"];

let server: TestServer;
const routes: Registered[] = [];

const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) {
    if (method === "HEAD") continue; // Fastify's automatic copy of each GET
    routes.push({
      method,
      url: route.url,
      guard: route.config?.guard,
      operation: route.config?.operation,
      resource: route.config?.resource ?? route.config?.publicResource,
    });
  }
};

beforeAll(async () => {
  server = await startTestServer({ onRoute: collect });
});
afterAll(() => server.close());

const describeGuard = (guard: RouteGuard | undefined) => {
  if (!guard) return "(no guard)";
  const parts: string[] = [guard.auth];
  if (guard.permissions?.length) parts.push(`permissions=${guard.permissions.join(",")}`);
  if (guard.modules?.length) parts.push(`modules=${guard.modules.join(",")}`);
  if (guard.allowReadOnly) parts.push("read-only-ok");
  return parts.join(" ");
};

const isApi = (url: string) => url.startsWith(TENANT_PREFIX) || url.startsWith(`${HOST_PREFIX}/`);

describe("declared route guards", () => {
  it("match the committed snapshot", async () => {
    const lines = routes
      .map((route) => `${route.method.padEnd(7)} ${route.url.padEnd(48)} ${describeGuard(route.guard)}`)
      .sort();
    expect(new Set(lines).size).toBe(lines.length);
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot("__snapshots__/routeGuards.snap.txt");
  });

  it("has a guard on every API route except the tenant directory", () => {
    const api = routes.filter((route) => isApi(route.url));
    expect(api.length).toBeGreaterThan(20);
    const unguarded = api.filter((route) => !route.guard).map((route) => `${route.method} ${route.url}`);
    expect(unguarded).toEqual(UNGUARDED_API_ROUTES.map((url) => `GET ${url}`));
  });

  it("declares only known auth kinds, permissions and modules", () => {
    for (const { method, url, guard } of routes.filter((route) => route.guard)) {
      const where = `${method} ${url}`;
      expect({ where, auth: guard?.auth }).toEqual({
        where,
        auth: expect.stringMatching(/^(public|login|super)$/),
      });
      for (const permission of guard?.permissions ?? []) expect(PERMISSION_KEYS).toContain(permission);
      for (const module of guard?.modules ?? []) expect(MODULE_KEYS).toContain(module);
      // A permission means nothing without a logged-in person.
      if (guard?.permissions?.length) expect({ where, auth: guard.auth }).toEqual({ where, auth: "login" });
    }
  });

  it("serves the same routes with the same guards by path and on branded hosts", () => {
    const byPath = routes
      .filter((route) => route.url.startsWith(TENANT_PREFIX))
      .map((route) => ({ ...route, url: route.url.slice(TENANT_PREFIX.length) }));
    const byHost = routes
      .filter((route) => route.url.startsWith(`${HOST_PREFIX}/`) && !UNGUARDED_API_ROUTES.includes(route.url))
      .map((route) => ({ ...route, url: route.url.slice(HOST_PREFIX.length) }));
    const key = (route: Registered) => `${route.method} ${route.url} ${describeGuard(route.guard)}`;
    expect(byHost.map(key).sort()).toEqual(byPath.map(key).sort());
  });
});

describe("operation contracts", () => {
  const tenantApi = () => routes.filter((route) => route.url.startsWith(TENANT_PREFIX));

  it("registers every declared operation once, at its contract's method and path", () => {
    const served = new Map(
      tenantApi()
        .filter((route) => route.operation)
        .map((route) => [route.operation!, `${route.method} ${route.url.slice(TENANT_PREFIX.length + 1)}`]),
    );
    for (const [name, group] of Object.entries(OPERATION_GROUPS)) {
      for (const [key, operation] of Object.entries(group.operations)) {
        const id = `${name === group.tag ? name : group.tag}.${key}`;
        expect(
          { id, served: served.get(id) },
          `${id} is declared in packages/shared/src/operations/${name}.ts but no route serves it: register it with route() from apps/server/src/platform/http/operationRoute.ts in its module`,
        ).toEqual({ id, served: `${operation.method} ${operation.path}` });
      }
    }
  });

  it("serves no custom route that is not declared as a contract", () => {
    const byHand = tenantApi()
      .filter((route) => !route.operation && !route.resource)
      .map((route) => `${route.method} ${route.url.slice(TENANT_PREFIX.length)}`);
    expect(
      byHand,
      "declare these routes in packages/shared/src/operations/<group>.ts (listed in its index.ts) and register them with route() from apps/server/src/platform/http/operationRoute.ts",
    ).toEqual([]);
  });
});
