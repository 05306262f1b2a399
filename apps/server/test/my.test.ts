import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../src/platform/db/schema/index.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow, personRow, photoWithGps, rawGet, setPerson, uploadFile } from "./myArea.ts";

/**
 * The /my area on the real server: a person's own data under the registration rules, a social name
 * and a photo waiting for approval (the photo without its EXIF/GPS), the digital card and its public
 * verification (valid or not, and nothing else), dependents scoped to their guardian, the summary
 * and the CSV of one's documents; other tenants' records do not exist.
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

const validData = (current: Record<string, any>, changes: Record<string, unknown> = {}) => ({
  name: current.name,
  cpf: current.cpf,
  email: current.email,
  phone: "11987654321",
  birthdate: "1995-04-10",
  version: current.version,
  ...changes,
});

const personWithToken = async (
  t: TestTenant = tenant,
  input: Parameters<TestServer["createUser"]>[1] = {},
) => {
  const user = await server.createUser(t, input);
  return { ...user, token: await server.login(t, user) };
};

describe("my/data", () => {
  it("answers the caller's own data and needs a login", async () => {
    const me = await personWithToken();
    const answer = await server.api(tenant, "GET", "my/data", { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      id: me.id,
      email: me.email,
      cpf: me.cpf,
      pending_social_name: null,
    });
    expect(answer.body.result).not.toHaveProperty("password_hash");
    expect((await server.api(tenant, "GET", "my/data")).status).toBe(401);
  });

  it("saves under the registration rules, bumps the version and writes the audit log", async () => {
    const me = await personWithToken();
    const current = (await server.api(tenant, "GET", "my/data", { token: me.token })).body.result;
    const saved = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(current, {
        name: "Maria da Silva Souza",
        father_name: "José Souza",
        blood_type: "O+",
        emergency_contact_name: "Ana Souza",
        emergency_contact_phone: "(11) 91234-5678",
        address: {
          cep: "01310-100",
          street: "Avenida Paulista",
          number: "1000",
          district: "Bela Vista",
          city: "São Paulo",
          state: "sp",
        },
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      name: "Maria da Silva Souza",
      father_name: "José Souza",
      blood_type: "O+",
      emergency_contact_phone: "11912345678",
      phone: "11987654321",
      version: current.version + 1,
      address: { cep: "01310100", state: "SP", city: "São Paulo" },
    });
    const logs = resourceTable("logs") as any;
    const entries = await server.db.tenant(tenant.id, (tx) =>
      tx
        .select()
        .from(logs)
        .where(and(eq(logs.resource, "users"), eq(logs.record_id, me.id))),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes.after).toMatchObject({ name: "Maria da Silva Souza", blood_type: "O+" });
  });

  it("refuses a stale version (409), missing mandatory fields (400), a new cpf and a taken e-mail, changing nothing", async () => {
    const me = await personWithToken();
    const someone = await server.createUser(tenant);
    const current = (await server.api(tenant, "GET", "my/data", { token: me.token })).body.result;

    const stale = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(current, { version: current.version + 5 }),
    });
    expect(stale.status).toBe(409);

    const missing = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(current, { phone: "", birthdate: "" }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      phone: "Informe o telefone.",
      birthdate: "Informe a data de nascimento.",
    });

    const newCpf = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(current, { cpf: someone.cpf }),
    });
    expect(newCpf.status).toBe(400);
    expect(newCpf.body.errors.cpf).toMatch(/não pode ser alterado/);

    const taken = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(current, { email: someone.email.toUpperCase() }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toMatch(/já pertence/);

    const after = (await server.api(tenant, "GET", "my/data", { token: me.token })).body.result;
    expect(after).toEqual(current);
  });

  it("lets a person without cpf give one, unless another person has it", async () => {
    const me = await personWithToken();
    const someone = await server.createUser(tenant);
    await setPerson(server, tenant, me.id, { cpf: null });
    const current = (await server.api(tenant, "GET", "my/data", { token: me.token })).body.result;
    const taken = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(current, { cpf: someone.cpf }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.cpf).toBeDefined();
    const given = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(current, { cpf: me.cpf }),
    });
    expect(given.status).toBe(200);
    expect(given.body.result.cpf).toBe(me.cpf);
  });

  it("keeps a new social name waiting for approval; removing it needs none", async () => {
    const me = await personWithToken();
    const current = (await server.api(tenant, "GET", "my/data", { token: me.token })).body.result;
    const asked = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(current, { social_name: "Alex Lima" }),
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(/aguarda aprovação/);
    expect(asked.body.result).toMatchObject({ social_name: null, pending_social_name: "Alex Lima" });
    expect((await personRow(server, tenant, me.id))?.socialNameSubmittedAt).toBeInstanceOf(Date);

    await setPerson(server, tenant, me.id, { socialName: "Alex Lima", pendingSocialName: null });
    const approved = (await server.api(tenant, "GET", "my/data", { token: me.token })).body.result;
    const removed = await server.api(tenant, "PATCH", "my/data", {
      token: me.token,
      body: validData(approved, { social_name: "" }),
    });
    expect(removed.body.result).toMatchObject({ social_name: null, pending_social_name: null });
  });
});

describe("my/image", () => {
  it("takes the person's own uploaded photo, re-encoded without EXIF or GPS, as waiting for approval", async () => {
    const me = await personWithToken();
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = await uploadFile(server, tenant, me.token, {
      filename: "selfie.jpg",
      content: photo,
      contentType: "image/jpeg",
    });
    expect(sent.status).toBe(201);
    const saved = await server.api(tenant, "PUT", "my/image", {
      token: me.token,
      body: { upload_id: sent.body.result.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      image_url: null,
      pending_image_url: `uploads/${sent.body.result.id}`,
    });

    const stored = await rawGet(server, tenant, saved.body.result.pending_image_url, me.token);
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes("Camera do Atleta")).toBe(false);
    expect(stored.rawPayload.includes("Pessoa Fotografada")).toBe(false);
  });

  it("refuses someone else's upload and a document, and removing the photo deletes its file", async () => {
    const me = await personWithToken();
    const someone = await personWithToken();
    const theirs = await uploadFile(server, tenant, someone.token, {
      filename: "foto.jpg",
      content: await photoWithGps(),
      contentType: "image/jpeg",
    });
    const refused = await server.api(tenant, "PUT", "my/image", {
      token: me.token,
      body: { upload_id: theirs.body.result.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.upload_id).toBeDefined();

    const pdf = await uploadFile(server, tenant, me.token, {
      filename: "rg.pdf",
      content: Buffer.from(
        "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
      ),
      contentType: "application/pdf",
    });
    const notImage = await server.api(tenant, "PUT", "my/image", {
      token: me.token,
      body: { upload_id: pdf.body.result.id },
    });
    expect(notImage.status).toBe(400);

    const mine = await uploadFile(server, tenant, me.token, {
      filename: "foto.jpg",
      content: await photoWithGps(),
      contentType: "image/jpeg",
    });
    await server.api(tenant, "PUT", "my/image", {
      token: me.token,
      body: { upload_id: mine.body.result.id },
    });
    const removed = await server.api(tenant, "DELETE", "my/image", { token: me.token });
    expect(removed.status).toBe(200);
    expect(removed.body.result).toMatchObject({ image_url: null, pending_image_url: null });
    const rows = await server.db.tenant(tenant.id, (tx) =>
      tx.select().from(uploads).where(eq(uploads.id, mine.body.result.id)),
    );
    expect(rows).toHaveLength(0);
  });
});

describe("digital card", () => {
  it("makes the token on the first view and keeps it; the public verification says valid and nothing else", async () => {
    const me = await personWithToken();
    await setPerson(server, tenant, me.id, {
      registrationNumber: 4321,
      birthdate: "2001-02-03",
      socialName: "Bia",
    });
    const first = await server.api(tenant, "GET", "my/card", { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      name: "Bia",
      registration_number: 4321,
      birthdate: "2001-02-03",
      cpf_masked: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/),
      tenant_name: `Federação ${tenant.identifier}`,
      invalid_reason: null,
    });
    const { token } = first.body.result;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await server.api(tenant, "GET", "my/card", { token: me.token })).body.result.token).toBe(token);

    const verified = await server.api(tenant, "GET", `public/cards/${token}`);
    expect(verified.status).toBe(200);
    expect(Object.keys(verified.body.result).sort()).toEqual(
      [
        "checked_at",
        "entries",
        "name",
        "photo_url",
        "reason",
        "registration_number",
        "tenant_name",
        "valid",
      ].sort(),
    );
    expect(verified.body.result).toMatchObject({
      valid: true,
      reason: null,
      name: "Bia",
      photo_url: null,
      registration_number: 4321,
      tenant_name: `Federação ${tenant.identifier}`,
      entries: [],
    });
    expect(JSON.stringify(verified.body)).not.toContain(me.cpf);
    expect(JSON.stringify(verified.body)).not.toContain(me.email);
    expect(JSON.stringify(verified.body)).not.toContain("2001-02-03");
  });

  it("a new code invalidates the old card; another tenant does not know the token", async () => {
    const me = await personWithToken();
    const old = (await server.api(tenant, "GET", "my/card", { token: me.token })).body.result.token;
    const rotated = await server.api(tenant, "POST", "my/card/token", { token: me.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.result.token).not.toBe(old);
    const stale = await server.api(tenant, "GET", `public/cards/${old}`);
    expect(stale.status).toBe(404);
    expect(stale.body.message).toMatch(/substituído/);
    expect(
      (await server.api(tenant, "GET", `public/cards/${rotated.body.result.token}`)).body.result.valid,
    ).toBe(true);
    expect((await server.api(other, "GET", `public/cards/${rotated.body.result.token}`)).status).toBe(404);
    expect((await server.api(tenant, "GET", "public/cards/%3Cscript%3E")).status).toBe(400);
  });

  it("is invalid for a disabled person, and when a required document is missing or expired", async () => {
    const me = await personWithToken();
    const { token } = (await server.api(tenant, "GET", "my/card", { token: me.token })).body.result;
    const type = await insertRow(server, tenant, "documenttypes", {
      name: `Atestado ${me.id.slice(0, 6)}`,
      applies_to: "person",
      required: true,
      validity_months: 12,
    });
    try {
      const missing = (await server.api(tenant, "GET", `public/cards/${token}`)).body.result;
      expect(missing).toMatchObject({ valid: false, reason: "documents_missing" });

      const doc = await insertRow(server, tenant, "userdocuments", {
        user_id: me.id,
        documenttype_id: type.id,
        file: "uploads/00000000-0000-4000-8000-000000000001",
        status: "approved",
        expires_on: "2020-01-31",
      });
      const expired = (await server.api(tenant, "GET", `public/cards/${token}`)).body.result;
      expect(expired).toMatchObject({ valid: false, reason: "documents_expired" });

      const docs = resourceTable("userdocuments") as any;
      await server.db.tenant(tenant.id, (tx) =>
        tx.update(docs).set({ expires_on: "2099-12-31" }).where(eq(docs.id, doc.id)),
      );
      expect((await server.api(tenant, "GET", `public/cards/${token}`)).body.result).toMatchObject({
        valid: true,
      });
      expect((await server.api(tenant, "GET", "my/card", { token: me.token })).body.result.valid_until).toBe(
        "2099-12-31",
      );

      await setPerson(server, tenant, me.id, { disabledAt: new Date() });
      const disabled = (await server.api(tenant, "GET", `public/cards/${token}`)).body.result;
      expect(disabled).toMatchObject({ valid: false, reason: "disabled" });
    } finally {
      // The required type would make every later card of this tenant invalid.
      const types = resourceTable("documenttypes") as any;
      await server.db.tenant(tenant.id, (tx) =>
        tx.update(types).set({ active: false }).where(eq(types.id, type.id)),
      );
    }
  });

  it("shows the approved photo through the token only", async () => {
    const me = await personWithToken();
    const sent = await uploadFile(server, tenant, me.token, {
      filename: "foto.jpg",
      content: await photoWithGps(),
      contentType: "image/jpeg",
    });
    await setPerson(server, tenant, me.id, { imageUrl: `uploads/${sent.body.result.id}` });
    const { token } = (await server.api(tenant, "GET", "my/card", { token: me.token })).body.result;
    const verified = (await server.api(tenant, "GET", `public/cards/${token}`)).body.result;
    expect(verified.photo_url).toBe(`public/cards/${token}/photo`);
    const photo = await rawGet(server, tenant, verified.photo_url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    // The private upload itself stays closed to visitors.
    expect((await rawGet(server, tenant, `uploads/${sent.body.result.id}`)).statusCode).toBe(401);
  });
});

describe("my/students", () => {
  const child = { name: "Joana Pereira", birthdate: "2015-06-01", gender: "F" };

  it("adds minors linked to the guardian, lists and edits only theirs, ends the link", async () => {
    const guardian = await personWithToken();
    const stranger = await personWithToken();
    const created = await server.api(tenant, "POST", "my/students", { token: guardian.token, body: child });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      name: "Joana Pereira",
      cpf: null,
      registration_number: expect.any(Number),
    });
    const id = created.body.result.id;
    expect(await personRow(server, tenant, id)).toMatchObject({
      guardianId: guardian.id,
      passwordHash: null,
      email: null,
    });

    const list = await server.api(tenant, "GET", "my/students", { token: guardian.token });
    expect(list.body.result.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await server.api(tenant, "GET", "my/students", { token: stranger.token })).body.result).toEqual(
      [],
    );
    expect((await server.api(tenant, "GET", `my/students/${id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (
        await server.api(tenant, "PATCH", `my/students/${id}`, {
          token: stranger.token,
          body: { ...child, version: 0 },
        })
      ).status,
    ).toBe(404);

    const edited = await server.api(tenant, "PATCH", `my/students/${id}`, {
      token: guardian.token,
      body: { ...child, name: "Joana P. Lima", blood_type: "A+", version: created.body.result.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ name: "Joana P. Lima", blood_type: "A+" });
    const stale = await server.api(tenant, "PATCH", `my/students/${id}`, {
      token: guardian.token,
      body: { ...child, version: created.body.result.version },
    });
    expect(stale.status).toBe(409);

    expect((await server.api(tenant, "DELETE", `my/students/${id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await server.api(tenant, "DELETE", `my/students/${id}`, { token: guardian.token })).status).toBe(
      200,
    );
    expect((await personRow(server, tenant, id))?.guardianId).toBeNull();
    expect((await server.api(tenant, "GET", "my/students", { token: guardian.token })).body.result).toEqual(
      [],
    );
  });

  it("refuses adults, bad cpfs and a cpf already registered, naming the field", async () => {
    const guardian = await personWithToken();
    const someone = await server.createUser(tenant);
    const adult = await server.api(tenant, "POST", "my/students", {
      token: guardian.token,
      body: { ...child, birthdate: "1990-01-01" },
    });
    expect(adult.status).toBe(400);
    expect(adult.body.errors.birthdate).toMatch(/menos de 18 anos/);
    const badCpf = await server.api(tenant, "POST", "my/students", {
      token: guardian.token,
      body: { ...child, cpf: "111.111.111-12" },
    });
    expect(badCpf.status).toBe(400);
    expect(badCpf.body.errors.cpf).toMatch(/CPF inválido/);
    const taken = await server.api(tenant, "POST", "my/students", {
      token: guardian.token,
      body: { ...child, cpf: someone.cpf },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.cpf).toBeDefined();
    expect((await server.api(tenant, "GET", "my/students", { token: guardian.token })).body.result).toEqual(
      [],
    );
  });

  it("another tenant's dependent does not exist", async () => {
    const guardian = await personWithToken(other);
    const created = await server.api(other, "POST", "my/students", { token: guardian.token, body: child });
    const intruder = await personWithToken();
    expect(
      (await server.api(tenant, "GET", `my/students/${created.body.result.id}`, { token: intruder.token }))
        .status,
    ).toBe(404);
  });
});

describe("my/reports and my/exporters", () => {
  it("summarizes the person's documents, affiliations and consents, and lists documents as CSV", async () => {
    const me = await personWithToken();
    const type = await insertRow(server, tenant, "documenttypes", {
      name: `RG ${me.id.slice(0, 8)}`,
      applies_to: "person",
    });
    await insertRow(server, tenant, "userdocuments", {
      user_id: me.id,
      documenttype_id: type.id,
      number: "12.345.678-9",
      file: "uploads/00000000-0000-4000-8000-000000000002",
      status: "pending",
    });
    const association = await insertRow(server, tenant, "associations", {
      name: `Clube ${me.id.slice(0, 6)}`,
    });
    await insertRow(server, tenant, "associationusers", {
      association_id: association.id,
      user_id: me.id,
      status: "active",
    });
    await insertRow(server, tenant, "consents", { user_id: me.id, purpose: "image", granted_at: new Date() });

    const report = await server.api(tenant, "GET", "my/reports", { token: me.token });
    expect(report.status).toBe(200);
    expect(report.body.result).toMatchObject({
      documents: [{ type: type.name, status: "pending" }],
      affiliations: [{ association: association.name, status: "active" }],
      consents: [{ purpose: "image" }],
      parq: null,
    });

    const csv = await rawGet(server, tenant, "my/exporters/documents.csv", me.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body).toContain(type.name);
    expect(csv.body).toContain("Aguardando análise");
    const someone = await personWithToken();
    expect((await rawGet(server, tenant, "my/exporters/documents.csv", someone.token)).body).not.toContain(
      type.name,
    );
  });
});
