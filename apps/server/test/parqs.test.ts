import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/platform/db/schema/index.ts";
import type { TestServer, TestTenant, TestUser } from "./harness.ts";
import { type Mailbox, startServerWithMailbox } from "./mailbox.ts";
import { multipartBody } from "./multipart.ts";

/** PAR-Q: the person's questionnaires (my/parqs) and the staff's queue (parqs, approve/reject). */

let server: TestServer;
let mailbox: Mailbox;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox());
});
afterAll(() => close());

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
const ALL_NO = { q1: false, q2: false, q3: false, q4: false, q5: false, q6: false, q7: false };
const ONE_YES = { ...ALL_NO, q6: true };

const uploadClearance = async (tenant: TestTenant, token: string) => {
  const { payload, headers } = multipartBody([
    { field: "file", filename: "atestado.pdf", content: PDF, contentType: "application/pdf" },
  ]);
  const response = await server.app.inject({
    method: "POST",
    url: `/t/${tenant.identifier}/api/v1/uploads`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().result.url as string;
};

/** A person and a dependent of theirs (users.guardian_id), both of one tenant. */
const family = async (tenant: TestTenant) => {
  const guardian = await server.createUser(tenant, { name: "Marta Guardiã" });
  const child = await server.createUser(tenant, { name: "Joãozinho Dependente" });
  await server.db.tenant(tenant.id, (tx) =>
    tx.update(users).set({ guardianId: guardian.id }).where(eq(users.id, child.id)),
  );
  return { guardian, child, token: await server.login(tenant, guardian) };
};

const sign = (tenant: TestTenant, token: string, body: Record<string, unknown>) =>
  server.api(tenant, "POST", "my/parqs", { token, body: { declaration: true, ...body } });

describe("POST my/parqs", () => {
  it("approves at once a questionnaire answered all 'não', valid for one year", async () => {
    const tenant = await server.createTenant();
    const { token, guardian } = await family(tenant);
    const signed = await sign(tenant, token, ALL_NO);
    expect(signed.status).toBe(201);
    expect(signed.body.result).toMatchObject({
      user_id: guardian.id,
      any_yes: false,
      status: "approved",
      valid: true,
      editable: false,
    });
    const validUntil = new Date(`${signed.body.result.valid_until}T12:00:00Z`);
    const days = (validUntil.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(363);
    expect(days).toBeLessThan(367);
  });

  it("asks for the medical clearance when any answer is 'sim', and writes nothing without it", async () => {
    const tenant = await server.createTenant();
    const { token } = await family(tenant);
    const refused = await sign(tenant, token, ONE_YES);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.clearance_file).toMatch(/atestado médico/);
    expect(refused.body.message).toMatch(/^Atestado médico de liberação:/);
    expect((await server.api(tenant, "GET", "my/parqs", { token })).body.result).toEqual([]);

    const file = await uploadClearance(tenant, token);
    const signed = await sign(tenant, token, { ...ONE_YES, clearance_file: file });
    expect(signed.status).toBe(201);
    expect(signed.body.result).toMatchObject({
      any_yes: true,
      status: "pending",
      valid: false,
      editable: true,
    });
  });

  it("refuses a clearance file someone else sent, and an unsigned questionnaire", async () => {
    const tenant = await server.createTenant();
    const { token } = await family(tenant);
    const strangerToken = await server.loginAs(tenant);
    const theirs = await uploadClearance(tenant, strangerToken);
    const refused = await sign(tenant, token, { ...ONE_YES, clearance_file: theirs });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty("clearance_file");

    const unsigned = await server.api(tenant, "POST", "my/parqs", { token, body: ALL_NO });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.errors).toHaveProperty("declaration");
  });

  it("lets a guardian answer for a dependent, never for anyone else (404)", async () => {
    const tenant = await server.createTenant();
    const { token, child } = await family(tenant);
    const stranger = await server.createUser(tenant);
    const people = await server.api(tenant, "GET", "my/parqs/people", { token });
    expect(people.body.result.map((person: { name: string }) => person.name)).toEqual([
      "Marta Guardiã",
      "Joãozinho Dependente",
    ]);
    expect((await sign(tenant, token, { ...ALL_NO, user_id: child.id })).status).toBe(201);
    const other = await sign(tenant, token, { ...ALL_NO, user_id: stranger.id });
    expect(other.status).toBe(404);
  });
});

describe("GET my/parqs", () => {
  it("shows the person's own and their dependents' questionnaires, nobody else's", async () => {
    const tenant = await server.createTenant();
    const { token, child, guardian } = await family(tenant);
    await sign(tenant, token, ALL_NO);
    await sign(tenant, token, { ...ALL_NO, user_id: child.id });
    const strangerToken = await server.loginAs(tenant);
    const theirs = await sign(tenant, strangerToken, ALL_NO);

    const mine = await server.api(tenant, "GET", "my/parqs", { token });
    expect(mine.body.result.map((parq: { user_id: string }) => parq.user_id).sort()).toEqual(
      [guardian.id, child.id].sort(),
    );
    expect(mine.body.result.map((parq: { user_name: string }) => parq.user_name)).toContain(
      "Joãozinho Dependente",
    );
    const peek = await server.api(tenant, "GET", `my/parqs/${theirs.body.result.id}`, { token });
    expect(peek.status).toBe(404);
    const change = await server.api(tenant, "PATCH", `my/parqs/${theirs.body.result.id}`, {
      token,
      body: { ...ALL_NO, declaration: true, version: 1 },
    });
    expect(change.status).toBe(404);
  });

  it("needs a logged-in person", async () => {
    const tenant = await server.createTenant();
    expect((await server.api(tenant, "GET", "my/parqs")).status).toBe(401);
  });
});

describe("the staff's decision", () => {
  const pending = async (tenant: TestTenant) => {
    const person: TestUser = await server.createUser(tenant, { name: "Carla Atleta" });
    const token = await server.login(tenant, person);
    const file = await uploadClearance(tenant, token);
    const signed = await sign(tenant, token, { ...ONE_YES, clearance_file: file });
    return { person, token, parq: signed.body.result };
  };

  it("approves a pending questionnaire, audits it and tells the person by e-mail", async () => {
    const tenant = await server.createTenant();
    const { person, parq, token } = await pending(tenant);
    const staff = await server.loginAs(tenant, { permissions: ["parqs"], name: "Rita Revisora" });
    const queue = await server.api(tenant, "GET", "parqs?status=pending", { token: staff });
    expect(queue.body.result.data.map((row: { id: string }) => row.id)).toEqual([parq.id]);

    const approved = await server.api(tenant, "POST", `parqs/${parq.id}/approve`, { token: staff, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({ status: "approved", reviewed_by: "Rita Revisora" });
    const mail = mailbox.to(person.email).at(-1);
    expect(mail?.subject).toContain("Seu questionário PAR-Q foi aprovado(a)");

    const again = await server.api(tenant, "POST", `parqs/${parq.id}/approve`, { token: staff, body: {} });
    expect(again.status).toBe(409);
    const log = await server.api(tenant, "GET", "logs?q=carla", {
      token: await server.loginAs(tenant, { master: true }),
    });
    expect(log.body.result.data.some((entry: { resource: string }) => entry.resource === "parqs")).toBe(true);

    const seen = await server.api(tenant, "GET", "my/parqs", { token });
    expect(seen.body.result[0]).toMatchObject({ status: "approved", valid: true, editable: false });
  });

  it("refuses with a reason the person reads, who may then correct and send it again", async () => {
    const tenant = await server.createTenant();
    const { person, parq, token } = await pending(tenant);
    const staff = await server.loginAs(tenant, { permissions: ["parqs"] });
    const noReason = await server.api(tenant, "POST", `parqs/${parq.id}/reject`, { token: staff, body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty("reason");

    const refused = await server.api(tenant, "POST", `parqs/${parq.id}/reject`, {
      token: staff,
      body: { reason: "Atestado sem assinatura do médico." },
    });
    expect(refused.status).toBe(200);
    const mail = mailbox.to(person.email).at(-1);
    expect(mail?.subject).toContain("foi recusado(a)");
    expect(mail?.text).toContain("Motivo: Atestado sem assinatura do médico.");

    const mine = (await server.api(tenant, "GET", "my/parqs", { token })).body.result[0];
    expect(mine).toMatchObject({ status: "rejected", review_reason: "Atestado sem assinatura do médico." });
    const resent = await server.api(tenant, "PATCH", `my/parqs/${parq.id}`, {
      token,
      body: { ...ONE_YES, clearance_file: parq.clearance_file, declaration: true, version: mine.version },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.result).toMatchObject({ status: "pending", review_reason: null });
  });

  it("is health data: staff without the parqs permission get 403, another tenant 404", async () => {
    const tenant = await server.createTenant();
    const { parq } = await pending(tenant);
    const clerk = await server.loginAs(tenant, { permissions: ["users", "userdocuments"] });
    expect((await server.api(tenant, "GET", "parqs", { token: clerk })).status).toBe(403);
    expect((await server.api(tenant, "GET", `parqs/${parq.id}`, { token: clerk })).status).toBe(403);
    const tried = await server.api(tenant, "POST", `parqs/${parq.id}/approve`, { token: clerk, body: {} });
    expect(tried.status).toBe(403);

    const other = await server.createTenant();
    const foreign = await server.loginAs(other, { permissions: ["parqs"] });
    expect(
      (await server.api(other, "POST", `parqs/${parq.id}/approve`, { token: foreign, body: {} })).status,
    ).toBe(404);
    expect((await server.api(other, "GET", `parqs/${parq.id}`, { token: foreign })).status).toBe(404);
    const staff = await server.loginAs(tenant, { permissions: ["parqs"] });
    expect((await server.api(tenant, "GET", `parqs/${parq.id}`, { token: staff })).body.result.status).toBe(
      "pending",
    );
  });
});
