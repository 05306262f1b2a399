import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";
import { insertRow, personRow } from "./myArea.ts";

/** An association's managers handle their athletes' documents and photo (/my/associations/…). */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const upload = async (tenant: TestTenant, token: string, kind: "pdf" | "png" = "pdf") => {
  const content =
    kind === "pdf"
      ? PDF
      : await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
          .png()
          .toBuffer();
  const { payload, headers } = multipartBody([
    {
      field: "file",
      filename: kind === "pdf" ? "documento.pdf" : "foto.png",
      content,
      contentType: kind === "pdf" ? "application/pdf" : "image/png",
    },
  ]);
  const response = await server.app.inject({
    method: "POST",
    url: `/t/${tenant.identifier}/api/v1/uploads`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().result as { id: string; url: string };
};

const download = (tenant: TestTenant, url: string, token: string) =>
  server.app.inject({
    method: "GET",
    url: `/t/${tenant.identifier}/api/v1/${url}`,
    headers: { authorization: `Bearer ${token}` },
  });

/**
 * A tenant with a required RG (asks for a number) and a required health type; an association with
 * its manager, an active athlete, a waiting one, an ended one and a person not affiliated.
 */
const setup = async () => {
  const tenant = await server.createTenant();
  const master = await server.loginAs(tenant, { master: true });
  const type = async (body: Record<string, unknown>) => {
    const response = await server.api(tenant, "POST", "documenttypes", { token: master, body });
    expect(response.status).toBe(201);
    return response.body.result.id as string;
  };
  const rg = await type({ name: "RG", required: true, validity_months: 12, needs_number: true });
  const medical = await type({ name: "Atestado médico", required: true, health: true });
  const association = await insertRow(server, tenant, "associations", { name: "Clube Exemplo" });
  const user = async (name: string, permissions: ("my_associations" | "userdocuments")[] = []) => {
    const row = await server.createUser(tenant, { name, permissions });
    return { ...row, token: await server.login(tenant, row) };
  };
  const manager = await user("Marcos Gestor", ["my_associations"]);
  await insertRow(server, tenant, "associationmanagers", {
    association_id: association.id,
    user_id: manager.id,
    role: "president",
  });
  const athlete = await user("Ana Atleta");
  const waiting = await user("Bia Aguardando");
  const ended = await user("Caio Encerrado");
  const stranger = await user("Duda Avulsa");
  for (const [person, status] of [
    [athlete, "active"],
    [waiting, "pending"],
    [ended, "inactive"],
  ] as const)
    await insertRow(server, tenant, "associationusers", {
      association_id: association.id,
      user_id: person.id,
      status,
    });
  const base = (personId: string, associationId = association.id) =>
    `my/associations/${associationId}/users/${personId}`;
  return { tenant, master, rg, medical, association, manager, athlete, waiting, ended, stranger, user, base };
};

describe("a manager and an athlete's documents", () => {
  it("sends and corrects a document, sees the status, and it is audited as the manager's", async () => {
    const s = await setup();
    const token = s.manager.token;
    const path = `${s.base(s.athlete.id)}/documents`;

    const noNumber = await server.api(s.tenant, "POST", path, {
      token,
      body: { documenttype_id: s.rg, file: (await upload(s.tenant, token)).url },
    });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.errors.number).toBe("Informe o número do documento (RG).");

    // A file the manager did not upload (the athlete's) is refused.
    const othersFile = await upload(s.tenant, s.athlete.token);
    const notTheirs = await server.api(s.tenant, "POST", path, {
      token,
      body: { documenttype_id: s.rg, number: "12", file: othersFile.url },
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.errors.file).toBe("Envie o arquivo pelo campo de upload.");

    const file = await upload(s.tenant, token);
    const sent = await server.api(s.tenant, "POST", path, {
      token,
      body: { documenttype_id: s.rg, number: "12.345.678-9", issued_on: "2025-03-10", file: file.url },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.result).toMatchObject({
      user_id: s.athlete.id,
      status: "pending",
      expires_on: "2026-03-10",
    });
    const id = sent.body.result.id as string;

    const listed = await server.api(s.tenant, "GET", path, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.result.athlete).toEqual({ id: s.athlete.id, name: "Ana Atleta" });
    expect(listed.body.result.association.name).toBe("Clube Exemplo");
    expect(listed.body.result.data.map((doc: any) => doc.id)).toEqual([id]);
    expect(listed.body.result.data[0]._titles.documenttype_id).toBe("RG");

    const status = await server.api(s.tenant, "GET", `${s.base(s.athlete.id)}/documentstatus`, { token });
    expect(status.body.result.regular).toBe(false);
    expect(status.body.result.items.map((item: any) => [item.name, item.status])).toEqual([
      ["Atestado médico", "missing"],
      ["RG", "pending"],
    ]);

    // The athlete sees it among their own documents, sent for them.
    const mine = await server.api(s.tenant, "GET", "my/documents", { token: s.athlete.token });
    expect(mine.body.result.data.map((doc: any) => doc.id)).toEqual([id]);

    // Staff refuse it; the manager corrects it: back to review, the decision cleared.
    const reviewer = await server.loginAs(s.tenant, { permissions: ["userdocuments"] });
    const refused = await server.api(s.tenant, "POST", `userdocuments/${id}/reject`, {
      token: reviewer,
      body: { reason: "Foto ilegível." },
    });
    expect(refused.status).toBe(200);
    const corrected = await server.api(s.tenant, "PATCH", `${path}/${id}`, {
      token,
      body: { number: "12.345.678-0", version: refused.body.result.version },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.result).toMatchObject({
      status: "pending",
      review_reason: null,
      number: "12.345.678-0",
    });

    const one = await server.api(s.tenant, "GET", `${path}/${id}`, { token });
    expect(one.body.result).toMatchObject({ id, status: "pending", number: "12.345.678-0" });

    // Approved is final.
    const approved = await server.api(s.tenant, "POST", `userdocuments/${id}/approve`, {
      token: reviewer,
      body: {},
    });
    expect(approved.status).toBe(200);
    const late = await server.api(s.tenant, "PATCH", `${path}/${id}`, {
      token,
      body: { number: "1", version: approved.body.result.version },
    });
    expect(late.status).toBe(409);
    expect((await server.api(s.tenant, "GET", `${path}/${id}`, { token })).body.result.number).toBe(
      "12.345.678-0",
    );

    const logs = await server.api(s.tenant, "GET", `logs?q=${encodeURIComponent("Marcos Gestor")}`, {
      token: s.master,
    });
    const entries = logs.body.result.data.filter((log: any) => log.record_id === id);
    expect(entries.map((log: any) => log.action).sort()).toEqual(["create", "update"]);
    expect(entries.every((log: any) => log.resource === "userdocuments")).toBe(true);
  });

  it("acts for a waiting athlete too; reads the athlete's documents' files, but not others' health data", async () => {
    const s = await setup();
    const token = s.manager.token;
    // The athlete sends an RG and a medical certificate themselves.
    const send = async (body: Record<string, unknown>) => {
      const file = await upload(s.tenant, s.athlete.token);
      const response = await server.api(s.tenant, "POST", "my/documents", {
        token: s.athlete.token,
        body: { ...body, file: file.url },
      });
      expect(response.status).toBe(201);
      return { id: response.body.result.id as string, url: file.url };
    };
    const rg = await send({ documenttype_id: s.rg, number: "7" });
    const certificate = await send({ documenttype_id: s.medical });

    const listed = await server.api(s.tenant, "GET", `${s.base(s.athlete.id)}/documents`, { token });
    expect(listed.body.result.data.map((doc: any) => doc.id)).toEqual([rg.id]);
    const hidden = await server.api(s.tenant, "GET", `${s.base(s.athlete.id)}/documents/${certificate.id}`, {
      token,
    });
    expect(hidden.status).toBe(404);
    const status = await server.api(s.tenant, "GET", `${s.base(s.athlete.id)}/documentstatus`, { token });
    const health = status.body.result.items.find((item: any) => item.name === "Atestado médico");
    expect(health).toMatchObject({ status: "pending" });
    expect(health.document_id).toBeUndefined();

    expect((await download(s.tenant, rg.url, token)).statusCode).toBe(200);
    expect((await download(s.tenant, certificate.url, token)).statusCode).toBe(403);
    // Another manager's athlete's file stays closed to someone who manages nothing of theirs.
    const outsider = await s.user("Olga Outra", ["my_associations"]);
    expect((await download(s.tenant, rg.url, outsider.token)).statusCode).toBe(403);

    // The manager sends a medical certificate for the waiting athlete: they see it and its file.
    const file = await upload(s.tenant, token);
    const sent = await server.api(s.tenant, "POST", `${s.base(s.waiting.id)}/documents`, {
      token,
      body: { documenttype_id: s.medical, file: file.url },
    });
    expect(sent.status).toBe(201);
    const waitingList = await server.api(s.tenant, "GET", `${s.base(s.waiting.id)}/documents`, { token });
    expect(waitingList.body.result.data.map((doc: any) => doc.id)).toEqual([sent.body.result.id]);
    expect((await download(s.tenant, file.url, token)).statusCode).toBe(200);
  });

  it("answers 404 to non-managers, other associations' managers, people not affiliated and other tenants", async () => {
    const s = await setup();
    const body = async (token: string) => ({
      documenttype_id: s.rg,
      number: "1",
      file: (await upload(s.tenant, token)).url,
    });
    const expect404 = async (token: string, base: string) => {
      for (const [method, path, payload] of [
        ["GET", `${base}/documents`, undefined],
        ["GET", `${base}/documentstatus`, undefined],
        ["GET", `${base}/image`, undefined],
        ["POST", `${base}/documents`, await body(token)],
      ] as const) {
        const response = await server.api(s.tenant, method, path, { token, body: payload });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    };
    // A manager of another association (with the same permission).
    const other = await insertRow(server, s.tenant, "associations", { name: "Outro Clube" });
    const otherManager = await s.user("Otto Outro", ["my_associations"]);
    await insertRow(server, s.tenant, "associationmanagers", {
      association_id: other.id,
      user_id: otherManager.id,
    });
    await expect404(otherManager.token, s.base(s.athlete.id));
    // Naming their own association does not reach an athlete of another one.
    await expect404(otherManager.token, s.base(s.athlete.id, other.id));
    // The manager, for a person not affiliated and for an affiliation that ended.
    await expect404(s.manager.token, s.base(s.stranger.id));
    await expect404(s.manager.token, s.base(s.ended.id));
    // The athlete themselves is not the association's manager.
    const athleteCall = await server.api(s.tenant, "GET", `${s.base(s.athlete.id)}/documents`, {
      token: s.athlete.token,
    });
    expect([403, 404]).toContain(athleteCall.status);
    const athleteManager = await s.user("Paula Sem Vinculo", ["my_associations"]);
    await expect404(athleteManager.token, s.base(s.athlete.id));

    // A manager in another tenant naming this tenant's association and athlete.
    const elsewhere = await setup();
    const foreign = await server.api(elsewhere.tenant, "GET", `${s.base(s.athlete.id)}/documents`, {
      token: elsewhere.manager.token,
    });
    expect(foreign.status).toBe(404);

    // Nothing was written for the athlete.
    const mine = await server.api(s.tenant, "GET", "my/documents", { token: s.athlete.token });
    expect(mine.body.result.data).toEqual([]);
  });
});

describe("a manager and an athlete's photo", () => {
  it("waits for staff approval, is audited, and only the manager's own image is accepted", async () => {
    const s = await setup();
    const token = s.manager.token;
    const path = `${s.base(s.athlete.id)}/image`;

    const pdf = await upload(s.tenant, token);
    const notImage = await server.api(s.tenant, "PUT", path, { token, body: { upload_id: pdf.id } });
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors.upload_id).toContain("imagem");
    const othersPhoto = await upload(s.tenant, s.athlete.token, "png");
    const notTheirs = await server.api(s.tenant, "PUT", path, { token, body: { upload_id: othersPhoto.id } });
    expect(notTheirs.status).toBe(400);

    const before = await server.api(s.tenant, "GET", path, { token });
    expect(before.body.result).toMatchObject({ name: "Ana Atleta", has_image: false, image_pending: false });

    const photo = await upload(s.tenant, token, "png");
    const sent = await server.api(s.tenant, "PUT", path, { token, body: { upload_id: photo.id } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toContain("aprovada pela secretaria");
    expect(sent.body.result).toMatchObject({ image_pending: true, pending_image_url: photo.url });

    const row = await personRow(server, s.tenant, s.athlete.id);
    expect(row!.pendingImageUrl).toBe(photo.url);
    expect(row!.imageUrl).toBeNull();
    expect((await download(s.tenant, photo.url, token)).statusCode).toBe(200);

    const counts = await server.api(s.tenant, "GET", "approvals/counts", { token: s.master });
    expect(counts.body.result.profilepictures).toBe(1);

    const logs = await server.api(s.tenant, "GET", `logs?q=${encodeURIComponent("Marcos Gestor")}`, {
      token: s.master,
    });
    const entry = logs.body.result.data.find(
      (log: any) => log.record_id === s.athlete.id && log.resource === "users",
    );
    expect(entry?.action).toBe("update");
  });
});
