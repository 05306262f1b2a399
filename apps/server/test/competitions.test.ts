import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";
import { pdfText } from "./pdfText.ts";

/**
 * A competition run through the real API (docs/competitions.md): a 4-team group drawn from a seed
 * (the audit gives the same groups), Berger fixtures, results and a deduction in the table with the
 * engine's explanation, the top four into a knockout whose winners advance duel by duel, and the
 * results the rules refuse. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Setup = Awaited<ReturnType<typeof setup>>;

/** Two associations with two approved teams each in a running competition; a director and an outsider. */
const setup = async () => {
  const tenant = await server.createTenant();
  const director = await server.loginAs(tenant, { name: "Diretora Dora", permissions: ["competitions"] });
  const outsider = await server.loginAs(tenant, { name: "Sem Acesso" });
  const north = await insertRow(server, tenant, "associations", { name: "Clube Norte", status: "approved" });
  const south = await insertRow(server, tenant, "associations", { name: "Clube Sul", status: "approved" });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Estadual Sub-15",
    status: "running",
  });
  const team = async (name: string, associationId: string) =>
    (
      await insertRow(server, tenant, "teams", {
        competition_id: competition.id,
        name,
        association_id: associationId,
        status: "approved",
      })
    ).id as string;
  const teams = {
    alfa: await team("Alfa", north.id),
    beta: await team("Beta", north.id),
    gama: await team("Gama", south.id),
    delta: await team("Delta", south.id),
  };
  return { tenant, director, outsider, competition, teams };
};

const call = (s: Setup, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) =>
  server.api(s.tenant, method, path, { token: s.director, ...(body === undefined ? {} : { body }) });

const ok = async (
  s: Setup,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
) => {
  const response = await call(s, method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result;
};

const phase = async (s: Setup, values: Record<string, unknown>) => {
  const response = await call(s, "POST", `competitions/${s.competition.id}/phases`, values);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result.id as string;
};

type Duel = {
  id: string;
  home: { id: string } | null;
  away: { id: string } | null;
  number: number;
  bracket_match: string | null;
};

/** The duel between two teams (either side), from a list. */
const between = (duels: Duel[], a: string, b: string) => {
  const duel = duels.find(
    (d) => (d.home?.id === a && d.away?.id === b) || (d.home?.id === b && d.away?.id === a),
  );
  if (!duel) throw new Error(`no duel between ${a} and ${b}`);
  return duel;
};

/** Enters `a` scored `x`, `b` scored `y`, whichever side each played. */
const result = (
  s: Setup,
  duels: Duel[],
  a: string,
  x: number,
  b: string,
  y: number,
  extra: Record<string, unknown> = {},
) => {
  const duel = between(duels, a, b);
  const home = duel.home?.id === a;
  return call(s, "PUT", `duels/${duel.id}/result`, {
    home_score: home ? x : y,
    away_score: home ? y : x,
    ...extra,
  });
};

/** A group phase of the four teams, drawn with a seed, with its fixtures. */
const groupPhase = async (s: Setup) => {
  const id = await phase(s, {
    name: "Fase de grupos",
    format: "groups",
    groups_count: 1,
    entry: "all",
    position: 1,
  });
  const { alfa, beta, gama, delta } = s.teams;
  const draw = await ok(s, "POST", `phases/${id}/draw`, {
    pots: [[alfa, beta, gama, delta]],
    seed: "quadra-2026",
  });
  const fixtures = await ok(s, "POST", `phases/${id}/fixtures`, {
    starts_on: "2026-03-01",
    days_between_rounds: 7,
  });
  const duels = (await ok(s, "GET", `competitions/${s.competition.id}/duels?phase_id=${id}`)) as Duel[];
  return { id, draw, fixtures, duels };
};

/** Alfa 7, Beta 6 (−3 by a court: 3), Gama 3, Delta 1: Beta and Gama level, Beta ahead on wins. */
const playGroup = async (s: Setup, duels: Duel[]) => {
  const { alfa, beta, gama, delta } = s.teams;
  const answers = [
    await result(s, duels, alfa, 2, beta, 0),
    await result(s, duels, alfa, 1, gama, 0),
    await result(s, duels, alfa, 1, delta, 1),
    await result(s, duels, beta, 3, gama, 0),
    await result(s, duels, beta, 2, delta, 1),
    await result(s, duels, gama, 2, delta, 0),
  ];
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answers;
};

describe("a group phase", () => {
  it("draws from a seed the audit reproduces, makes Berger fixtures, and computes the table with explanations and deductions", async () => {
    const s = await setup();
    const entrants = await ok(
      s,
      "GET",
      `phases/${await phase(s, { name: "Grupo único", format: "groups", groups_count: 1 })}/entrants`,
    );
    expect(entrants.teams).toHaveLength(4);

    const { id, draw, fixtures, duels } = await groupPhase(s);
    expect(draw.draw.seed).toBe("quadra-2026");
    expect(draw.groups).toHaveLength(1);
    expect(draw.groups[0].teams).toHaveLength(4);
    const audit = await ok(s, "GET", `draws/${draw.draw.id}/audit`);
    expect(audit.matches).toBe(true);
    expect(audit.recomputed).toEqual(draw.draw.groups);
    expect((await ok(s, "GET", `phases/${id}/draws`))[0].id).toBe(draw.draw.id);

    expect(fixtures).toEqual({ rounds: 3, duels: 6, groups: 1 });
    expect(duels.map((d) => d.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    // Berger: every pair meets once, every team plays once a round.
    const pairs = new Set(duels.map((d) => [d.home!.id, d.away!.id].sort().join("|")));
    expect(pairs.size).toBe(6);

    const answers = await playGroup(s, duels);
    const last = answers.at(-1)!.body.result;
    expect(last.duel.status).toBe("played");
    expect(last.standings.rows).toHaveLength(4);

    const deduction = await call(s, "POST", `competitions/${s.competition.id}/pointdeductions`, {
      team_id: s.teams.beta,
      points: 3,
      reason: "Atleta irregular na 1ª rodada",
    });
    expect(deduction.status, JSON.stringify(deduction.body)).toBe(201);

    const standings = await ok(s, "GET", `competitions/${s.competition.id}/standings`);
    const group = standings.phases.find((p: { phase_id: string }) => p.phase_id === id).groups[0];
    const names = group.rows.map((r: { team: { name: string } }) => r.team.name);
    expect(names).toEqual(["Alfa", "Beta", "Gama", "Delta"]);
    const beta = group.rows[1];
    expect(beta.points).toBe(3);
    expect(beta.deductions).toBe(3);
    expect(beta.deduction_reasons).toEqual(["Atleta irregular na 1ª rodada"]);
    expect(beta.explanation).toBe("À frente de Gama pelo critério vitórias (2 × 1)");
    expect(group.rows[0].explanation).toBe("À frente de Beta pelos pontos (7 × 3)");
    expect(group.rows[3].explanation).toBeNull();
    // A result entered now answers the same table, the deduction and the teams' names included;
    // one that changes the order answers the table the standings then show.
    const again = await result(s, duels, s.teams.gama, 2, s.teams.delta, 0);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.standings.rows).toEqual(group.rows);
    const turned = await result(s, duels, s.teams.gama, 0, s.teams.delta, 5);
    expect(turned.status, JSON.stringify(turned.body)).toBe(200);
    const turnedRows = turned.body.result.standings.rows;
    expect(turnedRows.map((r: { team: { name: string } }) => r.team.name)).toEqual([
      "Alfa",
      "Delta",
      "Beta",
      "Gama",
    ]);
    const after = await ok(s, "GET", `competitions/${s.competition.id}/standings`);
    expect(turnedRows).toEqual(
      after.phases.find((p: { phase_id: string }) => p.phase_id === id).groups[0].rows,
    );
    expect((await result(s, duels, s.teams.gama, 2, s.teams.delta, 0)).body.result.standings.rows).toEqual(
      group.rows,
    );

    const cockpit = await ok(s, "GET", `competitions/${s.competition.id}/cockpit`);
    const cockpitPhase = cockpit.phases.find((p: { id: string }) => p.id === id);
    expect(cockpitPhase).toMatchObject({ duels: 6, played: 6, status: "scheduled" });
    expect(cockpit.pending_results).toHaveLength(6);
    expect(cockpit.teams.approved).toBe(4);

    const sheet = await ok(s, "GET", `duels/${duels[0]!.id}/sheet`);
    expect(sheet.scoring).toBe("goals");
    expect(sheet.history[0].action).toBe("result");

    const exported = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/competitions/${s.competition.id}/standings/export?format=csv`,
      headers: { authorization: `Bearer ${s.director}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("Alfa");
    expect(exported.body).toContain("À frente de Gama");

    const pdf = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/competitions/${s.competition.id}/standings/export?format=pdf`,
      headers: { authorization: `Bearer ${s.director}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("classificacao-estadual-sub-15.pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf.rawPayload);
    for (const name of ["Alfa", "Beta", "Gama", "Delta", "Estadual Sub-15"]) expect(text).toContain(name);
    // Helvetica's WinAnsi holds the accents: the heading, the ordinal and the footnote's reason.
    expect(text).toContain("Classificação");
    expect(text).toContain("1º");
    expect(text).toContain("3 pontos perdidos: Atleta irregular na 1ª rodada");
    expect(text).toContain("À frente de Gama pelo critério vitórias (2 × 1)");

    const badFormat = await call(s, "GET", `competitions/${s.competition.id}/standings/export?format=doc`);
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.errors.format).toMatch(/pdf/);
  });

  it("names each entry of a duel's history: the schedule given and changed, the notes, the result", async () => {
    const s = await setup();
    const id = await phase(s, {
      name: "Fase única",
      format: "groups",
      groups_count: 1,
      entry: "all",
      position: 1,
    });
    const { alfa, beta, gama, delta } = s.teams;
    await ok(s, "POST", `phases/${id}/draw`, { pots: [[alfa, beta, gama, delta]], seed: "historico" });
    // No start date: the duels are made without a date, to be scheduled.
    await ok(s, "POST", `phases/${id}/fixtures`, {});
    const [duel] = (await ok(s, "GET", `competitions/${s.competition.id}/duels?phase_id=${id}`)) as Duel[];
    const schedule = (scheduled_at: string, place: string) =>
      ok(s, "PATCH", `competitions/${s.competition.id}/duels/schedule`, {
        duels: [{ id: duel!.id, scheduled_at, place, court: "Quadra 1" }],
      });
    await schedule("2026-03-01T12:00:00.000Z", "Ginásio Norte");
    await schedule("2026-03-01T12:00:00.000Z", "Ginásio Sul");
    const stored = await ok(s, "GET", `duels/${duel!.id}`);
    await ok(s, "PATCH", `duels/${duel!.id}`, {
      notes: "Árbitro atrasou 10 minutos.",
      version: stored.version,
    });
    await ok(s, "PUT", `duels/${duel!.id}/result`, { home_score: 1, away_score: 0 });

    const sheet = await ok(s, "GET", `duels/${duel!.id}/sheet`);
    expect(sheet.history.map((entry: { action: string }) => entry.action)).toEqual([
      "result",
      "update",
      "reschedule",
      "schedule",
    ]);
    expect(sheet.history[3]).toMatchObject({
      by: "Diretora Dora",
      after: { scheduled_at: "2026-03-01T12:00:00.000Z", place: "Ginásio Norte", court: "Quadra 1" },
    });
  });

  it("refuses bad results with the field, results once confirmed, on a finished competition, and callers without the permission", async () => {
    const s = await setup();
    const { duels } = await groupPhase(s);
    const [first, second] = duels;

    const negative = await call(s, "PUT", `duels/${first!.id}/result`, { home_score: -1, away_score: 0 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors.home_score).toMatch(/negativo/);

    const oneShootout = await call(s, "PUT", `duels/${first!.id}/result`, {
      home_score: 1,
      away_score: 1,
      shootout_home: 4,
    });
    expect(oneShootout.status).toBe(400);
    expect(oneShootout.body.errors.shootout_away).toBeDefined();

    const walkover = await ok(s, "PUT", `duels/${first!.id}/result`, {
      home_score: 0,
      away_score: 0,
      walkover: "home",
    });
    expect(walkover.duel).toMatchObject({ home_score: 0, away_score: 3, walkover: "home" });

    const confirmed = await ok(s, "POST", `duels/${first!.id}/confirm`);
    expect(confirmed.status).toBe("confirmed");
    const again = await call(s, "PUT", `duels/${first!.id}/result`, { home_score: 1, away_score: 0 });
    expect(again.status).toBe(409);
    expect((await call(s, "DELETE", `duels/${first!.id}/result`)).status).toBe(409);

    await ok(s, "PUT", `duels/${second!.id}/result`, { home_score: 1, away_score: 0 });
    const cleared = await ok(s, "DELETE", `duels/${second!.id}/result`);
    expect(cleared.duel).toMatchObject({ status: "scheduled", home_score: null });

    const denied = await server.api(s.tenant, "GET", `competitions/${s.competition.id}/standings`, {
      token: s.outsider,
    });
    expect(denied.status).toBe(403);
    const deniedWrite = await server.api(s.tenant, "PUT", `duels/${second!.id}/result`, {
      token: s.outsider,
      body: { home_score: 1, away_score: 0 },
    });
    expect(deniedWrite.status).toBe(403);

    const finish = await server.api(s.tenant, "PATCH", `competitions/${s.competition.id}`, {
      token: s.director,
      body: { status: "finished", version: s.competition.version ?? 0 },
    });
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    const late = await call(s, "PUT", `duels/${second!.id}/result`, { home_score: 1, away_score: 0 });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/encerrada/);
  });

  it("checks sets against the score in a sets regulation", async () => {
    const s = await setup();
    const regulation = await insertRow(server, s.tenant, "regulations", {
      name: "Vôlei",
      scoring: "sets",
      points: { win: 3, draw: 0, loss: 0 },
      sequences: ["points", "wins", "setRatio", "pointRatio"],
      walkover_winner_score: 3,
      walkover_loser_score: 0,
    });
    const id = await phase(s, { name: "Turno", format: "round_robin", regulation_id: regulation.id });
    const { alfa, beta, gama, delta } = s.teams;
    await ok(s, "POST", `phases/${id}/draw`, { pots: [[alfa, beta, gama, delta]], seed: "sets" });
    await ok(s, "POST", `phases/${id}/fixtures`, {});
    const duels = (await ok(s, "GET", `competitions/${s.competition.id}/duels?phase_id=${id}`)) as Duel[];
    const duel = duels[0]!;
    const wrong = await call(s, "PUT", `duels/${duel.id}/result`, {
      home_score: 3,
      away_score: 0,
      sets: [
        { home: 25, away: 20 },
        { home: 20, away: 25 },
        { home: 25, away: 18 },
      ],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.sets).toMatch(/não conferem/);
    const missing = await call(s, "PUT", `duels/${duel.id}/result`, { home_score: 3, away_score: 0 });
    expect(missing.status).toBe(400);
    const right = await ok(s, "PUT", `duels/${duel.id}/result`, {
      home_score: 2,
      away_score: 1,
      sets: [
        { home: 25, away: 20 },
        { home: 20, away: 25 },
        { home: 15, away: 10 },
      ],
    });
    expect(right.standings.rows[0].sets_won).toBe(2);
  });
});

describe("a knockout from the group's qualifiers", () => {
  it("seeds the bracket by position, needs a shoot-out on a level score, and moves winners on to the final", async () => {
    const s = await setup();
    const group = await groupPhase(s);
    await playGroup(s, group.duels);
    const knockout = await phase(s, {
      name: "Finais",
      format: "knockout",
      entry: "qualifiers",
      qualifiers_per_group: 4,
      third_place: true,
      position: 2,
    });
    const entrants = await ok(s, "GET", `phases/${knockout}/entrants`);
    expect(entrants.teams.map((t: { name: string }) => t.name)).toEqual(["Alfa", "Beta", "Gama", "Delta"]);
    expect(entrants.teams[0].origin).toBe("1º do Grupo A");

    const qualified = await ok(s, "POST", `phases/${knockout}/qualify`);
    expect(qualified.groups).toHaveLength(1);
    expect(qualified.groups[0].name).toBe("Chave");
    const fixtures = await call(s, "POST", `phases/${knockout}/fixtures`, {});
    expect(fixtures.body).toMatchObject({
      result: { rounds: 2, duels: 4, groups: 1 },
      message: "Tabela gerada: 2 rodadas e 4 partidas.",
    });

    let duels = (await ok(s, "GET", `competitions/${s.competition.id}/duels?phase_id=${knockout}`)) as Duel[];
    const { alfa, beta, gama, delta } = s.teams;
    // Seed 1 meets seed 4, seed 2 meets seed 3; the final and third place wait for them.
    between(duels, alfa, delta);
    between(duels, beta, gama);
    const final = duels.find(
      (d) =>
        d.bracket_match !== null && d.home === null && d.away === null && !d.bracket_match.startsWith("3"),
    );
    expect(final).toBeDefined();

    const level = await result(s, duels, alfa, 1, delta, 1);
    expect(level.status).toBe(400);
    expect(level.body.errors.shootout_home).toMatch(/pênaltis/);
    const semi = between(duels, alfa, delta);
    const alfaHome = semi.home?.id === alfa;
    expect(
      (
        await call(s, "PUT", `duels/${semi.id}/result`, {
          home_score: 1,
          away_score: 1,
          shootout_home: alfaHome ? 4 : 3,
          shootout_away: alfaHome ? 3 : 4,
        })
      ).status,
    ).toBe(200);
    expect((await result(s, duels, beta, 2, gama, 0)).status).toBe(200);

    duels = (await ok(s, "GET", `competitions/${s.competition.id}/duels?phase_id=${knockout}`)) as Duel[];
    const decider = duels.find((d) => d.id === final!.id)!;
    expect([decider.home?.id, decider.away?.id].sort()).toEqual([alfa, beta].sort());
    expect((await result(s, duels, alfa, 2, beta, 1)).status).toBe(200);
    expect((await result(s, duels, gama, 1, delta, 0)).status).toBe(200);

    const bracket = await ok(s, "GET", `phases/${knockout}/bracket`);
    expect(bracket.champion.name).toBe("Alfa");
    const standings = await ok(s, "GET", `competitions/${s.competition.id}/standings`);
    expect(standings.final.map((r: { team: { name: string } }) => r.team.name)).toEqual([
      "Alfa",
      "Beta",
      "Gama",
      "Delta",
    ]);

    // The group phase has results: drawing it again would wipe its table.
    const redraw = await call(s, "POST", `phases/${group.id}/draw`, { pots: [[alfa, beta, gama, delta]] });
    expect(redraw.status).toBe(409);
  });
});
