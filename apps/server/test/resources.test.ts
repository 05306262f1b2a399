import { collectionPath, RESOURCES } from "@quadra/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpDatabase } from "./dbState.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/** The resource framework on a real server: list, search, filters, sort, writes, concurrency, audit. */
let server: TestServer;
let tenant: TestTenant;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  token = await server.loginAs(tenant, { permissions: ["regions", "logs"] });
});
afterAll(() => server.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) =>
  server.api(tenant, method, path, { token, ...(body === undefined ? {} : { body }) });

const create = async (path: string, body: Record<string, unknown>) => {
  const response = await call("POST", path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result as Record<string, any>;
};

describe("a resource's API", () => {
  it("creates, finds (accent- and case-free), filters, sorts, pages, edits and deletes", async () => {
    const brasil = await create("countries", { name: "Brasil Teste", iso2: "BT", iso3: "BRT" });
    expect(brasil).toMatchObject({ name: "Brasil Teste", active: true, version: 0 });
    const sp = await create("states", { country_id: brasil.id, name: "São Paulo", uf: "SP", region: "SE" });
    const mg = await create("states", {
      country_id: brasil.id,
      name: "Minas Gerais",
      uf: "MG",
      region: "SE",
    });
    await create("states", { country_id: brasil.id, name: "Paraná", uf: "PR", region: "S" });

    const found = await call("GET", "states?q=SAO%20paulo");
    expect(found.body.result.data.map((row: any) => row.name)).toEqual(["São Paulo"]);
    expect(found.body.result.data[0]._titles).toEqual({ country_id: "Brasil Teste" });
    const accented = await call("GET", `states?q=${encodeURIComponent("paraná")}`);
    expect(accented.body.result.data.map((row: any) => row.uf)).toEqual(["PR"]);

    const southeast = await call("GET", "states?region=SE&sort=-name");
    expect(southeast.body.result).toMatchObject({ total: 2, page: 1, per_page: 25, total_capped: false });
    expect(southeast.body.result.data.map((row: any) => row.uf)).toEqual(["SP", "MG"]);
    const paged = await call("GET", "states?per_page=1&page=2&sort=name");
    expect(paged.body.result.data.map((row: any) => row.uf)).toEqual(["PR"]);
    expect(paged.body.result.total).toBe(3);

    const edited = await call("PATCH", `states/${mg.id}`, { name: "Minas", version: mg.version });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ name: "Minas", uf: "MG", version: 1 });
    const stale = await call("PATCH", `states/${mg.id}`, { name: "Outra", version: mg.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/alterado por outra pessoa/);

    const removed = await call("DELETE", `states/${sp.id}`);
    expect(removed.status).toBe(200);
    expect((await call("GET", `states/${sp.id}`)).status).toBe(404);
  });

  it("answers 400 naming the field in pt-BR and writes nothing", async () => {
    const before = await dumpDatabase(server.db);
    const missing = await call("POST", "countries", { iso2: "XX" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Nome: Campo obrigatório.");
    expect(missing.body.errors).toEqual({ name: "Campo obrigatório." });
    const badRef = await call("POST", "states", {
      country_id: "00000000-0000-4000-8000-000000000000",
      name: "Lugar",
      uf: "LG",
    });
    expect(badRef.status).toBe(400);
    expect(Object.keys(badRef.body.errors)).toEqual(["country_id"]);
    expect(badRef.body.message).toMatch(/^País: /);
    const badCep = await call("POST", "streets", {
      city_id: "00000000-0000-4000-8000-000000000000",
      name: "Rua",
      cep: "123",
    });
    expect(badCep.status).toBe(400);
    expect(badCep.body.errors.cep).toMatch(/CEP inválido/);
    const unknown = await call("POST", "countries", { name: "Nome", cor: "azul" });
    expect(unknown.status).toBe(400);
    expect(await dumpDatabase(server.db)).toEqual(before);
  });

  it("answers 409 on the field when a unique value is taken, whatever its case", async () => {
    await create("countries", { name: "Argentina" });
    const again = await call("POST", "countries", { name: "ARGENTINA" });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ name: "Já existe um registro com esse valor." });
  });

  it("deletes many at once, or none when one is missing", async () => {
    const a = await create("countries", { name: "Chile" });
    const b = await create("countries", { name: "Peru" });
    const partial = await call("POST", "countries/delete", {
      ids: [a.id, "00000000-0000-4000-8000-000000000000"],
    });
    expect(partial.status).toBe(404);
    expect((await call("GET", `countries/${a.id}`)).status).toBe(200);
    const both = await call("POST", "countries/delete", { ids: [a.id, b.id] });
    expect(both.body.result).toEqual({ deleted: 2 });
    expect((await call("GET", `countries/${b.id}`)).status).toBe(404);
  });

  it("refuses to delete a record others point at (409) and keeps it", async () => {
    const country = await create("countries", { name: "Uruguai" });
    await create("states", { country_id: country.id, name: "Montevidéu", uf: "MO" });
    const refused = await call("DELETE", `countries/${country.id}`);
    expect(refused.status).toBe(409);
    expect((await call("GET", `countries/${country.id}`)).status).toBe(200);
  });

  it("logs every write with who, what and the changes", async () => {
    const country = await create("countries", { name: "Paraguai" });
    await call("PATCH", `countries/${country.id}`, { official_name: "República do Paraguai", version: 0 });
    await call("DELETE", `countries/${country.id}`);
    const log = await call("GET", `logs?record_id=${country.id}&sort=created_at`);
    expect(log.status).toBe(200);
    const entries = log.body.result.data;
    expect(entries.map((entry: any) => entry.action)).toEqual(["create", "update", "delete"]);
    expect(entries[1].changes).toEqual({
      before: { official_name: null },
      after: { official_name: "República do Paraguai" },
    });
    expect(entries[0]).toMatchObject({
      resource: "countries",
      record_title: "Paraguai",
      user_name: expect.any(String),
    });
  });

  it("exports the filtered list as CSV and XLSX", async () => {
    await create("countries", { name: "=Fórmula", iso2: "FF" });
    const response = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/countries/export.csv?q=formula`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/csv/);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Nome;Nome oficial;/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=Fórmula;/);
    const xlsx = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/countries/export.xlsx`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});

describe("a resource that points at people", () => {
  it("takes a person of the tenant, shows their name, and refuses another tenant's person", async () => {
    const master = await server.loginAs(tenant, { master: true });
    const person = await server.createUser(tenant, { name: "Joana Coordenadora" });
    const stranger = await server.createUser(await server.createTenant(), { name: "Pessoa de Fora" });
    const country = (
      await server.api(tenant, "POST", "countries", { token: master, body: { name: "Brasil P" } })
    ).body.result;
    const state = (
      await server.api(tenant, "POST", "states", {
        token: master,
        body: { country_id: country.id, name: "Bahia P", uf: "BP" },
      })
    ).body.result;
    const city = (
      await server.api(tenant, "POST", "cities", {
        token: master,
        body: { state_id: state.id, name: "Salvador P" },
      })
    ).body.result;
    const district = (
      await server.api(tenant, "POST", "districts", {
        token: master,
        body: { city_id: city.id, name: "Barra" },
      })
    ).body.result;

    const options = await server.api(tenant, "GET", "users/options?q=joana coordenad", { token: master });
    expect(options.body.result).toEqual([{ id: person.id, title: "Joana Coordenadora" }]);

    const created = await server.api(tenant, "POST", "usersdistricts", {
      token: master,
      body: { user_id: person.id, district_id: district.id, role: "delegate" },
    });
    expect(created.status).toBe(201);
    expect(created.body.result._titles).toEqual({ user_id: "Joana Coordenadora", district_id: "Barra" });
    const again = await server.api(tenant, "POST", "usersdistricts", {
      token: master,
      body: { user_id: person.id, district_id: district.id },
    });
    expect(again.status).toBe(409);
    const foreign = await server.api(tenant, "POST", "usersdistricts", {
      token: master,
      body: { user_id: stranger.id, district_id: district.id },
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.errors)).toEqual(["user_id"]);
    const log = await server.api(tenant, "GET", `logs?record_id=${created.body.result.id}`, {
      token: master,
    });
    expect(log.body.result.data[0].record_title).toBe("Joana Coordenadora");
    const withoutUsers = await server.loginAs(tenant, { permissions: ["regions"] });
    expect((await server.api(tenant, "GET", "users/options", { token: withoutUsers })).status).toBe(403);
  });

  it("names a record pointing at one that a person names (an absence's referee) after that person, never an id", async () => {
    const master = await server.loginAs(tenant, { master: true });
    const person = await server.createUser(tenant, { name: "Rita Árbitra" });
    const post = async (path: string, body: Record<string, unknown>) => {
      const response = await server.api(tenant, "POST", path, { token: master, body });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.result as Record<string, any>;
    };
    const category = await post("refereecategories", { name: "Categoria R", scope: "state" });
    const referee = await post("referees", { user_id: person.id, category_id: category.id });
    expect(referee._titles.user_id).toBe("Rita Árbitra");
    const absence = await post(collectionPath(RESOURCES.refereeabsences!, referee.id), {
      starts_at: "2026-03-15T10:00:00-03:00",
      ends_at: "2026-03-16T10:00:00-03:00",
    });
    expect(absence._titles).toEqual({ referee_id: "Rita Árbitra" });
    const listed = await server.api(tenant, "GET", collectionPath(RESOURCES.refereeabsences!, referee.id), {
      token: master,
    });
    expect(listed.body.result.data.map((row: any) => row._titles.referee_id)).toEqual(["Rita Árbitra"]);
  });
});
