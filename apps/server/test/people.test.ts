import { cpfFromBase, RESOURCES, type RegisterSettings } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings, saveSettings } from "../src/modules/configs/settingsStore.ts";
import { users } from "../src/platform/db/schema/index.ts";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";
import type { TestServer, TestTenant } from "./harness.ts";
import { type Mailbox, startServerWithMailbox } from "./mailbox.ts";
import { multipartBody } from "./multipart.ts";

/** The staff register of people: users list, registration by the tenant's rules, photo, approval queues. */

let server: TestServer;
let mailbox: Mailbox;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox());
});
afterAll(() => close());

let sequence = 100;
const newCpf = () =>
  cpfFromBase(String(Date.now() % 1_000_000_000).slice(-6) + String(sequence++).padStart(3, "0"));

const person = (extra: Record<string, unknown> = {}) => ({
  name: "Ana Júlia Souza",
  cpf: newCpf(),
  email: `ana-${sequence++}@example.com`,
  phone: "(11) 98765-4321",
  birthdate: "2008-04-12",
  ...extra,
});

/** The tenant's registration settings, changed as the settings screen would save them. */
const setRegister = async (tenant: TestTenant, register: Partial<RegisterSettings>) => {
  await server.db.tenant(tenant.id, async (tx) => {
    const { version } = await loadSettings(tx, tenant.id);
    await saveSettings(tx, {
      tenantId: tenant.id,
      version,
      change: (current) => ({ ...current, register: { ...current.register, ...register } }),
    });
  });
};

const staffTenant = async () => {
  const tenant = await server.createTenant();
  const master = await server.loginAs(tenant, { master: true });
  const staff = await server.loginAs(tenant, { permissions: ["users"] });
  return { tenant, master, staff };
};

const auditOf = (tenantId: string, recordId: string) =>
  server.db.owner
    .select()
    .from(resourceTableOf(RESOURCES.logs!) as any)
    .where(
      and(
        eq((resourceTableOf(RESOURCES.logs!) as any).tenant_id, tenantId),
        eq((resourceTableOf(RESOURCES.logs!) as any).record_id, recordId),
      ),
    ) as Promise<Record<string, any>[]>;

describe("registering a person (POST users)", () => {
  it("creates the person with the next matrícula, audited, and answers it without secrets", async () => {
    const { tenant, staff } = await staffTenant();
    const first = await server.api(tenant, "POST", "users", {
      token: staff,
      body: person({ father_name: "José Souza", blood_type: "O+", nationality: "Brasileira" }),
    });
    expect(first.status).toBe(201);
    const created = first.body.result;
    expect(created).toMatchObject({
      name: "Ana Júlia Souza",
      phone: "11987654321",
      father_name: "José Souza",
      blood_type: "O+",
    });
    expect(created).not.toHaveProperty("password_hash");
    expect(created).not.toHaveProperty("card_token");
    const second = await server.api(tenant, "POST", "users", {
      token: staff,
      body: person({ name: "Bruno Lima" }),
    });
    expect(second.body.result.registration_number).toBe(created.registration_number + 1);
    const log = await auditOf(tenant.id, created.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "create", resource: "users", record_title: "Ana Júlia Souza" });
  });

  it("gives distinct matrículas to people created at the same moment", async () => {
    const { tenant, staff } = await staffTenant();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        server.api(tenant, "POST", "users", { token: staff, body: person({ name: `Pessoa ${n} Teste` }) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const numbers = answers
      .map((answer) => answer.body.result.registration_number as number)
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
  });

  it("applies the tenant's rules: cpf required and checked, mandatory fields, strict address", async () => {
    const { tenant, staff } = await staffTenant();
    const bad = await server.api(tenant, "POST", "users", {
      token: staff,
      body: person({ cpf: "123.456.789-00", phone: "", birthdate: "" }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      cpf: "CPF inválido: confira os dígitos.",
      phone: "Informe o telefone.",
      birthdate: "Informe a data de nascimento.",
    });
    expect(bad.body.message).toContain("CPF");

    await setRegister(tenant, {
      key: "email",
      cpf_required: false,
      cpf_check: false,
      mandatory_fields: ["mother_name"],
      strict_address: true,
    });
    const unchecked = await server.api(tenant, "POST", "users", {
      token: staff,
      body: { name: "Carla Dias", cpf: "123.456.789-00", email: "carla@example.com" },
    });
    expect(unchecked.status).toBe(400);
    expect(Object.keys(unchecked.body.errors).sort()).toEqual(["address", "mother_name"]);
    const incomplete = await server.api(tenant, "POST", "users", {
      token: staff,
      body: {
        name: "Carla Dias",
        email: "carla@example.com",
        mother_name: "Maria Dias",
        address: {
          cep: "0100",
          street: "Praça da Sé",
          number: "",
          district: "Sé",
          city: "São Paulo",
          state: "SP",
        },
      },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toMatchObject({
      "address.cep": "CEP inválido.",
      "address.number": "Informe o número.",
    });
    const noEmail = await server.api(tenant, "POST", "users", {
      token: staff,
      body: { name: "Carla Dias", mother_name: "Maria Dias" },
    });
    expect(noEmail.body.errors.email).toBeDefined();
    const good = await server.api(tenant, "POST", "users", {
      token: staff,
      body: {
        name: "Carla Dias",
        cpf: "123.456.789-00",
        email: "Carla@Example.com",
        mother_name: "Maria Dias",
        address: {
          cep: "01001-000",
          street: "Praça da Sé",
          number: "1",
          district: "Sé",
          city: "São Paulo",
          state: "sp",
        },
      },
    });
    expect(good.status).toBe(201);
    expect(good.body.result).toMatchObject({
      cpf: "12345678900",
      email: "carla@example.com",
      address: { cep: "01001000", state: "SP" },
    });
  });

  it("answers 409 naming the field for a cpf or e-mail already registered, and writes nothing", async () => {
    const { tenant, staff } = await staffTenant();
    const first = person();
    expect((await server.api(tenant, "POST", "users", { token: staff, body: first })).status).toBe(201);
    const sameCpf = await server.api(tenant, "POST", "users", {
      token: staff,
      body: person({ cpf: first.cpf }),
    });
    expect(sameCpf.status).toBe(409);
    expect(sameCpf.body.errors).toEqual({ cpf: "Este CPF já está cadastrado para outra pessoa." });
    const sameEmail = await server.api(tenant, "POST", "users", {
      token: staff,
      body: person({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors.email).toBeDefined();
    const rows = await server.db.owner.select().from(users).where(eq(users.tenantId, tenant.id));
    expect(rows.filter((row) => row.name === "Ana Júlia Souza")).toHaveLength(1);
  });

  it("lets a person without `users` register only a dependent of their own", async () => {
    const tenant = await server.createTenant();
    const parent = await server.createUser(tenant);
    const token = await server.login(tenant, parent);
    const stranger = await server.createUser(tenant);
    const created = await server.api(tenant, "POST", "users", {
      token,
      body: person({ name: "Filho Teste", guardian_id: stranger.id }),
    });
    expect(created.status).toBe(201);
    expect(created.body.result.guardian_id).toBe(parent.id);
    // Their dependent they may read; the list of everyone they may not.
    expect((await server.api(tenant, "GET", `users/${created.body.result.id}`, { token })).status).toBe(200);
    expect((await server.api(tenant, "GET", `users/${stranger.id}`, { token })).status).toBe(404);
    expect((await server.api(tenant, "GET", "users", { token })).status).toBe(403);
    expect(
      (
        await server.api(tenant, "PATCH", `users/${created.body.result.id}`, {
          token,
          body: { name: "X Y Z", version: 0 },
        })
      ).status,
    ).toBe(403);
  });

  it("refuses a guardian loop and a guardian from another tenant", async () => {
    const { tenant, staff } = await staffTenant();
    const other = await server.createTenant();
    const foreign = await server.createUser(other);
    const a = (
      await server.api(tenant, "POST", "users", { token: staff, body: person({ name: "Pai Teste" }) })
    ).body.result;
    const b = (
      await server.api(tenant, "POST", "users", {
        token: staff,
        body: person({ name: "Filho Teste", guardian_id: a.id }),
      })
    ).body.result;
    expect(b.guardian_id).toBe(a.id);
    const loop = await server.api(tenant, "PATCH", `users/${a.id}`, {
      token: staff,
      body: { guardian_id: b.id, version: a.version },
    });
    expect(loop.status).toBe(400);
    expect(loop.body.errors.guardian_id).toBeDefined();
    const cross = await server.api(tenant, "POST", "users", {
      token: staff,
      body: person({ guardian_id: foreign.id }),
    });
    expect(cross.status).toBe(400);
    expect(cross.body.errors.guardian_id).toContain("não encontrado");
  });
});

describe("editing a person (PATCH users/:id)", () => {
  it("saves the fields sent, clears a blank one, and answers 409 to a stale version", async () => {
    const { tenant, staff } = await staffTenant();
    const created = (
      await server.api(tenant, "POST", "users", { token: staff, body: person({ rg: "12.345.678-9" }) })
    ).body.result;
    const saved = await server.api(tenant, "PATCH", `users/${created.id}`, {
      token: staff,
      body: { social_name: "Juju", rg: "", version: created.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      social_name: "Juju",
      rg: null,
      version: created.version + 1,
      name: created.name,
    });
    const stale = await server.api(tenant, "PATCH", `users/${created.id}`, {
      token: staff,
      body: { name: "Outro Nome", version: created.version },
    });
    expect(stale.status).toBe(409);
    const [row] = await server.db.owner.select().from(users).where(eq(users.id, created.id));
    expect(row?.name).toBe(created.name);
    const log = await auditOf(tenant.id, created.id);
    expect(log.find((entry) => entry.action === "update")?.changes).toEqual({
      before: { social_name: null, rg: "12.345.678-9" },
      after: { social_name: "Juju", rg: null },
    });
  });

  it("never changes a matrícula, and refuses a cpf of someone else", async () => {
    const { tenant, staff } = await staffTenant();
    const a = (await server.api(tenant, "POST", "users", { token: staff, body: person() })).body.result;
    const b = (
      await server.api(tenant, "POST", "users", { token: staff, body: person({ name: "Beto Silva" }) })
    ).body.result;
    const renumbered = await server.api(tenant, "PATCH", `users/${a.id}`, {
      token: staff,
      body: { registration_number: 999, version: a.version },
    });
    expect(renumbered.body.result.registration_number).toBe(a.registration_number);
    const taken = await server.api(tenant, "PATCH", `users/${b.id}`, {
      token: staff,
      body: { cpf: a.cpf, version: b.version },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.cpf).toBeDefined();
  });

  it("lets only a master change a master, and nobody disable themselves", async () => {
    const tenant = await server.createTenant();
    const boss = await server.createUser(tenant, { master: true });
    const staffUser = await server.createUser(tenant, { permissions: ["users"] });
    const staff = await server.login(tenant, staffUser);
    expect(
      (
        await server.api(tenant, "PATCH", `users/${boss.id}`, {
          token: staff,
          body: { email: "eu@example.com", version: 0 },
        })
      ).status,
    ).toBe(403);
    expect((await server.api(tenant, "POST", `users/${staffUser.id}/disable`, { token: staff })).status).toBe(
      409,
    );
    const target = (await server.api(tenant, "POST", "users", { token: staff, body: person() })).body.result;
    const disabled = await server.api(tenant, "POST", `users/${target.id}/disable`, { token: staff });
    expect(disabled.body.result.disabled_at).not.toBeNull();
    const list = await server.api(tenant, "GET", "users?disabled=true", { token: staff });
    expect(list.body.result.data.map((row: { id: string }) => row.id)).toEqual([target.id]);
    const enabled = await server.api(tenant, "POST", `users/${target.id}/enable`, { token: staff });
    expect(enabled.body.result.disabled_at).toBeNull();
  });
});

describe("the list (GET users) and its export", () => {
  it("searches accent-free by name, cpf digits and matrícula, filters, sorts and pages", async () => {
    const { tenant, staff } = await staffTenant();
    const joao = (
      await server.api(tenant, "POST", "users", { token: staff, body: person({ name: "João Ávila" }) })
    ).body.result;
    await server.api(tenant, "POST", "users", {
      token: staff,
      body: person({ name: "Maria Souza", guardian_id: joao.id }),
    });
    const find = async (query: string) =>
      (await server.api(tenant, "GET", `users?${query}`, { token: staff })).body.result;
    expect((await find("q=joao avila")).data.map((row: any) => row.name)).toEqual(["João Ávila"]);
    expect((await find(`q=${joao.cpf.slice(2, 9)}`)).data.map((row: any) => row.id)).toEqual([joao.id]);
    expect((await find(`q=${joao.registration_number}`)).data.map((row: any) => row.id)).toContain(joao.id);
    const dependents = await find(`guardian_id=${joao.id}`);
    expect(dependents.data.map((row: any) => [row.name, row.guardian_name])).toEqual([
      ["Maria Souza", "João Ávila"],
    ]);
    const paged = await find("sort=-name&per_page=1&page=1");
    expect(paged.total).toBe(4);
    expect(paged.data).toHaveLength(1);
    expect((await server.api(tenant, "GET", "users?sort=password_hash", { token: staff })).status).toBe(400);
  });

  it("exports the filtered list as CSV and XLSX, formulas escaped", async () => {
    const { tenant, staff } = await staffTenant();
    await server.api(tenant, "POST", "users", {
      token: staff,
      body: person({ name: "=HYPERLINK(1) Teste", gender: "F", address: undefined }),
    });
    await server.api(tenant, "POST", "users", { token: staff, body: person({ name: "Zeca Pagode" }) });
    const csv = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/users/export.csv?q=hyperlink`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain("Matrícula");
    expect(lines[0]).toContain("Tipo sanguíneo");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=HYPERLINK(1) Teste");
    expect(lines[1]).toContain("Feminino");
    expect(lines[1]).not.toContain("Zeca");
    const xlsx = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/users/export.xlsx`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("needs permission `users` (403) and never shows another tenant's person (404)", async () => {
    const { tenant, staff } = await staffTenant();
    const other = await server.createTenant();
    const foreign = await server.createUser(other);
    const athlete = await server.loginAs(tenant);
    expect((await server.api(tenant, "GET", "users", { token: athlete })).status).toBe(403);
    expect((await server.api(tenant, "GET", "users/export.csv", { token: athlete })).status).toBe(403);
    expect((await server.api(tenant, "GET", "users/approvals/socialnames", { token: athlete })).status).toBe(
      403,
    );
    for (const [method, path, body] of [
      ["GET", `users/${foreign.id}`, undefined],
      ["PATCH", `users/${foreign.id}`, { name: "Invasor Teste", version: 0 }],
      ["POST", `users/${foreign.id}/disable`, undefined],
      ["DELETE", `users/${foreign.id}/image`, undefined],
      ["POST", `users/${foreign.id}/socialname/approve`, {}],
    ] as const) {
      expect(
        (await server.api(tenant, method, path, { token: staff, body })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    const [row] = await server.db.owner.select().from(users).where(eq(users.id, foreign.id));
    expect(row?.disabledAt).toBeNull();
    expect(row?.version).toBe(0);
  });
});

const uploadPng = async (tenant: TestTenant, token: string) => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366ff" } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody([
    { field: "file", filename: "foto.png", content: png, contentType: "image/png" },
  ]);
  const response = await server.app.inject({
    method: "POST",
    url: `/t/${tenant.identifier}/api/v1/uploads`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return response.json().result as { id: string; url: string };
};

describe("photos (PUT/DELETE users/:id/image)", () => {
  it("staff set and remove a photo; a person's own photo goes to the approval queue", async () => {
    const { tenant, staff } = await staffTenant();
    const target = (await server.api(tenant, "POST", "users", { token: staff, body: person() })).body.result;
    const upload = await uploadPng(tenant, staff);
    const set = await server.api(tenant, "PUT", `users/${target.id}/image`, {
      token: staff,
      body: { upload_id: upload.id },
    });
    expect(set.body.result.image_url).toBe(upload.url);
    const removed = await server.api(tenant, "DELETE", `users/${target.id}/image`, { token: staff });
    expect(removed.body.result.image_url).toBeNull();

    const self = await server.createUser(tenant);
    const selfToken = await server.login(tenant, self);
    const own = await uploadPng(tenant, selfToken);
    const filed = await server.api(tenant, "PUT", `users/${self.id}/image`, {
      token: selfToken,
      body: { upload_id: own.id },
    });
    expect(filed.body.result).toMatchObject({ image_url: null, pending_image_url: own.url });
    const notImage = await server.api(tenant, "PUT", `users/${target.id}/image`, {
      token: staff,
      body: { upload_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors.upload_id).toBeDefined();
  });
});

describe("approval queues of photos and social names", () => {
  it("approving moves the photo into place, refusing clears the name, and the person is told by e-mail", async () => {
    const { tenant, staff } = await staffTenant();
    const ana = await server.createUser(tenant, { name: "Ana Fila" });
    const beto = await server.createUser(tenant, { name: "Beto Fila" });
    await server.db.tenant(tenant.id, async (tx) => {
      await tx
        .update(users)
        .set({ pendingImageUrl: "uploads/nova", imageSubmittedAt: new Date() })
        .where(eq(users.id, ana.id));
      await tx
        .update(users)
        .set({ pendingSocialName: "Bia", socialNameSubmittedAt: new Date() })
        .where(eq(users.id, beto.id));
    });
    const pictures = await server.api(tenant, "GET", "users/approvals/profilepictures", { token: staff });
    expect(pictures.body.result.data.map((row: any) => [row.id, row.pending_image_url])).toEqual([
      [ana.id, "uploads/nova"],
    ]);
    const names = await server.api(tenant, "GET", "users/approvals/socialnames", { token: staff });
    expect(names.body.result.total).toBe(1);

    const approved = await server.api(tenant, "POST", `users/${ana.id}/profilepicture/approve`, {
      token: staff,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({
      image_url: "uploads/nova",
      pending_image_url: null,
      image_submitted_at: null,
    });
    const noReason = await server.api(tenant, "POST", `users/${beto.id}/socialname/reject`, {
      token: staff,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe("Informe o motivo da recusa.");
    const refused = await server.api(tenant, "POST", `users/${beto.id}/socialname/reject`, {
      token: staff,
      body: { reason: "Use o nome completo que deseja." },
    });
    expect(refused.body.result).toMatchObject({ social_name: null, pending_social_name: null });
    const twice = await server.api(tenant, "POST", `users/${beto.id}/socialname/approve`, {
      token: staff,
      body: {},
    });
    expect(twice.status).toBe(409);

    const counts = await server.api(tenant, "GET", "approvals/counts", { token: staff });
    expect(counts.body.result).toMatchObject({ profilepictures: 0, socialnames: 0 });
    await expect.poll(() => mailbox.to(ana.email).length, { timeout: 15_000 }).toBe(1);
    expect(mailbox.to(ana.email)[0]?.subject).toContain("Sua foto de perfil foi aprovado(a)");
    await expect.poll(() => mailbox.to(beto.email).length, { timeout: 15_000 }).toBe(1);
    expect(mailbox.to(beto.email)[0]?.text).toContain("Motivo: Use o nome completo que deseja.");
    const log = await auditOf(tenant.id, beto.id);
    expect(log[0]?.changes.decision).toEqual({
      queue: "socialnames",
      approved: false,
      reason: "Use o nome completo que deseja.",
    });
  });
});
