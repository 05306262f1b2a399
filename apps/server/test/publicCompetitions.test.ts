import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishCompetitionChange } from "../src/modules/competitions/competitionEvents.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";
import { earlierChangesArrived } from "./realtimeSettled.ts";
import { openEventStream } from "./sse.ts";

/**
 * The public pages of competitions (no login): only public competitions out of planning, approved
 * teams, members by name and number (no cpf, no birthdate), one answer for a competition's page,
 * and the live stream that tells the page a result changed the table.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * A running public futsal competition with a 4-team group drawn and its fixtures; one team pending;
 * a planned public one, a running private one, a cancelled one and one taking registrations.
 */
const setup = async () => {
  const tenant = await server.createTenant();
  const director = await server.loginAs(tenant, { permissions: ["competitions"] });
  const sport = await insertRow(server, tenant, "sports", {
    name: "Futsal",
    kind: "team",
    scoring: "points",
    result_order: "higher",
    search_text: "futsal",
  });
  const north = await insertRow(server, tenant, "associations", { name: "Clube Norte", status: "approved" });
  const south = await insertRow(server, tenant, "associations", { name: "Clube Sul", status: "approved" });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Estadual de Futsal",
    season: 2026,
    sport_id: sport.id,
    category: "Adulto",
    status: "running",
    public: true,
    starts_on: "2026-03-01",
  });
  const open = await insertRow(server, tenant, "competitions", {
    name: "Copa de Inverno",
    // Written as the resource store writes it (these rows skip the store).
    search_text: "copa de inverno",
    season: 2025,
    status: "registration",
    public: true,
  });
  for (const [name, status, isPublic] of [
    ["Copa Planejada", "planned", true],
    ["Liga Interna", "running", false],
    ["Copa Cancelada", "cancelled", true],
  ] as const)
    await insertRow(server, tenant, "competitions", { name, status, public: isPublic, season: 2026 });
  const team = async (name: string, associationId: string, status = "approved") =>
    (
      await insertRow(server, tenant, "teams", {
        competition_id: competition.id,
        name,
        search_text: name.toLowerCase(),
        association_id: associationId,
        status,
      })
    ).id as string;
  const teams = {
    alfa: await team("Alfa", north.id),
    beta: await team("Beta", north.id),
    gama: await team("Gama", south.id),
    delta: await team("Delta", south.id),
  };
  const pending = await team("Épsilon", south.id, "pending");
  const ana = await server.createUser(tenant, { name: "Ana Registro Civil" });
  await server.db.tenant(tenant.id, async (tx) => {
    const { users } = await import("../src/platform/db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    await tx
      .update(users)
      .set({ socialName: "Ana Social", birthdate: "2000-01-02" })
      .where(eq(users.id, ana.id));
  });
  await insertRow(server, tenant, "teammembers", {
    team_id: teams.alfa,
    user_id: ana.id,
    role: "captain",
    number: 10,
  });
  const call = async (method: "GET" | "POST" | "PUT", path: string, body?: unknown) => {
    const answer = await server.api(tenant, method, path, { token: director, ...(body ? { body } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body.result;
  };
  const phase = await call("POST", `competitions/${competition.id}/phases`, {
    name: "Fase de grupos",
    format: "groups",
    groups_count: 1,
    entry: "all",
    position: 1,
  });
  const draw = await call("POST", `phases/${phase.id}/draw`, {
    pots: [[teams.alfa, teams.beta, teams.gama, teams.delta]],
    seed: "publico-2026",
  });
  await call("POST", `phases/${phase.id}/fixtures`, { starts_on: "2026-03-01", days_between_rounds: 7 });
  const duels = await call("GET", `competitions/${competition.id}/duels?phase_id=${phase.id}`);
  return { tenant, director, sport, competition, open, teams, pending, ana, phase, draw, duels, call };
};

describe("GET public/competitions", () => {
  it("lists only public competitions out of planning, with filters and their options, without a login", async () => {
    const s = await setup();
    const all = await server.api(s.tenant, "GET", "public/competitions");
    expect(all.status).toBe(200);
    expect(all.body.result.data.map((c: any) => [c.name, c.status, c.team_count])).toEqual([
      ["Estadual de Futsal", "running", 4],
      ["Copa de Inverno", "registration", 0],
    ]);
    expect(all.body.result.data[0]).toMatchObject({
      sport: { name: "Futsal" },
      season: 2026,
      category: "Adulto",
    });
    expect(all.body.result.sports).toEqual([{ id: s.sport.id, name: "Futsal" }]);
    expect(all.body.result.seasons).toEqual([2026, 2025]);
    const bySeason = await server.api(s.tenant, "GET", "public/competitions?season=2025");
    expect(bySeason.body.result.data.map((c: any) => c.name)).toEqual(["Copa de Inverno"]);
    const bySport = await server.api(
      s.tenant,
      "GET",
      `public/competitions?sport_id=${s.sport.id}&status=running`,
    );
    expect(bySport.body.result.data.map((c: any) => c.name)).toEqual(["Estadual de Futsal"]);
    const searched = await server.api(s.tenant, "GET", "public/competitions?q=inverno");
    expect(searched.body.result.data.map((c: any) => c.name)).toEqual(["Copa de Inverno"]);
    const planned = await server.api(s.tenant, "GET", "public/competitions?status=planned");
    expect(planned.status).toBe(400);
    expect(planned.body.message).toBe("Situação: Escolha: inscrições abertas, em andamento ou encerrada.");
  });

  it("is off with the competitions module", async () => {
    const tenant = await server.createTenant({ modules: [] });
    expect((await server.api(tenant, "GET", "public/competitions")).status).toBe(403);
  });
});

describe("GET public/competitions/:id", () => {
  it("answers the whole page at once: phases, standings with explanations, duels, teams", async () => {
    const s = await setup();
    const duel = s.duels[0];
    await s.call("PUT", `duels/${duel.id}/result`, { home_score: 3, away_score: 1 });
    const page = await server.api(s.tenant, "GET", `public/competitions/${s.competition.id}`);
    expect(page.status).toBe(200);
    const result = page.body.result;
    expect(result.competition).toMatchObject({
      name: "Estadual de Futsal",
      status: "running",
      team_count: 4,
    });
    expect(result.phases).toEqual([
      { id: s.phase.id, name: "Fase de grupos", position: 1, format: "groups", status: "scheduled" },
    ]);
    expect(result.duels).toHaveLength(6);
    expect(result.duels[0]).toMatchObject({ home_score: 3, away_score: 1, status: "played" });
    const rows = result.standings.phases[0].groups[0].rows;
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ team: { id: duel.home.id }, points: 3 });
    expect(rows[0].explanation).toContain("À frente de");
    expect(result.brackets).toEqual([]);
    expect(result.teams.map((team: any) => team.name).sort()).toEqual(["Alfa", "Beta", "Delta", "Gama"]);
  });

  it("answers 404 for a planned, private, cancelled or missing competition", async () => {
    const s = await setup();
    const list = await server.api(s.tenant, "GET", `competitions?per_page=50`, { token: s.director });
    for (const name of ["Copa Planejada", "Liga Interna", "Copa Cancelada"]) {
      const hidden = list.body.result.data.find((c: any) => c.name === name);
      const answer = await server.api(s.tenant, "GET", `public/competitions/${hidden.id}`);
      expect(answer.status, name).toBe(404);
      expect(answer.body.message).toBe("Competição não encontrada.");
    }
    const other = await server.createTenant();
    expect((await server.api(other, "GET", `public/competitions/${s.competition.id}`)).status).toBe(404);
    expect((await server.api(s.tenant, "GET", "public/competitions/x")).status).toBe(400);
  });
});

describe("the page's copy in this process", () => {
  it("answers from one copy per tenant and competition, dropped by the topic's events and by writes", async () => {
    const s = await setup();
    const page = async () => {
      const answer = await server.api(s.tenant, "GET", `public/competitions/${s.competition.id}`);
      expect(answer.status).toBe(200);
      return answer.body.result;
    };
    const rename = (name: string, announce: boolean) =>
      server.db.tenant(s.tenant.id, async (tx) => {
        await tx
          .update(resourceTable("competitions") as any)
          .set({ name })
          .where(eq((resourceTable("competitions") as any).id, s.competition.id));
        if (announce)
          await publishCompetitionChange(tx, s.tenant.identifier, {
            competition_id: s.competition.id,
            kind: "schedule",
          });
      });
    await earlierChangesArrived(server, s.tenant, s.competition.id);
    expect((await page()).competition.name).toBe("Estadual de Futsal");
    // A write that announces nothing to this process (another process's generic write): the copy stands.
    await rename("Estadual Renomeado", false);
    expect((await page()).competition.name).toBe("Estadual de Futsal");
    // Another tenant asking for the same id never gets this tenant's copy.
    const other = await server.createTenant();
    expect((await server.api(other, "GET", `public/competitions/${s.competition.id}`)).status).toBe(404);
    // A change announced on the competition's topic (as any process's result, draw or fixtures do).
    await rename("Estadual Anunciado", true);
    await expect
      .poll(async () => (await page()).competition.name, { timeout: 15_000 })
      .toBe("Estadual Anunciado");
    // A result entered through this process: the next read has it at once.
    await s.call("PUT", `duels/${s.duels[2].id}/result`, { home_score: 2, away_score: 2 });
    expect((await page()).duels.find((d: any) => d.id === s.duels[2].id)).toMatchObject({
      home_score: 2,
      status: "played",
    });
    // A generic write through this process (no event on the topic): dropped once it commits.
    const current = await s.call("GET", `competitions/${s.competition.id}`);
    const patched = await server.api(s.tenant, "PATCH", `competitions/${s.competition.id}`, {
      token: s.director,
      body: { description: "Agora com descrição.", version: current.version },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await page()).competition.description).toBe("Agora com descrição.");
  });
});

describe("public teams", () => {
  it("lists approved teams only and shows a team's members by the name they go by, nothing personal", async () => {
    const s = await setup();
    const teams = await server.api(s.tenant, "GET", `public/teams?competition_id=${s.competition.id}`);
    expect(teams.status).toBe(200);
    expect(teams.body.result.total).toBe(4);
    expect(teams.body.result.data.map((team: any) => team.name)).toEqual(["Alfa", "Beta", "Delta", "Gama"]);
    expect(teams.body.result.data[0]).toMatchObject({
      association: { name: "Clube Norte" },
      competition: { id: s.competition.id, name: "Estadual de Futsal", status: "running" },
      member_count: 1,
    });
    const searched = await server.api(s.tenant, "GET", "public/teams?q=gam");
    expect(searched.body.result.data.map((team: any) => team.name)).toEqual(["Gama"]);

    const alfa = await server.api(s.tenant, "GET", `public/teams/${s.teams.alfa}`);
    expect(alfa.status).toBe(200);
    expect(alfa.body.result.members).toEqual([
      { name: "Ana Social", number: 10, role: "captain", position: null },
    ]);
    expect(alfa.body.result.duels).toHaveLength(3);
    const text = JSON.stringify(alfa.body);
    for (const secret of [s.ana.cpf, "2000-01-02", "Ana Registro Civil", s.ana.id, s.ana.email])
      expect(text).not.toContain(secret);

    expect((await server.api(s.tenant, "GET", `public/teams/${s.pending}`)).status).toBe(404);
  });
});

describe("live updates and the draw's audit", () => {
  it("streams a change of a public competition's table, and refuses a stream for a hidden one", async () => {
    const s = await setup();
    await earlierChangesArrived(server, s.tenant, s.competition.id);
    const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openEventStream(
      `${base}/t/${s.tenant.identifier}/api/v1/public/competitions/${s.competition.id}/events`,
    );
    try {
      await stream.subscribed();
      const duel = s.duels[1];
      await s.call("PUT", `duels/${duel.id}/result`, { home_score: 0, away_score: 2 });
      const event = await stream.event(0);
      expect(event.event).toBe("competition");
      expect(event.data).toMatchObject({ competition_id: s.competition.id, duel_id: duel.id });
    } finally {
      await stream.close();
    }
    const list = await server.api(s.tenant, "GET", "competitions?per_page=50", { token: s.director });
    const hidden = list.body.result.data.find((c: any) => c.name === "Liga Interna");
    const refused = await fetch(
      `${base}/t/${s.tenant.identifier}/api/v1/public/competitions/${hidden.id}/events`,
    );
    expect(refused.status).toBe(404);
  });

  it("audits a public draw: the same seed gives the same groups", async () => {
    const s = await setup();
    const audit = await server.api(s.tenant, "GET", `public/draws/${s.draw.draw.id}/audit`);
    expect(audit.status).toBe(200);
    expect(audit.body.result).toMatchObject({ matches: true, draw: { seed: "publico-2026" } });
    const missing = await server.api(
      s.tenant,
      "GET",
      "public/draws/00000000-0000-4000-8000-000000000000/audit",
    );
    expect(missing.status).toBe(404);
  });
});
