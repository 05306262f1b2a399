import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantSettings } from "../src/platform/db/schema/index.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * WhatsApp Cloud API settings (/admin/wpp) and the test message, against a fake Cloud API on
 * 127.0.0.1: what the server sends, and how the API's answers and failures come back in pt-BR.
 */

type Received = { method: string; url: string; authorization: string | undefined; body: any };
type Answer = { status: number; body: unknown };

let server: TestServer;
let fake: Server;
let fakeBase: string;
let received: Received[] = [];
let answer: Answer;

const TOKEN = "EAAG-token-de-teste-123";
const PHONE_ID = "106540352242922";

const listen = (app: Server) =>
  new Promise<number>((resolve) =>
    app.listen(0, "127.0.0.1", () => resolve((app.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  fake = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        authorization: request.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      });
      const text = typeof answer.body === "string";
      response.writeHead(answer.status, { "content-type": text ? "text/html" : "application/json" });
      response.end(text ? answer.body : JSON.stringify(answer.body));
    });
  });
  fakeBase = `http://127.0.0.1:${await listen(fake)}/v21.0`;
  server = await startTestServer({ config: { whatsappInsecureHosts: ["127.0.0.1"] } });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = {
    status: 200,
    body: {
      messaging_product: "whatsapp",
      contacts: [{ input: "5511987654321", wa_id: "5511987654321" }],
      messages: [{ id: "wamid.HBgNNTUxMTk4NzY1NDMyMRUCABEYEjQ2" }],
    },
  };
});

const settingsBody = (patch: Record<string, unknown> = {}) => ({
  version: 0,
  phone_number_id: PHONE_ID,
  business_account_id: "102290129340398",
  access_token: TOKEN,
  api_base_url: fakeBase,
  default_template: "hello_world",
  default_language: "en_US",
  ...patch,
});

/** A tenant whose WhatsApp settings point at the fake API, and a token of someone holding `whatsapp`. */
const configured = async () => {
  const tenant = await server.createTenant();
  const token = await server.loginAs(tenant, { permissions: ["whatsapp"] });
  const saved = await server.api(tenant, "PATCH", "whatsapp/settings", { token, body: settingsBody() });
  expect(saved.status).toBe(200);
  return { tenant, token };
};

const storedWhatsApp = async (tenant: TestTenant) => {
  const [row] = await server.db.owner
    .select()
    .from(tenantSettings)
    .where(eq(tenantSettings.tenantId, tenant.id));
  return (row?.settings as any)?.whatsapp;
};

describe("whatsapp/settings", () => {
  it("starts with the Graph API's address and nothing configured", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["whatsapp"] });
    const response = await server.api(tenant, "GET", "whatsapp/settings", { token });
    expect(response.body.result).toEqual({
      phone_number_id: null,
      business_account_id: null,
      access_token: null,
      api_base_url: "https://graph.facebook.com/v21.0",
      default_template: null,
      default_language: "pt_BR",
      configured: false,
      version: 0,
    });
  });

  it("stores the token sealed, answers it masked, keeps it when the mask comes back", async () => {
    const { tenant, token } = await configured();
    const read = await server.api(tenant, "GET", "whatsapp/settings", { token });
    expect(read.body.result).toMatchObject({ access_token: "********", configured: true, version: 1 });
    const stored = await storedWhatsApp(tenant);
    expect(stored.access_token).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(TOKEN);

    const kept = await server.api(tenant, "PATCH", "whatsapp/settings", {
      token,
      body: settingsBody({ version: 1, access_token: "********", default_language: "pt_BR" }),
    });
    expect(kept.status).toBe(200);
    expect((await storedWhatsApp(tenant)).access_token).toBe(stored.access_token);
    // Still usable: the test message goes out with the original token.
    await server.api(tenant, "POST", "whatsapp/test", { token, body: { to: "(11) 98765-4321", text: "Oi" } });
    expect(received[0]?.authorization).toBe(`Bearer ${TOKEN}`);

    const removed = await server.api(tenant, "PATCH", "whatsapp/settings", {
      token,
      body: settingsBody({ version: 2, access_token: "" }),
    });
    expect(removed.body.result).toMatchObject({ access_token: null, configured: false });
  });

  it("never shows in the public configs/common, and survives a change of the other settings", async () => {
    const { tenant, token } = await configured();
    const config = await server.api(tenant, "GET", "configs/common");
    expect(config.body.result).not.toHaveProperty("whatsapp");
    expect(JSON.stringify(config.body)).not.toContain(PHONE_ID);
    const settingsToken = await server.loginAs(tenant, { permissions: ["settings"] });
    const patched = await server.api(tenant, "PATCH", "configs/common", {
      token: settingsToken,
      body: { version: 1, title: "Outro título", whatsapp: { access_token: null } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.result).not.toHaveProperty("whatsapp");
    const read = await server.api(tenant, "GET", "whatsapp/settings", { token });
    expect(read.body.result).toMatchObject({
      phone_number_id: PHONE_ID,
      access_token: "********",
      version: 2,
    });
  });

  it("refuses bad fields by name, a plain-http address on other hosts, and a stale version", async () => {
    const { tenant, token } = await configured();
    const bad = await server.api(tenant, "PATCH", "whatsapp/settings", {
      token,
      body: settingsBody({ version: 1, phone_number_id: "abc", default_language: "português" }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Corrija os campos: Phone number ID, Idioma do modelo.");
    expect(Object.keys(bad.body.errors).sort()).toEqual(["default_language", "phone_number_id"]);
    const http = await server.api(tenant, "PATCH", "whatsapp/settings", {
      token,
      body: settingsBody({ version: 1, api_base_url: "http://graph.example.com/v21.0" }),
    });
    expect(http.status).toBe(400);
    expect(http.body.errors.api_base_url).toMatch(/https:\/\//);
    const stale = await server.api(tenant, "PATCH", "whatsapp/settings", { token, body: settingsBody() });
    expect(stale.status).toBe(409);
  });

  it("answers 403 without the whatsapp permission, even to someone holding settings", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["settings"] });
    for (const [method, path, body] of [
      ["GET", "whatsapp/settings", undefined],
      ["PATCH", "whatsapp/settings", settingsBody()],
      ["POST", "whatsapp/test", { to: "11987654321", text: "Oi" }],
    ] as const) {
      const response = await server.api(tenant, method, path, { token, body });
      expect({ path, status: response.status, code: response.body.code }).toEqual({
        path,
        status: 403,
        code: "denied",
      });
    }
    expect(received).toEqual([]);
  });
});

describe("whatsapp/test", () => {
  it("sends the text to the Cloud API and answers the ids it gave", async () => {
    const { tenant, token } = await configured();
    const response = await server.api(tenant, "POST", "whatsapp/test", {
      token,
      body: { to: "(11) 98765-4321", text: "Mensagem de teste do portal" },
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      to: "5511987654321",
      wa_id: "5511987654321",
      message_id: "wamid.HBgNNTUxMTk4NzY1NDMyMRUCABEYEjQ2",
      http_status: 200,
    });
    expect(response.body.message).toBe("A API do WhatsApp aceitou a mensagem de teste.");
    expect(received).toEqual([
      {
        method: "POST",
        url: `/v21.0/${PHONE_ID}/messages`,
        authorization: `Bearer ${TOKEN}`,
        body: {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: "5511987654321",
          type: "text",
          text: { preview_url: false, body: "Mensagem de teste do portal" },
        },
      },
    ]);
  });

  it("sends the default template in its language", async () => {
    const { tenant, token } = await configured();
    const response = await server.api(tenant, "POST", "whatsapp/test", {
      token,
      body: { to: "5521987654321", kind: "template" },
    });
    expect(response.status).toBe(200);
    expect(received[0]?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "5521987654321",
      type: "template",
      template: { name: "hello_world", language: { code: "en_US" } },
    });
  });

  it("explains a 401 of the API in pt-BR, with the API's own words", async () => {
    const { tenant, token } = await configured();
    answer = {
      status: 401,
      body: {
        error: {
          message: "Error validating access token: Session has expired on Friday, 01-Aug-25.",
          type: "OAuthException",
          code: 190,
          error_subcode: 463,
          fbtrace_id: "AbCdEf",
        },
      },
    };
    const response = await server.api(tenant, "POST", "whatsapp/test", {
      token,
      body: { to: "11987654321", text: "Oi" },
    });
    expect(response.status).toBe(502);
    expect(response.body.status).toBe(0);
    expect(response.body.message).toMatch(
      /^A API do WhatsApp recusou o token de acesso: ele é inválido ou expirou\./,
    );
    expect(response.body.message).toContain("HTTP 401, código 190/463");
    expect(response.body.message).toContain('resposta da API: "Error validating access token');
  });

  it("explains the 24-hour window, and a body that is not the Cloud API's", async () => {
    const { tenant, token } = await configured();
    answer = { status: 400, body: { error: { message: "Re-engagement message", code: 131047 } } };
    const window = await server.api(tenant, "POST", "whatsapp/test", {
      token,
      body: { to: "11987654321", text: "Oi" },
    });
    expect(window.status).toBe(502);
    expect(window.body.message).toMatch(/24 horas/);
    answer = { status: 404, body: "<html>not found</html>" };
    const html = await server.api(tenant, "POST", "whatsapp/test", {
      token,
      body: { to: "11987654321", text: "Oi" },
    });
    expect(html.status).toBe(502);
    expect(html.body.message).toMatch(/Confira a URL base da API/);
    expect(html.body.message).not.toContain("html");
  });

  it("says so when the API cannot be reached", async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const { tenant, token } = await configured();
    await server.api(tenant, "PATCH", "whatsapp/settings", {
      token,
      body: settingsBody({
        version: 1,
        access_token: "********",
        api_base_url: `http://127.0.0.1:${port}/v21.0`,
      }),
    });
    const response = await server.api(tenant, "POST", "whatsapp/test", {
      token,
      body: { to: "11987654321", text: "Oi" },
    });
    expect(response.status).toBe(502);
    expect(response.body.message).toBe(
      `Não foi possível falar com a API do WhatsApp em 127.0.0.1:${port}: o servidor recusou a conexão. Confira a URL base da API e se este servidor tem acesso à internet.`,
    );
  });

  it("asks for the settings first, and checks the phone and the text", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["whatsapp"] });
    const unset = await server.api(tenant, "POST", "whatsapp/test", {
      token,
      body: { to: "11987654321", text: "Oi" },
    });
    expect(unset.status).toBe(409);
    expect(unset.body.message).toMatch(/Salve o Phone number ID e o token/);
    const bad = await server.api(tenant, "POST", "whatsapp/test", { token, body: { to: "123", text: "" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["text", "to"]);
    expect(bad.body.message).toBe("Corrija os campos: Celular de destino, Mensagem.");
    expect(received).toEqual([]);
  });
});
