import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "../src/modules/documents/documentExpiry.ts";
import { requirementStatus } from "../src/modules/documents/documentStatus.ts";
import { users } from "../src/platform/db/schema/index.ts";
import { brazilDay } from "../src/platform/time.ts";
import type { TestServer, TestTenant, TestUser } from "./harness.ts";
import { type Mailbox, startServerWithMailbox } from "./mailbox.ts";
import { multipartBody } from "./multipart.ts";

/** People's and associations' documents: review, expiry, health data, the person's side. */

let server: TestServer;
let mailbox: Mailbox;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox());
});
afterAll(() => close());

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const upload = async (tenant: TestTenant, token: string) => {
  const { payload, headers } = multipartBody([
    { field: "file", filename: "documento.pdf", content: PDF, contentType: "application/pdf" },
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

const download = (tenant: TestTenant, url: string, token: string) =>
  server.app.inject({
    method: "GET",
    url: `/t/${tenant.identifier}/api/v1/${url}`,
    headers: { authorization: `Bearer ${token}` },
  });

type Setup = {
  tenant: TestTenant;
  master: string;
  rg: string;
  medical: string;
  person: TestUser;
  personToken: string;
};

/** A tenant with a required RG (valid 12 months, asks for a number) and a health type, and a person. */
const setup = async (): Promise<Setup> => {
  const tenant = await server.createTenant();
  const master = await server.loginAs(tenant, { master: true });
  const type = async (body: Record<string, unknown>) => {
    const response = await server.api(tenant, "POST", "documenttypes", { token: master, body });
    expect(response.status).toBe(201);
    return response.body.result.id as string;
  };
  const rg = await type({ name: "RG", required: true, validity_months: 12, needs_number: true });
  const medical = await type({ name: "Atestado médico", required: true, validity_months: 6, health: true });
  const person = await server.createUser(tenant, { name: "Ana Atleta" });
  const personToken = await server.login(tenant, person);
  return { tenant, master, rg, medical, person, personToken };
};

const sendMine = async (s: Setup, body: Record<string, unknown>, token = s.personToken) =>
  server.api(s.tenant, "POST", "my/documents", {
    token,
    body: { file: await upload(s.tenant, token), ...body },
  });

describe("expiry", () => {
  it("adds calendar months, a missing day becoming the month's last", () => {
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2023-11-15", 3)).toBe("2024-02-15");
    expect(addMonths("2024-06-30", 12)).toBe("2025-06-30");
  });

  it("is derived from the type's validity and the issue date (or today) unless given", async () => {
    const s = await setup();
    const fromIssue = await sendMine(s, {
      documenttype_id: s.rg,
      number: "12.345.678-9",
      issued_on: "2024-01-31",
    });
    expect(fromIssue.status).toBe(201);
    expect(fromIssue.body.result.expires_on).toBe("2025-01-31");
    expect(fromIssue.body.result.status).toBe("pending");

    const fromToday = await sendMine(s, { documenttype_id: s.medical });
    expect(fromToday.body.result.expires_on).toBe(addMonths(brazilDay(), 6));

    const given = await sendMine(s, {
      documenttype_id: s.rg,
      number: "1",
      issued_on: "2024-01-01",
      expires_on: "2030-01-01",
    });
    expect(given.body.result.expires_on).toBe("2030-01-01");

    // Staff through the generic routes: a change of issue date derives it again.
    const staffSent = await server.api(s.tenant, "POST", "userdocuments", {
      token: s.master,
      body: {
        user_id: s.person.id,
        documenttype_id: s.rg,
        number: "2",
        issued_on: "2023-05-10",
        file: await upload(s.tenant, s.master),
      },
    });
    expect(staffSent.status).toBe(201);
    expect(staffSent.body.result.expires_on).toBe("2024-05-10");
    const changed = await server.api(s.tenant, "PATCH", `userdocuments/${staffSent.body.result.id}`, {
      token: s.master,
      body: { issued_on: "2023-08-01", version: staffSent.body.result.version },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result.expires_on).toBe("2024-08-01");
  });
});

describe("approve and reject", () => {
  it("records the decision, audits it, mails the person and refuses a second decision", async () => {
    const s = await setup();
    const person = await server.db.tenant(s.tenant.id, (tx) =>
      tx.select({ email: users.email }).from(users).where(eq(users.id, s.person.id)),
    );
    const email = person[0]!.email!;
    const sent = (await sendMine(s, { documenttype_id: s.rg, number: "99" })).body.result;
    const staff = await server.loginAs(s.tenant, { permissions: ["userdocuments"], name: "Bruno Revisor" });

    const noReason = await server.api(s.tenant, "POST", `userdocuments/${sent.id}/reject`, {
      token: staff,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toContain("Informe o motivo");
    expect(noReason.body.message).toContain("Motivo");

    const rejected = await server.api(s.tenant, "POST", `userdocuments/${sent.id}/reject`, {
      token: staff,
      body: { reason: "Foto ilegível." },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.result).toMatchObject({
      status: "rejected",
      review_reason: "Foto ilegível.",
      reviewed_by: "Bruno Revisor",
    });
    expect(rejected.body.result.reviewed_at).toBeTruthy();
    await expect.poll(() => mailbox.to(email).length, { timeout: 15_000 }).toBe(1);
    expect(mailbox.to(email)[0]!.subject).toContain("Seu documento RG foi recusado(a)");
    expect(mailbox.to(email)[0]!.text).toContain("Motivo: Foto ilegível.");

    const again = await server.api(s.tenant, "POST", `userdocuments/${sent.id}/approve`, {
      token: staff,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("já foi analisado (Recusado)");

    const logs = await server.api(s.tenant, "GET", `logs?q=${encodeURIComponent("Bruno Revisor")}`, {
      token: s.master,
    });
    const entry = logs.body.result.data.find((log: any) => log.record_id === sent.id);
    expect(entry).toMatchObject({ action: "update", resource: "userdocuments" });

    // The person corrects it: back to review, the old decision cleared; then staff approve.
    const resent = await server.api(s.tenant, "PATCH", `my/documents/${sent.id}`, {
      token: s.personToken,
      body: { number: "100", version: rejected.body.result.version },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.result).toMatchObject({ status: "pending", review_reason: null, reviewed_by: null });
    const approved = await server.api(s.tenant, "POST", `userdocuments/${sent.id}/approve`, {
      token: staff,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.result.status).toBe("approved");
    await expect.poll(() => mailbox.to(email).length, { timeout: 15_000 }).toBe(2);
    expect(mailbox.to(email)[1]!.subject).toContain("foi aprovado(a)");

    const status = await server.api(s.tenant, "GET", "my/documentstatus", { token: s.personToken });
    expect(status.body.result.items).toEqual([
      expect.objectContaining({ name: "Atestado médico", status: "missing" }),
      expect.objectContaining({ name: "RG", status: "approved", document_id: sent.id }),
    ]);
    expect(status.body.result.regular).toBe(false);

    const locked = await server.api(s.tenant, "PATCH", `my/documents/${sent.id}`, {
      token: s.personToken,
      body: { number: "101", version: approved.body.result.version },
    });
    expect(locked.status).toBe(409);
  });

  it("tells an association's managers of a decision on its document", async () => {
    const s = await setup();
    const statute = (
      await server.api(s.tenant, "POST", "documenttypes", {
        token: s.master,
        body: { name: "Estatuto", applies_to: "association" },
      })
    ).body.result.id;
    const created = await server.api(s.tenant, "POST", "associations", {
      token: s.master,
      body: {
        name: "Clube Atlético Exemplo",
        short_name: "CAE",
        cnpj: "11222333000181",
        email: "clube@example.com",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const association = created.body.result.id;
    expect(
      (
        await server.api(s.tenant, "POST", `associations/${association}/associationmanagers`, {
          token: s.master,
          body: { user_id: s.person.id, role: "president" },
        })
      ).status,
    ).toBe(201);
    const doc = await server.api(s.tenant, "POST", `associations/${association}/associationdocuments`, {
      token: s.master,
      body: { documenttype_id: statute, file: await upload(s.tenant, s.master) },
    });
    expect(doc.status).toBe(201);
    const [row] = await server.db.tenant(s.tenant.id, (tx) =>
      tx.select({ email: users.email }).from(users).where(eq(users.id, s.person.id)),
    );
    const staff = await server.loginAs(s.tenant, { permissions: ["associationdocuments"] });
    const queue = await server.api(s.tenant, "GET", "associationdocuments/pending", { token: staff });
    expect(queue.body.result.data.map((entry: any) => entry._titles)).toEqual([
      { association_id: "Clube Atlético Exemplo", documenttype_id: "Estatuto" },
    ]);
    const decided = await server.api(s.tenant, "POST", `associationdocuments/${doc.body.result.id}/reject`, {
      token: staff,
      body: { reason: "Falta a assinatura." },
    });
    expect(decided.status).toBe(200);
    expect(
      (await server.api(s.tenant, "GET", "associationdocuments/pending", { token: staff })).body.result.total,
    ).toBe(0);
    await expect.poll(() => mailbox.to(row!.email!).length, { timeout: 15_000 }).toBe(1);
    expect(mailbox.to(row!.email!)[0]!.subject).toContain("O documento Estatuto da entidade CAE");

    const userStaff = await server.loginAs(s.tenant, { permissions: ["userdocuments"] });
    const denied = await server.api(s.tenant, "POST", `associationdocuments/${doc.body.result.id}/approve`, {
      token: userStaff,
      body: {},
    });
    expect(denied.status).toBe(403);
  });

  it("answers 404 across tenants and 403 without the permission, changing nothing", async () => {
    const s = await setup();
    const sent = (await sendMine(s, { documenttype_id: s.rg, number: "7" })).body.result;
    const other = await server.createTenant();
    const stranger = await server.loginAs(other, { master: true });
    const cross = await server.api(other, "POST", `userdocuments/${sent.id}/approve`, {
      token: stranger,
      body: {},
    });
    expect(cross.status).toBe(404);
    const crossStatus = await server.api(other, "GET", `users/${s.person.id}/documentstatus`, {
      token: stranger,
    });
    expect(crossStatus.status).toBe(404);
    const nobody = await server.loginAs(s.tenant, { permissions: ["users"] });
    const refused = await server.api(s.tenant, "POST", `userdocuments/${sent.id}/approve`, {
      token: nobody,
      body: {},
    });
    expect(refused.status).toBe(403);
    const still = await server.api(s.tenant, "GET", `userdocuments/${sent.id}`, { token: s.master });
    expect(still.body.result.status).toBe("pending");
  });
});

describe("health data", () => {
  it("hides health documents from staff without parqs in list, get, export, decisions and file", async () => {
    const s = await setup();
    const medical = (await sendMine(s, { documenttype_id: s.medical })).body.result;
    const rg = (await sendMine(s, { documenttype_id: s.rg, number: "5" })).body.result;
    const plain = await server.loginAs(s.tenant, { permissions: ["userdocuments"] });
    const health = await server.loginAs(s.tenant, { permissions: ["userdocuments", "parqs"] });

    const listed = await server.api(s.tenant, "GET", "userdocuments", { token: plain });
    expect(listed.body.result.data.map((doc: any) => doc.id)).toEqual([rg.id]);
    expect(listed.body.result.total).toBe(1);
    const all = await server.api(s.tenant, "GET", "userdocuments", { token: health });
    expect(all.body.result.data.map((doc: any) => doc.id).sort()).toEqual([rg.id, medical.id].sort());

    expect((await server.api(s.tenant, "GET", `userdocuments/${medical.id}`, { token: plain })).status).toBe(
      404,
    );
    expect((await server.api(s.tenant, "GET", `userdocuments/${medical.id}`, { token: health })).status).toBe(
      200,
    );
    expect(
      (await server.api(s.tenant, "POST", `userdocuments/${medical.id}/approve`, { token: plain, body: {} }))
        .status,
    ).toBe(404);

    const csv = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/userdocuments/export.csv`,
      headers: { authorization: `Bearer ${plain}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("RG");
    expect(csv.body).not.toContain("Atestado médico");

    expect((await download(s.tenant, medical.file, plain)).statusCode).toBe(403);
    expect((await download(s.tenant, medical.file, health)).statusCode).toBe(200);
    expect((await download(s.tenant, rg.file, plain)).statusCode).toBe(200);
    expect((await download(s.tenant, medical.file, s.personToken)).statusCode).toBe(200);
    // Someone with another staff permission no longer opens people's documents.
    const otherStaff = await server.loginAs(s.tenant, { permissions: ["users"] });
    expect((await download(s.tenant, rg.file, otherStaff)).statusCode).toBe(403);

    const status = await server.api(s.tenant, "GET", `users/${s.person.id}/documentstatus`, { token: plain });
    const item = status.body.result.items.find((entry: any) => entry.name === "Atestado médico");
    expect(item).toMatchObject({ status: "pending", health: true });
    expect(item.document_id).toBeUndefined();
  });
});

describe("the person's side", () => {
  it("sends and corrects own and dependents' documents only, with field errors", async () => {
    const s = await setup();
    const child = await server.createUser(s.tenant, { name: "Bia Dependente" });
    const stranger = await server.createUser(s.tenant, { name: "Carla Outra" });
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(users).set({ guardianId: s.person.id }).where(eq(users.id, child.id)),
    );

    const types = await server.api(s.tenant, "GET", "my/documenttypes", { token: s.personToken });
    expect(types.body.result.map((type: any) => type.name)).toEqual(["Atestado médico", "RG"]);

    const forChild = await sendMine(s, { user_id: child.id, documenttype_id: s.medical });
    expect(forChild.status).toBe(201);
    expect(forChild.body.result.user_id).toBe(child.id);
    const forStranger = await sendMine(s, { user_id: stranger.id, documenttype_id: s.medical });
    expect(forStranger.status).toBe(400);
    expect(forStranger.body.errors.user_id).toContain("dependentes");
    const noNumber = await sendMine(s, { documenttype_id: s.rg });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.errors.number).toContain("Informe o número");
    const noFile = await server.api(s.tenant, "POST", "my/documents", {
      token: s.personToken,
      body: { documenttype_id: s.medical },
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors.file).toBeTruthy();
    // An upload of someone else, named by its address, is not the person's to send.
    const strangerToken = await server.login(s.tenant, stranger);
    const othersFile = await server.api(s.tenant, "POST", "my/documents", {
      token: s.personToken,
      body: { documenttype_id: s.medical, file: await upload(s.tenant, strangerToken) },
    });
    expect(othersFile.status).toBe(400);
    expect(othersFile.body.errors.file).toBeTruthy();

    const mine = await server.api(s.tenant, "GET", "my/documents", { token: s.personToken });
    expect(mine.body.result.people).toEqual([
      { id: s.person.id, name: "Ana Atleta", is_self: true },
      { id: child.id, name: "Bia Dependente", is_self: false },
    ]);
    expect(mine.body.result.data).toHaveLength(1);
    expect(mine.body.result.data[0]._titles).toEqual({
      user_id: "Bia Dependente",
      documenttype_id: "Atestado médico",
    });
    const childStatus = await server.api(s.tenant, "GET", `my/documentstatus?user_id=${child.id}`, {
      token: s.personToken,
    });
    expect(childStatus.status).toBe(200);

    // Another person sees none of it.
    const strangerList = await server.api(s.tenant, "GET", "my/documents", { token: strangerToken });
    expect(strangerList.body.result.data).toEqual([]);
    const strangerGet = await server.api(s.tenant, "GET", `my/documents/${forChild.body.result.id}`, {
      token: strangerToken,
    });
    expect(strangerGet.status).toBe(404);
    const strangerPatch = await server.api(s.tenant, "PATCH", `my/documents/${forChild.body.result.id}`, {
      token: strangerToken,
      body: { notes: "x", version: forChild.body.result.version },
    });
    expect(strangerPatch.status).toBe(404);
    expect(
      (await server.api(s.tenant, "GET", `my/documentstatus?user_id=${child.id}`, { token: strangerToken }))
        .status,
    ).toBe(404);
  });
});

describe("requirementStatus", () => {
  const doc = (status: string, expires_on: string | null = null, id = status) => ({
    id,
    status,
    expires_on,
    review_reason: null,
  });
  it("prefers a valid approval, then a pending review, then an expired approval, then a refusal", () => {
    const today = "2025-03-10";
    expect(requirementStatus([], today).status).toBe("missing");
    expect(requirementStatus([doc("rejected")], today).status).toBe("rejected");
    expect(requirementStatus([doc("approved", "2025-03-09"), doc("rejected")], today).status).toBe("expired");
    expect(requirementStatus([doc("pending"), doc("approved", "2025-03-09")], today).status).toBe("pending");
    expect(requirementStatus([doc("pending"), doc("approved", "2025-03-10")], today).status).toBe("approved");
  });
});

describe("a document's number when its type asks for one (documents.rules.ts)", () => {
  it("is required on the person's sending, staff CRUD and an import, with the same sentence", async () => {
    const s = await setup();
    const sentence = "Informe o número do documento (RG).";
    const mine = await sendMine(s, { documenttype_id: s.rg });
    expect(mine.status).toBe(400);
    expect(mine.body.errors).toEqual({ number: sentence });

    const file = await upload(s.tenant, s.master);
    const staff = await server.api(s.tenant, "POST", "userdocuments", {
      token: s.master,
      body: { user_id: s.person.id, documenttype_id: s.rg, file },
    });
    expect(staff.status).toBe(400);
    expect(staff.body.errors).toEqual({ number: sentence });
    expect(staff.body.message).toBe(`Número: ${sentence}`);

    // A staff change that empties the number, or moves the document to such a type, is refused too.
    const kept = await server.api(s.tenant, "POST", "userdocuments", {
      token: s.master,
      body: { user_id: s.person.id, documenttype_id: s.medical, file },
    });
    expect(kept.status).toBe(201);
    const moved = await server.api(s.tenant, "PATCH", `userdocuments/${kept.body.result.id}`, {
      token: s.master,
      body: { documenttype_id: s.rg, version: kept.body.result.version },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({ number: sentence });

    const form = multipartBody([
      { field: "resource", value: "userdocuments" },
      {
        field: "file",
        filename: "documentos.csv",
        content: `Pessoa,Tipo,Arquivo\r\n${s.person.id},${s.rg},${file}\r\n`,
      },
    ]);
    const uploaded = await server.app.inject({
      method: "POST",
      url: `/t/${s.tenant.identifier}/api/v1/imports`,
      headers: { ...form.headers, authorization: `Bearer ${s.master}` },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const preview = await server.api(s.tenant, "POST", `imports/${uploaded.json().result.id}/preview`, {
      token: s.master,
      body: { mapping: { Pessoa: "user_id", Tipo: "documenttype_id", Arquivo: "file" } },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.result.rows.map((row: any) => row.errors)).toEqual([{ number: sentence }]);
  });
});
