import { cnpjFromBody, cpfFromBase, type PermissionKey, type TenantSettings } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATHLETE_OF_ANOTHER_ASSOCIATION } from "../src/modules/associations/managerLinks.ts";
import { tenantSettings, users } from "../src/platform/db/schema/index.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import type { TestServer, TestTenant } from "./harness.ts";
import { type Mailbox, startServerWithMailbox } from "./mailbox.ts";
import { multipartBody } from "./multipart.ts";

/** Associations: staff rules and decisions, claims, the managers' area and athletes' affiliations. */

let server: TestServer;
let mailbox: Mailbox;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox());
});
afterAll(() => close());

const NUMERIC_CNPJ = cnpjFromBody("112223330001");
const ALPHANUMERIC_CNPJ = cnpjFromBody("12ABC34501DE");
// A numeric CNPJ with a wrong last digit.
const WRONG_CNPJ = `${NUMERIC_CNPJ.slice(0, 13)}${(Number(NUMERIC_CNPJ[13]) + 1) % 10}`;

const setAssociationRules = (tenant: TestTenant, rules: Partial<TenantSettings["register_associations"]>) =>
  server.db.tenant(tenant.id, async (tx) => {
    const [row] = await tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenant.id));
    const settings = row!.settings as TenantSettings;
    await tx
      .update(tenantSettings)
      .set({
        settings: { ...settings, register_associations: { ...settings.register_associations, ...rules } },
      })
      .where(eq(tenantSettings.tenantId, tenant.id));
  });

const rowsOf = (tenant: TestTenant, name: string) =>
  server.db.tenant(tenant.id, (tx) => {
    const t = resourceTable(name) as any;
    return tx.select().from(t).where(eq(t.tenant_id, tenant.id)) as Promise<Record<string, any>[]>;
  });

const person = async (tenant: TestTenant, permissions: PermissionKey[] = []) => {
  const user = await server.createUser(tenant, { permissions });
  return { ...user, token: await server.login(tenant, user) };
};
const manager = (tenant: TestTenant) => person(tenant, ["my_associations"]);
const staff = (tenant: TestTenant) => person(tenant, ["associations"]);

const uploadPng = async (tenant: TestTenant, token: string, visibility: "public" | "private" = "public") => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody([
    { field: "visibility", value: visibility },
    { field: "file", filename: "escudo.png", content: png, contentType: "image/png" },
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

/** A self-registered association (pending) and the person who registered it (its manager). */
const registerAssociation = async (tenant: TestTenant, body: Record<string, unknown> = {}) => {
  const owner = await manager(tenant);
  const response = await server.api(tenant, "POST", "my/register_associations", {
    token: owner.token,
    body: {
      name: "Clube Atlético Exemplo",
      email: "clube@example.com",
      cnpj: NUMERIC_CNPJ,
      role: "president",
      ...body,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { owner, association: response.body.result };
};

describe("staff writes follow register_associations", () => {
  it("checks the CNPJ (numeric and alphanumeric), asks the mandatory fields, approves and gives a link code", async () => {
    const tenant = await server.createTenant();
    const { token } = await staff(tenant);
    const create = (body: Record<string, unknown>) =>
      server.api(tenant, "POST", "associations", { token, body });

    const wrong = await create({ name: "Clube A", email: "a@example.com", cnpj: WRONG_CNPJ });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.cnpj).toBe("CNPJ inválido.");

    // cnpj_check on (the default): the CNPJ is required; e-mail is mandatory by default.
    const missing = await create({ name: "Clube A" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ cnpj: "Informe o CNPJ.", email: "Campo obrigatório." });

    const numeric = await create({ name: "Clube A", email: "a@example.com", cnpj: NUMERIC_CNPJ });
    expect(numeric.status).toBe(201);
    expect(numeric.body.result).toMatchObject({ status: "approved", cnpj: NUMERIC_CNPJ });
    expect(numeric.body.result.token).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);

    const alphanumeric = await create({
      name: "Clube B",
      email: "b@example.com",
      cnpj: ALPHANUMERIC_CNPJ.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5").toLowerCase(),
    });
    expect(alphanumeric.status).toBe(201);
    expect(alphanumeric.body.result.cnpj).toBe(ALPHANUMERIC_CNPJ);
    expect(alphanumeric.body.result.token).not.toBe(numeric.body.result.token);

    const duplicate = await create({ name: "Clube C", email: "c@example.com", cnpj: NUMERIC_CNPJ });
    expect(duplicate.status).toBe(409);

    await setAssociationRules(tenant, {
      cnpj_check: false,
      mandatory_fields: ["phone"],
      strict_address: true,
    });
    const strict = await create({ name: "Clube D" });
    expect(strict.status).toBe(400);
    expect(Object.keys(strict.body.errors).sort()).toEqual([
      "cep",
      "city_id",
      "district",
      "number",
      "phone",
      "street",
    ]);

    // A PATCH that empties a mandatory field is refused and changes nothing.
    await setAssociationRules(tenant, { mandatory_fields: ["email"], strict_address: false });
    const patch = await server.api(tenant, "PATCH", `associations/${numeric.body.result.id}`, {
      token,
      body: { email: null, version: numeric.body.result.version },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.errors.email).toBe("Campo obrigatório.");
    const [kept] = (await rowsOf(tenant, "associations")).filter((row) => row.id === numeric.body.result.id);
    expect(kept!.email).toBe("a@example.com");
  });
});

describe("self-registration and its approval queue", () => {
  it("registers a pending association whose author manages it; cnpj_check decides whether the digits are verified", async () => {
    const tenant = await server.createTenant();
    const owner = await manager(tenant);
    const register = (body: Record<string, unknown>) =>
      server.api(tenant, "POST", "my/register_associations", {
        token: owner.token,
        body: { name: "Clube X", email: "x@example.com", role: "president", ...body },
      });
    const wrong = await register({ cnpj: WRONG_CNPJ });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.cnpj).toBe("CNPJ inválido: confira os dígitos.");
    expect(await rowsOf(tenant, "associations")).toHaveLength(0);

    await setAssociationRules(tenant, { cnpj_check: false });
    const unchecked = await register({ cnpj: WRONG_CNPJ });
    expect(unchecked.status).toBe(201);
    expect(unchecked.body.result).toMatchObject({
      status: "pending",
      my_role: "president",
      cnpj: WRONG_CNPJ,
    });
    const malformed = await register({ cnpj: "123" });
    expect(malformed.status).toBe(400);

    const mine = await server.api(tenant, "GET", "my/associations", { token: owner.token });
    expect(mine.body.result.map((row: any) => row.name)).toEqual(["Clube X"]);

    await setAssociationRules(tenant, { open: false });
    const closed = await register({ cnpj: NUMERIC_CNPJ });
    expect(closed.status).toBe(403);
  });

  it("approves and rejects with a reason, e-mails the managers, and decides only once", async () => {
    const tenant = await server.createTenant();
    const reviewer = await staff(tenant);
    const first = await registerAssociation(tenant);
    const second = await registerAssociation(tenant, { name: "Outro Clube", cnpj: ALPHANUMERIC_CNPJ });

    const queue = await server.api(tenant, "GET", "associations?status=pending", { token: reviewer.token });
    expect(queue.body.result.data).toHaveLength(2);
    const counts = await server.api(tenant, "GET", "approvals/counts", { token: reviewer.token });
    expect(counts.body.result.associations).toBe(2);

    const approved = await server.api(tenant, "POST", `associations/${first.association.id}/approve`, {
      token: reviewer.token,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.result.status).toBe("approved");
    const again = await server.api(tenant, "POST", `associations/${first.association.id}/reject`, {
      token: reviewer.token,
      body: { reason: "Tarde demais" },
    });
    expect(again.status).toBe(409);

    const noReason = await server.api(tenant, "POST", `associations/${second.association.id}/reject`, {
      token: reviewer.token,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toContain("motivo");
    const rejected = await server.api(tenant, "POST", `associations/${second.association.id}/reject`, {
      token: reviewer.token,
      body: { reason: "Estatuto ilegível." },
    });
    expect(rejected.body.result).toMatchObject({ status: "rejected", review_reason: "Estatuto ilegível." });

    const approvedMail = mailbox.to(first.owner.email).at(-1)!;
    expect(approvedMail.subject).toContain("O cadastro da entidade Clube Atlético Exemplo foi aprovado");
    const rejectedMail = mailbox.to(second.owner.email).at(-1)!;
    expect(rejectedMail.subject).toContain("foi recusado");
    expect(rejectedMail.text).toContain("Motivo: Estatuto ilegível.");

    // Corrected by its manager, a refused registration returns to the queue.
    const fixed = await server.api(tenant, "PATCH", `my/associations/${second.association.id}`, {
      token: second.owner.token,
      body: { name: "Outro Clube Corrigido", version: rejected.body.result.version },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.result).toMatchObject({
      status: "pending",
      name: "Outro Clube Corrigido",
      review_reason: null,
    });

    // Once approved, the name is the federation's.
    const rename = await server.api(tenant, "PATCH", `my/associations/${first.association.id}`, {
      token: first.owner.token,
      body: { name: "Outro nome", version: approved.body.result.version },
    });
    expect(rename.status).toBe(400);
    expect(rename.body.errors.name).toContain("Só a federação");

    const logs = await rowsOf(tenant, "logs");
    expect(
      logs.filter((log) => log.resource === "associations" && log.action === "update").length,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe("claims", () => {
  it("a person claims an association with proof; approval makes them a manager in the same transaction and e-mails them", async () => {
    const tenant = await server.createTenant();
    const reviewer = await staff(tenant);
    const created = await server.api(tenant, "POST", "associations", {
      token: reviewer.token,
      body: { name: "Esporte Clube Claim", email: "ec@example.com", cnpj: NUMERIC_CNPJ },
    });
    const association = created.body.result;
    const claimant = await manager(tenant);

    const found = await server.api(tenant, "GET", "my/associations/search?q=claim", {
      token: claimant.token,
    });
    expect(found.body.result.map((row: any) => row.id)).toEqual([association.id]);
    const byCnpj = await server.api(tenant, "GET", `my/associations/search?q=${NUMERIC_CNPJ.slice(0, 8)}`, {
      token: claimant.token,
    });
    expect(byCnpj.body.result).toHaveLength(1);

    const proof = await uploadPng(tenant, claimant.token);
    const claim = await server.api(tenant, "POST", "my/associationclaims", {
      token: claimant.token,
      body: {
        association_id: association.id,
        role: "treasurer",
        file: proof,
        message: "Sou o tesoureiro eleito.",
      },
    });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    expect(claim.body.result.status).toBe("pending");
    const twice = await server.api(tenant, "POST", "my/associationclaims", {
      token: claimant.token,
      body: { association_id: association.id, role: "treasurer" },
    });
    expect(twice.status).toBe(409);

    // Another person's file cannot be offered as proof.
    const other = await manager(tenant);
    const stolen = await server.api(tenant, "POST", "my/associationclaims", {
      token: other.token,
      body: { association_id: association.id, role: "president", file: proof },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors.file).toBeTruthy();

    // Before approval the claimant does not manage it.
    const before = await server.api(tenant, "GET", `my/associations/${association.id}`, {
      token: claimant.token,
    });
    expect(before.status).toBe(404);

    const approved = await server.api(tenant, "POST", `associationclaims/${claim.body.result.id}/approve`, {
      token: reviewer.token,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.result.reviewed_by).toBeTruthy();
    const managers = await rowsOf(tenant, "associationmanagers");
    expect(managers).toEqual([
      expect.objectContaining({ association_id: association.id, user_id: claimant.id, role: "treasurer" }),
    ]);
    const after = await server.api(tenant, "GET", `my/associations/${association.id}`, {
      token: claimant.token,
    });
    expect(after.body.result).toMatchObject({ id: association.id, my_role: "treasurer" });
    expect(mailbox.to(claimant.email).at(-1)!.subject).toContain(
      "Seu pedido de gestão da entidade Esporte Clube Claim foi aprovado",
    );

    const mineList = await server.api(tenant, "GET", "my/associationclaims", { token: claimant.token });
    expect(mineList.body.result).toEqual([
      expect.objectContaining({ status: "approved", association_name: "Esporte Clube Claim" }),
    ]);
    const notMine = await server.api(tenant, "GET", `my/associationclaims/${claim.body.result.id}`, {
      token: other.token,
    });
    expect(notMine.status).toBe(404);

    // A refused claim: no manager, the reason by e-mail.
    const second = await server.api(tenant, "POST", "my/associationclaims", {
      token: other.token,
      body: { association_id: association.id, role: "president" },
    });
    const refused = await server.api(tenant, "POST", `associationclaims/${second.body.result.id}/reject`, {
      token: reviewer.token,
      body: { reason: "Sem comprovante." },
    });
    expect(refused.body.result).toMatchObject({ status: "rejected", review_reason: "Sem comprovante." });
    expect(await rowsOf(tenant, "associationmanagers")).toHaveLength(1);
    expect(mailbox.to(other.email).at(-1)!.text).toContain("Motivo: Sem comprovante.");
  });
});

describe("the manager area", () => {
  it("shows a person only the associations they manage, and needs the personal permission", async () => {
    const tenant = await server.createTenant();
    const mine = await registerAssociation(tenant);
    const theirs = await registerAssociation(tenant, { name: "Clube Alheio", cnpj: ALPHANUMERIC_CNPJ });
    const id = theirs.association.id;
    for (const [method, path, body] of [
      ["GET", `my/associations/${id}`, undefined],
      ["PATCH", `my/associations/${id}`, { short_name: "X", version: 1 }],
      ["POST", `my/associations/${id}/token`, undefined],
      ["GET", `my/associations/${id}/users`, undefined],
      ["POST", `my/associations/${id}/users`, { mode: "link", cpf: mine.owner.cpf }],
    ] as const) {
      const response = await server.api(tenant, method, path, { token: mine.owner.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = await server.api(tenant, "GET", "my/associations", { token: mine.owner.token });
    expect(list.body.result.map((row: any) => row.id)).toEqual([mine.association.id]);

    const nobody = await person(tenant);
    expect((await server.api(tenant, "GET", "my/associations", { token: nobody.token })).status).toBe(403);
  });

  it("draws a new link code and sends a shield that waits for approval", async () => {
    const tenant = await server.createTenant();
    const reviewer = await staff(tenant);
    const { owner, association } = await registerAssociation(tenant);
    const token = await server.api(tenant, "POST", `my/associations/${association.id}/token`, {
      token: owner.token,
    });
    expect(token.body.result.token).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(token.body.result.token).not.toBe(association.token);

    const image = await uploadPng(tenant, owner.token);
    const sent = await server.api(tenant, "PUT", `my/associations/${association.id}/shield`, {
      token: owner.token,
      body: { shield: image },
    });
    expect(sent.body.result).toMatchObject({ pending_shield: image, shield: null });
    const queue = await server.api(tenant, "GET", "associations/shields/pending", { token: reviewer.token });
    expect(queue.body.result.map((row: any) => row.id)).toEqual([association.id]);
    const approved = await server.api(tenant, "POST", `associations/${association.id}/shield/approve`, {
      token: reviewer.token,
      body: {},
    });
    expect(approved.body.result).toMatchObject({ shield: image, pending_shield: null });
    expect(mailbox.to(owner.email).at(-1)!.subject).toContain("novo escudo");

    // Staff set a shield directly; a document is not an image.
    const staffImage = await uploadPng(tenant, reviewer.token);
    const direct = await server.api(tenant, "PUT", `associations/${association.id}/shield`, {
      token: reviewer.token,
      body: { shield: staffImage },
    });
    expect(direct.body.result.shield).toBe(staffImage);
    const bogus = await server.api(tenant, "PUT", `associations/${association.id}/shield`, {
      token: reviewer.token,
      body: { shield: "uploads/00000000-0000-4000-8000-000000000000" },
    });
    expect(bogus.status).toBe(400);
  });
});

describe("shield files", () => {
  it("a private shield waiting for approval is readable by every manager of the association and its reviewers, not by others", async () => {
    const tenant = await server.createTenant();
    const reviewer = await staff(tenant);
    const { owner, association } = await registerAssociation(tenant);
    // A second manager, through an approved claim.
    const partner = await manager(tenant);
    const claim = await server.api(tenant, "POST", "my/associationclaims", {
      token: partner.token,
      body: { association_id: association.id, role: "treasurer" },
    });
    expect(claim.status).toBe(201);
    await server.api(tenant, "POST", `associationclaims/${claim.body.result.id}/approve`, {
      token: reviewer.token,
      body: {},
    });
    const athlete = await manager(tenant);

    const image = await uploadPng(tenant, owner.token, "private");
    await server.api(tenant, "PUT", `my/associations/${association.id}/shield`, {
      token: owner.token,
      body: { shield: image },
    });
    const read = (token: string) =>
      server.app.inject({
        method: "GET",
        url: `/t/${tenant.identifier}/api/v1/${image}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await read(owner.token)).statusCode).toBe(200);
    expect((await read(partner.token)).statusCode).toBe(200);
    expect((await read(reviewer.token)).statusCode).toBe(200);
    expect((await read(athlete.token)).statusCode).not.toBe(200);
  });
});

describe("athletes", () => {
  it("an athlete asks to join with the link code; the association accepts and can end it", async () => {
    const tenant = await server.createTenant();
    const reviewer = await staff(tenant);
    const { owner, association } = await registerAssociation(tenant);
    const athlete = await person(tenant);

    // A pending association's code does not work yet.
    const early = await server.api(tenant, "POST", "my/affiliations", {
      token: athlete.token,
      body: { token: association.token },
    });
    expect(early.status).toBe(404);
    await server.api(tenant, "POST", `associations/${association.id}/approve`, {
      token: reviewer.token,
      body: {},
    });

    const asked = await server.api(tenant, "POST", "my/affiliations", {
      token: athlete.token,
      body: { token: association.token.toLowerCase() },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.result).toMatchObject({
      status: "pending",
      association_name: "Clube Atlético Exemplo",
    });
    const twice = await server.api(tenant, "POST", "my/affiliations", {
      token: athlete.token,
      body: { token: association.token },
    });
    expect(twice.status).toBe(409);

    const pending = await server.api(
      tenant,
      "GET",
      `my/associations/${association.id}/users?status=pending`,
      {
        token: owner.token,
      },
    );
    expect(pending.body.result).toEqual([
      expect.objectContaining({ user_id: athlete.id, status: "pending" }),
    ]);
    expect(pending.body.result[0].cpf_masked).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    const affiliationId = pending.body.result[0].id;
    const accepted = await server.api(
      tenant,
      "POST",
      `my/associations/${association.id}/users/${affiliationId}/accept`,
      {
        token: owner.token,
      },
    );
    expect(accepted.body.result).toMatchObject({ status: "active" });
    expect(accepted.body.result.since).toBeTruthy();
    const ended = await server.api(
      tenant,
      "POST",
      `my/associations/${association.id}/users/${affiliationId}/end`,
      {
        token: owner.token,
      },
    );
    expect(ended.body.result).toMatchObject({ status: "inactive" });
    expect(ended.body.result.until).toBeTruthy();
  });

  it("a manager registers a new athlete (person and affiliation in one transaction) or links one by cpf", async () => {
    const tenant = await server.createTenant();
    const reviewer = await staff(tenant);
    const { owner, association } = await registerAssociation(tenant);
    await server.api(tenant, "POST", `associations/${association.id}/approve`, {
      token: reviewer.token,
      body: {},
    });
    const path = `my/associations/${association.id}/users`;
    const peopleBefore = (await server.db.tenant(tenant.id, (tx) => tx.select().from(users))).length;

    const invalid = await server.api(tenant, "POST", path, {
      token: owner.token,
      body: {
        mode: "new",
        name: "Atleta Novo",
        cpf: "11111111111",
        phone: "11987654321",
        birthdate: "2010-05-01",
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.cpf).toBeTruthy();
    expect((await server.db.tenant(tenant.id, (tx) => tx.select().from(users))).length).toBe(peopleBefore);

    const cpf = cpfFromBase("123456789");
    const created = await server.api(tenant, "POST", path, {
      token: owner.token,
      body: {
        mode: "new",
        name: "Atleta Novo",
        cpf,
        phone: "11987654321",
        birthdate: "2010-05-01",
        registration: "A-17",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.result).toMatchObject({ status: "active", registration: "A-17" });
    const [newPerson] = await server.db.tenant(tenant.id, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.cpf, cpf))),
    );
    expect(newPerson).toMatchObject({ name: "Atleta Novo" });
    expect(newPerson!.registrationNumber).toBeGreaterThan(0);

    // The same cpf again: a conflict that points at linking instead; nothing written.
    const again = await server.api(tenant, "POST", path, {
      token: owner.token,
      body: { mode: "new", name: "Atleta Repetido", cpf, phone: "11987654321", birthdate: "2010-05-01" },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.cpf).toBeTruthy();

    const existing = await person(tenant);
    const linked = await server.api(tenant, "POST", path, {
      token: owner.token,
      body: { mode: "link", cpf: existing.cpf },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.message).toContain("vinculado");
    const unknown = await server.api(tenant, "POST", path, {
      token: owner.token,
      body: { mode: "link", cpf: cpfFromBase("987654321") },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.cpf).toBeTruthy();

    const athletes = await server.api(tenant, "GET", path, { token: owner.token });
    expect(athletes.body.result.map((row: any) => row.user_id).sort()).toEqual(
      [existing.id, newPerson!.id].sort(),
    );
  });

  it("a manager cannot take another association's active athlete by cpf; the athlete asks with the link code", async () => {
    const tenant = await server.createTenant();
    const reviewer = await staff(tenant);
    const ours = await registerAssociation(tenant);
    const theirs = await registerAssociation(tenant, {
      name: "Clube Vizinho",
      cnpj: cnpjFromBody("12121212000"),
    });
    for (const { association } of [ours, theirs])
      await server.api(tenant, "POST", `associations/${association.id}/approve`, {
        token: reviewer.token,
        body: {},
      });
    const athlete = await person(tenant);
    const path = (association: { id: string }) => `my/associations/${association.id}/users`;
    const linkedThere = await server.api(tenant, "POST", path(theirs.association), {
      token: theirs.owner.token,
      body: { mode: "link", cpf: athlete.cpf },
    });
    expect(linkedThere.status).toBe(201);

    const refused = await server.api(tenant, "POST", path(ours.association), {
      token: ours.owner.token,
      body: { mode: "link", cpf: athlete.cpf },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ cpf: ATHLETE_OF_ANOTHER_ASSOCIATION });
    const listed = await server.api(tenant, "GET", path(ours.association), { token: ours.owner.token });
    expect(listed.body.result).toEqual([]);

    // With the athlete's own request (the association's link code), the association accepts them.
    const code = (await rowsOf(tenant, "associations")).find((row) => row.id === ours.association.id)!.token;
    const joined = await server.api(tenant, "POST", "my/affiliations", {
      token: athlete.token,
      body: { token: code },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const accepted = await server.api(
      tenant,
      "POST",
      `${path(ours.association)}/${joined.body.result.id}/accept`,
      { token: ours.owner.token },
    );
    expect(accepted.body.result).toMatchObject({ status: "active" });

    // Once the link there has ended, the manager may link them by cpf.
    const other = await person(tenant);
    const there = await server.api(tenant, "POST", path(theirs.association), {
      token: theirs.owner.token,
      body: { mode: "link", cpf: other.cpf },
    });
    await server.api(tenant, "POST", `${path(theirs.association)}/${there.body.result.id}/end`, {
      token: theirs.owner.token,
    });
    const linked = await server.api(tenant, "POST", path(ours.association), {
      token: ours.owner.token,
      body: { mode: "link", cpf: other.cpf },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
  });
});

describe("tenancy and permissions", () => {
  it("another tenant's staff get 404 and change nothing; without the permission, 403", async () => {
    const tenant = await server.createTenant();
    const other = await server.createTenant();
    const { association } = await registerAssociation(tenant);
    const outsider = await staff(other);
    for (const path of [
      `associations/${association.id}/approve`,
      `associations/${association.id}/shield/approve`,
    ]) {
      const response = await server.api(other, "POST", path, { token: outsider.token, body: {} });
      expect(response.status, path).toBe(404);
    }
    const [row] = await rowsOf(tenant, "associations");
    expect(row!.status).toBe("pending");

    const athlete = await person(tenant);
    const denied = await server.api(tenant, "POST", `associations/${association.id}/approve`, {
      token: athlete.token,
      body: {},
    });
    expect(denied.status).toBe(403);
    const deniedQueue = await server.api(tenant, "GET", "associations/shields/pending", {
      token: athlete.token,
    });
    expect(deniedQueue.status).toBe(403);
  });
});
