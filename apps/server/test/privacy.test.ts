import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, uploads } from "../src/platform/db/schema/index.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow, personRow, photoWithGps, rawGet, setPerson, uploadFile } from "./myArea.ts";

/**
 * LGPD on the real server: what is held and shared, consents given and taken back, the export of all
 * of a person's rows (and nothing of anyone else's), data-subject requests, and anonymization, which
 * erases what identifies the person, their files and their way in, in one transaction.
 */

let server: TestServer;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  other = await server.createTenant();
});
afterAll(() => server.close());

const personWithToken = async (
  t: TestTenant = tenant,
  input: Parameters<TestServer["createUser"]>[1] = {},
) => {
  const user = await server.createUser(t, input);
  return { ...user, token: await server.login(t, user) };
};

/** One row in every people resource for `userId`, as the other modules' screens would write them. */
const rowsOfEveryKind = async (userId: string, tag: string) => {
  const type = await insertRow(server, tenant, "documenttypes", { name: `RG ${tag}`, applies_to: "person" });
  const healthType = await insertRow(server, tenant, "documenttypes", {
    name: `Atestado ${tag}`,
    applies_to: "person",
    health: true,
  });
  const association = await insertRow(server, tenant, "associations", { name: `Clube ${tag}` });
  return {
    association,
    userdocument: await insertRow(server, tenant, "userdocuments", {
      user_id: userId,
      documenttype_id: type.id,
      file: "uploads/00000000-0000-4000-8000-00000000000a",
      status: "approved",
    }),
    healthdocument: await insertRow(server, tenant, "userdocuments", {
      user_id: userId,
      documenttype_id: healthType.id,
      file: "uploads/00000000-0000-4000-8000-00000000000b",
      status: "approved",
    }),
    associationuser: await insertRow(server, tenant, "associationusers", {
      association_id: association.id,
      user_id: userId,
      registration: `M-${tag}`,
    }),
    associationmanager: await insertRow(server, tenant, "associationmanagers", {
      association_id: association.id,
      user_id: userId,
    }),
    associationclaim: await insertRow(server, tenant, "associationclaims", {
      association_id: association.id,
      user_id: userId,
      message: `Sou presidente ${tag}`,
      status: "pending",
    }),
    parq: await insertRow(server, tenant, "parqs", {
      user_id: userId,
      q1: true,
      any_yes: true,
      status: "pending",
    }),
    consent: await insertRow(server, tenant, "consents", {
      user_id: userId,
      purpose: "newsletter",
      granted_at: new Date(),
    }),
    privacyrequest: await insertRow(server, tenant, "privacyrequests", {
      user_id: userId,
      kind: "export",
      status: "done",
    }),
  };
};

describe("privacy overview", () => {
  it("shows the person what is held (masked), who it is shared with, consents and requests", async () => {
    const me = await personWithToken();
    await setPerson(server, tenant, me.id, { phone: "11987654321", bloodType: "AB-" });
    const rows = await rowsOfEveryKind(me.id, me.id.slice(0, 8));
    const answer = await server.api(tenant, "GET", "my/privacy", { token: me.token });
    expect(answer.status).toBe(200);
    const result = answer.body.result;
    const category = (key: string) =>
      Object.fromEntries(
        result.categories
          .find((c: { key: string }) => c.key === key)
          .items.map((item: { key: string; value: unknown }) => [item.key, item.value]),
      );
    expect(category("identification").cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(category("contact")).toMatchObject({
      phone: "(11) *****-4321",
      email: expect.stringMatching(/^pe\*\*\*@example\.com$/),
    });
    expect(category("health")).toEqual({ blood_type: "AB-", parqs: 1, health_documents: 1 });
    expect(category("documents")).toEqual({ documents: 1 });
    expect(category("affiliations").associations).toBe(rows.association.name);
    expect(result.sharing).toEqual([
      { key: "federation", detail: `Federação ${tenant.identifier}` },
      { key: "associations", detail: rows.association.name },
    ]);
    expect(result.consents).toEqual([
      expect.objectContaining({ id: rows.consent.id, purpose: "newsletter", revoked_at: null }),
    ]);
    expect(result.requests).toEqual([
      expect.objectContaining({ id: rows.privacyrequest.id, kind: "export" }),
    ]);
    expect(result).toMatchObject({ self: true, can_anonymize: false });
    expect(JSON.stringify(result)).not.toContain(me.cpf);
  });

  it("opens another person's record to staff holding users; health data only with parqs; 404 across tenants", async () => {
    const person = await server.createUser(tenant);
    await setPerson(server, tenant, person.id, { bloodType: "O-" });
    const athlete = await server.loginAs(tenant);
    const staff = await server.loginAs(tenant, { permissions: ["users"] });
    const health = await server.loginAs(tenant, { permissions: ["users", "parqs"] });
    const foreign = await server.loginAs(other, { master: true });

    expect((await server.api(tenant, "GET", `users/${person.id}/privacy`, { token: athlete })).status).toBe(
      403,
    );
    const seen = await server.api(tenant, "GET", `users/${person.id}/privacy`, { token: staff });
    expect(seen.status).toBe(200);
    expect(seen.body.result).toMatchObject({ self: false, can_anonymize: true });
    expect(seen.body.result.categories.map((c: { key: string }) => c.key)).not.toContain("health");
    const withHealth = await server.api(tenant, "GET", `users/${person.id}/privacy`, { token: health });
    expect(withHealth.body.result.categories.map((c: { key: string }) => c.key)).toContain("health");
    expect((await server.api(other, "GET", `users/${person.id}/privacy`, { token: foreign })).status).toBe(
      404,
    );
  });
});

describe("consents", () => {
  it("gives and takes back a consent, audited; twice is a conflict; someone else's is not found", async () => {
    const me = await personWithToken();
    const someone = await personWithToken();
    const given = await server.api(tenant, "POST", "my/consents", {
      token: me.token,
      body: { purpose: "public_profile" },
    });
    expect(given.status).toBe(201);
    expect(given.body.result).toMatchObject({ user_id: me.id, purpose: "public_profile", revoked_at: null });
    expect(
      (
        await server.api(tenant, "POST", "my/consents", {
          token: me.token,
          body: { purpose: "public_profile" },
        })
      ).status,
    ).toBe(409);
    const bad = await server.api(tenant, "POST", "my/consents", {
      token: me.token,
      body: { purpose: "vender-dados" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.purpose).toBeDefined();

    const sharing = (await server.api(tenant, "GET", "my/privacy", { token: me.token })).body.result.sharing;
    expect(sharing).toContainEqual({ key: "public_search", detail: null });

    const id = given.body.result.id;
    expect(
      (await server.api(tenant, "POST", `my/consents/${id}/revoke`, { token: someone.token })).status,
    ).toBe(404);
    const revoked = await server.api(tenant, "POST", `my/consents/${id}/revoke`, { token: me.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.result.revoked_at).toEqual(expect.any(String));
    expect((await server.api(tenant, "POST", `my/consents/${id}/revoke`, { token: me.token })).status).toBe(
      409,
    );

    const logs = resourceTable("logs") as any;
    const entries = await server.db.tenant(tenant.id, (tx) =>
      tx
        .select()
        .from(logs)
        .where(and(eq(logs.resource, "consents"), eq(logs.record_id, id))),
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "update"]);
  });
});

describe("privacy export", () => {
  it("holds every row of the person across tables, without credentials, and nothing of anyone else", async () => {
    const me = await personWithToken();
    const someone = await server.createUser(tenant);
    const mine = await rowsOfEveryKind(me.id, `m${me.id.slice(0, 6)}`);
    const theirs = await rowsOfEveryKind(someone.id, `o${someone.id.slice(0, 6)}`);
    await server.api(tenant, "POST", "my/students", {
      token: me.token,
      body: { name: "Filho Dependente", birthdate: "2016-01-01", gender: "M" },
    });
    await server.api(tenant, "POST", "my/card/token", { token: me.token });

    const file = await rawGet(server, tenant, "my/privacy/export", me.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(file.headers["content-disposition"]).toMatch(/attachment/);
    const data = JSON.parse(file.body);
    expect(data.person).toMatchObject({ id: me.id, email: me.email, cpf: me.cpf });
    expect(data.person).not.toHaveProperty("password_hash");
    expect(data.person).not.toHaveProperty("card_token");
    expect(file.body).not.toMatch(/\$argon2/);
    const exported = (resource: string) => data.resources[resource].map((r: { id: string }) => r.id);
    expect(exported("userdocuments").sort()).toEqual([mine.userdocument.id, mine.healthdocument.id].sort());
    expect(exported("associationusers")).toEqual([mine.associationuser.id]);
    expect(exported("associationmanagers")).toEqual([mine.associationmanager.id]);
    expect(exported("associationclaims")).toEqual([mine.associationclaim.id]);
    expect(exported("parqs")).toEqual([mine.parq.id]);
    expect(exported("consents")).toEqual([mine.consent.id]);
    expect(exported("privacyrequests")).toEqual([mine.privacyrequest.id]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.dependents).toEqual([expect.objectContaining({ name: "Filho Dependente" })]);
    expect(data.audit.length).toBeGreaterThan(0);
    for (const row of Object.values(theirs))
      if (row.id !== theirs.association.id) expect(file.body).not.toContain(row.id);
    expect(file.body).not.toContain(someone.email);
  });

  it("leaves health data out for staff without parqs", async () => {
    const person = await server.createUser(tenant);
    const rows = await rowsOfEveryKind(person.id, `h${person.id.slice(0, 6)}`);
    const staff = await server.loginAs(tenant, { permissions: ["users"] });
    const data = JSON.parse((await rawGet(server, tenant, `users/${person.id}/privacy/export`, staff)).body);
    expect(data.resources.parqs).toBeUndefined();
    const documents = data.resources.userdocuments.map((r: { id: string }) => r.id);
    expect(documents).toEqual([rows.userdocument.id]);
    const athlete = await server.loginAs(tenant);
    expect((await rawGet(server, tenant, `users/${person.id}/privacy/export`, athlete)).statusCode).toBe(403);
  });
});

describe("privacy requests and anonymization", () => {
  it("records a deletion request once; staff anonymize the person, who can no longer log in", async () => {
    const me = await personWithToken();
    await setPerson(server, tenant, me.id, {
      phone: "11987654321",
      motherName: "Mãe Identificável",
      socialName: "Nome Social",
      address: {
        cep: "01310100",
        street: "Rua X",
        number: "1",
        district: "Centro",
        city: "São Paulo",
        state: "SP",
      },
      registrationNumber: 777,
    });
    const photo = await uploadFile(server, tenant, me.token, {
      filename: "foto.jpg",
      content: await photoWithGps(),
      contentType: "image/jpeg",
    });
    await server.api(tenant, "PUT", "my/image", {
      token: me.token,
      body: { upload_id: photo.body.result.id },
    });
    const rows = await rowsOfEveryKind(me.id, `a${me.id.slice(0, 6)}`);
    const card = (await server.api(tenant, "GET", "my/card", { token: me.token })).body.result.token;

    const asked = await server.api(tenant, "POST", "my/privacy/requests", {
      token: me.token,
      body: { kind: "deletion", details: "Saí da federação." },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.result).toMatchObject({ kind: "deletion", status: "open", user_id: me.id });
    expect(
      (
        await server.api(tenant, "POST", "my/privacy/requests", {
          token: me.token,
          body: { kind: "deletion" },
        })
      ).status,
    ).toBe(409);

    const athlete = await server.loginAs(tenant);
    expect(
      (await server.api(tenant, "POST", `users/${me.id}/anonymize`, { token: athlete, body: {} })).status,
    ).toBe(403);
    const foreign = await server.loginAs(other, { permissions: ["users"] });
    expect(
      (await server.api(other, "POST", `users/${me.id}/anonymize`, { token: foreign, body: {} })).status,
    ).toBe(404);

    const staff = await server.loginAs(tenant, { permissions: ["users"] });
    const done = await server.api(tenant, "POST", `users/${me.id}/anonymize`, {
      token: staff,
      body: { request_id: asked.body.result.id },
    });
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({
      documents_deleted: 2,
      parqs_deleted: 1,
      associations_no_longer_managed: 1,
    });

    const row = await personRow(server, tenant, me.id);
    expect(row).toMatchObject({
      name: "Pessoa anonimizada",
      socialName: null,
      cpf: null,
      email: null,
      phone: null,
      motherName: null,
      address: null,
      imageUrl: null,
      pendingImageUrl: null,
      passwordHash: null,
      cardToken: null,
      registrationNumber: 777,
    });
    expect(row?.anonymizedAt).toBeInstanceOf(Date);

    const login = await server.api(tenant, "POST", "auth/login", {
      body: { login: me.email, password: me.password },
    });
    expect(login.status).toBe(401);
    expect((await server.api(tenant, "GET", "auth/me", { token: me.token })).status).toBe(401);
    const live = await server.db.tenant(tenant.id, (tx) =>
      tx
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, me.id))),
    );
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await server.api(tenant, "GET", `public/cards/${card}`)).status).toBe(404);

    const table = (name: string) => resourceTable(name) as any;
    const select = (name: string) =>
      server.db.tenant(tenant.id, (tx) =>
        tx
          .select()
          .from(table(name))
          .where(eq(table(name).user_id, me.id)),
      );
    expect(await select("userdocuments")).toEqual([]);
    expect(await select("parqs")).toEqual([]);
    expect(await select("associationmanagers")).toEqual([]);
    expect((await select("associationusers")).map((r) => r.id)).toEqual([rows.associationuser.id]);
    expect((await select("consents")).every((r) => r.revoked_at !== null)).toBe(true);
    expect((await select("associationclaims"))[0]).toMatchObject({
      file: null,
      message: null,
      status: "pending",
    });
    const request = (await select("privacyrequests")).find((r) => r.id === asked.body.result.id);
    expect(request).toMatchObject({ status: "done", answer: expect.stringMatching(/anonimizados/) });
    const files = await server.db.tenant(tenant.id, (tx) =>
      tx.select().from(uploads).where(eq(uploads.id, photo.body.result.id)),
    );
    expect(files).toEqual([]);

    const logs = table("logs");
    const entries = await server.db.tenant(tenant.id, (tx) =>
      tx
        .select()
        .from(logs)
        .where(and(eq(logs.resource, "users"), eq(logs.record_id, me.id))),
    );
    expect(JSON.stringify(entries)).not.toContain("Mãe Identificável");
    // What remains: that it happened, when and by whom.
    expect(entries.some((entry) => entry.changes?.after?.anonymized_at)).toBe(true);

    const again = await server.api(tenant, "POST", `users/${me.id}/anonymize`, { token: staff, body: {} });
    expect(again.status).toBe(409);
  });

  it("refuses to anonymize a master or oneself", async () => {
    const master = await server.createUser(tenant, { master: true });
    const staff = await personWithToken(tenant, { permissions: ["users"] });
    expect(
      (await server.api(tenant, "POST", `users/${master.id}/anonymize`, { token: staff.token, body: {} }))
        .status,
    ).toBe(409);
    expect(
      (await server.api(tenant, "POST", `users/${staff.id}/anonymize`, { token: staff.token, body: {} }))
        .status,
    ).toBe(409);
    expect((await personRow(server, tenant, master.id))?.anonymizedAt).toBeNull();
  });
});
