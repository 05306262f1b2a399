import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeText, foldLine, writeCalendar } from "../src/modules/referees/icalendar.ts";
import { users } from "../src/platform/db/schema/index.ts";
import { startFakeWhatsApp } from "./fakes/fakeWhatsApp.ts";
import type { TestServer, TestTenant } from "./harness.ts";
import { type Mailbox, startServerWithMailbox } from "./mailbox.ts";
import { insertRow } from "./myArea.ts";

/**
 * The referee department (issue 14) through the real API: an appointment's conflicts refused (absent,
 * of a playing association, twice on the match) or warned until a reason is given (overlapping
 * times, a category below the competition's, too many matches a day), the check before saving, the
 * board, the costs, the notice by e-mail, the referee's answers within the deadline and the
 * calendar feed. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let server: TestServer;
let mailbox: Mailbox;
let close: () => Promise<void>;

beforeAll(async () => {
  // The Cloud API's fake answers on 127.0.0.1, which only tests may call over plain HTTP.
  ({ server, mailbox, close } = await startServerWithMailbox({ whatsappInsecureHosts: ["127.0.0.1"] }));
});
afterAll(() => close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const setup = async () => {
  const tenant = await server.createTenant();
  const staff = await server.loginAs(tenant, {
    name: "Coordenadora Célia",
    permissions: ["refereeschedules", "referees", "competitions"],
  });
  const call = (method: Method, path: string, body?: unknown, token = staff) =>
    server.api(tenant, method, path, { token, ...(body === undefined ? {} : { body }) });
  const ok = async (method: Method, path: string, body?: unknown, token = staff) => {
    const response = await call(method, path, body, token);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body.result;
  };
  const north = await insertRow(server, tenant, "associations", { name: "Clube Norte", status: "approved" });
  const south = await insertRow(server, tenant, "associations", { name: "Clube Sul", status: "approved" });
  const fifa = await ok("POST", "refereecategories", {
    name: "FIFA",
    scope: "international",
    level: 1,
    fee: 50_000,
  });
  const national = await ok("POST", "refereecategories", { name: "Nacional", scope: "national", level: 2 });
  const state = await ok("POST", "refereecategories", {
    name: "Estadual",
    scope: "state",
    level: 3,
    fee: 15_000,
  });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Estadual Sub-17",
    status: "running",
    referee_category_id: national.id,
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
  const teams = [
    await team("Alfa", north.id),
    await team("Beta", north.id),
    await team("Gama", south.id),
    await team("Delta", south.id),
  ];
  const phase = await ok("POST", `competitions/${competition.id}/phases`, {
    name: "Fase única",
    format: "groups",
    groups_count: 1,
    entry: "all",
    position: 1,
  });
  await ok("POST", `phases/${phase.id}/draw`, { pots: [teams], seed: "arbitragem" });
  await ok("POST", `phases/${phase.id}/fixtures`, { starts_on: "2026-03-01", days_between_rounds: 7 });
  const listed = (await ok("GET", `competitions/${competition.id}/duels?phase_id=${phase.id}`)) as {
    id: string;
    home: { id: string };
    away: { id: string };
  }[];
  const northTeams = new Set(teams.slice(0, 2));
  // The one match without a team of the north (Gama × Delta), then the others.
  const southOnly = listed.find((d) => !northTeams.has(d.home.id) && !northTeams.has(d.away.id))!;
  const others = listed.filter((d) => d !== southOnly);
  const schedule = async (id: string, at: string, place: string) => {
    const { version } = await ok("GET", `duels/${id}`);
    await ok("PATCH", `duels/${id}`, { scheduled_at: at, place, version });
  };
  // 1 March: 15:00 (the south-only match), 16:00 and 20:00; 2 March 10:00.
  await schedule(southOnly.id, "2026-03-01T15:00:00-03:00", "Ginásio Central, quadra 1");
  await schedule(others[0]!.id, "2026-03-01T16:00:00-03:00", "Ginásio Norte");
  await schedule(others[1]!.id, "2026-03-01T20:00:00-03:00", "Ginásio Central");
  await schedule(others[2]!.id, "2026-03-02T10:00:00-03:00", "Arena Sul");
  const duels = { first: southOnly.id, overlap: others[0]!.id, evening: others[1]!.id, next: others[2]!.id };

  const main = await ok("POST", "refereeroles", { name: "Árbitro principal", kind: "referee", fee: 30_000 });
  const assistant = await ok("POST", "refereeroles", { name: "Assistente", kind: "assistant" });
  // No role grants them my_referees: being on the register does (sessionInfo's REFEREE_GRANT).
  const person = async (name: string) => {
    const user = await server.createUser(tenant, { name });
    return { user, token: await server.login(tenant, user) };
  };
  const ana = await person("Ana Árbitra");
  const bruno = await person("Bruno Bandeira");
  const carla = await person("Carla Clube");
  const referee = async (userId: string, values: Record<string, unknown>) =>
    (await ok("POST", "referees", { user_id: userId, kinds: ["referee", "assistant"], ...values }))
      .id as string;
  const referees = {
    ana: await referee(ana.user.id, { category_id: fifa.id, max_per_day: 2 }),
    bruno: await referee(bruno.user.id, { category_id: state.id }),
    carla: await referee(carla.user.id, { category_id: fifa.id, association_id: north.id }),
  };
  const appoint = (values: Record<string, unknown>) => call("POST", "refereeappointments", values);
  return {
    tenant,
    staff,
    call,
    ok,
    competition,
    duels,
    roles: { main: main.id as string, assistant: assistant.id as string },
    referees,
    people: { ana, bruno, carla },
    appoint,
  };
};
type Setup = Awaited<ReturnType<typeof setup>>;

const expectRefused = (
  response: { status: number; body: any },
  field: string,
  fragment: RegExp,
  status = 409,
) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.errors?.[field], JSON.stringify(response.body)).toMatch(fragment);
};

describe("refereeappointments: conflicts", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup();
  });

  it("refuses a referee of an association that plays the match", async () => {
    const refused = await s.appoint({
      duel_id: s.duels.overlap,
      referee_id: s.referees.carla,
      role_id: s.roles.main,
    });
    expectRefused(refused, "referee_id", /entidade que tem equipe nesta partida/);
    expect(refused.body.message).toMatch(/^Árbitro\(a\): /);
    // A match without the association's teams is fine.
    const fine = await s.appoint({
      duel_id: s.duels.first,
      referee_id: s.referees.carla,
      role_id: s.roles.assistant,
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
  });

  it("refuses a referee who is absent at the match time, and the same referee twice on a match", async () => {
    await s.ok("POST", `referees/${s.referees.ana}/refereeabsences`, {
      starts_at: "2026-03-02T08:00:00-03:00",
      ends_at: "2026-03-02T11:00:00-03:00",
      reason: "Viagem",
    });
    const absent = await s.appoint({
      duel_id: s.duels.next,
      referee_id: s.referees.ana,
      role_id: s.roles.main,
    });
    expectRefused(absent, "referee_id", /indisponível de 02\/03 às 08:00 até 02\/03 às 11:00 \(Viagem\)/);

    const first = await s.appoint({
      duel_id: s.duels.first,
      referee_id: s.referees.ana,
      role_id: s.roles.main,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.result.fee).toBe(30_000);
    expect(first.body.result.competition_id).toBe(s.competition.id);
    const twice = await s.appoint({
      duel_id: s.duels.first,
      referee_id: s.referees.ana,
      role_id: s.roles.assistant,
      warnings_accepted: "Motivo qualquer",
    });
    expectRefused(twice, "referee_id", /Já está escalado\(a\) nesta partida/);
  });

  it("warns an overlap and too many matches a day until a reason is given; the check answers them first", async () => {
    const check = await s.ok("POST", "referees/check", {
      duel_id: s.duels.overlap,
      referee_id: s.referees.ana,
      role_id: s.roles.main,
    });
    expect(check.refusals).toEqual([]);
    expect(check.warnings.map((w: { code: string }) => w.code)).toEqual(["overlap"]);
    expect(check.warnings[0].message).toMatch(/mesmo horário \(01\/03 às 15:00, Ginásio Central, quadra 1\)/);

    const warned = await s.appoint({
      duel_id: s.duels.overlap,
      referee_id: s.referees.ana,
      role_id: s.roles.main,
    });
    expectRefused(warned, "warnings_accepted", /mesmo horário.*diga o motivo/);
    const blank = await s.appoint({
      duel_id: s.duels.overlap,
      referee_id: s.referees.ana,
      role_id: s.roles.main,
      warnings_accepted: "   ",
    });
    expect(blank.status).toBe(409);
    const accepted = await s.appoint({
      duel_id: s.duels.overlap,
      referee_id: s.referees.ana,
      role_id: s.roles.main,
      warnings_accepted: "Mesmo ginásio, jogos curtos.",
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);

    // A third match that day: Ana takes at most 2.
    const third = await s.appoint({
      duel_id: s.duels.evening,
      referee_id: s.referees.ana,
      role_id: s.roles.main,
    });
    expectRefused(third, "warnings_accepted", /Ficaria com 3 partidas neste dia; o máximo dele\(a\) é 2/);
  });

  it("warns a category below the competition's (a higher level number)", async () => {
    const lower = await s.appoint({
      duel_id: s.duels.evening,
      referee_id: s.referees.bruno,
      role_id: s.roles.assistant,
    });
    expectRefused(
      lower,
      "warnings_accepted",
      /categoria Estadual é inferior à exigida pela competição \(Nacional\)/,
    );
    const accepted = await s.appoint({
      duel_id: s.duels.evening,
      referee_id: s.referees.bruno,
      role_id: s.roles.assistant,
      warnings_accepted: "Sem árbitro nacional disponível.",
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    // A role without its own fee takes the category's.
    expect(accepted.body.result.fee).toBe(15_000);
  });

  it("checks an edit too: moving an appointment onto an absence is refused", async () => {
    const made = await s.appoint({
      duel_id: s.duels.evening,
      referee_id: s.referees.carla,
      role_id: s.roles.main,
    });
    // Carla is of the north: the evening match has a north team.
    expect(made.status).toBe(409);
    const fine = (
      await s.appoint({
        duel_id: s.duels.next,
        referee_id: s.referees.bruno,
        role_id: s.roles.main,
        warnings_accepted: "ok",
      })
    ).body.result;
    const moved = await s.call("PATCH", `refereeappointments/${fine.id}`, {
      referee_id: s.referees.ana,
      version: fine.version,
    });
    expectRefused(moved, "referee_id", /indisponível/);
  });

  it("answers 400 naming the field for a check without a referee", async () => {
    const bad = await s.call("POST", "referees/check", { duel_id: s.duels.first, role_id: s.roles.main });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.referee_id).toBeTruthy();
  });
});

describe("board, costs, notices, answers and the calendar", () => {
  let s: Setup;
  let ids: { first: string; overlap: string; late: string; evening: string };
  beforeAll(async () => {
    s = await setup();
    const appoint = async (values: Record<string, unknown>) => {
      const response = await s.appoint(values);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.result.id as string;
    };
    ids = {
      first: await appoint({
        duel_id: s.duels.first,
        referee_id: s.referees.ana,
        role_id: s.roles.main,
        respond_by: "2099-01-01T12:00:00-03:00",
      }),
      overlap: await appoint({
        duel_id: s.duels.overlap,
        referee_id: s.referees.ana,
        role_id: s.roles.main,
        warnings_accepted: "Mesmo ginásio.",
        respond_by: "2099-01-01T12:00:00-03:00",
      }),
      late: await appoint({
        duel_id: s.duels.first,
        referee_id: s.referees.bruno,
        role_id: s.roles.assistant,
        warnings_accepted: "Sem outro disponível.",
        respond_by: "2020-01-01T12:00:00-03:00",
      }),
      evening: await appoint({
        duel_id: s.duels.evening,
        referee_id: s.referees.bruno,
        role_id: s.roles.main,
        warnings_accepted: "Sem outro disponível.",
      }),
    };
  });

  it("shows the competition's matches with their appointments, warnings and the overdue answers", async () => {
    const board = await s.ok("GET", `referees/board?competition_id=${s.competition.id}`);
    expect(board.events).toHaveLength(6);
    const first = board.events.find((e: { id: string }) => e.id === s.duels.first);
    expect(first.title).toMatch(/^Jogo \d+: (Gama|Delta) × (Gama|Delta)$/);
    expect(first.place).toBe("Ginásio Central, quadra 1");
    const late = first.appointments.find((a: { id: string }) => a.id === ids.late);
    expect(late).toMatchObject({ referee_name: "Bruno Bandeira", role_name: "Assistente", overdue: true });
    expect(late.warnings.map((w: { code: string }) => w.code)).toEqual(["category"]);
    const overlap = board.events
      .find((e: { id: string }) => e.id === s.duels.overlap)
      .appointments.find((a: { id: string }) => a.id === ids.overlap);
    expect(overlap.warnings.map((w: { code: string }) => w.code)).toEqual(["overlap"]);
    expect(board.attention).toBe(1);
    expect(board.referees.map((r: { name: string }) => r.name)).toEqual([
      "Ana Árbitra",
      "Carla Clube",
      "Bruno Bandeira",
    ]);
    // A period without the competition: only 1 March.
    const day = await s.ok("GET", "referees/board?from=2026-03-01&to=2026-03-01");
    expect(day.events).toHaveLength(3);
    const bad = await s.call("GET", "referees/board?from=2026-03-05&to=2026-03-01");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.to).toMatch(/posterior/);
  });

  it("sums the fees per referee and per competition, without cancelled appointments", async () => {
    const before = await s.ok("GET", `referees/costs?competition_id=${s.competition.id}`);
    expect(before.total).toBe(30_000 + 30_000 + 15_000 + 30_000);
    expect(before.referees).toEqual([
      { id: s.referees.ana, name: "Ana Árbitra", matches: 2, total: 60_000 },
      { id: s.referees.bruno, name: "Bruno Bandeira", matches: 2, total: 45_000 },
    ]);
    expect(before.competitions).toEqual([
      { id: s.competition.id, name: "Estadual Sub-17", matches: 4, total: 105_000 },
    ]);
    await s.ok("POST", `refereeappointments/${ids.evening}/cancel`);
    const again = await s.call("POST", `refereeappointments/${ids.evening}/cancel`);
    expect(again.status).toBe(409);
    const after = await s.ok("GET", "referees/costs");
    expect(after.total).toBe(75_000);
    expect(after.referees[1]).toMatchObject({ name: "Bruno Bandeira", matches: 1, total: 15_000 });
  });

  it("e-mails the appointment to the referee and records the notice", async () => {
    const sent = await s.call("POST", "referees/notify", { ids: [ids.first] });
    expect(sent.body).toMatchObject({
      result: { emailed: 1, whatsapp: 0 },
      message: "1 e-mail e 0 mensagens de WhatsApp enviados.",
    });
    const mails = mailbox.to(s.people.ana.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/escala de arbitragem/);
    expect(mails[0]!.text).toMatch(/Você foi escalado\(a\) como Árbitro principal/);
    expect(mails[0]!.text).toMatch(/Quando: 01\/03\/2026 às 15:00/);
    expect(mails[0]!.text).toMatch(/Onde: Ginásio Central, quadra 1/);
    expect(mails[0]!.text).toMatch(/\/my\/referees\/scales/);
    const record = await s.ok("GET", `refereeappointments/${ids.first}`);
    expect(record.notified_at).toBeTruthy();
    const cancelled = await s.call("POST", "referees/notify", { ids: [ids.evening] });
    expect(cancelled.status).toBe(404);
  });

  it("sends the appointment by WhatsApp through the Cloud API, and says in pt-BR why one was refused", async () => {
    const access = { token: "EAAG-token-da-arbitragem", phoneNumberId: "106540352242922" };
    const cloud = await startFakeWhatsApp(access);
    try {
      const admin = await server.loginAs(s.tenant, { permissions: ["whatsapp"] });
      const saved = await server.api(s.tenant, "PATCH", "whatsapp/settings", {
        token: admin,
        body: {
          version: 0,
          phone_number_id: access.phoneNumberId,
          business_account_id: "102290129340398",
          access_token: access.token,
          api_base_url: cloud.baseUrl,
          default_template: "hello_world",
          default_language: "pt_BR",
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await server.db.tenant(s.tenant.id, (tx) =>
        tx.update(users).set({ phone: "(11) 98765-4321" }).where(eq(users.id, s.people.ana.user.id)),
      );

      const sent = await s.call("POST", "referees/notify", { ids: [ids.first] });
      expect(sent.body).toMatchObject({
        result: { emailed: 1, whatsapp: 1, failures: [] },
        message: "1 e-mail e 1 mensagem de WhatsApp enviados.",
      });
      expect(cloud.requests).toHaveLength(1);
      const [message] = cloud.requests;
      expect(message!.path).toBe(`/v21.0/${access.phoneNumberId}/messages`);
      expect(message!.body).toMatchObject({
        messaging_product: "whatsapp",
        to: "5511987654321",
        type: "text",
      });
      const text = (message!.body as { text: { body: string } }).text.body;
      expect(text).toMatch(/Você foi escalado\(a\) como Árbitro principal/);
      expect(text).toMatch(/Quando: 01\/03\/2026 às 15:00/);

      // Outside the 24-hour window the API refuses free text: the e-mail still goes, and staff read why.
      cloud.refuse("5511987654321", 131047, "Re-engagement message");
      const refused = await s.ok("POST", "referees/notify", { ids: [ids.first] });
      expect(refused).toMatchObject({ emailed: 1, whatsapp: 0 });
      expect(refused.failures).toEqual([
        expect.stringMatching(/^Ana Árbitra: WhatsApp — Passaram-se mais de 24 horas/),
      ]);
    } finally {
      await cloud.close();
    }
  });

  it("lets the referee confirm or decline before the deadline, and refuses after it", async () => {
    const ana = s.people.ana.token;
    const mine = await s.ok("GET", "my/referees/scales", undefined, ana);
    expect(mine.map((a: { id: string }) => a.id)).toEqual([ids.first, ids.overlap]);
    expect(mine[0]).toMatchObject({ status: "appointed", can_respond: true, role_name: "Árbitro principal" });
    const confirmed = await s.ok("POST", `my/referees/scales/${ids.first}/confirm`, undefined, ana);
    expect(confirmed.status).toBe("confirmed");
    const twice = await s.call("POST", `my/referees/scales/${ids.first}/confirm`, undefined, ana);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/já confirmou/);
    const noReason = await s.call("POST", `my/referees/scales/${ids.overlap}/decline`, { reason: "" }, ana);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toMatch(/por que recusa/);
    const declined = await s.ok(
      "POST",
      `my/referees/scales/${ids.overlap}/decline`,
      { reason: "Jogo do meu filho." },
      ana,
    );
    expect(declined).toMatchObject({
      status: "declined",
      decline_reason: "Jogo do meu filho.",
      can_respond: false,
    });

    // Bruno's deadline passed: neither answer is taken.
    const bruno = s.people.bruno.token;
    const late = await s.call(
      "POST",
      `my/referees/scales/${ids.late}/decline`,
      { reason: "Não posso." },
      bruno,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/prazo para responder terminou em 01\/01\/2020/);
    // Someone else's appointment is not found.
    const other = await s.call("POST", `my/referees/scales/${ids.late}/confirm`, undefined, ana);
    expect(other.status).toBe(404);

    const board = await s.ok("GET", `referees/board?competition_id=${s.competition.id}`);
    // Declined (Ana) and unanswered past the deadline (Bruno).
    expect(board.attention).toBe(2);
  });

  it("serves the referee's appointments as an iCalendar feed at a personal address", async () => {
    const feed = await s.ok("GET", "my/referees/calendar", undefined, s.people.bruno.token);
    expect(feed.path).toMatch(/^referees\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const response = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/${feed.path}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    const text = response.body;
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // Bruno's standing appointment (the evening one was cancelled): 15:00 in Brasília is 18:00 UTC.
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain("DTSTART:20260301T180000Z\r\n");
    expect(text).toContain("DTEND:20260301T200000Z\r\n");
    expect(text).toContain("LOCATION:Ginásio Central\\, quadra 1\r\n");
    expect(text).toContain("STATUS:TENTATIVE\r\n");
    expect(text).toContain(`UID:${ids.late}@quadra-arbitragem`);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Another tenant's address, or a forged key, finds nothing.
    const other = await server.createTenant();
    const elsewhere = await server.app.inject({
      method: "GET",
      url: `/t/${other.identifier}/api/v1/${feed.path}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const forged = await server.app.inject({
      method: "GET",
      url: `/t/${s.tenant.identifier}/api/v1/referees/calendar/${"A".repeat(60)}.ics`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it("opens the appointments to whoever is on the referees' register, and closes them when taken off", async () => {
    const me = async (token: string) =>
      (await s.call("GET", "auth/me", undefined, token)).body.result.permissions_names as string[];
    const dora = await server.createUser(s.tenant as TestTenant, { name: "Dora Deslocada" });
    const token = await server.login(s.tenant as TestTenant, dora);
    expect(await me(token)).not.toContain("my_referees");
    expect((await s.call("GET", "my/referees/scales", undefined, token)).status).toBe(403);
    const registered = await s.ok("POST", "referees", {
      user_id: dora.id,
      category_id: (await s.ok("GET", `referees/${s.referees.ana}`)).category_id,
      kinds: ["referee"],
    });
    expect(await me(token)).toContain("my_referees");
    expect((await s.call("GET", "my/referees/scales", undefined, token)).status).toBe(200);
    // Inactive still sees their history; off the register, no more.
    await s.ok("PATCH", `referees/${registered.id}`, { active: false, version: registered.version });
    expect((await s.call("GET", "my/referees/scales", undefined, token)).status).toBe(200);
    await s.ok("DELETE", `referees/${registered.id}`);
    expect(await me(token)).not.toContain("my_referees");
    expect((await s.call("GET", "my/referees/scales", undefined, token)).status).toBe(403);
  });

  it("keeps the board and the answers behind their permissions", async () => {
    const outsider = await server.loginAs(s.tenant as TestTenant, { name: "Sem Acesso" });
    expect((await s.call("GET", "referees/board", undefined, outsider)).status).toBe(403);
    expect((await s.call("POST", "referees/notify", { ids: [ids.first] }, outsider)).status).toBe(403);
    expect((await s.call("GET", "my/referees/scales", undefined, outsider)).status).toBe(403);
    expect((await s.call("GET", "referees/board", undefined, s.people.ana.token)).status).toBe(403);
  });
});

describe("icalendar writer", () => {
  it("escapes text values as RFC 5545 says", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"á".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join("")).toBe(line);
  });

  it("writes an empty calendar that still has its header", () => {
    const text = writeCalendar({ name: "Federação; Teste", events: [] });
    expect(text).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Quadra//Escalas de arbitragem//PT-BR",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Federação\\; Teste",
        "X-WR-TIMEZONE:America/Sao_Paulo",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
});
