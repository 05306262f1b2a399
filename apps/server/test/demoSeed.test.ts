import { computeStandings, type MatchResult, type Regulation } from "@quadra/engine";
import { RESOURCES, tableOf } from "@quadra/shared";
import type { PhaseStandingsView } from "@quadra/shared/contracts/competitions";
import type { OlympicsResults } from "@quadra/shared/contracts/olympics";
import type { RefereeBoard, RefereeCosts } from "@quadra/shared/contracts/referees";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStaticBrCode } from "../src/modules/bills/pix/brCode.ts";
import { runningChampionshipName } from "../src/modules/seed/demoCompetitions.ts";
import type { DemoRecord } from "../src/modules/seed/demoData.ts";
import { DEMO_PIX, demoPayers } from "../src/modules/seed/demoFinances.ts";
import { GAMES_EVENTS, gamesCompetitionName, gamesName } from "../src/modules/seed/demoGames.ts";
import { respondByFor } from "../src/modules/seed/demoGamesDay.ts";
import {
  DEMO_CLUBS,
  demoAthletes,
  demoManagers,
  demoReferees,
  demoStaff,
} from "../src/modules/seed/demoPeopleData.ts";
import {
  demoContracts,
  demoJudoEntries,
  demoJudoRequests,
  demoMemberships,
  demoRegisterTypeNames,
} from "../src/modules/seed/demoRegisters.ts";
import { allDemoRecords, demoSeason } from "../src/modules/seed/demoSeed.ts";
import { DEMO_MASTER_EMAIL, seedDemoTenant } from "../src/seed/demoTenant.ts";
import { dumpDatabase, rowsOf } from "./dbState.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/** First start (ARCHITECTURE §6): the demo tenant and its master, seeded once, with a living federation. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loginDemo = (password: string, host = "localhost") =>
  server.app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { host },
    payload: { login: DEMO_MASTER_EMAIL, password },
  });

/** The demo tenant's API on its branded host, as the master. */
const demoApi = async (token: string, method: "GET" | "POST", path: string) => {
  const response = await server.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { host: "localhost", authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
};

const query = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await server.db.owner.execute(statement));

/** Every table but sessions (logging in writes one). */
const dataOf = async () => ({ ...(await dumpDatabase(server.db)), sessions: [] });

describe("demo seed", () => {
  let password = "";
  let token = "";

  it("creates the demo tenant on host localhost with a master and super, once", async () => {
    const seeded = await seedDemoTenant(server.db, {
      adminPassword: undefined,
      storage: server.app.deps.storage,
    });
    expect(seeded.created).toBe(true);
    password = seeded.generatedPassword!;
    // 12 random bytes, base64url: hard to guess, printed once.
    expect(password).toMatch(/^[\w-]{16,}$/);

    const client = await server.app.inject({ method: "GET", url: "/api/v1/quadra/client?host=localhost" });
    expect(client.json().result).toMatchObject({ identifier: "demo", code: "demo", public: true });
    // On its branded host the tenant API answers without /t/demo.
    const login = await loginDemo(password);
    expect(login.statusCode).toBe(200);
    expect(login.json().result.info).toMatchObject({ email: DEMO_MASTER_EMAIL, master: true, super: true });
    token = login.json().result.token;
    const modules = await server.app.inject({ method: "GET", url: "/t/demo/api/v1/configs/common" });
    expect(modules.json().result.available_modules.length).toBeGreaterThan(5);

    const before = await dumpDatabase(server.db);
    expect(await seedDemoTenant(server.db, { adminPassword: "outra senha forte" })).toEqual({
      created: false,
    });
    expect(await dumpDatabase(server.db)).toEqual(before);
    expect((await loginDemo("outra senha forte")).statusCode).toBe(401);
    expect((await loginDemo(password)).statusCode).toBe(200);
  }, 120_000);

  it("shows a newcomer a federation with clubs, athletes, managers and staff", async () => {
    const season = demoSeason(new Date());
    const people = await demoApi(token, "GET", "users?per_page=1");
    expect(people.status).toBe(200);
    // The master and everyone of the demo's register.
    const registered =
      demoStaff(season).length +
      demoManagers(season).length +
      demoAthletes(season).length +
      demoReferees(season).length;
    expect(registered).toBeGreaterThanOrEqual(170);
    expect(people.body.result.total).toBe(1 + registered);

    const clubs = await demoApi(token, "GET", "associations?per_page=50");
    expect(clubs.body.result.total).toBe(DEMO_CLUBS.length);
    const joinville = clubs.body.result.data.find(
      (club: { short_name: string }) => club.short_name === "ADJ Futsal",
    );
    expect(joinville).toMatchObject({ status: "approved", cnpj: DEMO_CLUBS[0]!.cnpj });
    // The regions were seeded first, so the clubs have their cities.
    expect(joinville._titles.city_id).toBe("Joinville");
    const athletes = await demoApi(token, "GET", `associations/${joinville.id}/associationusers?per_page=1`);
    expect(athletes.body.result.total).toBe(20);
    const managers = await demoApi(token, "GET", `associations/${joinville.id}/associationmanagers`);
    expect(managers.body.result.data.map((manager: { role: string }) => manager.role).sort()).toEqual([
      "coach",
      "president",
    ]);
    const [ages] = await query<{ sub15: number; sub17: number; adults: number }>(sql`
      select count(*) filter (where gender = 'F')::int as sub15,
        count(*) filter (where gender = 'M' and birthdate > ${`${season - 18}-01-01`})::int as sub17,
        count(*) filter (where gender = 'M' and birthdate <= ${`${season - 18}-12-31`})::int as adults
      from associationusers a join users u on u.tenant_id = a.tenant_id and u.id = a.user_id`);
    expect(ages).toEqual({ sub15: 40, sub17: 40, adults: 80 });
    const [staff] = await query<{ n: number }>(sql`
      select count(*)::int as n from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
      where r.name = 'Secretaria'`);
    expect(staff!.n).toBe(demoStaff(season).length);
    // Documents the athletes sent: some approved, the rest in the staff's review queue, the scans private.
    const documents = await query<{ status: string; visibility: string }>(sql`
      select d.status, u.visibility from userdocuments d
      join uploads u on u.tenant_id = d.tenant_id and 'uploads/' || u.id = d.file`);
    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(new Set(documents.map((document) => document.status))).toEqual(new Set(["approved", "pending"]));
    expect(documents.every((document) => document.visibility === "private")).toBe(true);
  });

  it("has a running championship with drawn groups, results and a table the engine computes", async () => {
    const season = demoSeason(new Date());
    const list = await demoApi(token, "GET", "competitions?per_page=50");
    const byStatus = Object.fromEntries(
      list.body.result.data.map((competition: { name: string; status: string }) => [
        competition.name,
        competition.status,
      ]),
    );
    expect(byStatus[runningChampionshipName(season)]).toBe("running");
    expect(Object.values(byStatus)).toEqual(expect.arrayContaining(["registration", "planned"]));

    const [championship] = await query<{ id: string }>(
      sql`select id from competitions where name = ${runningChampionshipName(season)}`,
    );
    const teams = await query<{ id: string; status: string; members: number }>(sql`
      select t.id, t.status, (select count(*)::int from teammembers m where m.team_id = t.id) as members
      from teams t where t.competition_id = ${championship!.id}`);
    expect(teams).toHaveLength(8);
    expect(teams.every((team) => team.status === "approved" && team.members === 10)).toBe(true);
    const [pending] = await query<{ n: number }>(
      sql`select count(*)::int as n from teams where status = 'pending'`,
    );
    expect(pending!.n).toBe(1);

    const phases = await query<{ id: string; name: string; status: string; format: string }>(
      sql`select id, name, status, format from phases where competition_id = ${championship!.id} order by position`,
    );
    expect(phases.map(({ format, status }) => [format, status])).toEqual([
      ["groups", "scheduled"],
      ["knockout", "pending"],
    ]);
    const [draw] = await query<{ seed: string; groups: { name: string; teams: string[] }[] }>(
      sql`select seed, groups from competitiondraws where phase_id = ${phases[0]!.id}`,
    );
    expect(draw!.seed).toBe(`estadual-futsal-${season}`);
    expect(draw!.groups.map((group) => group.teams.length)).toEqual([4, 4]);

    const duels = await query<{
      id: string;
      group_id: string;
      status: string;
      home_team_id: string;
      away_team_id: string;
      home_score: number | null;
      away_score: number | null;
      scheduled_at: Date;
    }>(sql`
      select d.id, r.group_id, d.status, d.home_team_id, d.away_team_id, d.home_score, d.away_score, d.scheduled_at
      from duels d join rounds r on r.tenant_id = d.tenant_id and r.id = d.round_id
      where d.competition_id = ${championship!.id}`);
    expect(duels).toHaveLength(24);
    const counted = duels.filter((duel) => duel.status === "played" || duel.status === "confirmed");
    expect(counted).toHaveLength(16);
    const coming = duels.filter((duel) => duel.status === "scheduled");
    expect(coming).toHaveLength(8);
    expect(coming.every((duel) => new Date(duel.scheduled_at).getTime() > Date.now())).toBe(true);

    // The stored regulation is the engine's own: its table comes out of the results as they are.
    const [regulation] = await query<Pick<Regulation, "points" | "sequences"> & { name: string }>(sql`
      select r.name, r.points, r.sequences from regulations r
      join competitions c on c.tenant_id = r.tenant_id and c.regulation_id = r.id where c.id = ${championship!.id}`);
    for (const groupId of new Set(duels.map((duel) => duel.group_id))) {
      const matches: MatchResult[] = counted
        .filter((duel) => duel.group_id === groupId)
        .map((duel) => ({
          id: duel.id,
          home: duel.home_team_id,
          away: duel.away_team_id,
          homeScore: duel.home_score!,
          awayScore: duel.away_score!,
        }));
      const table = computeStandings({ matches, regulation: regulation as Regulation });
      expect(table.rows).toHaveLength(4);
      expect(table.rows.reduce((sum, row) => sum + row.stats.played, 0)).toBe(2 * matches.length);
    }
    // And the director's table (competitions/standings.ts) says the same: 4 rounds played in each group.
    const standings = await demoApi(token, "GET", `competitions/${championship!.id}/standings`);
    expect(standings.status, JSON.stringify(standings.body).slice(0, 300)).toBe(200);
    const [groupsPhase] = standings.body.result.phases as PhaseStandingsView[];
    expect(groupsPhase!.groups.map((group) => group.rows.map((row) => row.played))).toEqual([
      [4, 4, 4, 4],
      [4, 4, 4, 4],
    ]);
    expect(groupsPhase!.groups[0]!.rows[0]!.zone).toBeTruthy();
  });

  it("shows the demo athlete and the first club's managers an open and a paid bill, and debts to choose", async () => {
    const season = demoSeason(new Date());
    const { athlete, club } = demoPayers(season);
    const bills = await query<{ payer: string; status: string; adds_up: boolean }>(sql`
      select coalesce(u.cpf, a.cnpj) as payer, b.status,
        b.total_cents = b.debts_cents + b.fine_cents + b.interest_cents - b.discount_cents as adds_up
      from bills b left join users u on u.id = b.user_id left join associations a on a.id = b.association_id
      where u.cpf = ${athlete.cpf} or a.cnpj = ${club.cnpj}`);
    for (const payer of [athlete.cpf, club.cnpj])
      expect(
        bills
          .filter((bill) => bill.payer === payer)
          .map((bill) => bill.status)
          .sort(),
        payer,
      ).toEqual(["open", "paid"]);
    expect(bills.every((bill) => bill.adds_up)).toBe(true);
    const open = await query<{ count: number }>(sql`
      select count(*)::int as count from debts d left join users u on u.id = d.user_id
      left join associations a on a.id = d.association_id
      where d.status = 'open' and (u.cpf = ${athlete.cpf} or a.cnpj = ${club.cnpj})`);
    expect(open[0]!.count).toBe(3);
    // The open bills carry the demo federation's static PIX: a BR Code that parses, CRC and all.
    const codes = await query<{ pix_code: string | null; total_cents: number }>(sql`
      select b.pix_code, b.total_cents::int as total_cents from bills b left join users u on u.id = b.user_id
      left join associations a on a.id = b.association_id
      where b.status = 'open' and (u.cpf = ${athlete.cpf} or a.cnpj = ${club.cnpj})`);
    expect(codes).toHaveLength(2);
    for (const { pix_code, total_cents } of codes)
      expect(parseStaticBrCode(pix_code ?? "")).toMatchObject({
        key: DEMO_PIX.pix_key,
        merchantName: "FEDERACAO DEMONSTRACAO",
        amountCents: total_cents,
      });
  });

  it("has a judo affiliation, a club's members and contracts as the registers' flow leaves them", async () => {
    const season = demoSeason(new Date());
    const names = demoRegisterTypeNames(season);
    const judo = demoJudoEntries(season);
    const entries = await query<{
      cpf: string;
      number: string;
      status: string;
      belt: string | null;
      debt: string | null;
      bill: string | null;
    }>(sql`
      select u.cpf, r.number, r.status, g.name as belt, d.status as debt, b.status as bill
      from registers r join registertypes t on t.id = r.registertype_id join users u on u.id = r.user_id
      left join registergraduations g on g.id = r.registergraduation_id
      left join debts d on d.id = r.debt_id left join bills b on b.id = d.bill_id
      where t.name = ${names.judo}`);
    expect(entries).toHaveLength(judo.length);
    // Numbered by the registers' rule: the type's prefix, the year, a sequence of five digits.
    expect(new Set(entries.map((entry) => entry.number)).size).toBe(judo.length);
    for (const entry of entries) expect(entry.number).toMatch(/^JUDO-\d{4}-\d{5}$/);
    const statusOf = (state: string) =>
      ({ active: "active", pending: "pending_payment", expired: "expired" })[state];
    for (const planned of judo) {
      const stored = entries.filter(
        (entry) => entry.cpf === planned.person.cpf && entry.status === statusOf(planned.state),
      );
      expect(stored, planned.person.name).toHaveLength(1);
      // Paid in a settled bill, or still owed in an open one; referees and last season's owe nothing.
      const owed = planned.state !== "expired" && planned.role !== "Árbitro";
      expect([stored[0]!.debt, stored[0]!.bill], planned.person.name).toEqual(
        !owed ? [null, null] : planned.state === "active" ? ["paid", "paid"] : ["billed", "open"],
      );
      // The promotions moved the entry to the last belt they gave.
      expect(stored[0]!.belt, planned.person.name).toBe(
        planned.promotions?.at(-1)?.belt ?? planned.belt ?? null,
      );
    }
    const promotions = await query<{ n: number }>(sql`
      select count(*)::int as n from registerpromotions p join registers r on r.id = p.register_id
      join registertypes t on t.id = r.registertype_id where t.name = ${names.judo} and p.from_graduation_id is not null`);
    expect(promotions[0]!.n).toBe(judo.reduce((sum, entry) => sum + (entry.promotions?.length ?? 0), 0));

    const queues = await query<{ kind: string; status: string; n: number; reasons: number }>(sql`
      select 'register' as kind, q.status, count(*)::int as n, count(q.review_reason)::int as reasons
      from registerrequests q join registertypes t on t.id = q.registertype_id where t.name = ${names.judo}
      group by q.status
      union all
      select 'membership', q.status, count(*)::int, count(q.review_reason)::int
      from registermembershiprequests q join registertypes t on t.id = q.registertype_id
      where t.name = ${names.members} group by q.status`);
    const members = demoMemberships(season);
    const requests = demoJudoRequests(season);
    expect(
      queues
        .filter((row) => row.status !== "approved")
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.status.localeCompare(b.status)),
    ).toEqual([
      { kind: "membership", status: "pending", n: members.requests.length, reasons: 0 },
      { kind: "register", status: "pending", n: requests.pending.length, reasons: 0 },
      { kind: "register", status: "rejected", n: 1, reasons: 1 },
    ]);
    // The open page offers the club's membership with a text written to the visitor, not a staff note.
    const offer = await demoApi(token, "GET", "public/registers/offer");
    const club = offer.body.result.find((type: { name: string }) => type.name === names.members);
    expect(club.description).toMatch(/^Seja sócio do clube: escolha o plano/);
    expect(club.description).not.toMatch(/página aberta|Pedidos/);

    const memberships = await query<{ status: string; number: string }>(sql`
      select m.status, m.number from registermemberships m join registertypes t on t.id = m.registertype_id
      where t.name = ${names.members}`);
    expect(memberships.map((m) => m.status).sort()).toEqual(
      members.list
        .map((m) => ({ active: "active", pending: "pending_payment", expired: "expired" })[m.state])
        .sort(),
    );
    for (const membership of memberships) expect(membership.number).toMatch(/^SOC-\d{4}-\d{5}$/);

    const contracts = await query<{
      kind: string;
      status: string;
      number: string;
      code: string;
      lending: string | null;
    }>(sql`
      select c.kind, c.status, c.number, c.verification_code as code, c.lending_association_id as lending
      from registercontracts c join registertypes t on t.id = c.registertype_id where t.name = ${names.contracts}`);
    expect(contracts).toHaveLength(demoContracts(season).length);
    expect(new Set(contracts.map((c) => c.code)).size).toBe(contracts.length);
    for (const contract of contracts) {
      expect(contract.number).toMatch(/^CTR-\d{4}-\d{5}$/);
      expect(contract.code).toMatch(/^[2-9A-Z]{10,16}$/);
    }
    expect(contracts.filter((c) => c.kind === "loan" && c.lending)).toHaveLength(1);
    expect(contracts.map((c) => c.status).sort()).toEqual([
      "active",
      "active",
      "active",
      "active",
      "ended",
      "terminated",
    ]);
  });

  it("has a games edition with delegations, results, a medal table, a suspension and referees", async () => {
    const season = demoSeason(new Date());
    const [edition] = await query<{ id: string }>(
      sql`select id from olympics where name = ${gamesName(season)}`,
    );
    const results = await demoApi(token, "GET", `olympics/${edition!.id}/results`);
    expect(results.status, JSON.stringify(results.body).slice(0, 300)).toBe(200);
    const { delegations, events, medals, points } = results.body.result as OlympicsResults;
    expect(delegations).toHaveLength(4);
    // The swimming and the long jump are decided (their finals have every mark); the futsal is on.
    const decided = Object.fromEntries(events.map((event) => [event.event.name, event.decided]));
    expect(decided).toEqual({
      [GAMES_EVENTS.futsal]: false,
      [GAMES_EVENTS.swimming]: true,
      [GAMES_EVENTS.athletics]: true,
    });
    expect(medals.reduce((sum, row) => sum + row.gold + row.silver + row.bronze, 0)).toBe(6);
    expect(medals[0]!.gold).toBeGreaterThan(0);
    expect(points[0]!.points).toBeGreaterThan(0);
    const [notes] = await query<{ n: number }>(
      sql`select count(*)::int as n from olympicsnotes where olympic_id = ${edition!.id} and published`,
    );
    expect(notes!.n).toBe(1);

    // The futsal: four played (the first round confirmed), two to come; cards on the sheets.
    const [futsal] = await query<{ id: string }>(
      sql`select id from competitions where name = ${gamesCompetitionName(GAMES_EVENTS.futsal, season)}`,
    );
    const duels = await query<{ id: string; status: string }>(
      sql`select id, status from duels where competition_id = ${futsal!.id} order by number`,
    );
    expect(duels.map((duel) => duel.status).sort()).toEqual(
      ["confirmed", "confirmed", "played", "played", "scheduled", "scheduled"].sort(),
    );
    const [cards] = await query<{ yellow: number; red: number }>(sql`
      select coalesce(sum(yellow_cards), 0)::int as yellow, count(*) filter (where red_card)::int as red
      from duellineups where duel_id in (select id from duels where competition_id = ${futsal!.id})`);
    expect(cards!.red).toBe(1);
    expect(cards!.yellow).toBeGreaterThan(0);
    // The player sent off may not play the third round: her side's roster says why.
    const [punished] = await query<{ user_id: string; team_id: string }>(
      sql`select user_id, team_id from punishments where competition_id = ${futsal!.id}`,
    );
    const [upcoming] = await query<{ id: string }>(sql`
      select id from duels where competition_id = ${futsal!.id} and status = 'scheduled'
      and ${punished!.team_id} in (home_team_id, away_team_id)`);
    const roster = await demoApi(token, "GET", `duels/${upcoming!.id}/roster`);
    const player = roster.body.result.sides
      .flatMap((side: { players: { user_id: string }[] }) => side.players)
      .find((row: { user_id: string }) => row.user_id === punished!.user_id);
    expect(player.eligible).toBe(false);
    expect(player.reason).toMatch(/Suspens/);

    // The heats: the 50 m's record, the long jump's NM.
    const [marks] = await query<{ records: number; nm: number }>(sql`
      select count(*) filter (where record)::int as records, count(*) filter (where mark_status = 'NM')::int as nm
      from heatentries`);
    expect(marks!.records).toBeGreaterThanOrEqual(2);
    expect(marks!.nm).toBe(1);

    // The referees: one appointment awaiting an answer, one confirmed, one declined; an absence.
    const board = await demoApi(token, "GET", `referees/board?competition_id=${futsal!.id}`);
    expect(board.status).toBe(200);
    const statuses = (board.body.result as RefereeBoard).events
      .flatMap((event) => event.appointments)
      .map((appointment) => appointment.status)
      .sort();
    expect(statuses).toEqual(["appointed", "appointed", "confirmed", "declined"]);
    // Each appointment is answered before its own match, and the pending ones can still be answered.
    const deadlines = await query<{ status: string; respond_by: string; scheduled_at: string }>(sql`
      select a.status, a.respond_by, d.scheduled_at from refereeappointments a
      join duels d on d.tenant_id = a.tenant_id and d.id = a.duel_id
      where d.competition_id = ${futsal!.id}`);
    expect(deadlines).toHaveLength(4);
    for (const row of deadlines) {
      expect(new Date(row.respond_by).getTime(), JSON.stringify(row)).toBeLessThan(
        new Date(row.scheduled_at).getTime(),
      );
      if (row.status === "appointed") expect(new Date(row.respond_by).getTime()).toBeGreaterThan(Date.now());
    }
    expect((board.body.result as RefereeBoard).attention).toBeGreaterThanOrEqual(1);
    // Each standing one costs its referee's grade's fee (the demo's roles set none): the national
    // referee's two matches and the trainee's table; the declined one costs nothing.
    const costs = await demoApi(token, "GET", `referees/costs?competition_id=${futsal!.id}`);
    expect(costs.status).toBe(200);
    expect((costs.body.result as RefereeCosts).total).toBe(2 * 42_000 + 15_000);
    const [absences] = await query<{ n: number }>(sql`select count(*)::int as n from refereeabsences`);
    expect(absences!.n).toBe(1);
  });

  it("gives a referee the evening before the match to answer, or half the time left when the match is nearer", () => {
    const now = new Date("2026-11-26T13:00:00-03:00");
    // A match in three days: the evening before its day, 18h.
    expect(respondByFor(new Date("2026-11-29T09:00:00-03:00"), now).toISOString()).toBe(
      new Date("2026-11-28T18:00:00-03:00").toISOString(),
    );
    expect(respondByFor(new Date("2026-11-29T21:30:00-03:00"), now).toISOString()).toBe(
      new Date("2026-11-28T18:00:00-03:00").toISOString(),
    );
    // Tomorrow morning: this evening is too near (or gone), so halfway between now and the match.
    const near = new Date("2026-11-27T09:00:00-03:00");
    const deadline = respondByFor(near, now);
    expect(deadline.getTime()).toBe(now.getTime() + (near.getTime() - now.getTime()) / 2);
    expect(deadline.getTime()).toBeLessThan(near.getTime());
    expect(deadline.getTime()).toBeGreaterThan(now.getTime());
  });

  it("audits each record of the set once, as the API's create does (the stored record and its title)", async () => {
    const resources = new Set<string>();
    const visit = (record: DemoRecord) => {
      resources.add(record.resource);
      record.children?.forEach(visit);
    };
    allDemoRecords(new Date()).forEach(visit);
    expect(resources.size).toBeGreaterThan(30);
    for (const resource of resources) {
      const def = RESOURCES[resource]!;
      const rows = await query<{
        id: string;
        version: number;
        entries: number;
        after: Record<string, unknown>;
      }>(
        sql.raw(`select t.id, t.version,
          (select count(*)::int from audit_logs l where l.record_id = t.id::text and l.action = 'create') as entries,
          (select l.changes -> 'after' from audit_logs l where l.record_id = t.id::text and l.action = 'create' limit 1) as after
          from "${tableOf(def)}" t`),
      );
      expect(rows.length, resource).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.entries, `${resource} ${row.id}`).toBe(1);
        // The whole record as stored (createRecord's toRecord), not only what the seed sent.
        expect(row.after, resource).toMatchObject({ id: row.id, version: row.version });
        expect(Object.keys(row.after), resource).toEqual(expect.arrayContaining(Object.keys(def.fields)));
      }
    }
    // A member's entry is titled by the person, like the teams' screens name them.
    const [member] = await query<{ record_title: string; name: string }>(sql`
      select l.record_title, u.name from audit_logs l
      join teammembers m on m.id::text = l.record_id join users u on u.id = m.user_id
      where l.action = 'create' and l.resource = 'teammembers' limit 1`);
    expect(member!.record_title).toBe(member!.name);
  });

  it("writes markup only into rich-text fields (a plain text field shows its text as typed)", () => {
    const markup: string[] = [];
    const visit = (record: DemoRecord) => {
      const def = RESOURCES[record.resource]!;
      for (const [key, value] of Object.entries(record.values)) {
        const kind = def.fields[key]?.kind;
        if (
          (kind === "text" || kind === "textarea") &&
          typeof value === "string" &&
          /<\/?[a-z][^>]*>/i.test(value)
        )
          markup.push(`${record.resource}.${key}: ${value.slice(0, 60)}`);
      }
      record.children?.forEach(visit);
    };
    allDemoRecords(new Date()).forEach(visit);
    expect(markup).toEqual([]);
  });

  it("seeds nothing more when the seed screen runs it again", async () => {
    const data = await dataOf();
    const again = await demoApi(token, "POST", "seed/demo");
    expect(again.status, JSON.stringify(again.body).slice(0, 500)).toBe(200);
    expect(Object.entries(again.body.result.created).filter(([, created]) => created !== 0)).toEqual([]);
    expect(again.body.result.existing).toMatchObject({
      users: expect.any(Number),
      // The championship's 24 and the games' futsal 6; its rosters and the games' teams.
      duels: 24 + 6,
      teammembers: 100 + 4 * 5 + 2 * 4 * 2,
    });
    expect(await dataOf()).toEqual(data);
  }, 60_000);
});
