import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeTokens, sessions, users } from "../src/platform/db/schema/index.ts";
import { hashToken } from "../src/platform/security/tokens.ts";
import { dumpDatabase } from "./dbState.ts";
import type { TestServer, TestTenant, TestUser } from "./harness.ts";
import { type Mailbox, resetLinkOf, startServerWithMailbox } from "./mailbox.ts";

/** The forgotten-password flow by e-mail, through a real local SMTP server. */

const HOST = "portal.federacao.example";

let mailbox: Mailbox;
let server: TestServer;
let tenant: TestTenant;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox());
  tenant = await server.createTenant({ hosts: [HOST] });
});
afterAll(() => close());

const forgot = (login: string, host = HOST) =>
  server.api(tenant, "POST", "auth/password/forgot", { body: { login }, headers: { host } });
const reset = (token: string, password: string) =>
  server.api(tenant, "POST", "auth/password/reset", { body: { token, password } });
const canLogin = async (user: TestUser, password: string) =>
  (await server.api(tenant, "POST", "auth/login", { body: { login: user.email, password } })).status;

/** Asks for a reset link for a new person and reads it from their mailbox. */
const requestLink = async (user: TestUser) => {
  const answer = await forgot(user.email);
  expect(answer.status).toBe(200);
  const [mail] = mailbox.to(user.email).slice(-1);
  return { answer, mail, ...resetLinkOf(mail) };
};

describe("password reset by e-mail", () => {
  it("mails a pt-BR message with a link to the tenant's web origin", async () => {
    const user = await server.createUser(tenant, { name: "Joana Prado" });
    const { answer, mail, origin, token, client, link } = await requestLink(user);
    expect(answer.body).toEqual({
      status: 1,
      result: {},
      message:
        "Se houver uma conta com esses dados, enviamos um e-mail com o link para criar uma nova senha.",
    });
    expect(mailbox.to(user.email)).toHaveLength(1);
    expect(mail?.subject).toBe(`Federação ${tenant.identifier}: redefinição de senha`);
    expect(mail?.text).toContain("Olá, Joana Prado.");
    // The test tenant's name takes no article: "de", not a contraction.
    expect(mail?.text).toContain(`nova senha no portal de Federação ${tenant.identifier}.`);
    expect(mail?.text).toContain("Para continuar, abra este link em até 1 hora:");
    expect(mail?.text).toContain("Se não foi você, ignore este e-mail");
    expect(origin).toBe(`http://${HOST}`);
    expect(client).toBe(tenant.code);
    expect(link).toBe(`http://${HOST}/login?reset=${encodeURIComponent(token)}&client=${tenant.code}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Only the hash of the token is stored.
    const rows = await server.db.owner.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
  });

  it("gives the same answer for an unknown login and sends no mail", async () => {
    const known = await server.createUser(tenant);
    const knownAnswer = await forgot(known.email);
    const before = mailbox.messages.length;
    const unknownAnswer = await forgot("ninguem@example.com");
    expect(unknownAnswer.status).toBe(knownAnswer.status);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
    expect(mailbox.messages.length).toBe(before);
    expect(mailbox.to("ninguem@example.com")).toEqual([]);
  });

  it("sets the new password, revokes every session, and cannot be used twice", async () => {
    const user = await server.createUser(tenant);
    const tokens = [await server.login(tenant, user), await server.login(tenant, user)];
    const { token } = await requestLink(user);

    const done = await reset(token, "uma senha nova e forte");
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      status: 1,
      result: {},
      message: "Senha redefinida. Entre com a nova senha.",
    });
    for (const old of tokens)
      expect((await server.api(tenant, "GET", "auth/me", { token: old })).status).toBe(401);
    const live = await server.db.owner.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.map((row) => row.revokedAt !== null)).toEqual([true, true]);
    expect(await canLogin(user, user.password)).toBe(401);
    expect(await canLogin(user, "uma senha nova e forte")).toBe(200);

    const again = await reset(token, "mais uma senha forte");
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({
      token: "Este link de redefinição é inválido ou expirou. Peça um novo.",
    });
    expect(await canLogin(user, "uma senha nova e forte")).toBe(200);
  });

  it("lets only one of simultaneous resets with the same token through", async () => {
    const user = await server.createUser(tenant);
    const { token } = await requestLink(user);
    const passwords = ["primeira senha forte", "segunda senha forte", "terceira senha forte"];
    const answers = await Promise.all(passwords.map((password) => reset(token, password)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(passwords.length - 1);
    const winner = passwords[statuses.indexOf(200)]!;
    expect(await canLogin(user, winner)).toBe(200);
  });

  it("refuses an expired token on the token field and keeps the password", async () => {
    const user = await server.createUser(tenant);
    const { token } = await requestLink(user);
    await server.db.owner
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const before = await dumpDatabase(server.db);
    const expired = await reset(token, "uma senha nova e forte");
    expect(expired.status).toBe(400);
    expect(expired.body.status).toBe(0);
    expect(Object.keys(expired.body.errors)).toEqual(["token"]);
    expect(expired.body.message).toMatch(/^Link de redefinição: /);
    expect(await dumpDatabase(server.db)).toEqual(before);
    expect(await canLogin(user, user.password)).toBe(200);
  });

  it("does not put a forged Host header in the link", async () => {
    const user = await server.createUser(tenant);
    const answer = await forgot(user.email, "evil.example");
    expect(answer.status).toBe(200);
    const { origin, link } = resetLinkOf(mailbox.to(user.email).at(-1));
    expect(link).not.toContain("evil.example");
    expect(origin).toBe(`https://${HOST}`);
    // Nor through a proxy header, trusted or not.
    await server.api(tenant, "POST", "auth/password/forgot", {
      body: { login: user.email },
      headers: { host: HOST, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(resetLinkOf(mailbox.to(user.email).at(-1)).link).not.toContain("evil.example");
  });

  it("does not put a forged Host header in the link of a tenant without hosts either", async () => {
    const bare = await server.createTenant();
    const user = await server.createUser(bare);
    const answer = await server.api(bare, "POST", "auth/password/forgot", {
      body: { login: user.email },
      headers: { host: "evil.example" },
    });
    expect(answer.status).toBe(200);
    const { link, origin, client } = resetLinkOf(mailbox.to(user.email).at(-1));
    expect(link).not.toContain("evil.example");
    // The generic connect host (QUADRA_CONNECT_HOSTS, default 127.0.0.1) opens the tenant by its code.
    expect({ origin, client }).toEqual({ origin: "http://127.0.0.1:3000", client: bare.code });
  });

  it("does not mail a disabled person", async () => {
    const user = await server.createUser(tenant);
    await server.db.owner.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const answer = await forgot(user.email);
    expect(answer.status).toBe(200);
    expect(mailbox.to(user.email)).toEqual([]);
  });
});
