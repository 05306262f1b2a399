import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { multipartBody } from "./multipart.ts";
import { insertRow, setPerson } from "./myArea.ts";

/**
 * A team's roster rules hold on every path that writes team members: staff CRUD (POST
 * /teams/:id/teammembers, PATCH and DELETE /teammembers/:id), the managers' routes and a
 * spreadsheet import (preview and commit), each refusing the same bad change with the same pt-BR
 * sentence on the same field. Runs on PGlite and, with DATABASE_URL (npm run test:pg), PostgreSQL,
 * where two adds racing for a team's last place are also tried.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * Association A (manager Marcos) with active athletes Ana, Davi, Bia, Edu, Fábio and a pending Caio;
 * a running competition of at most 3 per team with team "Alfa" (Ana 10, Davi 7: one place left); a
 * running competition of at most 1 with the full team "Cheia" (Ana); a finished one with "Verão".
 */
const setup = async () => {
  const tenant = await server.createTenant();
  const master = await server.loginAs(tenant, { master: true });
  const person = async (name: string, permissions: ("my_associations" | "my_teams")[] = []) => {
    const row = await server.createUser(tenant, { name, permissions });
    return { id: row.id as string, token: await server.login(tenant, row) };
  };
  const association = await insertRow(server, tenant, "associations", {
    name: "Clube Alfa",
    status: "approved",
  });
  const manager = await person("Marcos Gestor", ["my_associations"]);
  await insertRow(server, tenant, "associationmanagers", {
    association_id: association.id,
    user_id: manager.id,
    role: "president",
  });
  const people = {
    ana: await person("Ana Atleta"),
    davi: await person("Davi Defesa"),
    bia: await person("Bia Livre"),
    edu: await person("Edu Extra"),
    fabio: await person("Fábio Folga"),
    caio: await person("Caio Aguardando"),
  };
  for (const [key, who] of Object.entries(people))
    await insertRow(server, tenant, "associationusers", {
      association_id: association.id,
      user_id: who.id,
      status: key === "caio" ? "pending" : "active",
    });
  const competition = (name: string, status: string, max: number | null) =>
    insertRow(server, tenant, "competitions", { name, status, max_members: max });
  const team = async (competitionId: string, name: string) =>
    insertRow(server, tenant, "teams", {
      competition_id: competitionId,
      name,
      association_id: association.id,
      status: "approved",
    });
  const running = await competition("Estadual", "running", 3);
  const small = await competition("Copa Dupla", "running", 1);
  const finished = await competition("Copa de Verão", "finished", null);
  const alfa = await team(running.id, "Alfa");
  const full = await team(small.id, "Cheia");
  const old = await team(finished.id, "Verão");
  const member = (teamId: string, userId: string, number: number | null) =>
    insertRow(server, tenant, "teammembers", { team_id: teamId, user_id: userId, role: "athlete", number });
  const anaMember = await member(alfa.id, people.ana.id, 10);
  await member(alfa.id, people.davi.id, 7);
  await member(full.id, people.ana.id, null);
  const oldMember = await member(old.id, people.davi.id, 5);
  return { tenant, master, association, manager, ...people, running, alfa, full, old, anaMember, oldMember };
};
type Setup = Awaited<ReturnType<typeof setup>>;

type Refused = { status?: number; message?: string; errors: Record<string, string> };
type NewMember = { team_id: string; user_id: string; number?: number };

/** The answer of an HTTP write, as the comparison needs it. */
const refusedOf = (response: { status: number; body: any }): Refused => ({
  status: response.status,
  message: response.body.message,
  errors: response.body.errors ?? {},
});

const csvOf = (rows: NewMember[]) =>
  `${["Equipe,Pessoa,Função,Número", ...rows.map((row) => `${row.team_id},${row.user_id},Atleta,${row.number ?? ""}`)].join("\r\n")}\r\n`;

const MAPPING = { Equipe: "team_id", Pessoa: "user_id", Função: "role", Número: "number" };

/** Uploads team members as staff; answers the import's id. */
const uploadMembers = async (s: Setup, rows: NewMember[]) => {
  const form = multipartBody([
    { field: "resource", value: "teammembers" },
    { field: "file", filename: "integrantes.csv", content: csvOf(rows) },
  ]);
  const response = await server.app.inject({
    method: "POST",
    url: `/t/${s.tenant.identifier}/api/v1/imports`,
    headers: { ...form.headers, authorization: `Bearer ${s.master}` },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result.id as string;
};

/** The errors of each row of a file of new members, at the import's preview. */
const previewMembers = async (s: Setup, rows: NewMember[]) => {
  const id = await uploadMembers(s, rows);
  const preview = await server.api(s.tenant, "POST", `imports/${id}/preview`, {
    token: s.master,
    body: { mapping: MAPPING },
  });
  expect(preview.status).toBe(200);
  const byRow = new Map<number, Record<string, string>>(
    preview.body.result.rows.map((row: any) => [row.row_number, row.errors]),
  );
  return { id, errors: rows.map((_, index) => byRow.get(index + 2) ?? {}) };
};

const commitAndWait = async (s: Setup, id: string) => {
  const started = await server.api(s.tenant, "POST", `imports/${id}/commit`, {
    token: s.master,
    headers: { "idempotency-key": randomUUID() },
  });
  expect(started.status).toBe(202);
  for (let attempt = 0; attempt < 300; attempt++) {
    const shown = await server.api(s.tenant, "GET", `imports/${id}`, { token: s.master });
    const job = shown.body.result.job;
    if (job.status === "succeeded" || job.status === "failed") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the import's job did not end");
};

/** The same new member through the three paths: staff CRUD, the managers' route, an import's preview. */
const addEverywhere = async (s: Setup, member: NewMember) => {
  const body = {
    user_id: member.user_id,
    role: "athlete",
    ...(member.number === undefined ? {} : { number: member.number }),
  };
  const staff = refusedOf(
    await server.api(s.tenant, "POST", `teams/${member.team_id}/teammembers`, { token: s.master, body }),
  );
  const managed = refusedOf(
    await server.api(
      s.tenant,
      "POST",
      `my/associations/${s.association.id}/teams/${member.team_id}/members`,
      {
        token: s.manager.token,
        body,
      },
    ),
  );
  const imported = (await previewMembers(s, [member])).errors[0]!;
  return { staff, managed, imported };
};

const membersOf = async (s: Setup, teamId: string) => {
  const table = resourceTable("teammembers") as any;
  return (await server.db.tenant(s.tenant.id, (tx) =>
    tx.select().from(table).where(eq(table.team_id, teamId)),
  )) as Record<string, any>[];
};

/** The three paths refused with this status and message, on this field, and wrote nothing. */
const expectRefusedEverywhere = async (
  s: Setup,
  member: NewMember,
  expected: { status: number; message: string; field: string; fieldMessage: string },
) => {
  const before = (await membersOf(s, member.team_id)).length;
  const { staff, managed, imported } = await addEverywhere(s, member);
  for (const [path, answer] of [
    ["staff", staff],
    ["manager", managed],
  ] as const) {
    expect(answer.status, path).toBe(expected.status);
    expect(answer.message, path).toBe(expected.message);
    expect(answer.errors, path).toEqual({ [expected.field]: expected.fieldMessage });
  }
  expect(imported, "import").toEqual({ [expected.field]: expected.fieldMessage });
  expect(await membersOf(s, member.team_id)).toHaveLength(before);
};

describe("a team's roster rules on the three paths", () => {
  it("only an active athlete of the team's association joins", async () => {
    const s = await setup();
    await expectRefusedEverywhere(
      s,
      { team_id: s.alfa.id, user_id: s.caio.id },
      {
        status: 400,
        message:
          "Pessoa: O pedido de vínculo desta pessoa ainda não foi aceito; aceite-o na lista de atletas antes.",
        field: "user_id",
        fieldMessage:
          "O pedido de vínculo desta pessoa ainda não foi aceito; aceite-o na lista de atletas antes.",
      },
    );
    const outsider = await server.createUser(s.tenant, { name: "Olga de Fora" });
    await expectRefusedEverywhere(
      s,
      { team_id: s.alfa.id, user_id: outsider.id },
      {
        status: 400,
        message: "Pessoa: Escolha um(a) atleta ativo(a) da entidade.",
        field: "user_id",
        fieldMessage: "Escolha um(a) atleta ativo(a) da entidade.",
      },
    );
  });

  it("a person is on a team once", async () => {
    const s = await setup();
    await expectRefusedEverywhere(
      s,
      { team_id: s.alfa.id, user_id: s.ana.id },
      {
        status: 409,
        message: "Pessoa: já está na equipe.",
        field: "user_id",
        fieldMessage: "Esta pessoa já está na equipe.",
      },
    );
  });

  it("the competition's max_members holds", async () => {
    const s = await setup();
    await expectRefusedEverywhere(
      s,
      { team_id: s.full.id, user_id: s.bia.id },
      {
        status: 409,
        message:
          "Integrantes: a competição permite no máximo 1 por equipe; remova alguém antes de incluir outra pessoa.",
        field: "user_id",
        fieldMessage: "A equipe já tem 1 integrantes, o máximo da competição.",
      },
    );
  });

  it("a number belongs to one member of the team", async () => {
    const s = await setup();
    await expectRefusedEverywhere(
      s,
      { team_id: s.alfa.id, user_id: s.bia.id, number: 10 },
      {
        status: 409,
        message: "Número: o 10 já é de Ana Atleta nesta equipe.",
        field: "number",
        fieldMessage: "O número 10 já é de Ana Atleta.",
      },
    );
  });

  it("nothing changes once the competition has ended", async () => {
    const s = await setup();
    const locked = {
      status: 409,
      message: "Competição: está encerrada; a equipe não pode mais mudar.",
      field: "team_id",
      fieldMessage: "A competição está encerrada; a equipe não pode mais mudar.",
    };
    await expectRefusedEverywhere(s, { team_id: s.old.id, user_id: s.bia.id }, locked);

    // A change and a removal too, on both HTTP paths (an import only creates).
    const staffPatch = refusedOf(
      await server.api(s.tenant, "PATCH", `teammembers/${s.oldMember.id}`, {
        token: s.master,
        body: { number: 9, version: s.oldMember.version },
      }),
    );
    const managerPatch = refusedOf(
      await server.api(
        s.tenant,
        "PATCH",
        `my/associations/${s.association.id}/teams/${s.old.id}/members/${s.oldMember.id}`,
        {
          token: s.manager.token,
          body: { number: 9 },
        },
      ),
    );
    const staffDelete = refusedOf(
      await server.api(s.tenant, "DELETE", `teammembers/${s.oldMember.id}`, { token: s.master }),
    );
    const staffBulkDelete = refusedOf(
      await server.api(s.tenant, "POST", "teammembers/delete", {
        token: s.master,
        body: { ids: [s.oldMember.id, s.anaMember.id] },
      }),
    );
    const managerDelete = refusedOf(
      await server.api(
        s.tenant,
        "DELETE",
        `my/associations/${s.association.id}/teams/${s.old.id}/members/${s.oldMember.id}`,
        {
          token: s.manager.token,
        },
      ),
    );
    for (const answer of [staffPatch, managerPatch, staffDelete, staffBulkDelete, managerDelete])
      expect(answer).toEqual({
        status: 409,
        message: locked.message,
        errors: { team_id: locked.fieldMessage },
      });
    const [kept] = await membersOf(s, s.old.id);
    expect(kept).toMatchObject({ number: 5 });
    expect(await membersOf(s, s.alfa.id)).toHaveLength(2);
  });

  it("a person plays for one team in a competition", async () => {
    const s = await setup();
    // Bia plays for Beta in the Estadual: Alfa, of the same competition, cannot take her.
    const beta = await insertRow(server, s.tenant, "teams", {
      competition_id: s.running.id,
      name: "Beta",
      association_id: s.association.id,
      status: "approved",
    });
    await insertRow(server, s.tenant, "teammembers", {
      team_id: beta.id,
      user_id: s.bia.id,
      role: "athlete",
      number: 3,
    });
    await expectRefusedEverywhere(
      s,
      { team_id: s.alfa.id, user_id: s.bia.id },
      {
        status: 409,
        message: "Pessoa: Bia Livre já joga por Beta neste campeonato.",
        field: "user_id",
        fieldMessage: "Bia Livre já joga por Beta neste campeonato.",
      },
    );
    // A staff change of person is judged the same way.
    const davi = (await membersOf(s, s.alfa.id)).find((row) => row.user_id === s.davi.id)!;
    const changed = await server.api(s.tenant, "PATCH", `teammembers/${davi.id}`, {
      token: s.master,
      body: { user_id: s.bia.id, version: davi.version },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.errors).toEqual({ user_id: "Bia Livre já joga por Beta neste campeonato." });
    // Ana is on Alfa and on Cheia, of another competition: that is allowed. An import putting one
    // person on two teams of one competition is refused at the second row, naming the first team.
    const gama = await insertRow(server, s.tenant, "teams", {
      competition_id: s.running.id,
      name: "Gama",
      association_id: s.association.id,
      status: "approved",
    });
    const inFile = await previewMembers(s, [
      { team_id: gama.id, user_id: s.edu.id },
      { team_id: beta.id, user_id: s.edu.id },
      { team_id: gama.id, user_id: s.ana.id },
    ]);
    expect(inFile.errors).toEqual([
      {},
      { user_id: "Edu Extra já joga por Gama neste campeonato." },
      { user_id: "Ana Atleta já joga por Alfa neste campeonato." },
    ]);
  });

  it("whoever plays fits the competition's category: naipe and age in the season's year", async () => {
    const s = await setup();
    const category = await insertRow(server, s.tenant, "competitionscategories", {
      name: "Sub-17 masculino",
      gender: "male",
      min_age: 16,
      max_age: 17,
      active: true,
    });
    const cup = await insertRow(server, s.tenant, "competitions", {
      name: "Copa Sub-17",
      status: "registration",
      season: 2026,
      category: "Sub-17 masculino",
      category_id: category.id,
    });
    const sub17 = await insertRow(server, s.tenant, "teams", {
      competition_id: cup.id,
      name: "Alfa Sub-17",
      association_id: s.association.id,
      status: "approved",
    });
    await setPerson(server, s.tenant, s.bia.id, { gender: "F", birthdate: "2010-03-01" });
    await setPerson(server, s.tenant, s.edu.id, { gender: "M", birthdate: "2008-12-31" });
    await setPerson(server, s.tenant, s.davi.id, { gender: "M", birthdate: "2011-01-01" });
    await setPerson(server, s.tenant, s.ana.id, { gender: "M", birthdate: "2009-06-15" });
    const refused = (fieldMessage: string) => ({
      status: 400,
      message: `Pessoa: ${fieldMessage}`,
      field: "user_id",
      fieldMessage,
    });
    await expectRefusedEverywhere(
      s,
      { team_id: sub17.id, user_id: s.bia.id },
      refused("Categoria Sub-17 masculino: Bia Livre não é do naipe masculino."),
    );
    await expectRefusedEverywhere(
      s,
      { team_id: sub17.id, user_id: s.edu.id },
      refused(
        "Categoria Sub-17 masculino: Edu Extra nasceu em 2008: passa da idade da categoria (até 17 anos em 2026).",
      ),
    );
    await expectRefusedEverywhere(
      s,
      { team_id: sub17.id, user_id: s.davi.id },
      refused(
        "Categoria Sub-17 masculino: Davi Defesa nasceu em 2011: não tem a idade da categoria (a partir de 16 anos em 2026).",
      ),
    );
    await expectRefusedEverywhere(
      s,
      { team_id: sub17.id, user_id: s.fabio.id },
      refused(
        "Categoria Sub-17 masculino: complete a data de nascimento e o gênero no cadastro de Fábio Folga antes de incluí-lo(a).",
      ),
    );
    // Born in 2009, he turns 17 in 2026 whatever the month: he plays. The technical staff is not
    // held to the category; but a coach turned player is.
    const ana = await server.api(s.tenant, "POST", `teams/${sub17.id}/teammembers`, {
      token: s.master,
      body: { user_id: s.ana.id, role: "athlete", number: 9 },
    });
    expect(ana.status, JSON.stringify(ana.body)).toBe(201);
    const coach = await server.api(
      s.tenant,
      "POST",
      `my/associations/${s.association.id}/teams/${sub17.id}/members`,
      { token: s.manager.token, body: { user_id: s.fabio.id, role: "coach" } },
    );
    expect(coach.status, JSON.stringify(coach.body)).toBe(201);
    const coachRow = (await membersOf(s, sub17.id)).find((row) => row.user_id === s.fabio.id)!;
    const playing = await server.api(s.tenant, "PATCH", `teammembers/${coachRow.id}`, {
      token: s.master,
      body: { role: "athlete", version: coachRow.version },
    });
    expect(playing.status).toBe(400);
    expect(playing.body.errors).toEqual({
      user_id:
        "Categoria Sub-17 masculino: complete a data de nascimento e o gênero no cadastro de Fábio Folga antes de incluí-lo(a).",
    });
    // An import within the category commits.
    await setPerson(server, s.tenant, s.edu.id, { birthdate: "2010-01-20" });
    const { id, errors } = await previewMembers(s, [{ team_id: sub17.id, user_id: s.edu.id, number: 4 }]);
    expect(errors).toEqual([{}]);
    const job = await commitAndWait(s, id);
    expect(job.status, job.message).toBe("succeeded");
    expect((await membersOf(s, sub17.id)).map((row) => row.user_id).sort()).toEqual(
      [s.ana.id, s.fabio.id, s.edu.id].sort(),
    );
  });

  it("a change of number is checked among the team's other members, on both HTTP paths", async () => {
    const s = await setup();
    const davi = (await membersOf(s, s.alfa.id)).find((row) => row.user_id === s.davi.id)!;
    const staff = refusedOf(
      await server.api(s.tenant, "PATCH", `teammembers/${davi.id}`, {
        token: s.master,
        body: { number: 10, version: davi.version },
      }),
    );
    const managed = refusedOf(
      await server.api(
        s.tenant,
        "PATCH",
        `my/associations/${s.association.id}/teams/${s.alfa.id}/members/${davi.id}`,
        {
          token: s.manager.token,
          body: { number: 10 },
        },
      ),
    );
    for (const answer of [staff, managed])
      expect(answer).toEqual({
        status: 409,
        message: "Número: o 10 já é de Ana Atleta nesta equipe.",
        errors: { number: "O número 10 já é de Ana Atleta." },
      });
    // Its own number, or a free one, is no clash; and a staff change of person is judged as a join.
    const own = await server.api(s.tenant, "PATCH", `teammembers/${davi.id}`, {
      token: s.master,
      body: { number: 7, version: davi.version },
    });
    expect(own.status).toBe(200);
    const toPending = await server.api(s.tenant, "PATCH", `teammembers/${davi.id}`, {
      token: s.master,
      body: { user_id: s.caio.id, version: own.body.result.version },
    });
    expect(toPending.status).toBe(400);
    expect(toPending.body.errors).toEqual({
      user_id: "O pedido de vínculo desta pessoa ainda não foi aceito; aceite-o na lista de atletas antes.",
    });
  });

  it("an import counts its own rows: the last place, numbers and a repeated person within the file", async () => {
    const s = await setup();
    const { errors } = await previewMembers(s, [
      { team_id: s.alfa.id, user_id: s.bia.id, number: 4 },
      { team_id: s.alfa.id, user_id: s.edu.id },
      { team_id: s.full.id, user_id: s.bia.id },
      { team_id: s.old.id, user_id: s.fabio.id },
    ]);
    expect(errors).toEqual([
      {},
      { user_id: "A equipe já tem 3 integrantes, o máximo da competição." },
      { user_id: "A equipe já tem 1 integrantes, o máximo da competição." },
      { team_id: "A competição está encerrada; a equipe não pode mais mudar." },
    ]);
    const beta = await insertRow(server, s.tenant, "teams", {
      competition_id: s.running.id,
      name: "Beta",
      association_id: s.association.id,
      status: "approved",
    });
    const inFile = await previewMembers(s, [
      { team_id: beta.id, user_id: s.bia.id, number: 4 },
      { team_id: beta.id, user_id: s.fabio.id, number: 4 },
      { team_id: beta.id, user_id: s.bia.id, number: 5 },
    ]);
    expect(inFile.errors).toEqual([
      {},
      { number: "O número 4 já é de Bia Livre." },
      { user_id: "Valor repetido: a linha 2 da planilha já tem esse valor." },
    ]);
  });

  it("an import's commit judges its rows again: a place taken since the preview fails it, nothing written", async () => {
    const s = await setup();
    const { id, errors } = await previewMembers(s, [{ team_id: s.alfa.id, user_id: s.bia.id, number: 4 }]);
    expect(errors).toEqual([{}]);
    const taken = await server.api(
      s.tenant,
      "POST",
      `my/associations/${s.association.id}/teams/${s.alfa.id}/members`,
      {
        token: s.manager.token,
        body: { user_id: s.edu.id, role: "athlete", number: 4 },
      },
    );
    expect(taken.status).toBe(201);
    const job = await commitAndWait(s, id);
    expect(job.status).toBe("failed");
    expect(job.message).toBe(
      "Linha 2: Pessoa: A equipe já tem 3 integrantes, o máximo da competição. Nada foi gravado.",
    );
    expect((await membersOf(s, s.alfa.id)).map((row) => row.user_id).sort()).toEqual(
      [s.ana.id, s.davi.id, s.edu.id].sort(),
    );
  });

  it("an import within the rules commits every row", async () => {
    const s = await setup();
    const { id, errors } = await previewMembers(s, [{ team_id: s.alfa.id, user_id: s.bia.id, number: 4 }]);
    expect(errors).toEqual([{}]);
    const job = await commitAndWait(s, id);
    expect(job.status, job.message).toBe("succeeded");
    expect((await membersOf(s, s.alfa.id)).find((row) => row.user_id === s.bia.id)).toMatchObject({
      number: 4,
    });
  });

  it("adds racing for a team's last place: one joins, the others are refused", async () => {
    const s = await setup();
    // Six people at once, by turns through the staff's and the managers' routes (on PostgreSQL each
    // write has its own connection; without the team's lock several of them pass the count).
    const racers = [s.bia, s.edu, s.fabio];
    for (const name of ["Gil", "Hugo", "Iara"]) {
      const row = await server.createUser(s.tenant, { name });
      await insertRow(server, s.tenant, "associationusers", {
        association_id: s.association.id,
        user_id: row.id,
        status: "active",
      });
      racers.push({ id: row.id, token: "" });
    }
    const answers = await Promise.all(
      racers.map((racer, index) =>
        index % 2
          ? server.api(s.tenant, "POST", `teams/${s.alfa.id}/teammembers`, {
              token: s.master,
              body: { user_id: racer.id, role: "athlete" },
            })
          : server.api(s.tenant, "POST", `my/associations/${s.association.id}/teams/${s.alfa.id}/members`, {
              token: s.manager.token,
              body: { user_id: racer.id, role: "athlete" },
            }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.errors).toEqual({
        user_id: "A equipe já tem 3 integrantes, o máximo da competição.",
      });
    expect(await membersOf(s, s.alfa.id)).toHaveLength(3);

    // Two staff writes giving the same number to two members at once: one keeps it.
    const rows = await membersOf(s, s.alfa.id);
    const others = rows.filter((row) => row.number !== 10);
    const clash = await Promise.all(
      others.map((row) =>
        server.api(s.tenant, "PATCH", `teammembers/${row.id}`, {
          token: s.master,
          body: { number: 99, version: row.version },
        }),
      ),
    );
    expect(clash.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await membersOf(s, s.alfa.id)).filter((row) => row.number === 99)).toHaveLength(1);
  });
});
