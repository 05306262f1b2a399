import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";
import { earlierChangesArrived } from "./realtimeSettled.ts";
import { openEventStream } from "./sse.ts";

/**
 * What the director's screens read beyond the results themselves: the duel sheet's stored notes
 * (kept by a save that sends them back), each phase's scoring in the standings, the bracket
 * matches' positions within their round, and the staff's live stream of the competition's changes.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setup = async () => {
  const tenant = await server.createTenant();
  const director = await server.loginAs(tenant, { name: "Diretora Lia", permissions: ["competitions"] });
  const outsider = await server.loginAs(tenant, { name: "Sem Acesso" });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Copa Viva",
    status: "running",
  });
  const club = await insertRow(server, tenant, "associations", { name: "Clube Vivo", status: "approved" });
  const teams: string[] = [];
  for (const name of ["Um", "Dois", "Três", "Quatro"])
    teams.push(
      (
        await insertRow(server, tenant, "teams", {
          competition_id: competition.id,
          name,
          association_id: club.id,
          status: "approved",
        })
      ).id as string,
    );
  const call = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    server.api(tenant, method, path, { token: director, ...(body === undefined ? {} : { body }) });
  /** A phase of the four teams, drawn one per pot (seed order kept) with its fixtures. */
  const phaseOf = async (values: Record<string, unknown>) => {
    const created = await call("POST", `competitions/${competition.id}/phases`, values);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.result.id as string;
    expect(
      (await call("POST", `phases/${id}/draw`, { pots: teams.map((t) => [t]), seed: "vivo" })).status,
    ).toBe(200);
    expect((await call("POST", `phases/${id}/fixtures`, {})).status).toBe(200);
    return id;
  };
  return { tenant, director, outsider, competition, teams, call, phaseOf };
};

describe("the duel sheet, the standings and the bracket", () => {
  it("returns the sheet's stored notes, and a save that sends them back keeps them", async () => {
    const s = await setup();
    const id = await s.phaseOf({ name: "Turno", format: "round_robin" });
    const duel = (await s.call("GET", `competitions/${s.competition.id}/duels?phase_id=${id}`)).body
      .result[0];
    const blank = await s.call("GET", `duels/${duel.id}/sheet`);
    expect(blank.status).toBe(200);
    expect(blank.body.result.notes).toBeNull();
    const saved = await s.call("PUT", `duels/${duel.id}/result`, {
      home_score: 1,
      away_score: 0,
      notes: "Jogo atrasou 15 minutos.",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await s.call("GET", `duels/${duel.id}/sheet`)).body.result.notes).toBe(
      "Jogo atrasou 15 minutos.",
    );
    // The form sends what it shows: the notes come back with the corrected score.
    await s.call("PUT", `duels/${duel.id}/result`, {
      home_score: 2,
      away_score: 0,
      notes: "Jogo atrasou 15 minutos.",
    });
    const sheet = (await s.call("GET", `duels/${duel.id}/sheet`)).body.result;
    expect(sheet).toMatchObject({ notes: "Jogo atrasou 15 minutos.", duel: { home_score: 2 } });
  });

  it("says in each phase's standings whether its regulation scores by goals or by sets", async () => {
    const s = await setup();
    const volley = await insertRow(server, s.tenant, "regulations", {
      name: "Vôlei",
      scoring: "sets",
      points: { win: 3, draw: 0, loss: 0 },
      sequences: ["points", "wins", "setRatio", "pointRatio"],
      walkover_winner_score: 3,
      walkover_loser_score: 0,
    });
    const goals = await s.phaseOf({ name: "Turno", format: "round_robin", position: 1 });
    const sets = await s.phaseOf({
      name: "Returno",
      format: "round_robin",
      position: 2,
      regulation_id: volley.id,
    });
    const standings = await s.call("GET", `competitions/${s.competition.id}/standings`);
    expect(standings.status).toBe(200);
    const scoring = Object.fromEntries(
      standings.body.result.phases.map((p: { phase_id: string; scoring: string }) => [p.phase_id, p.scoring]),
    );
    expect(scoring).toEqual({ [goals]: "goals", [sets]: "sets" });
    const cockpit = await s.call("GET", `competitions/${s.competition.id}/cockpit`);
    expect(cockpit.body.result.current_standings.scoring).toBe("goals");
  });

  it("gives each bracket match its position within its round", async () => {
    const s = await setup();
    const id = await s.phaseOf({ name: "Mata-mata", format: "knockout" });
    const bracket = (await s.call("GET", `phases/${id}/bracket`)).body.result;
    const semis = bracket.matches.filter(
      (m: { section: string; round: number }) => m.section === "winners" && m.round === 1,
    );
    expect(semis.map((m: { position: number }) => m.position).sort()).toEqual([1, 2]);
    const final = bracket.matches.find((m: { section: string; round: number }) => m.section === "final");
    expect(final.position).toBe(1);
  });
});

describe("the director's live stream", () => {
  it("streams each change of the competition to the director, and refuses outsiders and strangers", async () => {
    const s = await setup();
    const id = await s.phaseOf({ name: "Turno", format: "round_robin" });
    const duel = (await s.call("GET", `competitions/${s.competition.id}/duels?phase_id=${id}`)).body
      .result[0];
    await earlierChangesArrived(server, s.tenant, s.competition.id);
    const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    const url = (competitionId: string) =>
      `${base}/t/${s.tenant.identifier}/api/v1/competitions/${competitionId}/events`;
    const stream = await openEventStream(url(s.competition.id), { authorization: `Bearer ${s.director}` });
    try {
      await stream.subscribed();
      expect((await s.call("PUT", `duels/${duel.id}/result`, { home_score: 3, away_score: 1 })).status).toBe(
        200,
      );
      const event = await stream.event(0);
      expect(event.event).toBe("competition");
      expect(event.data).toMatchObject({
        competition_id: s.competition.id,
        duel_id: duel.id,
        kind: "result",
      });
    } finally {
      await stream.close();
    }
    expect((await fetch(url(s.competition.id))).status).toBe(401);
    const outsider = await fetch(url(s.competition.id), {
      headers: { authorization: `Bearer ${s.outsider}` },
    });
    expect(outsider.status).toBe(403);
    const missing = await fetch(url("00000000-0000-4000-8000-000000000000"), {
      headers: { authorization: `Bearer ${s.director}` },
    });
    expect(missing.status).toBe(404);
  });
});
