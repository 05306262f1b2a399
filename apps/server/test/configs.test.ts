import { DEFAULT_PUBLIC_SEARCH_SETTINGS, DOCUMENT_CHECK_TOLERANCE } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/platform/db/schema/index.ts";
import { dumpDatabase } from "./dbState.ts";
import { registrationBody } from "./fixtures.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/** configs/common, configs/register and configs/support (spec §3, §7) and what the settings drive. */

let server: TestServer;

beforeAll(async () => {
  // The cpf-check tests tell addresses apart with X-Forwarded-For, as a proxy on this host would.
  server = await startTestServer({ config: { trustProxy: "loopback" } });
});
afterAll(() => server.close());

/** A tenant and a token of someone holding the `settings` permission there. */
const tenantWithAdmin = async (input: Parameters<TestServer["createTenant"]>[0] = {}) => {
  const tenant = await server.createTenant(input);
  const token = await server.loginAs(tenant, { permissions: ["settings"] });
  return { tenant, token };
};

const settingsOf = async (tenant: TestTenant) =>
  (await server.api(tenant, "GET", "configs/common")).body.result;

/** Changes settings with the current version, as the settings screen does. */
const patchSettings = async (tenant: TestTenant, token: string, patch: Record<string, unknown>) => {
  const { version } = await settingsOf(tenant);
  return server.api(tenant, "PATCH", "configs/common", { token, body: { ...patch, version } });
};

const REGISTER_DEFAULTS = {
  open: true,
  key: "cpf",
  cpf_required: true,
  cpf_check: true,
  mandatory_fields: ["phone", "birthdate"],
  strict_address: false,
};
const ASSOCIATION_DEFAULTS = {
  open: true,
  cnpj_check: true,
  mandatory_fields: ["email"],
  strict_address: false,
};
const SUPPORT_DEFAULTS = { admin: true, user: true, public: false, chat: null };

describe("reading the configs", () => {
  it("answers every field of configs/common, with available modules minus hidden ones", async () => {
    const until = new Date(Date.now() + 86_400_000);
    const tenant = await server.createTenant({
      modules: ["competitions", "bills", "schools"],
      hidden: ["bills"],
      readOnlyUntil: until,
      debt: true,
    });
    const response = await server.api(tenant, "GET", "configs/common");
    expect(response.status).toBe(200);
    // The spec's fields also sit beside status (specProtocol.test.ts); the app reads result.
    expect(response.body).toMatchObject({ status: 1, register: REGISTER_DEFAULTS, wa: null });
    expect(response.body.result).toEqual({
      title: `Federação ${tenant.identifier}`,
      title_article: "none",
      register: REGISTER_DEFAULTS,
      register_associations: ASSOCIATION_DEFAULTS,
      support: SUPPORT_DEFAULTS,
      ids_user: true,
      bills_select_debts: false,
      wa: null,
      erp: null,
      gateway: null,
      colors: { primary: "blue" },
      analytics: null,
      accessibility: { vlibras: false, font_scale: 100 },
      login_mail: null,
      public_search: DEFAULT_PUBLIC_SEARCH_SETTINGS,
      available_modules: ["competitions", "schools"],
      read_only_until: until.toISOString(),
      debt: true,
      version: 0,
    });
  });

  it("answers configs/register and configs/support with their parts only", async () => {
    const tenant = await server.createTenant();
    const register = { register: REGISTER_DEFAULTS, register_associations: ASSOCIATION_DEFAULTS };
    expect((await server.api(tenant, "GET", "configs/register")).body).toEqual({
      status: 1,
      ...register,
      result: register,
    });
    const support = { support: SUPPORT_DEFAULTS };
    expect((await server.api(tenant, "GET", "configs/support")).body).toEqual({
      status: 1,
      ...support,
      result: support,
    });
  });
});

describe("changing the settings", () => {
  it("needs the settings permission", async () => {
    const tenant = await server.createTenant();
    const body = { version: 0, title: "Outro" };
    expect((await server.api(tenant, "PATCH", "configs/common", { body })).status).toBe(401);
    const token = await server.loginAs(tenant, { permissions: ["roles"] });
    const denied = await server.api(tenant, "PATCH", "configs/common", { token, body });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("denied");
    expect((await settingsOf(tenant)).title).toBe(`Federação ${tenant.identifier}`);
  });

  it("saves a change, bumps the version, and refuses a stale version with 409", async () => {
    const { tenant, token } = await tenantWithAdmin();
    const saved = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: {
        version: 0,
        title: "Federação Paulista de Vôlei",
        title_article: "a",
        wa: "11987654321",
        analytics: { gtm_id: "GTM-AB12CD3" },
        colors: { primary: "green" },
        support: { admin: true, user: false, public: true, chat: null },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Configurações salvas.");
    expect(saved.body.result).toMatchObject({
      version: 1,
      title: "Federação Paulista de Vôlei",
      title_article: "a",
    });
    const stored = await settingsOf(tenant);
    expect(stored).toMatchObject({
      version: 1,
      title: "Federação Paulista de Vôlei",
      wa: "11987654321",
      analytics: { gtm_id: "GTM-AB12CD3" },
      colors: { primary: "green" },
      register: REGISTER_DEFAULTS,
    });
    expect((await server.api(tenant, "GET", "configs/support")).body.result.support).toEqual({
      admin: true,
      user: false,
      public: true,
      chat: null,
    });

    const before = await dumpDatabase(server.db);
    const stale = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: { version: 0, title: "Velho" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("conflict");
    expect(await dumpDatabase(server.db)).toEqual(before);
  });

  it("lets exactly one of several concurrent changes of the same version win", async () => {
    const { tenant, token } = await tenantWithAdmin();
    const titles = Array.from({ length: 12 }, (_, index) => `Título ${index + 1}`);
    const answers = await Promise.all(
      titles.map((title) =>
        server.api(tenant, "PATCH", "configs/common", { token, body: { version: 0, title } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(titles.length - 1);
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = await settingsOf(tenant);
    expect({ title: stored.title, version: stored.version }).toEqual({
      title: winner.body.result.title,
      version: 1,
    });
  });

  it("answers 400 naming the field for an invalid value and writes nothing", async () => {
    const { tenant, token } = await tenantWithAdmin();
    const before = await dumpDatabase(server.db);
    const invalid = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: { version: 0, analytics: { gtm_id: "UA-12345-1" } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ "analytics.gtm_id": "Use o formato GTM-XXXXXXX." });
    expect(invalid.body.message).toBe("Google Tag Manager: Use o formato GTM-XXXXXXX.");
    const badMail = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: { version: 0, login_mail: "não é e-mail", wa: "11 9876" },
    });
    expect(badMail.status).toBe(400);
    expect(Object.keys(badMail.body.errors).sort()).toEqual(["login_mail", "wa"]);
    expect(badMail.body.message).toBe("Corrija os campos: WhatsApp, E-mail de contato.");
    const badScale = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: { version: 0, accessibility: { vlibras: true, font_scale: 150 } },
    });
    expect(badScale.status).toBe(400);
    expect(badScale.body.message).toBe("Tamanho da fonte: Use 100, 112 ou 125.");
    const badArticle = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: { version: 0, title_article: "da" },
    });
    expect(badArticle.status).toBe(400);
    expect(badArticle.body.message).toBe("Artigo do nome: Escolha a, o, as, os ou nenhum.");
    expect(await dumpDatabase(server.db)).toEqual(before);
  });
});

describe("registration settings drive auth/register", () => {
  it("answers 403 when registration is closed and registers nobody", async () => {
    const { tenant, token } = await tenantWithAdmin();
    expect(
      (await patchSettings(tenant, token, { register: { ...REGISTER_DEFAULTS, open: false } })).status,
    ).toBe(200);
    expect((await server.api(tenant, "GET", "configs/register")).body.result.register.open).toBe(false);
    const body = registrationBody();
    const closed = await server.api(tenant, "POST", "auth/register", { body });
    expect(closed.status).toBe(403);
    expect(closed.body).toMatchObject({ status: 0, code: "denied" });
    expect(closed.body.message).toMatch(/cadastro de pessoas está fechado/);
    expect(await server.db.owner.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it("requires rg when it is a mandatory field", async () => {
    const { tenant, token } = await tenantWithAdmin();
    const mandatory = { ...REGISTER_DEFAULTS, mandatory_fields: ["phone", "birthdate", "rg"] };
    expect((await patchSettings(tenant, token, { register: mandatory })).status).toBe(200);
    const withoutRg = await server.api(tenant, "POST", "auth/register", { body: registrationBody() });
    expect(withoutRg.status).toBe(400);
    expect(withoutRg.body.errors).toEqual({ rg: "Informe o RG." });
    expect(withoutRg.body.message).toBe("RG: Informe o RG.");
    const withRg = await server.api(tenant, "POST", "auth/register", {
      body: registrationBody({ rg: "12.345.678-9" }),
    });
    expect(withRg.status).toBe(201);
  });

  it("accepts a cpf with wrong check digits only when the check is off", async () => {
    const { tenant, token } = await tenantWithAdmin();
    const unchecked = registrationBody({ cpf: "123.456.789-00" });
    expect((await server.api(tenant, "POST", "auth/register", { body: unchecked })).body.errors).toEqual({
      cpf: "CPF inválido: confira os dígitos.",
    });
    expect(
      (await patchSettings(tenant, token, { register: { ...REGISTER_DEFAULTS, cpf_check: false } })).status,
    ).toBe(200);
    expect((await server.api(tenant, "POST", "auth/register", { body: unchecked })).status).toBe(201);
  });

  it(`answers 429 after ${DOCUMENT_CHECK_TOLERANCE} failed cpf checks from one address`, async () => {
    const tenant = await server.createTenant();
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    const taken = registrationBody();
    expect((await server.api(tenant, "POST", "auth/register", { body: taken })).status).toBe(201);
    // Invalid check digits and an already registered cpf both count against the tolerance.
    const failures = [
      registrationBody({ cpf: "111.111.111-12" }),
      registrationBody({ cpf: "123.456.789-00" }),
      registrationBody({ cpf: "987.654.321-99" }),
      registrationBody({ cpf: taken.cpf }),
      registrationBody({ cpf: taken.cpf }),
    ];
    const statuses = [];
    for (const body of failures) {
      statuses.push(
        (await server.api(tenant, "POST", "auth/register", { body, headers: from("203.0.113.7") })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 409, 409]);
    const sixth = await server.api(tenant, "POST", "auth/register", {
      body: registrationBody(),
      headers: from("203.0.113.7"),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ status: 0, code: "rate_limited" });
    expect(sixth.body.message).toMatch(/Muitas tentativas com CPF/);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back.
    const other = await server.api(tenant, "POST", "auth/register", {
      body: registrationBody(),
      headers: from("198.51.100.20"),
    });
    expect(other.status).toBe(201);
  });

  it("registers one of simultaneous registrations of one cpf and names the field for the others", async () => {
    const tenant = await server.createTenant();
    const first = registrationBody();
    const bodies = [0, 1, 2].map((index) => ({
      ...first,
      email: `pessoa.${index}.${first.cpf}@example.com`,
    }));
    const answers = await Promise.all(
      bodies.map((body, index) =>
        server.api(tenant, "POST", "auth/register", {
          body,
          headers: { "x-forwarded-for": `192.0.2.${index + 1}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body.errors).toEqual({
        cpf: "Este CPF já está cadastrado. Entre com ele ou recupere a senha.",
      });
    }
  });

  it("does not let an untrusted client choose its address with X-Forwarded-For", async () => {
    const tenant = await server.createTenant();
    // A client reaching the server directly (not through a trusted proxy) sends a new address each time.
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DOCUMENT_CHECK_TOLERANCE; attempt++) {
      const response = await server.app.inject({
        method: "POST",
        url: `/t/${tenant.identifier}/api/v1/auth/register`,
        remoteAddress: "198.51.100.77",
        headers: { "x-forwarded-for": `203.0.113.${attempt + 1}` },
        payload: registrationBody({ cpf: "123.456.789-00" }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
