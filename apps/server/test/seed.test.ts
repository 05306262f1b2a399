import { RESOURCES, tableOf } from "@quadra/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRecords } from "../src/modules/seed/demoData.ts";
import { DEMO_IDENTIFIER, seedDemoTenant } from "../src/seed/demoTenant.ts";
import { dumpDatabase, rowsOf } from "./dbState.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/** The seed screen's API: Brazil's regions (IBGE) and the demonstration set, each idempotent. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (tenant: { id: string }, table: string, where = "true") => {
  const [row] = rowsOf<{ n: number }>(
    await server.db.owner.execute(
      sql.raw(`select count(*)::int as n from "${table}" where tenant_id = '${tenant.id}' and ${where}`),
    ),
  );
  return row!.n;
};

const cityOf = async (tenant: TestTenant | { id: string }, ibge: string) => {
  const [row] = rowsOf<{ name: string; capital: boolean; uf: string; state_code: string; region: string }>(
    await server.db.owner.execute(sql`
      select c.name, c.capital, s.uf, s.ibge_code as state_code, s.region from cities c
      join states s on s.tenant_id = c.tenant_id and s.id = c.state_id
      where c.tenant_id = ${tenant.id} and c.ibge_code = ${ibge}`),
  );
  return row;
};

/** Every table but sessions (logging in writes one). */
const dataOf = async () => ({ ...(await dumpDatabase(server.db)), sessions: [] });

describe("seed regions of Brazil", () => {
  it("creates Brasil, its 5 regions, 27 states and 5,571 cities once, with their IBGE codes", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["seed"] });
    const before = await server.api(tenant, "GET", "seed", { token });
    expect(before.status).toBe(200);
    expect(before.body.result.find((kind: { kind: string }) => kind.kind === "regions")).toEqual({
      kind: "regions",
      total: 1 + 5 + 27 + 5571,
      present: 0,
    });

    const first = await server.api(tenant, "POST", "seed/regions", { token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.created).toEqual({ countries: 1, countryregions: 5, states: 27, cities: 5571 });
    expect(first.body.message).toBe("Regiões do Brasil (IBGE): 5.604 registros criados; 0 já existiam.");
    expect(await count(tenant, "countries")).toBe(1);
    expect(await count(tenant, "countryregions")).toBe(5);
    expect(await count(tenant, "states")).toBe(27);
    expect(await count(tenant, "cities")).toBe(5571);
    expect(await count(tenant, "cities", "capital")).toBe(27);
    expect(await cityOf(tenant, "3550308")).toEqual({
      name: "São Paulo",
      capital: true,
      uf: "SP",
      state_code: "35",
      region: "SE",
    });
    expect(await cityOf(tenant, "5300108")).toEqual({
      name: "Brasília",
      capital: true,
      uf: "DF",
      state_code: "53",
      region: "CO",
    });
    expect((await cityOf(tenant, "3509502"))?.capital).toBe(false); // Campinas
    // Searchable through the resource API like a typed city.
    const found = await server.api(tenant, "GET", "cities?q=sao%20paulo&capital=true", {
      token: await server.loginAs(tenant, { permissions: ["regions"] }),
    });
    expect(found.body.result.data.map((city: { ibge_code: string }) => city.ibge_code)).toEqual(["3550308"]);
    // One audit entry per resource: a seed is one import, not 5,604 entries.
    const audit = rowsOf<{ resource: string; action: string; changes: { created: number } }>(
      await server.db.owner.execute(
        sql`select resource, action, changes from audit_logs where tenant_id = ${tenant.id} order by resource`,
      ),
    );
    expect(audit.map(({ resource, action, changes }) => [resource, action, changes.created])).toEqual([
      ["cities", "import", 5571],
      ["countries", "import", 1],
      ["countryregions", "import", 5],
      ["states", "import", 27],
    ]);

    const data = await dataOf();
    const second = await server.api(tenant, "POST", "seed/regions", { token });
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual({
      created: { countries: 0, countryregions: 0, states: 0, cities: 0 },
      existing: { countries: 1, countryregions: 5, states: 27, cities: 5571 },
    });
    expect(second.body.message).toBe(
      "Regiões do Brasil (IBGE): nada a criar; os 5.604 registros já existiam.",
    );
    expect(await dataOf()).toEqual(data);
    const after = await server.api(tenant, "GET", "seed", { token });
    expect(after.body.result.find((kind: { kind: string }) => kind.kind === "regions").present).toBe(5604);
  });

  it("keeps what a tenant typed and adds only what is missing", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { master: true });
    const country = await server.api(tenant, "POST", "countries", {
      token,
      body: { name: "Brasil", iso2: "BR", iso3: "BRA" },
    });
    const sp = await server.api(tenant, "POST", "states", {
      token,
      body: { country_id: country.body.result.id, name: "São Paulo", uf: "SP", ibge_code: "35" },
    });
    await server.api(tenant, "POST", "cities", {
      token,
      body: { state_id: sp.body.result.id, name: "São Paulo (capital)", ibge_code: "3550308" },
    });
    const seeded = await server.api(tenant, "POST", "seed/regions", { token });
    expect(seeded.body.result.existing).toEqual({ countries: 1, countryregions: 0, states: 1, cities: 1 });
    expect(seeded.body.result.created).toEqual({ countries: 0, countryregions: 5, states: 26, cities: 5570 });
    expect((await cityOf(tenant, "3550308"))?.name).toBe("São Paulo (capital)");
    expect(await count(tenant, "cities", `state_id = '${sp.body.result.id}'`)).toBe(645);
  });

  it("is seeded for the demo tenant when it is created", async () => {
    await seedDemoTenant(server.db, { adminPassword: "senha-do-demo-teste" });
    const [demo] = rowsOf<{ id: string }>(
      await server.db.owner.execute(sql`select id from tenants where identifier = ${DEMO_IDENTIFIER}`),
    );
    expect(await count(demo!, "states")).toBe(27);
    expect(await count(demo!, "cities")).toBe(5571);
    expect((await cityOf(demo!, "5300108"))?.capital).toBe(true);
  });
});

describe("seed demonstration data", () => {
  const demoResources = [...new Set(demoRecords(new Date()).map((record) => record.resource))];
  const registered = demoResources.filter((name) => RESOURCES[name]);

  it("creates the set once; running it again creates nothing", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["seed"] });
    const first = await server.api(tenant, "POST", "seed/demo", { token });
    expect(first.status, JSON.stringify(first.body).slice(0, 500)).toBe(200);
    for (const name of registered) {
      expect({ name, created: first.body.result.created[name] }).toEqual({
        name,
        created: expect.any(Number),
      });
      expect({ name, rows: await count(tenant, tableOf(RESOURCES[name]!)) }).toEqual({
        name,
        rows: first.body.result.created[name],
      });
    }
    // The published part is what a visitor of the portal sees, pictures included.
    const posts = await server.api(tenant, "GET", "public/posts");
    expect(posts.body.result.total).toBe(3);
    const slides = await server.api(tenant, "GET", "public/slides?place=home");
    expect(slides.body.result.data).toHaveLength(3);
    const picture = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/${slides.body.result.data[0].image}`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toMatch(/^image\//);
    const menuItems = await server.api(tenant, "GET", "public/menuitems?per_page=200");
    const contact = menuItems.body.result.data.find((item: { label: string }) => item.label === "Contato");
    expect(contact._titles.page_id).toBe("Contato");
    const events = await server.api(
      tenant,
      "GET",
      `public/events?starts_at_from=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(events.body.result.total).toBe(3);
    const listed = await server.api(tenant, "GET", "seed", { token });
    const demo = listed.body.result.find((kind: { kind: string }) => kind.kind === "demo");
    expect(demo.present).toBe(demo.total);

    const data = await dataOf();
    const second = await server.api(tenant, "POST", "seed/demo", { token });
    expect(second.status).toBe(200);
    expect(Object.values(second.body.result.created).every((n) => n === 0)).toBe(true);
    expect(second.body.result.existing).toEqual(first.body.result.created);
    expect(await dataOf()).toEqual(data);
    // The demo set grows with every module (a few seconds alone); CI runs it beside the browser
    // suite, where it took over 30 s.
  }, 180_000);
});

describe("the seed permission", () => {
  it("answers 403 without it and writes nothing", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["regions", "posts", "settings"] });
    const before = await dataOf();
    for (const [method, path] of [
      ["GET", "seed"],
      ["POST", "seed/regions"],
      ["POST", "seed/demo"],
    ] as const) {
      const response = await server.api(tenant, method, path, { token });
      expect({ path, status: response.status, code: response.body.code }).toEqual({
        path,
        status: 403,
        code: "denied",
      });
    }
    expect(await dataOf()).toEqual(before);
  });
});
