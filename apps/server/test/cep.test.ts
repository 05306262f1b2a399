import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * GET cep/:cep against a fake ViaCEP on 127.0.0.1: each CEP below makes it answer one way. A second
 * server on the same database points at a closed port.
 */

const SE = {
  cep: "01001-000",
  logradouro: "Praça da Sé",
  complemento: "lado ímpar",
  unidade: "",
  bairro: "Sé",
  localidade: "São Paulo",
  uf: "SP",
  estado: "São Paulo",
  regiao: "Sudeste",
  ibge: "3550308",
  gia: "1004",
  ddd: "11",
  siafi: "7107",
};

// Long enough for the fake on this machine to answer while CI's browser shards share the cores (at
// 200 ms a quick answer timed out there), short enough for the slow case below to end the test.
const TIMEOUT_MS = 2_000;
const asked: string[] = [];

const answers: Record<string, (reply: (status: number, body: string) => void) => void> = {
  "01001000": (reply) => reply(200, JSON.stringify(SE)),
  // ViaCEP's answer for a well-formed CEP that does not exist.
  "99999999": (reply) => reply(200, JSON.stringify({ erro: "true" })),
  "99999998": (reply) => reply(200, JSON.stringify({ erro: true })),
  // A compatible service without the IBGE code: the catalog fills it in.
  "20040002": (reply) =>
    reply(
      200,
      JSON.stringify({
        logradouro: "Rua da Assembleia",
        bairro: "Centro",
        localidade: "Rio de Janeiro",
        uf: "RJ",
      }),
    ),
  "22222222": (reply) => setTimeout(() => reply(200, JSON.stringify(SE)), TIMEOUT_MS * 10),
  "33333333": (reply) => reply(200, "<html>Serviço em manutenção</html>"),
  "44444444": (reply) => reply(200, JSON.stringify({ hello: "world" })),
  "55555555": (reply) => reply(500, JSON.stringify(SE)),
};

let viaCep: Server;
let server: TestServer;
let offline: TestServer;
let tenant: TestTenant;
let token: string;

const listen = async (target: Server) => {
  await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
  return (target.address() as AddressInfo).port;
};

/** A port nothing listens on: taken, then given back. */
const closedPort = async () => {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

beforeAll(async () => {
  viaCep = createServer((request, response) => {
    const cep = /^\/ws\/(\d+)\/json\/$/.exec(request.url ?? "")?.[1] ?? "";
    asked.push(cep);
    const answer = answers[cep] ?? ((reply) => reply(400, "Bad Request"));
    answer((status, body) => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(body);
    });
  });
  const port = await listen(viaCep);
  const database = await createTestDatabase();
  server = await startTestServer({
    database,
    config: { cepLookupUrl: `http://127.0.0.1:${port}/ws/{cep}/json/`, cepLookupTimeoutMs: TIMEOUT_MS },
  });
  offline = await startTestServer({
    database,
    config: { cepLookupUrl: `http://127.0.0.1:${await closedPort()}/ws/{cep}/json/` },
  });
  tenant = await server.createTenant();
  token = await server.loginAs(tenant);
});

afterAll(async () => {
  await offline?.close();
  await server?.close();
  await server?.database.drop();
  viaCep?.closeAllConnections();
  await new Promise((resolve) => viaCep?.close(resolve));
});

const UNAVAILABLE =
  "Não foi possível consultar o CEP agora. Preencha o endereço à mão ou tente de novo em instantes.";

describe("GET cep/:cep", () => {
  it("answers the address of a CEP, masked or not", async () => {
    for (const cep of ["01001000", "01001-000"]) {
      const response = await server.api(tenant, "GET", `cep/${cep}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 1,
        result: {
          cep: "01001000",
          street: "Praça da Sé",
          district: "Sé",
          city: "São Paulo",
          state: "SP",
          ibge_code: "3550308",
        },
      });
    }
    expect(asked.filter((cep) => cep === "01001000")).toHaveLength(2);
  });

  it("fills the IBGE code from the catalog when the service leaves it out", async () => {
    const response = await server.api(tenant, "GET", "cep/20040002", { token });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ city: "Rio de Janeiro", state: "RJ", ibge_code: "3304557" });
  });

  it("answers 404 when the service says the CEP does not exist", async () => {
    for (const cep of ["99999999", "99999998"]) {
      const response = await server.api(tenant, "GET", `cep/${cep}`, { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        status: 0,
        message: "CEP não encontrado. Confira os números ou preencha o endereço à mão.",
      });
    }
  });

  it("answers 400 on the cep field for a malformed CEP, without asking the service", async () => {
    const before = asked.length;
    for (const cep of ["123", "0100100a", "01001000a", "00000000", "123456789", "01.001.000.0"]) {
      const response = await server.api(tenant, "GET", `cep/${cep}`, { token });
      expect({ cep, status: response.status }).toEqual({ cep, status: 400 });
      expect(response.body).toEqual({
        status: 0,
        message: "CEP: informe os 8 dígitos do CEP.",
        errors: { cep: "Informe os 8 dígitos do CEP." },
      });
    }
    expect(asked.length).toBe(before);
  });

  it("answers 503 when the service is slow, broken or answers garbage", async () => {
    for (const cep of ["22222222", "33333333", "44444444", "55555555"]) {
      const started = Date.now();
      const response = await server.api(tenant, "GET", `cep/${cep}`, { token });
      expect({ cep, status: response.status, body: response.body }).toEqual({
        cep,
        status: 503,
        body: { status: 0, message: UNAVAILABLE },
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5);
    }
  });

  it("answers 503 when the service cannot be reached", async () => {
    const response = await offline.api(tenant, "GET", "cep/01001000", {
      token: await offline.loginAs(tenant),
    });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 0, message: UNAVAILABLE });
  });

  it("asks for a login", async () => {
    const response = await server.api(tenant, "GET", "cep/01001000");
    expect(response.status).toBe(401);
  });
});
