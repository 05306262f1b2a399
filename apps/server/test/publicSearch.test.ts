import { RESOURCES } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/platform/db/schema/index.ts";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";

/** The public search (/public/users, associations, documents): only what the tenant made public. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const upload = async (
  tenant: TestTenant,
  token: string,
  file: { name: string; content: Buffer; type: string },
) => {
  const { payload, headers } = multipartBody([
    { field: "file", filename: file.name, content: file.content, contentType: file.type },
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

const consent = (tenant: TestTenant, userId: string, revoked = false) =>
  server.db.tenant(tenant.id, (tx) =>
    tx.insert(resourceTableOf(RESOURCES.consents!) as any).values({
      tenant_id: tenant.id,
      user_id: userId,
      purpose: "public_profile",
      granted_at: new Date().toISOString(),
      revoked_at: revoked ? new Date().toISOString() : null,
    }),
  );

const choose = async (tenant: TestTenant, master: string, publicSearch: Record<string, unknown>) => {
  const current = await server.api(tenant, "GET", "configs/common");
  const saved = await server.api(tenant, "PATCH", "configs/common", {
    token: master,
    body: { version: current.body.result.version, public_search: publicSearch },
  });
  expect(saved.status).toBe(200);
};

/** A tenant with three Silvas: one consented (with photo, birthdate, city, club), one revoked, one never. */
const setting = async () => {
  const tenant = await server.createTenant();
  const master = await server.loginAs(tenant, { master: true });
  const shown = await server.createUser(tenant, { name: "Ana Silva Conceição" });
  const revoked = await server.createUser(tenant, { name: "Bruna Silva" });
  const never = await server.createUser(tenant, { name: "Carla Silva" });
  const photo = await upload(tenant, master, { name: "ana.png", content: PNG, type: "image/png" });
  await server.db.tenant(tenant.id, (tx) =>
    tx
      .update(users)
      .set({
        imageUrl: photo,
        birthdate: "2004-05-06",
        registrationNumber: 4321,
        rg: "12.345.678-9",
        address: {
          cep: "01001000",
          street: "Praça da Sé",
          number: "1",
          district: "Sé",
          city: "São Paulo",
          state: "SP",
        },
      })
      .where(eq(users.id, shown.id)),
  );
  await consent(tenant, shown.id);
  await consent(tenant, revoked.id, true);
  const club = await server.api(tenant, "POST", "associations", {
    token: master,
    body: {
      name: "Clube Atlético Paulistano",
      short_name: "CAP",
      email: "contato@cap.org.br",
      cnpj: "11222333000181",
    },
  });
  expect(club.status).toBe(201);
  const affiliated = await server.api(
    tenant,
    "POST",
    `associations/${club.body.result.id}/associationusers`,
    {
      token: master,
      body: { user_id: shown.id },
    },
  );
  expect(affiliated.status).toBe(201);
  const reader = await server.loginAs(tenant);
  return { tenant, master, reader, shown, revoked, never, club: club.body.result };
};

describe("GET public/search/users", () => {
  it("finds, accent-free, only people who consented, with the default fields only", async () => {
    const { tenant, reader, shown } = await setting();
    const found = await server.api(tenant, "GET", "public/search/users?q=conceicao", { token: reader });
    expect(found.status).toBe(200);
    expect(found.body.result).toMatchObject({ total: 1, fields: ["image", "city", "associations"] });
    expect(found.body.result.data).toEqual([
      {
        id: shown.id,
        name: "Ana Silva Conceição",
        image: `public/search/users/${shown.id}/image`,
        city: "São Paulo - SP",
        associations: ["CAP"],
      },
    ]);

    const silvas = await server.api(tenant, "GET", "public/search/users?q=SILVA", { token: reader });
    expect(silvas.body.result.data.map((card: { name: string }) => card.name)).toEqual([
      "Ana Silva Conceição",
    ]);
    expect(JSON.stringify(silvas.body)).not.toMatch(/12\.345|cpf|email|rg/);
  });

  it("answers exactly the fields the tenant chose, and nothing while people search is off", async () => {
    const { tenant, master, reader, shown } = await setting();
    await choose(tenant, master, {
      users: { enabled: true, fields: ["birth_year", "registration_number"] },
      associations: { enabled: true, fields: [] },
      documents: { enabled: true },
    });
    const found = await server.api(tenant, "GET", "public/search/users?q=ana", { token: reader });
    expect(found.body.result.data).toEqual([
      { id: shown.id, name: "Ana Silva Conceição", birth_year: 2004, registration_number: 4321 },
    ]);
    const photo = await server.api(tenant, "GET", `public/search/users/${shown.id}/image`, { token: reader });
    expect(photo.status).toBe(404);

    await choose(tenant, master, {
      users: { enabled: false, fields: ["image"] },
      associations: { enabled: true, fields: [] },
      documents: { enabled: true },
    });
    const off = await server.api(tenant, "GET", "public/search/users?q=ana", { token: reader });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe("A busca pública de pessoas não está habilitada neste portal.");
  });

  it("hides disabled people and those whose consent was revoked, and their photos", async () => {
    const { tenant, reader, shown, master } = await setting();
    const photo = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/public/search/users/${shown.id}/image`,
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toMatch(/^image\//);

    await server.db.tenant(tenant.id, (tx) =>
      tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, shown.id)),
    );
    const gone = await server.api(tenant, "GET", "public/search/users?q=ana", { token: reader });
    expect(gone.body.result).toMatchObject({ data: [], total: 0 });
    const hiddenPhoto = await server.api(tenant, "GET", `public/search/users/${shown.id}/image`, {
      token: reader,
    });
    expect(hiddenPhoto.status).toBe(404);
    expect(master).toBeTruthy();
  });

  it("needs three letters, a login, and never shows another tenant's people", async () => {
    const { tenant, reader } = await setting();
    const short = await server.api(tenant, "GET", "public/search/users?q=an", { token: reader });
    expect(short.status).toBe(400);
    expect(short.body.errors.q).toMatch(/3 letras/);
    expect((await server.api(tenant, "GET", "public/search/users?q=silva")).status).toBe(401);
    expect((await server.api(tenant, "GET", "public/search/associations")).status).toBe(401);
    expect((await server.api(tenant, "GET", "public/search/documents")).status).toBe(401);

    const other = await server.createTenant();
    const outsider = await server.loginAs(other);
    const theirs = await server.api(other, "GET", "public/search/users?q=silva", { token: outsider });
    expect(theirs.body.result.data).toEqual([]);
  });
});

describe("GET public/search/associations", () => {
  it("lists approved associations with the chosen fields, searching name and short name only", async () => {
    const { tenant, reader, club, master } = await setting();
    const found = await server.api(tenant, "GET", "public/search/associations?q=paulistano", {
      token: reader,
    });
    expect(found.body.result.data).toEqual([
      {
        id: club.id,
        name: "Clube Atlético Paulistano",
        short_name: "CAP",
        shield: null,
        city: null,
        site: null,
      },
    ]);
    await choose(tenant, master, {
      users: { enabled: true, fields: [] },
      associations: { enabled: true, fields: ["email"] },
      documents: { enabled: true },
    });
    const chosen = await server.api(tenant, "GET", "public/search/associations?q=cap", { token: reader });
    expect(chosen.body.result.data).toEqual([
      { id: club.id, name: "Clube Atlético Paulistano", email: "contato@cap.org.br" },
    ]);
  });
});

describe("GET public/search/documents", () => {
  it("finds only the published documents and serves their files", async () => {
    const { tenant, reader, master } = await setting();
    const file = await upload(tenant, master, {
      name: "estatuto.pdf",
      content: PDF,
      type: "application/pdf",
    });
    const publish = (title: string, isPublic: boolean) =>
      server.api(tenant, "POST", "documents", {
        token: master,
        body: { title, type: "statute", file, public: isPublic },
      });
    const published = await publish("Estatuto Social 2025", true);
    expect(published.status).toBe(201);
    await publish("Estatuto rascunho interno", false);

    const found = await server.api(tenant, "GET", "public/search/documents?q=estatuto", { token: reader });
    expect(found.body.result.data.map((doc: { title: string }) => doc.title)).toEqual([
      "Estatuto Social 2025",
    ]);
    const link = found.body.result.data[0].file;
    expect(link).toBe(`public/search/documents/${published.body.result.id}/file`);
    const download = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/${link}`,
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/attachment/);
  });
});
