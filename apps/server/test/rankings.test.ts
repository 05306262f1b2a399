import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/**
 * A ranking's table (issue 14): the points each final place earns in a competition
 * (competitionsscores) summed over the finished competitions that name the ranking, per team (by
 * association and name), association or athlete, with each total's contributions; a competition
 * still running is listed and scores nothing.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Call = (
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: any }>;

/** A round robin of the three clubs' teams, played so that they finish in `order`. */
const playedCompetition = async (
  tenant: TestTenant,
  call: Call,
  input: {
    name: string;
    rankingId: string;
    associations: Record<string, string>;
    order: string[];
    finish: boolean;
  },
) => {
  const competition = await insertRow(server, tenant, "competitions", {
    name: input.name,
    status: "running",
    ranking_id: input.rankingId,
  });
  const teamOf: Record<string, string> = {};
  for (const [name, associationId] of Object.entries(input.associations))
    teamOf[name] = (
      await insertRow(server, tenant, "teams", {
        competition_id: competition.id,
        name,
        association_id: associationId,
        status: "approved",
      })
    ).id;
  for (const [place, points] of [
    [1, 10],
    [2, 6],
    [3, 3],
  ])
    expect(
      (await call("POST", `competitions/${competition.id}/competitionsscores`, { place, points })).status,
    ).toBe(201);
  const phase = await call("POST", `competitions/${competition.id}/phases`, {
    name: "Turno",
    format: "groups",
  });
  const group = await call("POST", `phases/${phase.body.result.id}/competitiongroups`, { name: "Único" });
  for (const teamId of Object.values(teamOf))
    await call("POST", `competitiongroups/${group.body.result.id}/groupparticipants`, { team_id: teamId });
  expect((await call("POST", `phases/${phase.body.result.id}/fixtures`, {})).status).toBe(200);
  const rankOf = (teamId: string) => input.order.findIndex((name) => teamOf[name] === teamId);
  const duels = (await call("GET", `competitions/${competition.id}/duels`)).body.result as any[];
  for (const duel of duels) {
    const homeWins = rankOf(duel.home.id) < rankOf(duel.away.id);
    const answer = await call("PUT", `duels/${duel.id}/result`, {
      home_score: homeWins ? 1 : 0,
      away_score: homeWins ? 0 : 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  if (input.finish) {
    const competitions = resourceTable("competitions");
    await server.db.tenant(tenant.id, (tx) =>
      tx.update(competitions).set({ status: "finished" }).where(eq(competitions.id, competition.id)),
    );
  }
  return competition.id as string;
};

describe("ranking table", () => {
  it("sums the points of each final place over the ranking's finished competitions, and says where they come from", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, {
      name: "Rita Ranking",
      permissions: ["competitions", "rankings"],
    });
    const call: Call = (method, path, body) =>
      server.api(tenant, method, path, { token, ...(body === undefined ? {} : { body }) });
    const associations: Record<string, string> = {};
    for (const name of ["Alfa", "Beta", "Gama"])
      associations[name] = (
        await insertRow(server, tenant, "associations", { name: `Clube ${name}`, status: "approved" })
      ).id;
    const sport = await insertRow(server, tenant, "sports", {
      name: "Futsal",
      kind: "team",
      scoring: "points",
      result_order: "higher",
    });
    const ranking = await insertRow(server, tenant, "rankings", {
      name: "Ranking Estadual de Futsal",
      season: 2026,
      sport_id: sport.id,
      subject: "teams",
      scope: "state",
      method: "points_table",
    });
    const first = await playedCompetition(tenant, call, {
      name: "Etapa 1",
      rankingId: ranking.id,
      associations,
      order: ["Alfa", "Beta", "Gama"],
      finish: true,
    });
    await playedCompetition(tenant, call, {
      name: "Etapa 2",
      rankingId: ranking.id,
      associations,
      order: ["Beta", "Gama", "Alfa"],
      finish: true,
    });
    await playedCompetition(tenant, call, {
      name: "Etapa 3",
      rankingId: ranking.id,
      associations,
      order: ["Gama", "Alfa", "Beta"],
      finish: false,
    });

    const table = await call("GET", `rankings/${ranking.id}/table`);
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    const result = table.body.result;
    expect(result.competitions.map((c: any) => [c.name, c.finished, c.scored_places])).toEqual([
      ["Etapa 1", true, 3],
      ["Etapa 2", true, 3],
      ["Etapa 3", false, 3],
    ]);
    expect(result.entries.map((e: any) => [e.position, e.name, e.total])).toEqual([
      [1, "Beta", 16],
      [2, "Alfa", 13],
      [3, "Gama", 9],
    ]);
    expect(result.entries[0].contributions).toEqual([
      { competition_id: first, competition_name: "Etapa 1", place: 2, points: 6 },
      expect.objectContaining({ competition_name: "Etapa 2", place: 1, points: 10 }),
    ]);

    // Ranked by association, the same totals carry the clubs' names.
    const clubs = await insertRow(server, tenant, "rankings", {
      name: "Ranking de clubes",
      season: 2026,
      sport_id: sport.id,
      subject: "associations",
      scope: "state",
      method: "points_table",
    });
    const competitions = resourceTable("competitions");
    await server.db.tenant(tenant.id, (tx) =>
      tx.update(competitions).set({ ranking_id: clubs.id }).where(eq(competitions.ranking_id, ranking.id)),
    );
    const byClub = await call("GET", `rankings/${clubs.id}/table`);
    expect(byClub.body.result.entries.map((e: any) => [e.name, e.total])).toEqual([
      ["Clube Beta", 16],
      ["Clube Alfa", 13],
      ["Clube Gama", 9],
    ]);

    const missing = await call("GET", "rankings/00000000-0000-4000-8000-000000000000/table");
    expect(missing.status).toBe(404);
    const denied = await server.api(tenant, "GET", `rankings/${ranking.id}/table`, {
      token: await server.loginAs(tenant, { permissions: ["competitions"] }),
    });
    expect(denied.status).toBe(403);
  });
});
