import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/modules/bills/recurrenceSchedule.ts";
import { GAMES_EVENTS, gamesCompetitionName } from "../src/modules/seed/demoGames.ts";
import { demoSeason } from "../src/modules/seed/demoSeed.ts";
import { brazilDay } from "../src/platform/time.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/** GET home/summary: the start page, each part only for who may see it, never another tenant's rows. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const day = (offset: number) => addDays(brazilDay(), offset);
const file = (n: number) => `uploads/00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/**
 * A tenant with two required documents (RG, Atestado) and an optional one; a competition open for
 * registration with one approved and one pending team, a finished competition with a pending team;
 * a public and a private upcoming event, a past and a cancelled one; Ana (personal permissions only)
 * on the approved team, her RG refused, and Bruno's RG waiting for review.
 */
const setup = async (tenant: TestTenant) => {
  const rg = await insertRow(server, tenant, "documenttypes", {
    name: "RG",
    required: true,
    applies_to: "person",
  });
  const note = await insertRow(server, tenant, "documenttypes", {
    name: "Atestado médico",
    required: true,
    applies_to: "person",
  });
  await insertRow(server, tenant, "documenttypes", {
    name: "Foto 3x4",
    required: false,
    applies_to: "person",
  });
  const ana = await server.createUser(tenant, { name: "Ana Atleta", permissions: ["my_teams"] });
  const bruno = await server.createUser(tenant, { name: "Bruno Pendente" });
  await insertRow(server, tenant, "userdocuments", {
    user_id: ana.id,
    documenttype_id: rg.id,
    file: file(1),
    status: "rejected",
    review_reason: "Foto ilegível.",
  });
  await insertRow(server, tenant, "userdocuments", {
    user_id: bruno.id,
    documenttype_id: rg.id,
    file: file(2),
    status: "pending",
  });
  const club = await insertRow(server, tenant, "associations", { name: "Clube Alfa", status: "approved" });
  const open = await insertRow(server, tenant, "competitions", {
    name: "Estadual de Vôlei",
    starts_on: day(20),
    ends_on: day(60),
    status: "registration",
  });
  const finished = await insertRow(server, tenant, "competitions", {
    name: "Copa de Verão",
    starts_on: day(-90),
    ends_on: day(-60),
    status: "finished",
  });
  const team = await insertRow(server, tenant, "teams", {
    competition_id: open.id,
    association_id: club.id,
    name: "Alfa Vôlei",
    status: "approved",
  });
  await insertRow(server, tenant, "teammembers", { team_id: team.id, user_id: ana.id, role: "athlete" });
  for (const [competition, name] of [
    [open, "Alfa B"],
    [finished, "Alfa Verão"],
  ] as const)
    await insertRow(server, tenant, "teams", {
      competition_id: competition.id,
      association_id: club.id,
      name,
      status: "pending",
    });
  const at = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();
  for (const [title, offset, extra] of [
    ["Abertura do Estadual", 10, {}],
    ["Reunião da diretoria", 12, { public: false }],
    ["Curso antigo", -10, {}],
    ["Clínica cancelada", 15, { status: "cancelled" }],
  ] as const)
    await insertRow(server, tenant, "events", {
      title,
      starts_at: new Date(at(offset)),
      status: "scheduled",
      public: true,
      ...extra,
    });
  return { ana, bruno, open, team, note };
};

describe("GET home/summary", () => {
  it("gives the master every count, the competitions and events coming, and nothing of another tenant", async () => {
    const tenant = await server.createTenant();
    const other = await server.createTenant();
    const s = await setup(tenant);
    await setup(other);
    const master = await server.loginAs(tenant, { master: true });
    const response = await server.api(tenant, "GET", "home/summary", { token: master });
    expect(response.status).toBe(200);
    const summary = response.body.result;
    expect(summary.approvals).toMatchObject({ userdocuments: 1, profilepictures: 0, associations: 0 });
    // Only this tenant's pending teams, the finished competition's too (it still waits for a decision).
    expect(summary.pending_teams).toEqual([
      expect.objectContaining({ competition: "Copa de Verão", count: 1 }),
      { competition_id: s.open.id, competition: "Estadual de Vôlei", count: 1 },
    ]);
    expect(summary.competitions.map((c: { name: string }) => c.name)).toEqual(["Estadual de Vôlei"]);
    expect(summary.events.map((e: { title: string }) => e.title)).toEqual([
      "Abertura do Estadual",
      "Reunião da diretoria",
    ]);
    // The master is a person of the tenant too: their own documents, not anyone else's.
    expect(summary.documents).toHaveLength(1);
    expect(summary.documents[0]).toMatchObject({ self: true });
    expect(summary.documents[0].items.map((item: { status: string }) => item.status)).toEqual([
      "missing",
      "missing",
    ]);
    expect(summary.teams).toEqual([]);
  });

  it("shows a person without staff permissions no staff numbers: their documents to send and their teams", async () => {
    const tenant = await server.createTenant();
    const s = await setup(tenant);
    const token = await server.login(tenant, s.ana);
    const { result } = (await server.api(tenant, "GET", "home/summary", { token })).body;
    expect(result.approvals).toEqual({});
    expect(result.pending_teams).toBeNull();
    expect(result.competitions).toBeNull();
    expect(result.events.map((e: { title: string }) => e.title)).toEqual(["Abertura do Estadual"]);
    expect(result.documents).toEqual([
      {
        user_id: s.ana.id,
        name: "Ana Atleta",
        self: true,
        items: [
          { documenttype_id: s.note.id, name: "Atestado médico", status: "missing", review_reason: null },
          expect.objectContaining({ name: "RG", status: "rejected", review_reason: "Foto ilegível." }),
        ],
      },
    ]);
    expect(result.teams).toEqual([
      { id: s.team.id, name: "Alfa Vôlei", competition: "Estadual de Vôlei", is_responsible: false },
    ]);
  });

  it("counts only the queues a staff member decides, and no teams without the competitions module", async () => {
    const tenant = await server.createTenant({ modules: [] });
    await setup(tenant);
    const staff = await server.loginAs(tenant, { permissions: ["userdocuments", "competitions"] });
    const { result } = (await server.api(tenant, "GET", "home/summary", { token: staff })).body;
    expect(result.approvals).toEqual({ userdocuments: 1 });
    expect(result.pending_teams).toBeNull();
    expect(result.competitions).toBeNull();
  });

  it("needs a logged-in person", async () => {
    const tenant = await server.createTenant();
    expect((await server.api(tenant, "GET", "home/summary")).status).toBe(401);
  });
});

describe("the demonstration set on the start page", () => {
  it("gives staff competitions and events coming, and people the documents to send", async () => {
    const tenant = await server.createTenant();
    const seeder = await server.loginAs(tenant, { permissions: ["seed"] });
    expect((await server.api(tenant, "POST", "seed/demo", { token: seeder })).status).toBe(200);
    const master = await server.loginAs(tenant, { master: true });
    const staff = (await server.api(tenant, "GET", "home/summary", { token: master })).body.result;
    // The living federation's, by start: the championship being played, the school games' three
    // events, the cup taking registrations (next season's festival is past the card's five).
    const season = demoSeason(new Date());
    expect(staff.competitions.map((c: { name: string }) => c.name)).toEqual([
      `Campeonato Estadual de Futsal ${season}`,
      gamesCompetitionName(GAMES_EVENTS.swimming, season),
      gamesCompetitionName(GAMES_EVENTS.futsal, season),
      gamesCompetitionName(GAMES_EVENTS.athletics, season),
      `Copa Estadual Sub-17 de Futsal ${season}`,
    ]);
    expect(staff.events).toHaveLength(3);
    const person = await server.loginAs(tenant);
    const own = (await server.api(tenant, "GET", "home/summary", { token: person })).body.result;
    expect(own.documents[0].items.map((item: { name: string }) => item.name)).toEqual([
      "Atestado médico",
      "RG ou CNH",
    ]);
  });
});
