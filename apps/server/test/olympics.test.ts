import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";
import { pdfText } from "./pdfText.ts";
import { earlierChangesArrived } from "./realtimeSettled.ts";
import { openEventStream } from "./sse.ts";

/**
 * A games edition through the real API (docs/gamesday.md): two events' competitions created from
 * the edition, played (a knockout without a third-place match: two bronzes; a round robin won by a
 * team of no delegation), the medal and points tables from their final placings with ties (shared
 * or full points), the exports, the live stream, the public page (public editions only) and guards.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";

const setup = async () => {
  const tenant = await server.createTenant();
  const staff = await server.loginAs(tenant, {
    name: "Coordenação dos Jogos",
    permissions: ["olympics", "competitions"],
  });
  const call = (method: Method, path: string, body?: unknown, token: string | undefined = staff) =>
    server.api(tenant, method, path, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    });
  const ok = async (method: Method, path: string, body?: unknown) => {
    const response = await call(method, path, body);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body.result;
  };
  const association = async (name: string) =>
    (await insertRow(server, tenant, "associations", { name, status: "approved" })).id as string;
  const north = await association("Prefeitura de Norte");
  const south = await association("Prefeitura de Sul");
  const east = await association("Clube Leste");
  const olympic = await insertRow(server, tenant, "olympics", {
    name: "Jogos Escolares 2026",
    edition: 2026,
    status: "running",
    public: true,
    point_ties: "share",
    starts_on: "2026-05-01",
    ends_on: "2026-05-10",
  });
  const delegations = {
    north: await insertRow(server, tenant, "olympicmembers", {
      olympic_id: olympic.id,
      name: "Delegação Norte",
      association_id: north,
    }),
    south: await insertRow(server, tenant, "olympicmembers", {
      olympic_id: olympic.id,
      name: "Delegação Sul",
      association_id: south,
    }),
  };
  for (const [place, points] of [
    [1, 10],
    [2, 8],
    [3, 6],
    [4, 5],
  ])
    await insertRow(server, tenant, "olympicsscores", { olympic_id: olympic.id, place, points });
  const sport = await insertRow(server, tenant, "sports", {
    name: "Futsal",
    kind: "team",
    scoring: "points",
    result_order: "higher",
  });
  const event = async (name: string) =>
    (await insertRow(server, tenant, "olympicsevents", { name, kind: "team", sport_id: sport.id }))
      .id as string;
  const events = { futsal: await event("Futsal masculino"), volley: await event("Vôlei feminino") };
  return { tenant, staff, call, ok, olympic, delegations, events, associations: { north, south, east } };
};
type Setup = Awaited<ReturnType<typeof setup>>;

const setStatus = (s: Setup, competitionId: string, status: string) =>
  server.db.tenant(s.tenant.id, async (tx) => {
    const c = resourceTable("competitions");
    await tx.update(c).set({ status }).where(eq(c.id, competitionId));
  });

/** The event's competition, created from the edition, running, with these teams approved. */
const eventCompetition = async (s: Setup, eventId: string, teams: [string, string][]) => {
  const created = await s.call("POST", `olympics/${s.olympic.id}/events/${eventId}/competition`);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const competition = created.body.result as { id: string; name: string };
  await setStatus(s, competition.id, "running");
  const ids: string[] = [];
  for (const [name, association] of teams)
    ids.push(
      (
        await insertRow(server, s.tenant, "teams", {
          competition_id: competition.id,
          name,
          association_id: association,
          status: "approved",
        })
      ).id as string,
    );
  return { id: competition.id, teams: ids };
};

/** A phase of these teams drawn one per pot (seed order kept), with its fixtures and duels. */
const phaseOf = async (s: Setup, competitionId: string, teams: string[], values: Record<string, unknown>) => {
  const phase = (await s.ok("POST", `competitions/${competitionId}/phases`, values)).id as string;
  await s.ok("POST", `phases/${phase}/draw`, { pots: teams.map((t) => [t]), seed: "jogos" });
  await s.ok("POST", `phases/${phase}/fixtures`, {});
  return phase;
};

type Duel = { id: string; home: { id: string } | null; away: { id: string } | null };
const play = async (s: Setup, competitionId: string, phase: string, winner: string, loser: string) => {
  const duels = (await s.ok("GET", `competitions/${competitionId}/duels?phase_id=${phase}`)) as Duel[];
  const duel = duels.find(
    (d) => (d.home?.id === winner && d.away?.id === loser) || (d.home?.id === loser && d.away?.id === winner),
  );
  expect(duel, `${winner} × ${loser}`).toBeDefined();
  const home = duel!.home?.id === winner;
  await s.ok("PUT", `duels/${duel!.id}/result`, { home_score: home ? 2 : 0, away_score: home ? 0 : 2 });
};

type Row = {
  delegation: { name: string };
  position: number;
  points?: number;
  gold: number;
  silver: number;
  bronze: number;
};
const table = (rows: Row[]) =>
  rows.map((r) => [
    r.position,
    r.delegation.name,
    r.gold,
    r.silver,
    r.bronze,
    ...(r.points === undefined ? [] : [r.points]),
  ]);

/** Futsal: a knockout of four without a third-place match (both semi-final losers take bronze). */
const playFutsal = async (s: Setup) => {
  const { north, south } = s.associations;
  const futsal = await eventCompetition(s, s.events.futsal, [
    ["Norte A", north],
    ["Sul A", south],
    ["Norte B", north],
    ["Sul B", south],
  ]);
  const [n1, s1, n2, s2] = futsal.teams as [string, string, string, string];
  const phase = await phaseOf(s, futsal.id, futsal.teams, {
    name: "Mata-mata",
    format: "knockout",
    third_place: false,
  });
  // Seed 1 meets seed 4, seed 2 meets seed 3.
  await play(s, futsal.id, phase, n1, s2);
  await play(s, futsal.id, phase, s1, n2);
  await play(s, futsal.id, phase, n1, s1);
  return futsal;
};

describe("a games edition's results", () => {
  it("maps each event's final placings to delegations and computes the medal and points tables, ties included", async () => {
    const s = await setup();
    const overview = await s.ok("GET", `olympics/${s.olympic.id}/overview`);
    expect(overview.delegations.map((d: { name: string }) => d.name)).toEqual([
      "Delegação Norte",
      "Delegação Sul",
    ]);
    expect(overview.events.map((e: { competition: unknown }) => e.competition)).toEqual([null, null]);
    expect(overview.counts).toMatchObject({ scores: 4, notes: 0 });

    const futsal = await playFutsal(s);
    // Created from the edition: tied to the edition and the event, its sport from the event.
    const [stored] = await server.db.tenant(s.tenant.id, (tx) => {
      const c = resourceTable("competitions");
      return tx.select().from(c).where(eq(c.id, futsal.id));
    });
    expect(stored).toMatchObject({
      olympic_id: s.olympic.id,
      olympicsevent_id: s.events.futsal,
      season: 2026,
    });
    const again = await s.call("POST", `olympics/${s.olympic.id}/events/${s.events.futsal}/competition`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Esta prova já tem uma competição nestes jogos.");

    let results = await s.ok("GET", `olympics/${s.olympic.id}/results`);
    const futsalResult = results.events.find(
      (e: { event: { name: string } }) => e.event.name === "Futsal masculino",
    );
    expect(futsalResult.decided).toBe(true);
    expect(
      futsalResult.placings.map(
        (p: { place: number; participant: { name: string }; medal: string; points: number }) => [
          p.place,
          p.participant.name,
          p.medal,
          p.points,
        ],
      ),
    ).toEqual([
      [1, "Norte A", "gold", 10],
      [2, "Sul A", "silver", 8],
      [3, "Norte B", "bronze", 5.5],
      [3, "Sul B", "bronze", 5.5],
    ]);
    expect(table(results.medals)).toEqual([
      [1, "Delegação Norte", 1, 0, 1],
      [2, "Delegação Sul", 0, 1, 1],
    ]);

    // Volleyball: a round robin won by a team whose association is no delegation of the edition.
    const { north, south, east } = s.associations;
    const volley = await eventCompetition(s, s.events.volley, [
      ["Leste", east],
      ["Sul V", south],
      ["Norte V", north],
    ]);
    const [e1, s3, n3] = volley.teams as [string, string, string];
    const round = await phaseOf(s, volley.id, volley.teams, { name: "Turno único", format: "round_robin" });
    await play(s, volley.id, round, e1, s3);
    await play(s, volley.id, round, e1, n3);
    await play(s, volley.id, round, s3, n3);
    // A table is final only once the competition is finished.
    results = await s.ok("GET", `olympics/${s.olympic.id}/results`);
    expect(
      results.events.find((e: { event: { name: string } }) => e.event.name === "Vôlei feminino").decided,
    ).toBe(false);
    expect(table(results.medals)).toEqual([
      [1, "Delegação Norte", 1, 0, 1],
      [2, "Delegação Sul", 0, 1, 1],
    ]);
    await setStatus(s, volley.id, "finished");
    results = await s.ok("GET", `olympics/${s.olympic.id}/results`);
    const volleyResult = results.events.find(
      (e: { event: { name: string } }) => e.event.name === "Vôlei feminino",
    );
    expect(
      volleyResult.placings.map((p: { delegation: { name: string } | null }) => p.delegation?.name ?? null),
    ).toEqual([null, "Delegação Sul", "Delegação Norte"]);
    expect(table(results.medals)).toEqual([
      [1, "Delegação Norte", 1, 0, 2],
      [2, "Delegação Sul", 0, 2, 1],
    ]);
    // Shared points: Norte 10 + 5.5 + 6, Sul 8 + 5.5 + 8: level on points, Norte ahead on golds.
    expect(table(results.points)).toEqual([
      [1, "Delegação Norte", 1, 0, 2, 21.5],
      [2, "Delegação Sul", 0, 2, 1, 21.5],
    ]);

    // Each tied placing gets the place's full points when the edition says so.
    await server.db.tenant(s.tenant.id, async (tx) => {
      const o = resourceTable("olympics");
      await tx.update(o).set({ point_ties: "full" }).where(eq(o.id, s.olympic.id));
    });
    results = await s.ok("GET", `olympics/${s.olympic.id}/results`);
    expect(table(results.points)).toEqual([
      [1, "Delegação Norte", 1, 0, 2, 22],
      [2, "Delegação Sul", 0, 2, 1, 22],
    ]);

    const xlsx = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/olympics/${s.olympic.id}/results/export?format=xlsx`,
      headers: { authorization: `Bearer ${s.staff}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
    const pdf = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/olympics/${s.olympic.id}/results/export?format=pdf`,
      headers: { authorization: `Bearer ${s.staff}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("quadros-jogos-escolares-2026.pdf");
    const text = pdfText(pdf.rawPayload);
    for (const words of [
      "Quadro de medalhas",
      "Quadro de pontos",
      "Delegação Norte",
      "Futsal masculino",
      "Ouro",
      "22",
    ])
      expect(text).toContain(words);
    const badFormat = await s.call("GET", `olympics/${s.olympic.id}/results/export?format=doc`);
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.errors.format).toBe("Escolha xlsx ou pdf.");
  });

  it("streams a change of any of the edition's competitions", async () => {
    const s = await setup();
    const { north, south } = s.associations;
    const futsal = await eventCompetition(s, s.events.futsal, [
      ["Norte A", north],
      ["Sul A", south],
    ]);
    const phase = await phaseOf(s, futsal.id, futsal.teams, { name: "Final", format: "knockout" });
    await earlierChangesArrived(server, s.tenant, futsal.id);
    const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `${base}/t/${s.tenant.identifier}/api/v1/public/olympics/${s.olympic.id}/events`;
    const stream = await openEventStream(url);
    try {
      await stream.subscribed();
      await play(s, futsal.id, phase, futsal.teams[0]!, futsal.teams[1]!);
      const event = await stream.event(0);
      expect(event.event).toBe("olympics");
      expect(event.data).toMatchObject({ competition_id: futsal.id, kind: "result" });
    } finally {
      await stream.close();
    }
    const staffUrl = `${base}/t/${s.tenant.identifier}/api/v1/olympics/${s.olympic.id}/events`;
    expect((await fetch(staffUrl)).status).toBe(401);
  });
});

describe("the public page and the guards", () => {
  it("shows a public edition's tables, published bulletins and public files; nothing of a private one", async () => {
    const s = await setup();
    await playFutsal(s);
    await insertRow(server, s.tenant, "olympicsnotes", {
      olympic_id: s.olympic.id,
      title: "Boletim oficial nº 1",
      body: "<p>Resultados do primeiro dia.</p>",
      published: true,
      published_at: new Date("2026-05-02T18:00:00Z"),
    });
    await insertRow(server, s.tenant, "olympicsnotes", {
      olympic_id: s.olympic.id,
      title: "Rascunho do boletim 2",
      body: "<p>Ainda não.</p>",
      published: false,
    });
    await insertRow(server, s.tenant, "olympicsdownloads", {
      olympic_id: s.olympic.id,
      title: "Regulamento geral",
      file: "https://arquivos.example.org/regulamento.pdf",
      public: true,
    });
    const visitor = await s.call("GET", `public/olympics/${s.olympic.id}`, undefined, "");
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(200);
    const page = visitor.body.result;
    expect(table(page.medals)).toEqual([
      [1, "Delegação Norte", 1, 0, 1],
      [2, "Delegação Sul", 0, 1, 1],
    ]);
    expect(page.notes.map((n: { title: string }) => n.title)).toEqual(["Boletim oficial nº 1"]);
    expect(page.downloads.map((d: { title: string }) => d.title)).toEqual(["Regulamento geral"]);
    const file = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/public/olympics/downloads/${page.downloads[0].id}/file`,
    });
    expect(file.statusCode).toBe(302);

    await server.db.tenant(s.tenant.id, async (tx) => {
      const o = resourceTable("olympics");
      await tx.update(o).set({ public: false }).where(eq(o.id, s.olympic.id));
    });
    const hidden = await s.call("GET", `public/olympics/${s.olympic.id}`, undefined, "");
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe("Jogos não encontrados.");
    const hiddenFile = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/public/olympics/downloads/${page.downloads[0].id}/file`,
    });
    expect(hiddenFile.statusCode).toBe(404);
    // The staff still read it.
    expect((await s.call("GET", `olympics/${s.olympic.id}/results`)).status).toBe(200);
  });

  it("lets olympics and olympics_full in, and keeps out competitions alone, strangers and a planned edition's visitors", async () => {
    const s = await setup();
    const full = await server.loginAs(s.tenant, { permissions: ["olympics_full"] });
    const competitionsOnly = await server.loginAs(s.tenant, { permissions: ["competitions_full"] });
    const path = `olympics/${s.olympic.id}/results`;
    expect((await s.call("GET", path, undefined, full)).status).toBe(200);
    expect((await s.call("GET", path, undefined, competitionsOnly)).status).toBe(403);
    expect((await s.call("GET", path, undefined, "")).status).toBe(401);
    const create = await s.call(
      "POST",
      `olympics/${s.olympic.id}/events/${s.events.futsal}/competition`,
      undefined,
      competitionsOnly,
    );
    expect(create.status).toBe(403);
    const missing = await s.call("GET", "olympics/00000000-0000-4000-8000-000000000000/results");
    expect(missing.status).toBe(404);
    const badEvent = await s.call("POST", `olympics/${s.olympic.id}/events/nao-e-id/competition`);
    expect(badEvent.status).toBe(400);
    expect(badEvent.body.errors.event_id).toBe("Prova inválida.");

    const planned = await insertRow(server, s.tenant, "olympics", {
      name: "Jogos de 2027",
      status: "planned",
      public: true,
      point_ties: "share",
    });
    expect((await s.call("GET", `public/olympics/${planned.id}`, undefined, "")).status).toBe(404);
    const finished = await insertRow(server, s.tenant, "olympics", {
      name: "Jogos de 2020",
      status: "finished",
      point_ties: "share",
    });
    const closed = await s.call("POST", `olympics/${finished.id}/events/${s.events.futsal}/competition`);
    expect(closed.status).toBe(409);
    expect(closed.body.errors.event_id).toBe("Jogos encerrados ou cancelados não recebem novas provas.");
  });
});
