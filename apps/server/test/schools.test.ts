import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brazilDay } from "../src/platform/time.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";
import { insertRow, setPerson } from "./myArea.ts";

/**
 * Schools from /my: the running association's managers follow the occurrences of its schools'
 * students, a guardian reads their dependent's, and coordinators and managers list their schools'
 * students (the way to the students' documents screens).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tomorrow = () => {
  const day = new Date(`${brazilDay()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * Association A runs "Núcleo Centro" (coordinated by Carla) and a deleted school; association B
 * runs "Núcleo Norte". Kids: Ana enrolled at Centro and at Norte (guarded by Gil), Beto waiting at
 * Centro, Caio who left Centro, Duda enrolled nowhere.
 */
const setup = async (tenantInput: Parameters<TestServer["createTenant"]>[0] = {}) => {
  const tenant = await server.createTenant(tenantInput);
  const user = async (name: string, permissions: "my_associations"[] = []) => {
    const row = await server.createUser(tenant, { name, permissions });
    return { ...row, name, token: await server.login(tenant, row) };
  };
  const associationA = await insertRow(server, tenant, "associations", { name: "Clube Alfa" });
  const associationB = await insertRow(server, tenant, "associations", { name: "Clube Beta" });
  const managerA = await user("Marcos Gestor", ["my_associations"]);
  const managerB = await user("Bruna Gestora", ["my_associations"]);
  const stranger = await user("Sérgio Avulso", ["my_associations"]);
  for (const [association, manager] of [
    [associationA, managerA],
    [associationB, managerB],
  ] as const)
    await insertRow(server, tenant, "associationmanagers", {
      association_id: association.id,
      user_id: manager.id,
      role: "president",
    });
  const coordinator = await user("Carla Coordenadora");
  const guardian = await user("Gil Responsável");
  const otherGuardian = await user("Olga Responsável");
  const centro = await insertRow(server, tenant, "schools", {
    name: "Núcleo Centro",
    association_id: associationA.id,
    coordinator_id: coordinator.id,
  });
  const norte = await insertRow(server, tenant, "schools", {
    name: "Núcleo Norte",
    association_id: associationB.id,
  });
  const closed = await insertRow(server, tenant, "schools", {
    name: "Núcleo Fechado",
    association_id: associationA.id,
    deleted_at: new Date(),
  });
  const kid = async (name: string) => (await server.createUser(tenant, { name })).id;
  const ana = await kid("Ana Júlia");
  const beto = await kid("Beto Souza");
  const caio = await kid("Caio Lima");
  const duda = await kid("Duda Reis");
  await setPerson(server, tenant, ana, { guardianId: guardian.id });
  for (const [school, userId, status] of [
    [centro, ana, "active"],
    [centro, beto, "waiting"],
    [centro, caio, "inactive"],
    [norte, ana, "active"],
    [closed, duda, "active"],
  ] as const)
    await insertRow(server, tenant, "schoolstudents", { school_id: school.id, user_id: userId, status });
  // Recorded by Norte's staff about Ana: not association A's business.
  const atNorte = await insertRow(server, tenant, "educationaloccurrences", {
    school_id: norte.id,
    user_id: ana,
    occurred_on: "2025-02-03",
    kind: "behavior",
    status: "open",
    description: "Registro do Núcleo Norte.",
  });
  const path = (associationId = associationA.id) => `my/associations/${associationId}/educationaloccurrences`;
  return {
    tenant,
    user,
    associationA,
    associationB,
    managerA,
    managerB,
    stranger,
    coordinator,
    guardian,
    otherGuardian,
    centro,
    norte,
    closed,
    kids: { ana, beto, caio, duda },
    atNorte,
    path,
  };
};

const record = (tenant: TestTenant, token: string, path: string, body: Record<string, unknown>) =>
  server.api(tenant, "POST", path, { token, body });

describe("a running association's managers and the educational occurrences", () => {
  it("records, lists with filters and follows up an occurrence, with who recorded it and a version check", async () => {
    const s = await setup();
    const token = s.managerA.token;
    const created = await record(s.tenant, token, s.path(), {
      school_id: s.centro.id,
      user_id: s.kids.ana,
      occurred_on: "2025-03-10",
      kind: "attendance",
      description: "Três faltas seguidas no mês.",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.result).toMatchObject({
      school_id: s.centro.id,
      school_name: "Núcleo Centro",
      user_id: s.kids.ana,
      student_name: "Ana Júlia",
      occurred_on: "2025-03-10",
      kind: "attendance",
      status: "open",
      measures: null,
      created_by_name: "Marcos Gestor",
      updated_by_name: null,
      version: 0,
    });
    const waiting = await record(s.tenant, token, s.path(), {
      school_id: s.centro.id,
      user_id: s.kids.beto,
      occurred_on: "2025-04-01",
      kind: "recognition",
      status: "closed",
      description: "Destaque no festival.",
      measures: "Certificado entregue.",
    });
    expect(waiting.status).toBe(201);

    const list = await server.api(s.tenant, "GET", s.path(), { token });
    expect(list.status).toBe(200);
    // Newest first; the occurrence at Norte (another association's school) is not there.
    expect(list.body.result.data.map((row: any) => row.student_name)).toEqual(["Beto Souza", "Ana Júlia"]);
    expect(list.body.result.total).toBe(2);

    const filtered = async (query: string) =>
      (await server.api(s.tenant, "GET", `${s.path()}?${query}`, { token })).body.result.data.map(
        (row: any) => row.student_name,
      );
    expect(await filtered("q=ana%20julia")).toEqual(["Ana Júlia"]);
    expect(await filtered("kind=recognition")).toEqual(["Beto Souza"]);
    expect(await filtered("status=open")).toEqual(["Ana Júlia"]);
    expect(await filtered(`school_id=${s.centro.id}`)).toEqual(["Beto Souza", "Ana Júlia"]);
    expect(await filtered(`school_id=${s.norte.id}`)).toEqual([]);
    expect(await filtered("from=2025-03-15")).toEqual(["Beto Souza"]);
    expect(await filtered("to=2025-03-15")).toEqual(["Ana Júlia"]);
    expect(await filtered("per_page=1&page=2")).toEqual(["Ana Júlia"]);
    const reversed = await server.api(s.tenant, "GET", `${s.path()}?from=2025-05-01&to=2025-01-01`, {
      token,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.to).toBeTruthy();

    const id = created.body.result.id as string;
    const updated = await server.api(s.tenant, "PATCH", `${s.path()}/${id}`, {
      token,
      body: { status: "closed", measures: "Conversa com a família.", version: 0 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.result).toMatchObject({
      status: "closed",
      measures: "Conversa com a família.",
      description: "Três faltas seguidas no mês.",
      occurred_on: "2025-03-10",
      updated_by_name: "Marcos Gestor",
      version: 1,
    });
    const stale = await server.api(s.tenant, "PATCH", `${s.path()}/${id}`, {
      token,
      body: { description: "Outra descrição", version: 0 },
    });
    expect(stale.status).toBe(409);
    // A body field the follow-up does not change (who it is about) is refused, never applied.
    const moved = await server.api(s.tenant, "PATCH", `${s.path()}/${id}`, {
      token,
      body: { user_id: s.kids.beto, version: 1 },
    });
    expect(moved.status).toBe(400);
    // Absent measures are kept; the status alone changes.
    const reopened = await server.api(s.tenant, "PATCH", `${s.path()}/${id}`, {
      token,
      body: { status: "open", version: 1 },
    });
    expect(reopened.body.result).toMatchObject({ status: "open", measures: "Conversa com a família." });

    const schools = await server.api(s.tenant, "GET", `my/associations/${s.associationA.id}/schools`, {
      token,
    });
    expect(schools.status).toBe(200);
    expect(schools.body.result.data).toEqual([
      {
        id: s.centro.id,
        name: "Núcleo Centro",
        active: true,
        coordinator_name: "Carla Coordenadora",
        students: 2,
      },
    ]);
    const options = await server.api(
      s.tenant,
      "GET",
      `my/associations/${s.associationA.id}/schools/${s.centro.id}/students`,
      { token },
    );
    expect(options.body.result.map((row: any) => [row.name, row.status])).toEqual([
      ["Ana Júlia", "active"],
      ["Beto Souza", "waiting"],
    ]);
    const othersSchool = await server.api(
      s.tenant,
      "GET",
      `my/associations/${s.associationA.id}/schools/${s.norte.id}/students`,
      { token },
    );
    expect(othersSchool.status).toBe(404);
  });

  it("refuses bad input with pt-BR messages naming the field", async () => {
    const s = await setup();
    const token = s.managerA.token;
    const base = {
      school_id: s.centro.id,
      user_id: s.kids.ana,
      occurred_on: "2025-03-10",
      kind: "behavior",
      description: "Discussão no treino.",
    };
    const future = await record(s.tenant, token, s.path(), { ...base, occurred_on: tomorrow() });
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/^Data: /);
    expect(future.body.errors.occurred_on).toBe("A data não pode estar no futuro.");

    const noDescription = await record(s.tenant, token, s.path(), { ...base, description: "  " });
    expect(noDescription.status).toBe(400);
    expect(noDescription.body.message).toMatch(/^Descrição: /);
    const long = await record(s.tenant, token, s.path(), { ...base, description: "x".repeat(4_001) });
    expect(long.status).toBe(400);
    expect(long.body.errors.description).toBe("Use no máximo 4000 caracteres.");
    const badKind = await record(s.tenant, token, s.path(), { ...base, kind: "fight" });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toMatch(/^Tipo: /);

    // Students who left, people never enrolled and another school's students are not the school's.
    for (const userId of [s.kids.caio, s.kids.duda, s.stranger.id]) {
      const notOurs = await record(s.tenant, token, s.path(), { ...base, user_id: userId });
      expect(notOurs.status).toBe(400);
      expect(notOurs.body.message).toMatch(/^Aluno\(a\): /);
    }
    for (const schoolId of [s.norte.id, s.closed.id]) {
      const otherSchool = await record(s.tenant, token, s.path(), { ...base, school_id: schoolId });
      expect(otherSchool.status).toBe(400);
      expect(otherSchool.body.errors.school_id).toBeTruthy();
    }
    const list = await server.api(s.tenant, "GET", s.path(), { token });
    expect(list.body.result.total).toBe(0);
  });

  it("answers 404 to another association's manager, a stranger, another school's occurrence and another tenant", async () => {
    const s = await setup();
    const created = await record(s.tenant, s.managerA.token, s.path(), {
      school_id: s.centro.id,
      user_id: s.kids.ana,
      occurred_on: "2025-03-10",
      kind: "family",
      description: "Reunião com a mãe.",
    });
    const id = created.body.result.id as string;
    for (const token of [s.managerB.token, s.stranger.token]) {
      expect((await server.api(s.tenant, "GET", s.path(), { token })).status).toBe(404);
      expect(
        (
          await server.api(s.tenant, "PATCH", `${s.path()}/${id}`, {
            token,
            body: { status: "closed", version: 0 },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await record(s.tenant, token, s.path(), {
            school_id: s.centro.id,
            user_id: s.kids.ana,
            occurred_on: "2025-03-10",
            kind: "family",
            description: "Tentativa.",
          })
        ).status,
      ).toBe(404);
    }
    // Association B's own list shows Norte's occurrence, never Centro's.
    const listB = await server.api(s.tenant, "GET", s.path(s.associationB.id), { token: s.managerB.token });
    expect(listB.body.result.data.map((row: any) => row.id)).toEqual([s.atNorte.id]);
    // Norte's occurrence through association A: 404, even though Ana is also Centro's student.
    const throughA = await server.api(s.tenant, "PATCH", `${s.path()}/${s.atNorte.id}`, {
      token: s.managerA.token,
      body: { status: "closed", version: 0 },
    });
    expect(throughA.status).toBe(404);

    const other = await setup();
    const crossList = await server.api(other.tenant, "GET", s.path(), { token: other.managerA.token });
    expect(crossList.status).toBe(404);
    const crossPatch = await server.api(other.tenant, "PATCH", `${other.path()}/${id}`, {
      token: other.managerA.token,
      body: { status: "closed", version: 0 },
    });
    expect(crossPatch.status).toBe(404);
    const unchanged = await server.api(s.tenant, "GET", s.path(), { token: s.managerA.token });
    expect(unchanged.body.result.data[0]).toMatchObject({ id, status: "open", version: 0 });
  });

  it("needs the schools module and the managers' permission", async () => {
    const off = await setup({ hidden: ["schools"] });
    const list = await server.api(off.tenant, "GET", off.path(), { token: off.managerA.token });
    expect(list.status).toBe(403);
    expect(list.body.code).toBe("disabled");
    const mine = await server.api(off.tenant, "GET", "my/schools", { token: off.coordinator.token });
    expect(mine.status).toBe(403);
    const s = await setup();
    // The coordinator follows the school's students, but the occurrences are the managers' area.
    const coordinator = await server.api(s.tenant, "GET", s.path(), { token: s.coordinator.token });
    expect(coordinator.status).toBe(403);
  });
});

describe("a guardian and their dependent's occurrences", () => {
  it("reads the dependent's occurrences at every school; nobody else does", async () => {
    const s = await setup();
    await record(s.tenant, s.managerA.token, s.path(), {
      school_id: s.centro.id,
      user_id: s.kids.ana,
      occurred_on: "2025-05-02",
      kind: "school_performance",
      description: "Boletim com notas baixas em matemática.",
      measures: "Reforço escolar às terças.",
    });
    const path = `my/students/${s.kids.ana}/educationaloccurrences`;
    const mine = await server.api(s.tenant, "GET", path, { token: s.guardian.token });
    expect(mine.status).toBe(200);
    expect(mine.body.result.map((row: any) => [row.school_name, row.occurred_on, row.kind])).toEqual([
      ["Núcleo Centro", "2025-05-02", "school_performance"],
      ["Núcleo Norte", "2025-02-03", "behavior"],
    ]);
    expect(mine.body.result[0]).toMatchObject({ measures: "Reforço escolar às terças.", status: "open" });
    expect(mine.body.result[0].created_by_name).toBeUndefined();
    for (const token of [s.otherGuardian.token, s.managerA.token, s.coordinator.token])
      expect((await server.api(s.tenant, "GET", path, { token })).status).toBe(404);
    const other = await setup();
    expect((await server.api(other.tenant, "GET", path, { token: other.guardian.token })).status).toBe(404);
  });
});

describe("my schools and their students", () => {
  it("lists the schools one coordinates or whose association one manages, and their students", async () => {
    const s = await setup();
    const schoolsOf = async (token: string) =>
      (await server.api(s.tenant, "GET", "my/schools", { token })).body.result.map((row: any) => [
        row.name,
        row.coordinates,
        row.manages,
      ]);
    expect(await schoolsOf(s.coordinator.token)).toEqual([["Núcleo Centro", true, false]]);
    expect(await schoolsOf(s.managerA.token)).toEqual([["Núcleo Centro", false, true]]);
    expect(await schoolsOf(s.managerB.token)).toEqual([["Núcleo Norte", false, true]]);
    expect(await schoolsOf(s.stranger.token)).toEqual([]);
    expect(await schoolsOf(s.guardian.token)).toEqual([]);
    const [centro] = (await server.api(s.tenant, "GET", "my/schools", { token: s.managerA.token })).body
      .result;
    expect(centro).toMatchObject({
      association_name: "Clube Alfa",
      coordinator_name: "Carla Coordenadora",
      students: 2,
    });

    // A required document type: nobody has it yet, so nobody's documents are in order.
    const master = await server.loginAs(s.tenant, { master: true });
    const type = await server.api(s.tenant, "POST", "documenttypes", {
      token: master,
      body: { name: "RG", required: true },
    });
    expect(type.status).toBe(201);
    const students = await server.api(s.tenant, "GET", `my/schools/${s.centro.id}/students`, {
      token: s.coordinator.token,
    });
    expect(students.status).toBe(200);
    expect(students.body.result.school).toEqual({ id: s.centro.id, name: "Núcleo Centro" });
    expect(students.body.result.total).toBe(3);
    expect(
      students.body.result.data.map((row: any) => [
        row.name,
        row.status,
        row.documents_regular,
        row.documents_pending,
      ]),
    ).toEqual([
      ["Ana Júlia", "active", false, 1],
      ["Beto Souza", "waiting", false, 1],
      ["Caio Lima", "inactive", false, 1],
    ]);
    const waitingOnly = await server.api(
      s.tenant,
      "GET",
      `my/schools/${s.centro.id}/students?status=waiting`,
      {
        token: s.managerA.token,
      },
    );
    expect(waitingOnly.body.result.data.map((row: any) => row.name)).toEqual(["Beto Souza"]);
    const searched = await server.api(s.tenant, "GET", `my/schools/${s.centro.id}/students?q=caio`, {
      token: s.managerA.token,
    });
    expect(searched.body.result.data.map((row: any) => row.name)).toEqual(["Caio Lima"]);

    for (const [token, school] of [
      [s.managerB.token, s.centro.id],
      [s.stranger.token, s.centro.id],
      [s.coordinator.token, s.norte.id],
      [s.managerA.token, s.closed.id],
    ] as const)
      expect((await server.api(s.tenant, "GET", `my/schools/${school}/students`, { token })).status).toBe(
        404,
      );
    const other = await setup();
    expect(
      (
        await server.api(other.tenant, "GET", `my/schools/${s.centro.id}/students`, {
          token: other.coordinator.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe("the rules of an educational occurrence (educationalOccurrences.rules.ts) on every path", () => {
  it("refuse a date after today and a student not enrolled at the school, on staff CRUD, the managers' form and an import", async () => {
    const s = await setup();
    const master = await server.loginAs(s.tenant, { master: true });
    const base = {
      school_id: s.centro.id,
      occurred_on: "2025-03-10",
      kind: "behavior",
      description: "Discussão no treino.",
    };
    const cases = [
      {
        body: { ...base, user_id: s.kids.ana, occurred_on: tomorrow() },
        errors: { occurred_on: "A data não pode estar no futuro." },
      },
      {
        body: { ...base, user_id: s.kids.caio },
        errors: {
          user_id: "Escolha um(a) aluno(a) matriculado(a) ou em lista de espera nesta escola ou núcleo.",
        },
      },
    ];
    for (const { body, errors } of cases) {
      const staff = await record(s.tenant, master, "educationaloccurrences", body);
      const managed = await record(s.tenant, s.managerA.token, s.path(), body);
      for (const answer of [staff, managed]) {
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual(errors);
      }
      expect(staff.body.message).toBe(managed.body.message);

      const form = multipartBody([
        { field: "resource", value: "educationaloccurrences" },
        {
          field: "file",
          filename: "ocorrencias.csv",
          content: `Escola,Aluno,Data,Tipo,Descrição\r\n${body.school_id},${body.user_id},${body.occurred_on},behavior,${body.description}\r\n`,
        },
      ]);
      const uploaded = await server.app.inject({
        method: "POST",
        url: `/t/${s.tenant.identifier}/api/v1/imports`,
        headers: { ...form.headers, authorization: `Bearer ${master}` },
        payload: form.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const preview = await server.api(s.tenant, "POST", `imports/${uploaded.json().result.id}/preview`, {
        token: master,
        body: {
          mapping: {
            Escola: "school_id",
            Aluno: "user_id",
            Data: "occurred_on",
            Tipo: "kind",
            Descrição: "description",
          },
        },
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.result.rows.map((row: any) => row.errors)).toEqual([errors]);
    }

    // A staff change that moves the occurrence to a student not enrolled there is refused too.
    const kept = await record(s.tenant, master, "educationaloccurrences", { ...base, user_id: s.kids.beto });
    expect(kept.status).toBe(201);
    const moved = await server.api(s.tenant, "PATCH", `educationaloccurrences/${kept.body.result.id}`, {
      token: master,
      body: { user_id: s.kids.duda, version: kept.body.result.version },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({
      user_id: "Escolha um(a) aluno(a) matriculado(a) ou em lista de espera nesta escola ou núcleo.",
    });
  });
});
