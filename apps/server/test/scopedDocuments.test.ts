import type { PermissionKey } from "@quadra/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow, personRow, rawGet, setPerson, uploadFile } from "./myArea.ts";

/**
 * A team's responsible and a school's coordinator (and the managers of the team's or school's
 * association) keep their members' and students' documents and photo, under /my/teams/:id/users/…
 * and /my/schools/:id/users/…, with the association managers' rules (managerDocuments.test.ts).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** An upload of the caller: a PDF, or a small PNG for a photo. Its `url` is what records hold. */
const upload = async (tenant: TestTenant, token: string, kind: "pdf" | "png" = "pdf") => {
  const file =
    kind === "pdf"
      ? { filename: "documento.pdf", content: PDF, contentType: "application/pdf" }
      : {
          filename: "foto.png",
          content: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
            .png()
            .toBuffer(),
          contentType: "image/png",
        };
  const response = await uploadFile(server, tenant, token, file);
  expect(response.status).toBe(201);
  return response.body.result as { id: string; url: string };
};

const downloadStatus = async (tenant: TestTenant, url: string, token: string) =>
  (await rawGet(server, tenant, url, token)).statusCode;

/**
 * A tenant with a required RG and a required health type; the association "Clube Exemplo" with its
 * manager; a competition with the association's team (its responsible is no manager), a member and
 * a person on no team; a school run by the association with its coordinator and students enrolled,
 * waiting and gone.
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
  const user = async (name: string, permissions: PermissionKey[] = []) => {
    const row = await server.createUser(tenant, { name, permissions });
    return { ...row, token: await server.login(tenant, row) };
  };
  const association = await insertRow(server, tenant, "associations", { name: "Clube Exemplo" });
  const manager = await user("Marcos Gestor", ["my_associations", "my_teams"]);
  await insertRow(server, tenant, "associationmanagers", {
    association_id: association.id,
    user_id: manager.id,
    role: "president",
  });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Copa Estadual",
    status: "registration",
  });
  const responsible = await user("Renata Responsável", ["my_teams"]);
  const team = await insertRow(server, tenant, "teams", {
    competition_id: competition.id,
    association_id: association.id,
    responsible_id: responsible.id,
    name: "Clube Exemplo Sub-17",
    status: "pending",
  });
  const member = await user("Ana Atleta");
  const outsider = await user("Duda Avulsa");
  await insertRow(server, tenant, "teammembers", { team_id: team.id, user_id: member.id, role: "athlete" });

  const coordinator = await user("Carla Coordenadora");
  const school = await insertRow(server, tenant, "schools", {
    name: "Núcleo Centro",
    association_id: association.id,
    coordinator_id: coordinator.id,
    active: true,
  });
  const student = await user("Bruno Aluno");
  const waiting = await user("Bia Espera");
  const gone = await user("Caio Desligado");
  for (const [person, status] of [
    [student, "active"],
    [waiting, "waiting"],
    [gone, "inactive"],
  ] as const)
    await insertRow(server, tenant, "schoolstudents", { school_id: school.id, user_id: person.id, status });

  const teamBase = (personId: string, teamId = team.id) => `my/teams/${teamId}/users/${personId}`;
  const schoolBase = (personId: string, schoolId = school.id) => `my/schools/${schoolId}/users/${personId}`;
  return {
    tenant,
    master,
    rg,
    medical,
    user,
    association,
    manager,
    competition,
    responsible,
    team,
    member,
    outsider,
    coordinator,
    school,
    student,
    waiting,
    gone,
    teamBase,
    schoolBase,
  };
};
type Setup = Awaited<ReturnType<typeof setup>>;

/** The calls that must all answer 404 for a caller who may not act for the person. */
const expectNotFound = async (s: Setup, token: string, base: string) => {
  const file = (await upload(s.tenant, token)).url;
  const photo = (await upload(s.tenant, token, "png")).id;
  for (const [method, path, body] of [
    ["GET", `${base}/documents`, undefined],
    ["GET", `${base}/documentstatus`, undefined],
    ["GET", `${base}/image`, undefined],
    ["POST", `${base}/documents`, { documenttype_id: s.rg, number: "1", file }],
    ["PUT", `${base}/image`, { upload_id: photo }],
  ] as const) {
    const response = await server.api(s.tenant, method, path, { token, body });
    expect(response.status, `${method} ${path}`).toBe(404);
    expect(response.body.message).toMatch(/não encontrad/);
  }
};

/** The person's own documents: nothing was written for them by a refused call. */
const ownDocuments = async (s: Setup, token: string) =>
  (await server.api(s.tenant, "GET", "my/documents", { token })).body.result.data as { id: string }[];

describe("a team's responsible and the members' documents and photo", () => {
  it("sends, reads and corrects a member's document, sends their photo and opens both files", async () => {
    const s = await setup();
    const token = s.responsible.token;
    const path = `${s.teamBase(s.member.id)}/documents`;

    const file = await upload(s.tenant, token);
    const sent = await server.api(s.tenant, "POST", path, {
      token,
      body: { documenttype_id: s.rg, number: "12.345.678-9", issued_on: "2025-03-10", file: file.url },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.result).toMatchObject({
      user_id: s.member.id,
      status: "pending",
      expires_on: "2026-03-10",
    });
    const id = sent.body.result.id as string;

    const listed = await server.api(s.tenant, "GET", path, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.result.team).toEqual({ id: s.team.id, name: "Clube Exemplo Sub-17" });
    expect(listed.body.result.athlete).toEqual({ id: s.member.id, name: "Ana Atleta" });
    expect(listed.body.result.data.map((doc: any) => [doc.id, doc._titles.documenttype_id])).toEqual([
      [id, "RG"],
    ]);

    const status = await server.api(s.tenant, "GET", `${s.teamBase(s.member.id)}/documentstatus`, { token });
    expect(status.body.result.items.map((item: any) => [item.name, item.status])).toEqual([
      ["Atestado médico", "missing"],
      ["RG", "pending"],
    ]);
    // The member sees it among their own documents.
    expect((await ownDocuments(s, s.member.token)).map((doc) => doc.id)).toEqual([id]);

    // Refused by staff, corrected by the responsible: back to review.
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
    expect(one.body.result).toMatchObject({ id, number: "12.345.678-0" });

    // The photo waits for staff approval.
    const photo = await upload(s.tenant, token, "png");
    const image = await server.api(s.tenant, "PUT", `${s.teamBase(s.member.id)}/image`, {
      token,
      body: { upload_id: photo.id },
    });
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    expect(image.body.result).toMatchObject({
      name: "Ana Atleta",
      image_pending: true,
      pending_image_url: photo.url,
    });
    expect((await personRow(server, s.tenant, s.member.id))!.pendingImageUrl).toBe(photo.url);
    const seen = await server.api(s.tenant, "GET", `${s.teamBase(s.member.id)}/image`, { token });
    expect(seen.body.result).toMatchObject({
      has_image: false,
      image_pending: true,
      pending_image_url: photo.url,
    });

    // The association's manager acts for the team's member too, and opens the files the responsible sent.
    const byManager = await server.api(s.tenant, "GET", path, { token: s.manager.token });
    expect(byManager.body.result.data.map((doc: any) => doc.id)).toEqual([id]);
    expect(await downloadStatus(s.tenant, file.url, s.manager.token)).toBe(200);
    expect(await downloadStatus(s.tenant, photo.url, s.manager.token)).toBe(200);
    const managerFile = await upload(s.tenant, s.manager.token);
    const managerSent = await server.api(s.tenant, "POST", path, {
      token: s.manager.token,
      body: { documenttype_id: s.medical, file: managerFile.url },
    });
    expect(managerSent.status).toBe(201);
    // …but the responsible does not read back the health document the manager sent.
    const again = await server.api(s.tenant, "GET", path, { token });
    expect(again.body.result.data.map((doc: any) => doc.id)).toEqual([id]);
    expect(await downloadStatus(s.tenant, managerFile.url, token)).toBe(403);
  });

  it("sees the member's own documents and photo but no health data sent by others", async () => {
    const s = await setup();
    const token = s.responsible.token;
    const send = async (body: Record<string, unknown>) => {
      const file = await upload(s.tenant, s.member.token);
      const response = await server.api(s.tenant, "POST", "my/documents", {
        token: s.member.token,
        body: { ...body, file: file.url },
      });
      expect(response.status).toBe(201);
      return { id: response.body.result.id as string, url: file.url };
    };
    const rg = await send({ documenttype_id: s.rg, number: "7" });
    const certificate = await send({ documenttype_id: s.medical });
    const photo = await upload(s.tenant, s.member.token, "png");
    expect(
      (
        await server.api(s.tenant, "PUT", "my/image", {
          token: s.member.token,
          body: { upload_id: photo.id },
        })
      ).status,
    ).toBe(200);

    const listed = await server.api(s.tenant, "GET", `${s.teamBase(s.member.id)}/documents`, { token });
    expect(listed.body.result.data.map((doc: any) => doc.id)).toEqual([rg.id]);
    const hidden = await server.api(
      s.tenant,
      "GET",
      `${s.teamBase(s.member.id)}/documents/${certificate.id}`,
      {
        token,
      },
    );
    expect(hidden.status).toBe(404);
    const status = await server.api(s.tenant, "GET", `${s.teamBase(s.member.id)}/documentstatus`, { token });
    const health = status.body.result.items.find((item: any) => item.name === "Atestado médico");
    expect(health).toMatchObject({ status: "pending" });
    expect(health.document_id).toBeUndefined();
    // The member's own photo: whether one waits, not the file in the screen's answer (not theirs).
    const image = await server.api(s.tenant, "GET", `${s.teamBase(s.member.id)}/image`, { token });
    expect(image.body.result).toMatchObject({ image_pending: true, pending_image_url: null });

    // Files: the responsible and the association's manager open the RG and the photo, never the certificate.
    for (const [who, caller] of Object.entries({ responsible: s.responsible, manager: s.manager })) {
      expect(await downloadStatus(s.tenant, rg.url, caller.token), who).toBe(200);
      expect(await downloadStatus(s.tenant, photo.url, caller.token), who).toBe(200);
      expect(await downloadStatus(s.tenant, certificate.url, caller.token), who).toBe(403);
    }
    // Nobody else: a person on no team in the responsible's care, a responsible of another team.
    const otherTeam = await insertRow(server, s.tenant, "teams", {
      competition_id: s.competition.id,
      association_id: (await insertRow(server, s.tenant, "associations", { name: "Outro Clube" })).id,
      responsible_id: s.outsider.id,
      name: "Outro Clube Sub-17",
      status: "approved",
    });
    expect(otherTeam.id).toBeTruthy();
    for (const url of [rg.url, photo.url])
      expect(await downloadStatus(s.tenant, url, s.outsider.token)).toBe(403);

    // Once off the team, the responsible opens nothing of the member any more.
    const members = resourceTable("teammembers") as any;
    await server.db.tenant(s.tenant.id, (tx) => tx.delete(members).where(eq(members.user_id, s.member.id)));
    for (const url of [rg.url, photo.url]) expect(await downloadStatus(s.tenant, url, token)).toBe(403);
  });

  it("answers 404 to people not in charge, people off the team, deleted teams and other tenants", async () => {
    const s = await setup();
    // Someone with the personal permission who has nothing to do with the team.
    const stranger = await s.user("Otto Outro", ["my_teams"]);
    await expectNotFound(s, stranger.token, s.teamBase(s.member.id));
    // The member themselves (on the team, not in charge of it).
    const self = await server.api(s.tenant, "GET", `${s.teamBase(s.member.id)}/documents`, {
      token: s.member.token,
    });
    expect([403, 404]).toContain(self.status);
    // The responsible, for a person on no team and for the school's student.
    await expectNotFound(s, s.responsible.token, s.teamBase(s.outsider.id));
    await expectNotFound(s, s.responsible.token, s.teamBase(s.student.id));
    // A manager of another association: not the team's.
    const other = await insertRow(server, s.tenant, "associations", { name: "Outro Clube" });
    const otherManager = await s.user("Olga Outra", ["my_associations", "my_teams"]);
    await insertRow(server, s.tenant, "associationmanagers", {
      association_id: other.id,
      user_id: otherManager.id,
    });
    await expectNotFound(s, otherManager.token, s.teamBase(s.member.id));
    // An anonymized member is no one's any more.
    const anonymized = await s.user("Zeca Apagado");
    await insertRow(server, s.tenant, "teammembers", {
      team_id: s.team.id,
      user_id: anonymized.id,
      role: "athlete",
    });
    await setPerson(server, s.tenant, anonymized.id, { anonymizedAt: new Date() });
    await expectNotFound(s, s.responsible.token, s.teamBase(anonymized.id));

    // Another tenant's responsible naming this tenant's team and member.
    const elsewhere = await setup();
    const foreign = await server.api(elsewhere.tenant, "GET", `${s.teamBase(s.member.id)}/documents`, {
      token: elsewhere.responsible.token,
    });
    expect(foreign.status).toBe(404);

    // A soft-deleted team: neither its responsible nor the association's manager act through it.
    const teams = resourceTable("teams") as any;
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(teams).set({ deleted_at: new Date() }).where(eq(teams.id, s.team.id)),
    );
    await expectNotFound(s, s.responsible.token, s.teamBase(s.member.id));
    await expectNotFound(s, s.manager.token, s.teamBase(s.member.id));

    expect(await ownDocuments(s, s.member.token)).toEqual([]);
    expect((await personRow(server, s.tenant, s.member.id))!.pendingImageUrl).toBeNull();
  });

  it("needs the personal my_teams and the competitions module", async () => {
    const s = await setup();
    const without = await s.user("Sem Permissão");
    await server.db.tenant(s.tenant.id, (tx) =>
      tx
        .update(resourceTable("teams") as any)
        .set({ responsible_id: without.id })
        .where(eq((resourceTable("teams") as any).id, s.team.id)),
    );
    const denied = await server.api(s.tenant, "GET", `${s.teamBase(s.member.id)}/documents`, {
      token: without.token,
    });
    expect(denied.status).toBe(403);

    const noCompetitions = await server.createTenant({ modules: ["schools"] });
    const caller = await server.loginAs(noCompetitions, { permissions: ["my_teams"] });
    const off = await server.api(noCompetitions, "GET", `${s.teamBase(s.member.id)}/documents`, {
      token: caller,
    });
    expect(off.status).toBe(403);
  });
});

describe("a school's coordinator and the students' documents and photo", () => {
  it("acts for enrolled and waiting students, as the running association's managers do", async () => {
    const s = await setup();
    const path = (id: string) => `${s.schoolBase(id)}/documents`;
    // The coordinator holds no personal permission: being named coordinator is the grant.
    const file = await upload(s.tenant, s.coordinator.token);
    const sent = await server.api(s.tenant, "POST", path(s.student.id), {
      token: s.coordinator.token,
      body: { documenttype_id: s.rg, number: "55", file: file.url },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const listed = await server.api(s.tenant, "GET", path(s.student.id), { token: s.coordinator.token });
    expect(listed.body.result.school).toEqual({ id: s.school.id, name: "Núcleo Centro" });
    expect(listed.body.result.athlete).toEqual({ id: s.student.id, name: "Bruno Aluno" });
    expect(listed.body.result.data.map((doc: any) => doc.id)).toEqual([sent.body.result.id]);

    // The running association's manager reads it, corrects it and opens its file.
    const byManager = await server.api(s.tenant, "GET", path(s.student.id), { token: s.manager.token });
    expect(byManager.body.result.data.map((doc: any) => doc.number)).toEqual(["55"]);
    const corrected = await server.api(s.tenant, "PATCH", `${path(s.student.id)}/${sent.body.result.id}`, {
      token: s.manager.token,
      body: { number: "56", version: sent.body.result.version },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.result.number).toBe("56");
    expect(await downloadStatus(s.tenant, file.url, s.manager.token)).toBe(200);

    // A student on the waiting list: the coordinator sends their photo; the manager opens it.
    const photo = await upload(s.tenant, s.coordinator.token, "png");
    const image = await server.api(s.tenant, "PUT", `${s.schoolBase(s.waiting.id)}/image`, {
      token: s.coordinator.token,
      body: { upload_id: photo.id },
    });
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    expect(image.body.result).toMatchObject({ name: "Bia Espera", image_pending: true });
    expect(await downloadStatus(s.tenant, photo.url, s.manager.token)).toBe(200);

    // The student's own documents: the coordinator opens the RG, not the medical certificate.
    const own = async (typeId: string, number?: string) => {
      const upload_ = await upload(s.tenant, s.student.token);
      const response = await server.api(s.tenant, "POST", "my/documents", {
        token: s.student.token,
        body: { documenttype_id: typeId, number, file: upload_.url },
      });
      expect(response.status).toBe(201);
      return upload_.url;
    };
    const rg = await own(s.rg, "77");
    const certificate = await own(s.medical);
    expect(await downloadStatus(s.tenant, rg, s.coordinator.token)).toBe(200);
    expect(await downloadStatus(s.tenant, certificate, s.coordinator.token)).toBe(403);
    const visible = await server.api(s.tenant, "GET", path(s.student.id), { token: s.coordinator.token });
    expect(visible.body.result.data).toHaveLength(2);
    expect(visible.body.result.data.every((doc: any) => doc._titles.documenttype_id === "RG")).toBe(true);
    // The team's responsible has nothing to do with the school.
    expect(await downloadStatus(s.tenant, rg, s.responsible.token)).toBe(403);
  });

  it("answers 404 for a student who left, people not enrolled, strangers and deleted schools", async () => {
    const s = await setup();
    await expectNotFound(s, s.coordinator.token, s.schoolBase(s.gone.id));
    await expectNotFound(s, s.coordinator.token, s.schoolBase(s.member.id));
    const stranger = await s.user("Otto Outro", ["my_students", "my_associations"]);
    await expectNotFound(s, stranger.token, s.schoolBase(s.student.id));
    // The team's responsible is not the school's coordinator.
    await expectNotFound(s, s.responsible.token, s.schoolBase(s.student.id));
    // A school run by no association: only its coordinator.
    const alone = await insertRow(server, s.tenant, "schools", {
      name: "Núcleo Avulso",
      coordinator_id: s.outsider.id,
    });
    await insertRow(server, s.tenant, "schoolstudents", {
      school_id: alone.id,
      user_id: s.student.id,
      status: "active",
    });
    await expectNotFound(s, s.manager.token, s.schoolBase(s.student.id, alone.id));
    const byItsCoordinator = await server.api(
      s.tenant,
      "GET",
      `${s.schoolBase(s.student.id, alone.id)}/documents`,
      {
        token: s.outsider.token,
      },
    );
    expect(byItsCoordinator.status).toBe(200);
    expect(byItsCoordinator.body.result.school.name).toBe("Núcleo Avulso");

    const schools = resourceTable("schools") as any;
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(schools).set({ deleted_at: new Date() }).where(eq(schools.id, s.school.id)),
    );
    await expectNotFound(s, s.coordinator.token, s.schoolBase(s.student.id));
    await expectNotFound(s, s.manager.token, s.schoolBase(s.student.id));
    expect(await ownDocuments(s, s.student.token)).toEqual([]);
  });
});
