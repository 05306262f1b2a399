import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/**
 * The competition structure's rules hold on the generic routes too (docs/competitions.md): a team
 * sits in one group per phase and only if it is an approved team of the competition; a duel's
 * schedule is edited there but never its teams or result; nothing of a finished competition changes.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setup = async () => {
  const tenant = await server.createTenant();
  const director = await server.loginAs(tenant, { name: "Diretor Davi", permissions: ["competitions"] });
  const association = await insertRow(server, tenant, "associations", {
    name: "Clube Leste",
    status: "approved",
  });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Copa Leste",
    status: "running",
  });
  const other = await insertRow(server, tenant, "competitions", { name: "Copa Oeste", status: "running" });
  const team = async (competitionId: string, name: string, status = "approved") =>
    (
      await insertRow(server, tenant, "teams", {
        competition_id: competitionId,
        name,
        association_id: association.id,
        status,
      })
    ).id as string;
  const teams = {
    one: await team(competition.id, "Um"),
    two: await team(competition.id, "Dois"),
    three: await team(competition.id, "Três"),
    waiting: await team(competition.id, "Aguardando", "pending"),
    foreign: await team(other.id, "Visitante de fora"),
  };
  const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", path: string, body?: unknown) =>
    server.api(tenant, method, path, { token: director, ...(body === undefined ? {} : { body }) });
  const phase = await call("POST", `competitions/${competition.id}/phases`, {
    name: "Grupos",
    format: "groups",
    groups_count: 2,
  });
  expect(phase.status, JSON.stringify(phase.body)).toBe(201);
  const group = async (name: string) => {
    const response = await call("POST", `phases/${phase.body.result.id}/competitiongroups`, { name });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.result.id as string;
  };
  return {
    tenant,
    competition,
    teams,
    call,
    associationId: association.id as string,
    phaseId: phase.body.result.id as string,
    a: await group("Grupo A"),
    b: await group("Grupo B"),
  };
};

describe("competition structure rules", () => {
  it("puts only approved teams of the competition in groups, each in one group per phase", async () => {
    const s = await setup();
    const add = (groupId: string, teamId: string) =>
      s.call("POST", `competitiongroups/${groupId}/groupparticipants`, { team_id: teamId });
    expect((await add(s.a, s.teams.one)).status).toBe(201);
    const twice = await add(s.b, s.teams.one);
    expect(twice.status).toBe(400);
    expect(twice.body.errors.team_id).toMatch(/já está no Grupo A/);
    const foreign = await add(s.b, s.teams.foreign);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.team_id).toMatch(/não está inscrita/);
    // Staff enter approved teams: one created on the generic route sits in a group at once.
    const entered = await s.call("POST", `competitions/${s.competition.id}/teams`, {
      name: "Inscrita pela federação",
      association_id: s.associationId,
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    expect((await add(s.b, entered.body.result.id)).status).toBe(201);
    const waiting = await add(s.b, s.teams.waiting);
    expect(waiting.status).toBe(400);
    expect(waiting.body.errors.team_id).toMatch(/aprovada/);

    const deduction = await s.call("POST", `competitions/${s.competition.id}/pointdeductions`, {
      team_id: s.teams.foreign,
      points: 1,
      reason: "Equipe de outra competição",
    });
    expect(deduction.status).toBe(400);
    expect(deduction.body.errors.team_id).toBeDefined();
  });

  it("edits a duel's schedule on the generic form, never its result, and freezes a finished competition", async () => {
    const s = await setup();
    for (const [groupId, teamId] of [
      [s.a, s.teams.one],
      [s.a, s.teams.two],
      [s.b, s.teams.three],
    ] as const)
      expect(
        (await s.call("POST", `competitiongroups/${groupId}/groupparticipants`, { team_id: teamId })).status,
      ).toBe(201);
    const fixtures = await s.call("POST", `phases/${s.phaseId}/fixtures`, {});
    expect(fixtures.status, JSON.stringify(fixtures.body)).toBe(200);
    const duels = await s.call("GET", `competitions/${s.competition.id}/duels`);
    const duel = duels.body.result[0];
    const stored = await s.call("GET", `duels/${duel.id}`);
    const moved = await s.call("PATCH", `duels/${duel.id}`, {
      place: "Ginásio Municipal",
      version: stored.body.result.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const afterMove = await s.call("PATCH", `duels/${duel.id}`, {
      home_score: 5,
      away_score: 0,
      version: moved.body.result.version,
    });
    const unchanged = await s.call("GET", `duels/${duel.id}`);
    expect(afterMove.status).not.toBe(500);
    expect(unchanged.body.result.home_score).toBeNull();

    const competition = await s.call("GET", `competitions/${s.competition.id}`);
    const finished = await s.call("PATCH", `competitions/${s.competition.id}`, {
      status: "finished",
      version: competition.body.result.version,
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const lateMove = await s.call("PATCH", `duels/${duel.id}`, {
      place: "Outro ginásio",
      version: unchanged.body.result.version,
    });
    expect(lateMove.status).toBe(409);
    expect(lateMove.body.message).toMatch(/encerrada/);
    const latePhase = await s.call("POST", `competitions/${s.competition.id}/phases`, {
      name: "Final",
      format: "knockout",
    });
    expect(latePhase.status).toBe(409);
    const lateGroup = await s.call("DELETE", `competitiongroups/${s.b}`);
    expect(lateGroup.status).toBe(409);
    const lateDeduction = await s.call("POST", `competitions/${s.competition.id}/pointdeductions`, {
      team_id: s.teams.one,
      points: 1,
      reason: "Depois do fim",
    });
    expect(lateDeduction.status).toBe(409);
    const lateFixtures = await s.call("POST", `phases/${s.phaseId}/fixtures`, {});
    expect(lateFixtures.status).toBe(409);
  });
});
