import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpDatabase } from "./dbState.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * A NUL or a lone UTF-16 surrogate cannot be stored by PostgreSQL: every route refuses it with a 400
 * naming the field, in the body at any depth, the query string and the path, before the database.
 */

let server: TestServer;
let tenant: TestTenant;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  token = await server.loginAs(tenant, { master: true, super: true });
});
afterAll(() => server.close());

const call = async (method: "GET" | "POST" | "PATCH" | "PUT", url: string, body?: unknown) => {
  const response = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() };
};
const api = (method: "GET" | "POST" | "PATCH" | "PUT", path: string, body?: unknown) =>
  call(method, `/t/${tenant.identifier}/api/v1/${path}`, body);

const INVALID = "Contém um caractere inválido; apague-o e digite de novo.";

describe("text the database cannot store", () => {
  it("is refused in a resource's fields, naming the field in pt-BR, and nothing is written", async () => {
    const before = await dumpDatabase(server.db);
    const created = await api("POST", "posts", { title: "Abertura\u0000 da temporada" });
    expect(created).toEqual({
      status: 400,
      body: {
        status: 0,
        message: "O campo Título contém um caractere inválido.",
        errors: { title: INVALID },
      },
    });
    const surrogate = await api("POST", "posts", { title: "Abertura \ud800", summary: "a\u0000" });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toBe("Os campos Título, Resumo contêm caracteres inválidos.");
    expect(Object.keys(surrogate.body.errors).sort()).toEqual(["summary", "title"]);
    expect(await dumpDatabase(server.db)).toEqual(before);
  });

  it("is refused in an update, at any depth, in roles and in the people's register", async () => {
    const role = await api("POST", "roles", { name: "Arbitragem", permissions: [] });
    expect(role.status).toBe(201);
    const before = await dumpDatabase(server.db);
    const patched = await api("PATCH", `roles/${role.body.result.id}`, { name: "Árbitro\u0000", version: 0 });
    expect(patched.body.message).toBe("O campo Nome contém um caractere inválido.");
    const person = await api("POST", "users", {
      name: "Maria",
      email: "maria@example.com",
      address: { city: "São \u0000Paulo" },
    });
    expect(person.status).toBe(400);
    expect(person.body.errors).toEqual({ "address.city": INVALID });
    expect(person.body.message).toBe("O campo Cidade contém um caractere inválido.");
    const provider = await api("PUT", "oauth/providers/sso", { label: "\ud800", issuer: "https://x" });
    expect(provider.status).toBe(400);
    expect(await dumpDatabase(server.db)).toEqual(before);
  });

  it("is refused in the query string of a list, its options and its export, which all end", async () => {
    for (const path of [
      "posts?q=%00",
      "posts/options?q=a%00",
      "posts/export.csv?q=%00",
      "posts/export.xlsx?q=%00",
    ]) {
      const answer = await api("GET", path);
      expect(answer, path).toEqual({
        status: 400,
        body: { status: 0, message: "O campo Busca contém um caractere inválido.", errors: { q: INVALID } },
      });
    }
  });

  it("is refused in the path, before the tenant is looked up by it", async () => {
    const answer = await call("GET", "/t/abc%00def/api/v1/roles");
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 0,
        message: "O campo Código do cliente contém um caractere inválido.",
        errors: { tenant: INVALID },
      },
    });
    expect((await api("GET", "posts/%00")).body.errors).toEqual({ id: INVALID });
  });
});
