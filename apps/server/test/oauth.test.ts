import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeReturnTo } from "../src/modules/auth/oauth.routes.ts";
import {
  oauthIdentities,
  oauthProviders,
  oauthStates,
  oneTimeTokens,
  users,
} from "../src/platform/db/schema/index.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { followSignIn, startOidcProvider, type TestAccount, type TestOidcProvider } from "./oidcProvider.ts";

let server: TestServer;
let tenant: TestTenant;
/** A tenant in read-only mode. */
let frozen: TestTenant;
let idp: TestOidcProvider;
/** A provider that gives e-mail and name only at its userinfo endpoint. */
let quiet: TestOidcProvider;
let base: string;
let adminToken: string;

const callbackOf = (identifier: string, key: string) =>
  `${base}/t/${identifier}/api/v1/auth/oauth/${key}/callback`;

const account = (overrides: Partial<TestAccount> = {}): TestAccount => {
  const tag = randomBytes(4).toString("hex");
  return {
    sub: `sub-${tag}`,
    email: `idp-${tag}@example.com`,
    email_verified: true,
    name: `Pessoa IdP ${tag}`,
    ...overrides,
  };
};

const providerBody = (key: string, overrides: Record<string, unknown> = {}) => ({
  key,
  name: `Login ${key}`,
  issuer: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  ...overrides,
});

/** Signs in through the provider `key` as `who`; answers where the browser lands in the web app. */
const signIn = async (
  key: string,
  who?: TestAccount,
  options: { returnTo?: string; rewrite?: (url: URL) => URL | Promise<URL>; at?: TestOidcProvider } = {},
) => {
  const provider = options.at ?? idp;
  if (who) provider.signInAs(who);
  const query = options.returnTo === undefined ? "" : `?return_to=${encodeURIComponent(options.returnTo)}`;
  return followSignIn(
    `${base}/t/${tenant.identifier}/api/v1/auth/oauth/${key}/start${query}`,
    provider.issuer,
    options.rewrite,
  );
};

const loginCodeOf = (landing: URL, key: string) => {
  const match = new RegExp(`^/oauth/${key}/([^/]+)$`).exec(landing.pathname);
  if (!match) throw new Error(`not a login code landing: ${landing.href}`);
  return decodeURIComponent(match[1]!);
};

const exchange = (key: string, code: string) =>
  server.api(tenant, "POST", `auth/oauth/${key}/exchange`, { body: { code } });

const oauthError = (landing: URL) => {
  expect(landing.origin).toBe(base);
  expect(landing.pathname).toBe("/login");
  return landing.searchParams.get("oauth_error") ?? "";
};

beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ port: 0, host: "127.0.0.1" });
  base = new URL(address).origin;
  tenant = await server.createTenant();
  frozen = await server.createTenant({ readOnlyUntil: new Date(Date.now() + 86_400_000) });
  idp = await startOidcProvider({
    redirectUris: [
      callbackOf(tenant.identifier, "idp"),
      callbackOf(tenant.identifier, "aberto"),
      callbackOf(frozen.identifier, "aberto"),
    ],
  });
  quiet = await startOidcProvider({
    redirectUris: [callbackOf(tenant.identifier, "quieto")],
    profileInIdToken: false,
  });
  const admin = await server.createUser(tenant, { permissions: ["connections"] });
  adminToken = await server.login(tenant, admin);
  const closed = await server.api(tenant, "POST", "oauth/providers", {
    token: adminToken,
    body: providerBody("idp"),
  });
  expect(closed.status).toBe(201);
  const open = await server.api(tenant, "POST", "oauth/providers", {
    token: adminToken,
    body: providerBody("aberto", { allow_signup: true, name: "Conta Aberta" }),
  });
  expect(open.status).toBe(201);
  const userinfo = await server.api(tenant, "POST", "oauth/providers", {
    token: adminToken,
    body: {
      key: "quieto",
      name: "Quieto",
      issuer: quiet.issuer,
      client_id: quiet.clientId,
      client_secret: quiet.clientSecret,
      allow_signup: true,
    },
  });
  expect(userinfo.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await quiet?.close();
  await idp?.close();
  await server?.close();
});

describe("oauth sign-in against a local OpenID Connect provider", () => {
  it("signs up a new person, hands a one-time code and exchanges it for a session", async () => {
    const who = account();
    const landing = await signIn("aberto", who, { returnTo: "/my/password?aba=1" });
    expect(landing.origin).toBe(base);
    const code = loginCodeOf(landing, "aberto");

    const exchanged = await exchange("aberto", code);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.result.return_to).toBe("/my/password?aba=1");
    expect(exchanged.body.result.info).toMatchObject({ name: who.name, email: who.email });
    // The tenant's default role, as for a self-registered person.
    expect(exchanged.body.result.info.permissions_names).toContain("my_teams");

    const me = await server.api(tenant, "GET", "auth/me", { token: exchanged.body.result.token });
    expect(me.status).toBe(200);
    expect(me.body.result.id).toBe(exchanged.body.result.info.id);
    expect(me.body.result.email).toBe(who.email);

    // The code is one-time.
    const again = await exchange("aberto", code);
    expect(again.status).toBe(400);
    expect(again.body.errors.code).toMatch(/já foi usado ou expirou/);
    expect(again.body.message).toMatch(/^Código de login:/);

    // The next sign-in finds the same person through the recorded identity.
    const second = await exchange("aberto", loginCodeOf(await signIn("aberto", who), "aberto"));
    expect(second.body.result.info.id).toBe(exchanged.body.result.info.id);
  });

  it("links a person who has the same verified e-mail instead of creating another", async () => {
    const person = await server.createUser(tenant);
    const who = account({ email: person.email.toUpperCase() });
    const landing = await signIn("idp", who);
    const exchanged = await exchange("idp", loginCodeOf(landing, "idp"));
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.result.info.id).toBe(person.id);
    expect(exchanged.body.result.return_to).toBe("/");

    const sameEmail = await server.db.tenant(tenant.id, (tx) =>
      tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${person.email}`),
    );
    expect(sameEmail).toHaveLength(1);
    // Linked by subject now, even if the e-mail at the provider changes.
    const renamed = await signIn("idp", { ...who, email: "outro-endereco@example.com" });
    expect((await exchange("idp", loginCodeOf(renamed, "idp"))).body.result.info.id).toBe(person.id);
  });

  it("refuses an unverified e-mail when sign-up is off, back on the login screen", async () => {
    const person = await server.createUser(tenant);
    const unknown = oauthError(await signIn("idp", account({ email_verified: false })));
    expect(unknown).toMatch(/Nenhuma conta deste portal está ligada/);
    // Not even when someone has that e-mail: the provider did not prove it.
    const claimed = oauthError(await signIn("idp", account({ email: person.email, email_verified: false })));
    expect(claimed).toMatch(/não confirmou/);
    const linked = await server.db.tenant(tenant.id, (tx) =>
      tx.execute(sql`select count(*)::int as n from oauth_identities where user_id = ${person.id}`),
    );
    expect((linked as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("refuses a tampered state and a sign-in the person cancelled", async () => {
    const tampered = await signIn("idp", account(), {
      rewrite: (url) => {
        if (url.pathname.endsWith("/callback"))
          url.searchParams.set("state", `${url.searchParams.get("state")}x`);
        return url;
      },
    });
    expect(oauthError(tampered)).toMatch(/expirou ou não é válido/);

    const forged = await fetch(`${callbackOf(tenant.identifier, "idp")}?code=abc&state=inventado`, {
      redirect: "manual",
    });
    expect(forged.status).toBe(302);
    expect(oauthError(new URL(forged.headers.get("location")!))).toMatch(/expirou/);

    idp.denyNext();
    expect(oauthError(await signIn("idp", account()))).toMatch(/cancelado/);
  });

  it("refuses a disabled person", async () => {
    const person = await server.createUser(tenant);
    await server.db.tenant(tenant.id, (tx) =>
      tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, person.id)),
    );
    expect(oauthError(await signIn("idp", account({ email: person.email })))).toMatch(/desativada/);
  });

  it("reads the e-mail and name from userinfo when the ID token leaves them out", async () => {
    const who = account();
    const landing = await signIn("quieto", who, { at: quiet });
    const exchanged = await exchange("quieto", loginCodeOf(landing, "quieto"));
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.result.info).toMatchObject({ name: who.name, email: who.email });
  });

  it("refuses an expired login code, an expired state and a person disabled before the exchange", async () => {
    const person = await server.createUser(tenant);
    const expiredCode = loginCodeOf(await signIn("idp", account({ email: person.email })), "idp");
    await server.db.tenant(tenant.id, (tx) =>
      tx.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }),
    );
    const late = await exchange("idp", expiredCode);
    expect(late.status).toBe(400);
    expect(late.body.errors.code).toMatch(/expirou/);

    const lateState = await signIn("idp", account({ email: person.email }), {
      // The person took more than 10 minutes at the provider.
      rewrite: async (url) => {
        if (url.pathname.endsWith("/callback")) {
          await server.db.tenant(tenant.id, (tx) =>
            tx.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) }),
          );
        }
        return url;
      },
    });
    expect(oauthError(lateState)).toMatch(/expirou/);

    const code = loginCodeOf(await signIn("idp", account({ email: person.email })), "idp");
    await server.db.tenant(tenant.id, (tx) =>
      tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, person.id)),
    );
    const refused = await exchange("idp", code);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/desativada/);
  });

  it("keeps the return path on this site only", async () => {
    expect(safeReturnTo("/competitions/1?x=2")).toBe("/competitions/1?x=2");
    for (const unsafe of ["//evil.example", "/\\evil.example", "https://evil.example", "relative", "", 42]) {
      expect(safeReturnTo(unsafe)).toBe("/");
    }
    const landing = await signIn("aberto", account(), { returnTo: "//evil.example/x" });
    expect((await exchange("aberto", loginCodeOf(landing, "aberto"))).body.result.return_to).toBe("/");
  });

  it("starts with PKCE S256, state, nonce and the callback of the mount the request used", async () => {
    const response = await fetch(`${base}/t/${tenant.identifier}/api/v1/auth/oauth/idp/start`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin).toBe(idp.issuer);
    expect(location.searchParams.get("redirect_uri")).toBe(callbackOf(tenant.identifier, "idp"));
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("nonce")).toBeTruthy();
    expect(location.searchParams.get("scope")).toBe("openid email profile");

    const branded = await server.createTenant({ hosts: ["clube-oauth.test"] });
    const brandedAdmin = await server.createUser(branded, { master: true });
    const created = await server.api(branded, "POST", "oauth/providers", {
      token: await server.login(branded, brandedAdmin),
      body: providerBody("idp"),
    });
    // Answered to an injected request, whose origin is http://localhost:80.
    expect(created.body.result.redirect_uri).toBe(
      `http://localhost:80/t/${branded.identifier}/api/v1/auth/oauth/idp/callback`,
    );
    const byHost = await server.app.inject({
      method: "GET",
      url: "/api/v1/auth/oauth/idp/start",
      headers: { host: "clube-oauth.test" },
    });
    expect(byHost.statusCode).toBe(302);
    expect(new URL(byHost.headers.location as string).searchParams.get("redirect_uri")).toBe(
      "http://clube-oauth.test/api/v1/auth/oauth/idp/callback",
    );

    const unknown = await fetch(`${base}/t/${tenant.identifier}/api/v1/auth/oauth/nenhum/start`, {
      redirect: "manual",
    });
    expect(unknown.status).toBe(302);
    expect(oauthError(new URL(unknown.headers.get("location")!))).toMatch(/não está disponível/);
  });
});

describe("oauth provider administration", () => {
  it("needs the connections permission", async () => {
    const plain = await server.createUser(tenant);
    const token = await server.login(tenant, plain);
    expect((await server.api(tenant, "GET", "oauth/providers")).status).toBe(401);
    const list = await server.api(tenant, "GET", "oauth/providers", { token });
    expect(list.status).toBe(403);
    expect(list.body.code).toBe("denied");
    const create = await server.api(tenant, "POST", "oauth/providers", {
      token,
      body: providerBody("outro"),
    });
    expect(create.status).toBe(403);
    expect((await server.api(tenant, "DELETE", "oauth/providers/idp", { token })).status).toBe(403);
  });

  it("never returns the client secret and keeps it when a change leaves it out", async () => {
    const list = await server.api(tenant, "GET", "oauth/providers", { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.body.result.map((row: { key: string }) => row.key).sort()).toEqual([
      "aberto",
      "idp",
      "quieto",
    ]);
    expect(JSON.stringify(list.body)).not.toContain(idp.clientSecret);
    expect(list.body.result[0]).toMatchObject({ has_secret: true, scopes: "openid email profile" });
    expect(list.body.result[0]).not.toHaveProperty("client_secret");

    const changed = await server.api(tenant, "PATCH", "oauth/providers/idp", {
      token: adminToken,
      body: { name: "Entrar com o IdP", scopes: "openid  email profile email" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({ name: "Entrar com o IdP", scopes: "openid email profile" });
    expect(JSON.stringify(changed.body)).not.toContain(idp.clientSecret);
    // The stored secret still works.
    const person = await server.createUser(tenant);
    const landing = await signIn("idp", account({ email: person.email }));
    expect((await exchange("idp", loginCodeOf(landing, "idp"))).body.result.info.id).toBe(person.id);

    const one = await server.api(tenant, "GET", "oauth/providers/idp", { token: adminToken });
    expect(one.body.result).not.toHaveProperty("client_secret");
    expect(one.body.result.redirect_uri).toMatch(
      new RegExp(`^http://localhost:80/t/${tenant.identifier}/api/v1/auth/oauth/idp/callback$`),
    );
  });

  it("validates with pt-BR field errors and refuses a duplicate key", async () => {
    const invalid = await server.api(tenant, "POST", "oauth/providers", {
      token: adminToken,
      body: {
        key: "Com Espaço",
        name: "",
        issuer: "http://idp.example.com",
        client_id: "x",
        scopes: "email",
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({
      key: expect.stringMatching(/letras minúsculas/),
      name: expect.stringMatching(/Informe o nome/),
      issuer: expect.stringMatching(/https:\/\//),
      client_secret: expect.stringMatching(/Informe o client secret/),
      scopes: expect.stringMatching(/openid/),
    });
    expect(invalid.body.message).toMatch(/Corrija os campos: .*Chave.*Emissor/);

    const duplicate = await server.api(tenant, "POST", "oauth/providers", {
      token: adminToken,
      body: providerBody("idp"),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors.key).toMatch(/Já existe/);
  });

  it("lists enabled providers publicly and forgets links when a provider is removed", async () => {
    const created = await server.api(tenant, "POST", "oauth/providers", {
      token: adminToken,
      body: providerBody("temporario", { enabled: false }),
    });
    expect(created.status).toBe(201);
    const shown = await server.api(tenant, "GET", "auth/oauth/providers");
    expect(shown.status).toBe(200);
    expect(shown.body.result.map((row: { key: string }) => row.key)).not.toContain("temporario");
    expect(shown.body.result).toContainEqual({ key: "aberto", name: "Conta Aberta" });

    const removed = await server.api(tenant, "DELETE", "oauth/providers/temporario", { token: adminToken });
    expect(removed.status).toBe(200);
    expect(
      (await server.api(tenant, "GET", "oauth/providers/temporario", { token: adminToken })).status,
    ).toBe(404);
    // Another tenant's admin cannot see this tenant's providers.
    const other = await server.createTenant();
    const otherAdmin = await server.createUser(other, { permissions: ["connections"] });
    const foreign = await server.api(other, "GET", "oauth/providers/idp", {
      token: await server.login(other, otherAdmin),
    });
    expect(foreign.status).toBe(404);
  });

  it("forgets the people linked through a provider when it is removed or its issuer changes", async () => {
    const person = await server.createUser(tenant);
    const links = (key: string) =>
      server.db.tenant(tenant.id, (tx) =>
        tx.select().from(oauthIdentities).where(eq(oauthIdentities.providerKey, key)),
      );
    for (const key of ["removido", "mudado"]) {
      await server.api(tenant, "POST", "oauth/providers", { token: adminToken, body: providerBody(key) });
      await server.db.tenant(tenant.id, (tx) =>
        tx
          .insert(oauthIdentities)
          .values({ tenantId: tenant.id, providerKey: key, subject: "s", userId: person.id }),
      );
      expect(await links(key)).toHaveLength(1);
    }
    await server.api(tenant, "DELETE", "oauth/providers/removido", { token: adminToken });
    expect(await links("removido")).toHaveLength(0);
    // A change that keeps the issuer keeps the links; another issuer drops them.
    await server.api(tenant, "PATCH", "oauth/providers/mudado", {
      token: adminToken,
      body: { enabled: false },
    });
    expect(await links("mudado")).toHaveLength(1);
    const moved = await server.api(tenant, "PATCH", "oauth/providers/mudado", {
      token: adminToken,
      body: { issuer: "https://outro-emissor.example.com" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.result.enabled).toBe(false);
    expect(await links("mudado")).toHaveLength(0);
  });
});

describe("oauth sign-in on a read-only portal", () => {
  it("lets people in but creates no one", async () => {
    await server.db.tenant(frozen.id, (tx) =>
      tx.insert(oauthProviders).values({
        tenantId: frozen.id,
        key: "aberto",
        name: "Conta Aberta",
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        allowSignup: true,
      }),
    );
    const startAt = (who: TestAccount) => {
      idp.signInAs(who);
      return followSignIn(`${base}/t/${frozen.identifier}/api/v1/auth/oauth/aberto/start`, idp.issuer);
    };
    expect(oauthError(await startAt(account()))).toMatch(/somente leitura/);

    const person = await server.createUser(frozen);
    const landing = await startAt(account({ email: person.email }));
    const exchanged = await server.api(frozen, "POST", "auth/oauth/aberto/exchange", {
      body: { code: loginCodeOf(landing, "aberto") },
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.result.info.id).toBe(person.id);
  });
});
