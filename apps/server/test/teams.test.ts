import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow, setPerson } from "./myArea.ts";

/** Teams in the personal area (/my/teams) and in the association managers' area (/my/associations/teams). */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Person = { id: string; token: string };

/**
 * A tenant with a required RG; association A (manager Marcos) and B (manager Beto); a running
 * competition with at most 4 members per team and a finished one; A's team "Alfa" (responsible
 * Rita) with Ana (captain, 10) and Davi (a minor, guardian Gabi); active, waiting and ended
 * athletes of A; a stranger; A's team in the finished competition.
 */
const setup = async (tenant?: TestTenant) => {
  const t = tenant ?? (await server.createTenant());
  const master = await server.loginAs(t, { master: true });
  const rg = await server.api(t, "POST", "documenttypes", {
    token: master,
    body: { name: "RG", required: true },
  });
  expect(rg.status).toBe(201);
  const user = async (name: string, extra: ("my_associations" | "my_teams")[] = []): Promise<Person> => {
    const row = await server.createUser(t, { name, permissions: ["my_teams", ...extra] });
    return { id: row.id, token: await server.login(t, row) };
  };
  const association = await insertRow(server, t, "associations", { name: "Clube Alfa", status: "approved" });
  const other = await insertRow(server, t, "associations", { name: "Clube Beta", status: "approved" });
  const manager = await user("Marcos Gestor", ["my_associations"]);
  const otherManager = await user("Beto Gestor", ["my_associations"]);
  for (const [a, m] of [
    [association, manager],
    [other, otherManager],
  ] as const)
    await insertRow(server, t, "associationmanagers", {
      association_id: a.id,
      user_id: m.id,
      role: "president",
    });
  const ana = await user("Ana Atleta");
  const davi = await user("Davi Dependente");
  const gabi = await user("Gabi Guardiã");
  await setPerson(server, t, davi.id, { guardianId: gabi.id });
  const rita = await user("Rita Responsável");
  const bia = await user("Bia Livre");
  const caio = await user("Caio Aguardando");
  const edu = await user("Edu Encerrado");
  const stranger = await user("Duda Avulsa");
  for (const [person, status] of [
    [ana, "active"],
    [davi, "active"],
    [rita, "active"],
    [bia, "active"],
    [caio, "pending"],
    [edu, "inactive"],
  ] as const)
    await insertRow(server, t, "associationusers", {
      association_id: association.id,
      user_id: person.id,
      status,
    });
  const competition = await insertRow(server, t, "competitions", {
    name: "Estadual de Vôlei",
    season: 2025,
    category: "Sub-17 feminino",
    starts_on: "2025-03-01",
    status: "running",
    max_members: 4,
  });
  const finished = await insertRow(server, t, "competitions", {
    name: "Copa de Verão",
    season: 2024,
    status: "finished",
  });
  const team = await insertRow(server, t, "teams", {
    competition_id: competition.id,
    name: "Alfa Vôlei",
    association_id: association.id,
    responsible_id: rita.id,
    status: "approved",
  });
  const oldTeam = await insertRow(server, t, "teams", {
    competition_id: finished.id,
    name: "Alfa Verão",
    association_id: association.id,
    status: "approved",
  });
  const anaMember = await insertRow(server, t, "teammembers", {
    team_id: team.id,
    user_id: ana.id,
    role: "captain",
    number: 10,
  });
  const daviMember = await insertRow(server, t, "teammembers", {
    team_id: team.id,
    user_id: davi.id,
    role: "athlete",
    number: 7,
  });
  await insertRow(server, t, "teammembers", { team_id: oldTeam.id, user_id: ana.id, role: "athlete" });
  const managed = `my/associations/${association.id}/teams`;
  return {
    tenant: t,
    master,
    association,
    other,
    manager,
    otherManager,
    ana,
    davi,
    gabi,
    rita,
    bia,
    caio,
    edu,
    stranger,
    competition,
    finished,
    team,
    oldTeam,
    anaMember,
    daviMember,
    managed,
    user,
  };
};

const membersOf = async (tenant: TestTenant, teamId: string) => {
  const table = resourceTable("teammembers") as any;
  return (await server.db.tenant(tenant.id, (tx) =>
    tx.select().from(table).where(eq(table.team_id, teamId)),
  )) as Record<string, any>[];
};

describe("/my/teams", () => {
  it("lists the teams a person is on, is responsible for, or a dependent is on", async () => {
    const s = await setup();
    const mine = await server.api(s.tenant, "GET", "my/teams", { token: s.ana.token });
    expect(mine.status).toBe(200);
    expect(mine.body.result.map((team: any) => team.name)).toEqual(["Alfa Vôlei", "Alfa Verão"]);
    const volei = mine.body.result[0];
    expect(volei).toMatchObject({
      status: "approved",
      is_responsible: false,
      competition: {
        name: "Estadual de Vôlei",
        season: 2025,
        category: "Sub-17 feminino",
        status: "running",
      },
      association: { id: s.association.id, name: "Clube Alfa" },
      responsible: { id: s.rita.id, name: "Rita Responsável" },
      people: [{ user_id: s.ana.id, name: "Ana Atleta", self: true, role: "captain", number: 10 }],
    });

    const guardian = await server.api(s.tenant, "GET", "my/teams", { token: s.gabi.token });
    expect(guardian.body.result).toHaveLength(1);
    expect(guardian.body.result[0].people).toEqual([
      { user_id: s.davi.id, name: "Davi Dependente", self: false, role: "athlete", number: 7 },
    ]);

    const responsible = await server.api(s.tenant, "GET", "my/teams", { token: s.rita.token });
    expect(responsible.body.result).toHaveLength(1);
    expect(responsible.body.result[0]).toMatchObject({
      name: "Alfa Vôlei",
      is_responsible: true,
      people: [],
    });

    const stranger = await server.api(s.tenant, "GET", "my/teams", { token: s.stranger.token });
    expect(stranger.body.result).toEqual([]);
  });

  it("shows a team to its members, guardians, responsible and managers; 404 to anyone else", async () => {
    const s = await setup();
    const path = `my/teams/${s.team.id}`;
    for (const person of [s.ana, s.gabi]) {
      const seen = await server.api(s.tenant, "GET", path, { token: person.token });
      expect(seen.status).toBe(200);
      expect(seen.body.result.keeper).toBe(false);
      expect(seen.body.result.members.map((m: any) => [m.name, m.role, m.number])).toEqual([
        ["Davi Dependente", "athlete", 7],
        ["Ana Atleta", "captain", 10],
      ]);
      // Documents are the keepers' business, not the teammates'.
      expect(seen.body.result.members[0].documents).toBeUndefined();
    }
    for (const person of [s.rita, s.manager]) {
      const kept = await server.api(s.tenant, "GET", path, { token: person.token });
      expect(kept.status).toBe(200);
      expect(kept.body.result.keeper).toBe(true);
      expect(kept.body.result.members[0].documents).toEqual({
        regular: false,
        items: [{ documenttype_id: expect.any(String), name: "RG", status: "missing" }],
      });
    }
    for (const person of [s.stranger, s.otherManager, s.bia]) {
      const hidden = await server.api(s.tenant, "GET", path, { token: person.token });
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe("Equipe não encontrada.");
    }
    const missing = await server.api(s.tenant, "GET", "my/teams/00000000-0000-4000-8000-000000000000", {
      token: s.ana.token,
    });
    expect(missing.status).toBe(404);
  });

  it("shows an approved required document as in order for the keepers", async () => {
    const s = await setup();
    const types = resourceTable("documenttypes") as any;
    const [rg] = (await server.db.tenant(s.tenant.id, (tx) => tx.select().from(types))) as { id: string }[];
    await insertRow(server, s.tenant, "userdocuments", {
      user_id: s.ana.id,
      documenttype_id: rg!.id,
      file: "uploads/00000000-0000-4000-8000-000000000000",
      status: "approved",
    });
    const kept = await server.api(s.tenant, "GET", `my/teams/${s.team.id}`, { token: s.rita.token });
    const byName = Object.fromEntries(
      kept.body.result.members.map((m: any) => [m.name, m.documents.regular]),
    );
    expect(byName).toEqual({ "Ana Atleta": true, "Davi Dependente": false });
  });

  it("answers 404 from another tenant and 403 when the competitions module is off", async () => {
    const s = await setup();
    const elsewhere = await server.createTenant();
    const outsider = await server.createUser(elsewhere, { permissions: ["my_teams", "my_associations"] });
    const token = await server.login(elsewhere, outsider);
    const cross = await server.api(elsewhere, "GET", `my/teams/${s.team.id}`, { token });
    expect(cross.status).toBe(404);
    const crossManaged = await server.api(elsewhere, "GET", `${s.managed}/${s.team.id}`, { token });
    expect(crossManaged.status).toBe(404);

    const off = await server.createTenant({ hidden: ["competitions"] });
    const person = await server.createUser(off, { permissions: ["my_teams", "my_associations"] });
    const offToken = await server.login(off, person);
    for (const path of ["my/teams", `my/teams/${s.team.id}`, `my/associations/${s.association.id}/teams`]) {
      const refused = await server.api(off, "GET", path, { token: offToken });
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe("disabled");
    }
  });
});

describe("/my/associations/teams (managers)", () => {
  it("lists the association's teams, filtered by the competition's status, with their member counts", async () => {
    const s = await setup();
    const all = await server.api(s.tenant, "GET", s.managed, { token: s.manager.token });
    expect(all.status).toBe(200);
    expect(
      all.body.result.map((team: any) => [team.name, team.member_count, team.competition.status]),
    ).toEqual([
      ["Alfa Vôlei", 2, "running"],
      ["Alfa Verão", 1, "finished"],
    ]);
    expect(all.body.result[0].responsible).toEqual({ id: s.rita.id, name: "Rita Responsável" });
    const current = await server.api(s.tenant, "GET", `${s.managed}?status=current`, {
      token: s.manager.token,
    });
    expect(current.body.result.map((team: any) => team.name)).toEqual(["Alfa Vôlei"]);
    const finished = await server.api(s.tenant, "GET", `${s.managed}?status=finished`, {
      token: s.manager.token,
    });
    expect(finished.body.result.map((team: any) => team.name)).toEqual(["Alfa Verão"]);

    const notMine = await server.api(s.tenant, "GET", s.managed, { token: s.otherManager.token });
    expect(notMine.status).toBe(404);
    const otherTeam = await server.api(s.tenant, "GET", `my/associations/${s.other.id}/teams/${s.team.id}`, {
      token: s.otherManager.token,
    });
    expect(otherTeam.status).toBe(404);
    expect(otherTeam.body.message).toBe("Equipe não encontrada nesta entidade.");
  });

  it("shows one team with the roster's documents and the association's managers", async () => {
    const s = await setup();
    const shown = await server.api(s.tenant, "GET", `${s.managed}/${s.team.id}`, { token: s.manager.token });
    expect(shown.status).toBe(200);
    expect(shown.body.result).toMatchObject({
      name: "Alfa Vôlei",
      keeper: true,
      editable: true,
      locked_reason: null,
      competition: { max_members: 4 },
      managers: [{ id: s.manager.id, name: "Marcos Gestor" }],
    });
    expect(shown.body.result.members.every((member: any) => member.documents.regular === false)).toBe(true);
  });

  it("adds an active athlete with role, number and position, under the roster's rules", async () => {
    const s = await setup();
    const path = `${s.managed}/${s.team.id}/members`;
    const token = s.manager.token;
    const add = (body: Record<string, unknown>) => server.api(s.tenant, "POST", path, { token, body });

    const badBody = await add({ user_id: "x", role: "goleiro", number: 1000 });
    expect(badBody.status).toBe(400);
    expect(Object.keys(badBody.body.errors).sort()).toEqual(["number", "role", "user_id"]);
    expect(badBody.body.errors.number).toBe("Use um número de 0 a 999.");

    const waiting = await add({ user_id: s.caio.id, role: "athlete" });
    expect(waiting.status).toBe(400);
    expect(waiting.body.message).toMatch(/^Pessoa: O pedido de vínculo/);
    const ended = await add({ user_id: s.edu.id, role: "athlete" });
    expect(ended.status).toBe(400);
    expect(ended.body.errors.user_id).toMatch(/vínculo desta pessoa com a entidade foi encerrado/);
    const outsider = await add({ user_id: s.stranger.id, role: "athlete" });
    expect(outsider.status).toBe(400);
    expect(outsider.body.errors.user_id).toBe("Escolha um(a) atleta ativo(a) da entidade.");

    const again = await add({ user_id: s.ana.id, role: "athlete" });
    expect(again.status).toBe(409);
    expect(again.body.errors.user_id).toBe("Esta pessoa já está na equipe.");

    const taken = await add({ user_id: s.bia.id, role: "athlete", number: 10 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Número: o 10 já é de Ana Atleta nesta equipe.");
    expect(taken.body.errors.number).toBe("O número 10 já é de Ana Atleta.");
    expect(await membersOf(s.tenant, s.team.id)).toHaveLength(2);

    const added = await add({ user_id: s.bia.id, role: "athlete", number: 4, position: " Levantadora " });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.result).toMatchObject({
      user_id: s.bia.id,
      number: 4,
      position: "Levantadora",
      name: "Bia Livre",
    });
    expect(added.body.message).toBe("Bia Livre entrou na equipe.");

    // Rita (the responsible) takes the fourth and last place; nobody else fits.
    expect((await add({ user_id: s.rita.id, role: "coach", number: "" })).status).toBe(201);
    const extra = await insertRow(server, s.tenant, "associationusers", {
      association_id: s.association.id,
      user_id: s.stranger.id,
      status: "active",
    });
    expect(extra.status).toBe("active");
    const full = await add({ user_id: s.stranger.id, role: "athlete" });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^Integrantes: a competição permite no máximo 4 por equipe/);
    expect(await membersOf(s.tenant, s.team.id)).toHaveLength(4);
  });

  it("refuses roster changes in a finished competition and in a refused team", async () => {
    const s = await setup();
    const token = s.manager.token;
    const finished = await server.api(s.tenant, "POST", `${s.managed}/${s.oldTeam.id}/members`, {
      token,
      body: { user_id: s.bia.id, role: "athlete" },
    });
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe("Competição: está encerrada; a equipe não pode mais mudar.");
    const shown = await server.api(s.tenant, "GET", `${s.managed}/${s.oldTeam.id}`, { token });
    expect(shown.body.result).toMatchObject({ editable: false, locked_reason: finished.body.message });

    const teams = resourceTable("teams") as any;
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(teams).set({ status: "rejected" }).where(eq(teams.id, s.team.id)),
    );
    const refused = await server.api(
      s.tenant,
      "DELETE",
      `${s.managed}/${s.team.id}/members/${s.anaMember.id}`,
      {
        token,
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Equipe: foi recusada pela federação/);
    expect(await membersOf(s.tenant, s.team.id)).toHaveLength(2);
  });

  it("edits a member's role, number and position, keeping numbers unique", async () => {
    const s = await setup();
    const path = `${s.managed}/${s.team.id}/members/${s.daviMember.id}`;
    const token = s.manager.token;
    const clash = await server.api(s.tenant, "PATCH", path, { token, body: { number: 10 } });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.number).toBe("O número 10 já é de Ana Atleta.");
    const empty = await server.api(s.tenant, "PATCH", path, { token, body: {} });
    expect(empty.status).toBe(400);
    const saved = await server.api(s.tenant, "PATCH", path, {
      token,
      body: { role: "captain", number: null, position: "Líbero" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ role: "captain", number: null, position: "Líbero" });
    // Its own number is no clash.
    const same = await server.api(s.tenant, "PATCH", `${s.managed}/${s.team.id}/members/${s.anaMember.id}`, {
      token,
      body: { number: 10 },
    });
    expect(same.status).toBe(200);
    const otherTeam = await server.api(
      s.tenant,
      "PATCH",
      `${s.managed}/${s.oldTeam.id}/members/${s.daviMember.id}`,
      {
        token,
        body: { number: 3 },
      },
    );
    expect(otherTeam.status).toBe(409);
  });

  it("removes a member, and a responsible who leaves stops being one", async () => {
    const s = await setup();
    const token = s.manager.token;
    const ritaMember = await server.api(s.tenant, "POST", `${s.managed}/${s.team.id}/members`, {
      token,
      body: { user_id: s.rita.id, role: "coach" },
    });
    expect(ritaMember.status).toBe(201);
    const removed = await server.api(
      s.tenant,
      "DELETE",
      `${s.managed}/${s.team.id}/members/${s.anaMember.id}`,
      { token },
    );
    expect(removed.status).toBe(200);
    expect((await membersOf(s.tenant, s.team.id)).map((m) => m.user_id).sort()).toEqual(
      [s.davi.id, s.rita.id].sort(),
    );
    const gone = await server.api(s.tenant, "GET", `my/teams/${s.team.id}`, { token: s.ana.token });
    expect(gone.status).toBe(404);
    const twice = await server.api(
      s.tenant,
      "DELETE",
      `${s.managed}/${s.team.id}/members/${s.anaMember.id}`,
      {
        token,
      },
    );
    expect(twice.status).toBe(404);

    await server.api(s.tenant, "DELETE", `${s.managed}/${s.team.id}/members/${ritaMember.body.result.id}`, {
      token,
    });
    const shown = await server.api(s.tenant, "GET", `${s.managed}/${s.team.id}`, { token });
    expect(shown.body.result.responsible).toBeNull();
  });

  it("sets the responsible to someone on the roster or a manager, nobody else", async () => {
    const s = await setup();
    const path = `${s.managed}/${s.team.id}/responsible`;
    const token = s.manager.token;
    const stranger = await server.api(s.tenant, "PUT", path, { token, body: { user_id: s.bia.id } });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(
      "Responsável: Escolha alguém da equipe ou um(a) gestor(a) da entidade.",
    );

    const member = await server.api(s.tenant, "PUT", path, { token, body: { user_id: s.ana.id } });
    expect(member.status).toBe(200);
    expect(member.body.result.responsible).toEqual({ id: s.ana.id, name: "Ana Atleta" });
    const anaSees = await server.api(s.tenant, "GET", `my/teams/${s.team.id}`, { token: s.ana.token });
    expect(anaSees.body.result.keeper).toBe(true);
    const ritaSees = await server.api(s.tenant, "GET", `my/teams/${s.team.id}`, { token: s.rita.token });
    expect(ritaSees.status).toBe(404);

    const manager = await server.api(s.tenant, "PUT", path, { token, body: { user_id: s.manager.id } });
    expect(manager.status).toBe(200);
    expect(manager.body.result.responsible.name).toBe("Marcos Gestor");

    const notManager = await server.api(s.tenant, "PUT", path, {
      token: s.ana.token,
      body: { user_id: s.ana.id },
    });
    expect(notManager.status).toBe(403);
  });
});
