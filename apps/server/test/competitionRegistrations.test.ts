import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestTenant } from "./harness.ts";
import { type Mailbox, startServerWithMailbox } from "./mailbox.ts";
import { insertRow } from "./myArea.ts";
import { earlierChangesArrived } from "./realtimeSettled.ts";
import { openEventStream } from "./sse.ts";

/**
 * Teams entered by associations (/my/associations/competitions/open/:id) and the federation's queue
 * (competitions/teams/pending): the roster rules, the documents shown, the decision and its e-mail.
 */

let server: TestServer;
let mailbox: Mailbox;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox());
});
afterAll(() => close());

type Person = { id: string; token: string; email: string };

/**
 * A tenant with a required RG; association A (manager Marcos, athletes Ana with an approved RG,
 * Bia without one, Caio waiting, Edu ended) and B (manager Beto, athlete Zé); a competition taking
 * registrations (at most 3 per team), one planned, one whose registrations have not begun; staff
 * with the competitions permission.
 */
const setup = async () => {
  const t = await server.createTenant();
  const master = await server.loginAs(t, { master: true });
  const rg = await server.api(t, "POST", "documenttypes", {
    token: master,
    body: { name: "RG", required: true },
  });
  expect(rg.status).toBe(201);
  const user = async (
    name: string,
    permissions: ("my_associations" | "competitions")[] = [],
  ): Promise<Person> => {
    const row = await server.createUser(t, { name, permissions });
    return { id: row.id, token: await server.login(t, row), email: row.email };
  };
  const association = await insertRow(server, t, "associations", { name: "Clube Alfa", status: "approved" });
  const other = await insertRow(server, t, "associations", { name: "Clube Beta", status: "approved" });
  const manager = await user("Marcos Gestor", ["my_associations"]);
  const coManager = await user("Nina Gestora", ["my_associations"]);
  const otherManager = await user("Beto Gestor", ["my_associations"]);
  for (const [a, m] of [
    [association, manager],
    [association, coManager],
    [other, otherManager],
  ] as const)
    await insertRow(server, t, "associationmanagers", {
      association_id: a.id,
      user_id: m.id,
      role: "president",
    });
  const ana = await user("Ana Atleta");
  const bia = await user("Bia Atleta");
  const caio = await user("Caio Aguardando");
  const edu = await user("Edu Encerrado");
  const ze = await user("Zé Beta");
  for (const [a, person, status] of [
    [association, ana, "active"],
    [association, bia, "active"],
    [association, caio, "pending"],
    [association, edu, "inactive"],
    [other, ze, "active"],
  ] as const)
    await insertRow(server, t, "associationusers", { association_id: a.id, user_id: person.id, status });
  await insertRow(server, t, "userdocuments", {
    user_id: ana.id,
    documenttype_id: rg.body.result.id,
    status: "approved",
    file: "uploads/00000000-0000-4000-8000-000000000001",
  });
  const open = await insertRow(server, t, "competitions", {
    name: "Copa Aberta de Futsal",
    season: 2026,
    category: "Sub-17 masculino",
    status: "registration",
    max_members: 3,
    registration_ends_on: "2099-12-31",
  });
  const planned = await insertRow(server, t, "competitions", { name: "Copa Planejada", status: "planned" });
  const later = await insertRow(server, t, "competitions", {
    name: "Copa Futura",
    status: "registration",
    registration_starts_on: "2099-01-01",
  });
  const staff = await user("Rita Revisora", ["competitions"]);
  return {
    tenant: t,
    master,
    association,
    other,
    manager,
    coManager,
    otherManager,
    ana,
    bia,
    caio,
    edu,
    ze,
    open,
    planned,
    later,
    staff,
  };
};
type Setup = Awaited<ReturnType<typeof setup>>;

const register = (s: Setup, body: unknown, { token = s.manager.token, competition = s.open.id } = {}) =>
  server.api(s.tenant, "POST", `my/associations/${s.association.id}/competitions/${competition}/teams`, {
    token,
    body,
  });

const alfa = (s: Setup) => ({
  name: "Alfa Futsal",
  members: [
    { user_id: s.ana.id, role: "captain", number: 10, position: "Pivô" },
    { user_id: s.bia.id, role: "athlete", number: 7 },
  ],
});

/** Registers Alfa Futsal and answers its id. */
const registered = async (s: Setup) => {
  const answer = await register(s, alfa(s));
  expect(answer.status).toBe(201);
  return answer.body.result.id as string;
};

describe("GET my/associations/:id/competitions/open", () => {
  it("lists the competitions taking registrations, the association's teams, athletes and managers", async () => {
    const s = await setup();
    await registered(s);
    const answer = await server.api(
      s.tenant,
      "GET",
      `my/associations/${s.association.id}/competitions/open`,
      {
        token: s.manager.token,
      },
    );
    expect(answer.status).toBe(200);
    const result = answer.body.result;
    expect(result.association).toEqual({ id: s.association.id, name: "Clube Alfa" });
    // The planned one is not open; the soonest deadline first, no deadline last.
    expect(result.competitions.map((c: any) => [c.name, c.window])).toEqual([
      ["Copa Aberta de Futsal", "open"],
      ["Copa Futura", "not_yet"],
    ]);
    expect(result.competitions[0].teams).toEqual([
      {
        id: expect.any(String),
        name: "Alfa Futsal",
        status: "pending",
        review_reason: null,
        member_count: 2,
      },
    ]);
    // Only active athletes, with where their required documents stand.
    expect(result.athletes.map((a: any) => [a.name, a.documents.regular])).toEqual([
      ["Ana Atleta", true],
      ["Bia Atleta", false],
    ]);
    expect(result.athletes[1].documents.items).toEqual([
      { documenttype_id: expect.any(String), name: "RG", status: "missing" },
    ]);
    expect(result.managers.map((m: any) => m.name)).toEqual(["Marcos Gestor", "Nina Gestora"]);
  });

  it("is only for the association's managers: 404 to another association's, 403 without the area", async () => {
    const s = await setup();
    const path = `my/associations/${s.association.id}/competitions/open`;
    const notMine = await server.api(s.tenant, "GET", path, { token: s.otherManager.token });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe("Entidade não encontrada entre as que você gerencia.");
    const notManager = await server.api(s.tenant, "GET", path, { token: s.ana.token });
    expect(notManager.status).toBe(403);
    expect((await server.api(s.tenant, "GET", path)).status).toBe(401);
    const badId = await server.api(s.tenant, "GET", "my/associations/nope/competitions/open", {
      token: s.manager.token,
    });
    expect(badId.status).toBe(400);
  });
});

describe("POST my/associations/:id/competitions/:competition_id/teams", () => {
  it("enters a pending team with its members and documents, the manager as responsible, audited", async () => {
    const s = await setup();
    const answer = await register(s, alfa(s));
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(
      "Equipe Alfa Futsal inscrita em Copa Aberta de Futsal. Ela aguarda a aprovação da federação.",
    );
    const team = answer.body.result;
    expect(team).toMatchObject({
      name: "Alfa Futsal",
      status: "pending",
      association: { id: s.association.id, name: "Clube Alfa" },
      responsible: { id: s.manager.id, name: "Marcos Gestor" },
      competition: { id: s.open.id, status: "registration" },
      keeper: true,
    });
    expect(team.members.map((m: any) => [m.name, m.role, m.number, m.position, m.documents.regular])).toEqual(
      [
        ["Bia Atleta", "athlete", 7, null, false],
        ["Ana Atleta", "captain", 10, "Pivô", true],
      ],
    );
    const log = await server.api(s.tenant, "GET", "logs?q=alfa futsal", { token: s.master });
    expect(log.body.result.data.map((entry: any) => entry.resource)).toEqual(
      expect.arrayContaining(["teams", "teammembers"]),
    );
    // The team is the association's too (/my/associations/teams).
    const teams = await server.api(s.tenant, "GET", `my/associations/${s.association.id}/teams`, {
      token: s.coManager.token,
    });
    expect(teams.body.result.map((t: any) => [t.name, t.status, t.member_count])).toEqual([
      ["Alfa Futsal", "pending", 2],
    ]);
  });

  it("runs the roster rules on each member, on the member's line", async () => {
    const s = await setup();
    const refused = await register(s, {
      name: "Alfa B",
      members: [
        { user_id: s.ana.id, role: "athlete" },
        { user_id: s.caio.id, role: "athlete" },
        { user_id: s.edu.id, role: "athlete" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      "members.1.user_id":
        "O pedido de vínculo desta pessoa ainda não foi aceito; aceite-o na lista de atletas antes.",
      "members.2.user_id":
        "O vínculo desta pessoa com a entidade foi encerrado; só atletas ativos entram na equipe.",
    });
    const stranger = await register(s, { name: "Alfa C", members: [{ user_id: s.ze.id, role: "athlete" }] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors["members.0.user_id"]).toBe("Escolha um(a) atleta ativo(a) da entidade.");

    const tooMany = await register(s, {
      name: "Alfa D",
      members: [s.ana, s.bia, s.caio, s.edu].map((p) => ({ user_id: p.id, role: "athlete" })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.members).toBe(
      "A competição permite no máximo 3 integrantes por equipe; retire 1.",
    );

    const twice = await register(s, {
      name: "Alfa E",
      members: [
        { user_id: s.ana.id, role: "athlete", number: 9 },
        { user_id: s.ana.id, role: "athlete" },
        { user_id: s.bia.id, role: "athlete", number: 9 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({
      "members.1.user_id": "Esta pessoa já foi incluída acima.",
      "members.2.number": "O número 9 já foi dado a outro(a) integrante.",
    });

    const empty = await register(s, { name: "", members: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: "Informe o nome da equipe.",
      members: "Inclua ao menos um(a) integrante.",
    });
    expect(empty.body.message).toBe("Corrija os campos: Nome da equipe, Integrantes.");

    const badNumber = await register(s, {
      name: "Alfa F",
      members: [{ user_id: s.ana.id, role: "x", number: -1 }],
    });
    expect(badNumber.status).toBe(400);
    expect(Object.keys(badNumber.body.errors).sort()).toEqual(["members.0.number", "members.0.role"]);
  });

  it("refuses a taken name, someone already on a team of the competition, and a responsible from outside", async () => {
    const s = await setup();
    await registered(s);
    const sameName = await register(s, {
      name: "alfa futsal",
      members: [{ user_id: s.ana.id, role: "athlete" }],
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.errors).toEqual({
      name: "Já existe uma equipe com este nome nesta competição; escolha outro.",
    });
    const busy = await register(s, { name: "Alfa Dois", members: [{ user_id: s.ana.id, role: "athlete" }] });
    expect(busy.status).toBe(409);
    expect(busy.body.errors).toEqual({
      "members.0.user_id": "Ana Atleta já está na equipe Alfa Futsal nesta competição.",
    });
    const freeAthlete = await user2(s);
    const wrongResponsible = await register(s, {
      name: "Alfa Três",
      responsible_id: s.ze.id,
      members: [{ user_id: freeAthlete, role: "athlete" }],
    });
    expect(wrongResponsible.status).toBe(400);
    expect(wrongResponsible.body.errors).toEqual({
      responsible_id: "Escolha alguém da equipe ou um(a) gestor(a) da entidade.",
    });
    const coManagerResponsible = await register(s, {
      name: "Alfa Três",
      responsible_id: s.coManager.id,
      members: [{ user_id: freeAthlete, role: "athlete" }],
    });
    expect(coManagerResponsible.status).toBe(201);
    expect(coManagerResponsible.body.result.responsible.name).toBe("Nina Gestora");
  });

  it("enters teams only while registrations are open, and only for a managed association", async () => {
    const s = await setup();
    const planned = await register(s, alfa(s), { competition: s.planned.id });
    expect(planned.status).toBe(409);
    expect(planned.body.message).toBe("As inscrições desta competição não estão abertas.");
    const later = await register(s, alfa(s), { competition: s.later.id });
    expect(later.status).toBe(409);
    expect(later.body.message).toBe("As inscrições desta competição começam em 01/01/2099.");
    const missing = await register(s, alfa(s), { competition: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);
    const notMine = await register(s, alfa(s), { token: s.otherManager.token });
    expect(notMine.status).toBe(404);
    const athlete = await register(s, alfa(s), { token: s.ana.token });
    expect(athlete.status).toBe(403);
  });
});

/** One more active athlete of association A, on no team: their id. */
const user2 = async (s: Setup) => {
  const row = await server.createUser(s.tenant, { name: "Duda Livre" });
  await insertRow(server, s.tenant, "associationusers", {
    association_id: s.association.id,
    user_id: row.id,
    status: "active",
  });
  return row.id;
};

describe("the federation's decision (competitions/teams/pending)", () => {
  const queue = (s: Setup, token = s.staff.token, query = "") =>
    server.api(s.tenant, "GET", `competitions/teams/pending${query}`, { token });

  it("lists pending teams with members and documents, oldest first, and counts them in approvals", async () => {
    const s = await setup();
    const id = await registered(s);
    const list = await queue(s);
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(list.body.result.data[0]).toMatchObject({
      id,
      name: "Alfa Futsal",
      association: { name: "Clube Alfa" },
      competition: { name: "Copa Aberta de Futsal" },
      responsible: { name: "Marcos Gestor" },
      irregular_count: 1,
    });
    expect(list.body.result.data[0].members.map((m: any) => [m.name, m.documents.regular])).toEqual([
      ["Bia Atleta", false],
      ["Ana Atleta", true],
    ]);
    const filtered = await queue(s, s.staff.token, `?competition_id=${s.planned.id}`);
    expect(filtered.body.result).toMatchObject({ total: 0, data: [] });
    const counts = await server.api(s.tenant, "GET", "approvals/counts", { token: s.staff.token });
    expect(counts.body.result).toEqual({ teams: 1 });
    expect((await queue(s, s.manager.token)).status).toBe(403);
    const bad = await queue(s, s.staff.token, "?competition_id=x");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Competição: Escolha a competição da lista.");
  });

  it("approves once: the second reviewer gets 409; the managers are told by e-mail", async () => {
    const s = await setup();
    const id = await registered(s);
    const approved = await server.api(s.tenant, "POST", `competitions/teams/${id}/approve`, {
      token: s.staff.token,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.result).toEqual({
      id,
      name: "Alfa Futsal",
      status: "approved",
      review_reason: null,
    });
    const again = await server.api(s.tenant, "POST", `competitions/teams/${id}/approve`, {
      token: s.staff.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Esta equipe já foi aprovada.");
    for (const manager of [s.manager, s.coManager]) {
      const mail = mailbox.to(manager.email).at(-1);
      expect(mail?.subject).toContain(
        "A inscrição da equipe Alfa Futsal em Copa Aberta de Futsal foi aprovado(a)",
      );
    }
    expect(mailbox.to(s.otherManager.email)).toEqual([]);
    expect((await queue(s)).body.result.total).toBe(0);
    const log = await server.api(s.tenant, "GET", "logs?q=alfa futsal", { token: s.master });
    expect(
      log.body.result.data.some((entry: any) => entry.action === "update" && entry.resource === "teams"),
    ).toBe(true);
  });

  it("two reviewers deciding at once: one wins, the other gets 409", async () => {
    const s = await setup();
    const id = await registered(s);
    const other = await server.loginAs(s.tenant, { permissions: ["competitions"] });
    const answers = await Promise.all([
      server.api(s.tenant, "POST", `competitions/teams/${id}/approve`, { token: s.staff.token, body: {} }),
      server.api(s.tenant, "POST", `competitions/teams/${id}/reject`, {
        token: other,
        body: { reason: "Documentos incompletos." },
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("refuses with a reason the managers read; its athletes may then enter a new team", async () => {
    const s = await setup();
    const id = await registered(s);
    const noReason = await server.api(s.tenant, "POST", `competitions/teams/${id}/reject`, {
      token: s.staff.token,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Motivo: Informe o motivo da recusa.");
    const refused = await server.api(s.tenant, "POST", `competitions/teams/${id}/reject`, {
      token: s.staff.token,
      body: { reason: "RG de Bia Atleta não enviado." },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.result.status).toBe("rejected");
    const mail = mailbox.to(s.manager.email).at(-1);
    expect(mail?.subject).toContain("foi recusado(a)");
    expect(mail?.text).toContain("Motivo: RG de Bia Atleta não enviado.");
    const open = await server.api(s.tenant, "GET", `my/associations/${s.association.id}/competitions/open`, {
      token: s.manager.token,
    });
    expect(open.body.result.competitions[0].teams[0]).toMatchObject({
      status: "rejected",
      review_reason: "RG de Bia Atleta não enviado.",
    });
    // A refused team's members may enter again in a new team.
    const again = await register(s, { ...alfa(s), name: "Alfa Futsal 2" });
    expect(again.status).toBe(201);
  });

  it("announces each decision on the competition's live stream (the cockpit and the public page refetch)", async () => {
    const s = await setup();
    await earlierChangesArrived(server, s.tenant, s.open.id);
    const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openEventStream(
      `${base}/t/${s.tenant.identifier}/api/v1/competitions/${s.open.id}/events`,
      { authorization: `Bearer ${s.staff.token}` },
    );
    try {
      await stream.subscribed();
      const refused = await registered(s);
      const rejected = await server.api(s.tenant, "POST", `competitions/teams/${refused}/reject`, {
        token: s.staff.token,
        body: { reason: "Documentos incompletos." },
      });
      expect(rejected.status).toBe(200);
      expect((await stream.event(0)).data).toEqual({
        competition_id: s.open.id,
        kind: "team_rejected",
        team_id: refused,
      });
      const again = await register(s, { ...alfa(s), name: "Alfa Futsal 2" });
      expect(again.status).toBe(201);
      const id = again.body.result.id as string;
      const approved = await server.api(s.tenant, "POST", `competitions/teams/${id}/approve`, {
        token: s.staff.token,
        body: {},
      });
      expect(approved.status).toBe(200);
      const event = await stream.event(1);
      expect(event.event).toBe("competition");
      expect(event.data).toEqual({ competition_id: s.open.id, kind: "team_approved", team_id: id });
      // A refused decision (already decided) announces nothing.
      const late = await server.api(s.tenant, "POST", `competitions/teams/${id}/approve`, {
        token: s.staff.token,
        body: {},
      });
      expect(late.status).toBe(409);
      expect(stream.events).toHaveLength(2);
    } finally {
      await stream.close();
    }
  });

  it("404 for a team that does not exist, 403 without the permission, 409 once the competition is over", async () => {
    const s = await setup();
    const id = await registered(s);
    const missing = await server.api(
      s.tenant,
      "POST",
      "competitions/teams/00000000-0000-4000-8000-000000000000/approve",
      {
        token: s.staff.token,
        body: {},
      },
    );
    expect(missing.status).toBe(404);
    const manager = await server.api(s.tenant, "POST", `competitions/teams/${id}/approve`, {
      token: s.manager.token,
      body: {},
    });
    expect(manager.status).toBe(403);
    const cancel = await server.api(s.tenant, "PATCH", `competitions/${s.open.id}`, {
      token: s.master,
      body: { status: "cancelled", version: s.open.version },
    });
    expect(cancel.status).toBe(200);
    const late = await server.api(s.tenant, "POST", `competitions/teams/${id}/approve`, {
      token: s.staff.token,
      body: {},
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("A competição foi cancelada; a inscrição não pode mais ser decidida.");
    expect((await queue(s)).body.result.total).toBe(0);
  });
});

describe("a team the staff enter", () => {
  it("is approved at once (only an association's registration waits), and never enters the queue", async () => {
    const s = await setup();
    const created = await server.api(s.tenant, "POST", `competitions/${s.open.id}/teams`, {
      token: s.master,
      body: { name: "Equipe da Federação", association_id: s.other.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.result.status).toBe("approved");
    const queue = await server.api(s.tenant, "GET", "competitions/teams/pending", { token: s.staff.token });
    expect(queue.body.result.total).toBe(0);
  });
});

/** Another tenant never sees these teams. */
describe("tenancy", () => {
  it("answers 404 for another tenant's team", async () => {
    const s = await setup();
    const id = await registered(s);
    const other: TestTenant = await server.createTenant();
    const staff = await server.loginAs(other, { permissions: ["competitions"] });
    const answer = await server.api(other, "POST", `competitions/teams/${id}/approve`, {
      token: staff,
      body: {},
    });
    expect(answer.status).toBe(404);
  });
});
