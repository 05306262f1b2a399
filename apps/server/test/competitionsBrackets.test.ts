import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitionTopic } from "../src/modules/competitions/competitionEvents.ts";
import type { ChangeEvent } from "../src/platform/realtime/hub.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/**
 * A double-elimination bracket played to the end through the API (the losers' bracket fed, the
 * reset cancelled when the winners' champion takes the final), and the realtime event a result
 * sends on the competition's topic, which a refused write never sends.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setup = async () => {
  const tenant = await server.createTenant();
  const token = await server.loginAs(tenant, { name: "Diretora Íris", permissions: ["competitions"] });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Copa Dupla",
    status: "running",
  });
  const club = await insertRow(server, tenant, "associations", { name: "Clube Único", status: "approved" });
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
  const call = async (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    server.api(tenant, method, path, { token, ...(body === undefined ? {} : { body }) });
  return { tenant, competition, teams, call };
};

type BracketMatch = {
  id: string;
  section: string;
  duel_id: string | null;
  status: string | null;
  home: { team: { id: string; name: string } | null };
  away: { team: { id: string; name: string } | null };
};

describe("competition brackets and events", () => {
  it("plays a double elimination to its champion and cancels the reset nobody needs", async () => {
    const s = await setup();
    const phase = await s.call("POST", `competitions/${s.competition.id}/phases`, {
      name: "Dupla eliminação",
      format: "double_elimination",
    });
    expect(phase.status, JSON.stringify(phase.body)).toBe(201);
    const id = phase.body.result.id as string;
    // One team per pot, in seed order: the draw keeps the order.
    const drawn = await s.call("POST", `phases/${id}/draw`, {
      pots: s.teams.map((team) => [team]),
      seed: "ordem",
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const fixtures = await s.call("POST", `phases/${id}/fixtures`, {});
    expect(fixtures.body.result).toMatchObject({ duels: 7, groups: 1 });

    // The home side wins every duel it can play, one at a time (a result can cancel the reset),
    // until none is left.
    for (let step = 0; step < 20; step++) {
      const bracket = (await s.call("GET", `phases/${id}/bracket`)).body.result;
      const ready = (bracket.matches as BracketMatch[]).find(
        (m) => m.duel_id && m.status === "scheduled" && m.home.team && m.away.team,
      );
      if (!ready) break;
      const played = await s.call("PUT", `duels/${ready.duel_id}/result`, { home_score: 1, away_score: 0 });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
    }
    const bracket = (await s.call("GET", `phases/${id}/bracket`)).body.result;
    expect(bracket.champion.name).toBe("Um");
    const reset = (bracket.matches as BracketMatch[]).find((m) => m.section === "reset")!;
    expect(reset.status).toBe("cancelled");
    const losers = (bracket.matches as BracketMatch[]).filter((m) => m.section === "losers");
    expect(losers.every((m) => m.status === "played")).toBe(true);
  });

  it("pairs a Swiss phase round by round from the results, without rematches", async () => {
    const s = await setup();
    const phase = await s.call("POST", `competitions/${s.competition.id}/phases`, {
      name: "Suíço",
      format: "swiss",
      swiss_rounds: 3,
    });
    const id = phase.body.result.id as string;
    await s.call("POST", `phases/${id}/draw`, { pots: [s.teams], seed: "suico" });
    expect((await s.call("POST", `phases/${id}/fixtures`, {})).body.result).toMatchObject({
      rounds: 1,
      duels: 2,
    });
    const early = await s.call("POST", `phases/${id}/rounds/next`);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/1ª rodada/);
    const met = new Set<string>();
    for (let round = 1; round <= 3; round++) {
      const duels = (
        await s.call("GET", `competitions/${s.competition.id}/duels?phase_id=${id}`)
      ).body.result.filter((d: { round_number: number }) => d.round_number === round);
      expect(duels).toHaveLength(2);
      for (const duel of duels) {
        const pair = [duel.home.id, duel.away.id].sort().join("|");
        expect(met.has(pair)).toBe(false);
        met.add(pair);
        expect(
          (await s.call("PUT", `duels/${duel.id}/result`, { home_score: 2, away_score: 1 })).status,
        ).toBe(200);
      }
      const next = await s.call("POST", `phases/${id}/rounds/next`);
      expect(next.status, JSON.stringify(next.body)).toBe(round < 3 ? 200 : 409);
    }
    expect(met.size).toBe(6);
  });

  it("publishes a result on the competition's topic after the commit, and nothing for a refused one", async () => {
    const s = await setup();
    const phase = await s.call("POST", `competitions/${s.competition.id}/phases`, {
      name: "Turno",
      format: "round_robin",
    });
    const id = phase.body.result.id as string;
    await s.call("POST", `phases/${id}/draw`, { pots: [s.teams], seed: "eventos" });
    await s.call("POST", `phases/${id}/fixtures`, {});
    const duel = (await s.call("GET", `competitions/${s.competition.id}/duels`)).body.result[0];

    // Results only: the draw's and the fixtures' own events travel through PostgreSQL's NOTIFY and
    // may reach this process after the subscription on a loaded machine (CI, 2026-11-27).
    const events: ChangeEvent[] = [];
    const unsubscribe = server.app.deps.realtime.subscribe(
      competitionTopic(s.tenant.identifier, s.competition.id),
      (event) => {
        if (event.record.kind === "result") events.push(event);
      },
    );
    try {
      expect((await s.call("PUT", `duels/${duel.id}/result`, { home_score: -2, away_score: 0 })).status).toBe(
        400,
      );
      expect((await s.call("PUT", `duels/${duel.id}/result`, { home_score: 2, away_score: 0 })).status).toBe(
        200,
      );
      await expect.poll(() => events.length, { timeout: 15_000 }).toBe(1);
      expect(events[0]!.record).toMatchObject({
        kind: "result",
        duel_id: duel.id,
        competition_id: s.competition.id,
      });
    } finally {
      unsubscribe();
    }
  });
});
