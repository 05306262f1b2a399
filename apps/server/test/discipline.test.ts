import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import { multipartBody } from "./multipart.ts";
import { insertRow } from "./myArea.ts";

/**
 * Discipline on the match sheet (issue 14): cards written per player accumulate into suspensions
 * (engine `eligibility`: three yellows, a red), punishments suspend by matches or by period, and a
 * document the competition requires with `blocks_sheet` keeps a player off; each refused with the
 * engine's pt-BR reason on the generic create and on an import. A points punishment writes its
 * deduction, which the standings show with its reason until the punishment is revoked.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setup = async () => {
  const tenant = await server.createTenant();
  const director = await server.loginAs(tenant, {
    name: "Diretora Dora",
    permissions: ["competitions", "punishments", "teamdocuments"],
  });
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) =>
    server.api(tenant, method, path, { token: director, ...(body === undefined ? {} : { body }) });
  const association = await insertRow(server, tenant, "associations", {
    name: "Clube Sul",
    status: "approved",
  });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Liga Sul",
    status: "running",
  });
  const teamIds: string[] = [];
  for (const name of ["Alfa", "Beta", "Gama", "Delta", "Épsilon"])
    teamIds.push(
      (
        await insertRow(server, tenant, "teams", {
          competition_id: competition.id,
          name,
          association_id: association.id,
          status: "approved",
        })
      ).id,
    );
  const alfa = teamIds[0]!;
  const players: Record<string, string> = {};
  for (const [index, name] of ["Ana", "Bia", "Caio", "Duda", "Eva", "Fê"].entries()) {
    const user = await server.createUser(tenant, { name });
    players[name] = user.id as string;
    await insertRow(server, tenant, "teammembers", {
      team_id: alfa,
      user_id: user.id,
      role: "athlete",
      number: index + 1,
    });
  }
  const phase = await call("POST", `competitions/${competition.id}/phases`, {
    name: "Turno",
    format: "groups",
  });
  expect(phase.status, JSON.stringify(phase.body)).toBe(201);
  const group = await call("POST", `phases/${phase.body.result.id}/competitiongroups`, { name: "Único" });
  for (const teamId of teamIds)
    expect(
      (await call("POST", `competitiongroups/${group.body.result.id}/groupparticipants`, { team_id: teamId }))
        .status,
    ).toBe(201);
  const fixtures = await call("POST", `phases/${phase.body.result.id}/fixtures`, {});
  expect(fixtures.status, JSON.stringify(fixtures.body)).toBe(200);
  const duels = (await call("GET", `competitions/${competition.id}/duels?team_id=${alfa}`)).body.result as {
    id: string;
    round_number: number;
    number: number | null;
  }[];
  // Alfa's four matches in the order they are played (one bye among five teams).
  const matches = duels
    .sort((a, b) => a.round_number - b.round_number || (a.number ?? 0) - (b.number ?? 0))
    .map((duel) => duel.id);
  expect(matches).toHaveLength(4);
  const put = (match: string, player: string, extra: Record<string, unknown> = {}) =>
    call("POST", `duels/${match}/duellineups`, { team_id: alfa, user_id: players[player], ...extra });
  return { tenant, director, call, competition, alfa, players, matches, put };
};

describe("discipline on the match sheet", () => {
  it("suspends for three yellows and for a red, by the engine's accumulation, on the generic create", async () => {
    const s = await setup();
    const [m1, m2, m3, m4] = s.matches as [string, string, string, string];
    for (const match of [m1, m2, m3])
      expect((await s.put(match, "Ana", { yellow_cards: 1 })).status).toBe(201);
    const third = await s.put(m4, "Ana");
    expect(third.status).toBe(409);
    expect(third.body.errors.user_id).toBe("Suspenso: 1 jogo a cumprir");

    expect((await s.put(m1, "Bia", { red_card: true })).status).toBe(201);
    const sentOff = await s.put(m2, "Bia");
    expect(sentOff.status).toBe(409);
    expect(sentOff.body.errors.user_id).toBe("Suspenso: 1 jogo a cumprir");
    // Served in m2 (the team played it): free again in m3.
    expect((await s.put(m3, "Bia")).status).toBe(201);

    // Two yellows in one match are a sending-off: suspended next, and they do not accumulate.
    expect((await s.put(m1, "Fê", { yellow_cards: 2 })).status).toBe(201);
    expect((await s.put(m2, "Fê")).status).toBe(409);

    // The roster read for the sheet says the same, beside the players who may play.
    const roster = await s.call("GET", `duels/${m4}/roster`);
    expect(roster.status).toBe(200);
    const side = roster.body.result.sides.find((x: any) => x.team_id === s.alfa);
    const ana = side.players.find((p: any) => p.name === "Ana");
    expect(ana).toMatchObject({ eligible: false, reason: "Suspenso: 1 jogo a cumprir", lineup: null });
    expect(side.players.find((p: any) => p.name === "Caio")).toMatchObject({ eligible: true, reason: null });
  });

  it("refuses a player suspended by a punishment of matches or of a period, until it is revoked", async () => {
    const s = await setup();
    const [m1, m2, m3, m4] = s.matches as [string, string, string, string];
    const byMatches = await s.call("POST", "punishments", {
      kind: "suspension_matches",
      status: "in_force",
      user_id: s.players.Caio,
      competition_id: s.competition.id,
      duel_id: m1,
      matches: 2,
      decided_on: "2026-03-01",
      reason: "Agressão ao adversário",
    });
    expect(byMatches.status, JSON.stringify(byMatches.body)).toBe(201);
    expect((await s.put(m1, "Caio")).status).toBe(201);
    const m2Refused = await s.put(m2, "Caio");
    expect(m2Refused.status).toBe(409);
    expect(m2Refused.body.errors.user_id).toBe("Suspenso: 2 jogos a cumprir");
    expect((await s.put(m3, "Caio")).body.errors.user_id).toBe("Suspenso: 1 jogo a cumprir");
    expect((await s.put(m4, "Caio")).status).toBe(201);

    // A period with no competition holds in every competition.
    const byDays = await s.call("POST", "punishments", {
      kind: "suspension_days",
      status: "in_force",
      user_id: s.players.Duda,
      starts_on: "2020-01-01",
      ends_on: "2099-12-31",
      decided_on: "2020-01-01",
      external: true,
      issuer: "TJD-RS",
      case_number: "123/2020",
      reason: "Doping",
    });
    expect(byDays.status, JSON.stringify(byDays.body)).toBe(201);
    const refused = await s.put(m1, "Duda");
    expect(refused.status).toBe(409);
    expect(refused.body.errors.user_id).toBe("Suspenso até 31/12/2099");
    const revoked = await s.call("PATCH", `punishments/${byDays.body.result.id}`, {
      status: "revoked",
      version: byDays.body.result.version,
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect((await s.put(m1, "Duda")).status).toBe(201);

    // Each kind names what it cannot be without.
    const noMatches = await s.call("POST", "punishments", {
      kind: "suspension_matches",
      user_id: s.players.Eva,
      decided_on: "2026-03-01",
      reason: "Sem partidas",
    });
    expect(noMatches.status).toBe(400);
    expect(noMatches.body.errors.matches).toBe("Informe quantas partidas de suspensão.");
    const noEnd = await s.call("POST", "punishments", {
      kind: "suspension_days",
      user_id: s.players.Eva,
      starts_on: "2026-03-01",
      decided_on: "2026-03-01",
      reason: "Sem fim",
    });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.errors.ends_on).toBe("Informe o fim do prazo de suspensão.");
    const noFine = await s.call("POST", "punishments", {
      kind: "fine",
      team_id: s.alfa,
      decided_on: "2026-03-01",
      reason: "Sem valor",
    });
    expect(noFine.status).toBe(400);
    expect(noFine.body.errors.fine).toBe("Informe o valor da multa.");
  });

  it("keeps a player without a blocking document off the sheet, on the create and on an import", async () => {
    const s = await setup();
    const [m1] = s.matches as [string];
    const type = await insertRow(server, s.tenant, "documenttypes", {
      name: "Atestado médico",
      applies_to: "person",
      active: true,
    });
    const required = await s.call("POST", `competitions/${s.competition.id}/competitiondocuments`, {
      documenttype_id: type.id,
      subject: "member",
      blocks_sheet: true,
    });
    expect(required.status, JSON.stringify(required.body)).toBe(201);
    const refused = await s.put(m1, "Eva");
    expect(refused.status).toBe(409);
    expect(refused.body.errors.user_id).toBe("Documento exigido não enviado: Atestado médico");

    // An import of the sheet: the same sentence on the row, the player with the document passes.
    await insertRow(server, s.tenant, "userdocuments", {
      user_id: s.players.Ana,
      documenttype_id: type.id,
      status: "approved",
      file: "atestado.pdf",
    });
    const csv = `Partida,Equipe,Atleta\r\n${m1},${s.alfa},${s.players.Ana}\r\n${m1},${s.alfa},${s.players.Eva}\r\n`;
    const master = await server.loginAs(s.tenant, { master: true });
    const form = multipartBody([
      { field: "resource", value: "duellineups" },
      { field: "file", filename: "sumula.csv", content: csv },
    ]);
    const upload = await server.app.inject({
      method: "POST",
      url: `/t/${s.tenant.identifier}/api/v1/imports`,
      headers: { ...form.headers, authorization: `Bearer ${master}` },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const preview = await server.api(s.tenant, "POST", `imports/${upload.json().result.id}/preview`, {
      token: master,
      body: { mapping: { Partida: "duel_id", Equipe: "team_id", Atleta: "user_id" } },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const rows = new Map<number, Record<string, string>>(
      preview.body.result.rows.map((row: any) => [row.row_number, row.errors ?? {}]),
    );
    expect(rows.get(2) ?? {}).toEqual({});
    expect(rows.get(3)?.user_id).toBe("Documento exigido não enviado: Atestado médico");

    // The documents screen names who lacks it.
    const status = await s.call("GET", `competitions/${s.competition.id}/required-documents`);
    expect(status.status).toBe(200);
    const lacking = status.body.result.documents[0].lacking.map((l: any) => l.name);
    expect(lacking).toContain("Eva");
    expect(lacking).not.toContain("Ana");
  });

  it("writes a points punishment into the standings with its reason, and takes it out when revoked", async () => {
    const s = await setup();
    const deduction = await s.call("POST", "punishments", {
      kind: "points",
      team_id: s.alfa,
      competition_id: s.competition.id,
      points: 3,
      decided_on: "2026-04-02",
      reason: "Escalação irregular (processo 45/2026)",
    });
    expect(deduction.status, JSON.stringify(deduction.body)).toBe(201);
    expect(deduction.body.result.pointdeduction_id).toBeTruthy();
    const alfaRow = async () => {
      const standings = await s.call("GET", `competitions/${s.competition.id}/standings`);
      return standings.body.result.phases[0].groups[0].rows.find((row: any) => row.team.id === s.alfa);
    };
    expect(await alfaRow()).toMatchObject({
      deductions: 3,
      deduction_reasons: [expect.stringContaining("Escalação irregular")],
    });
    const noTeam = await s.call("POST", "punishments", {
      kind: "points",
      competition_id: s.competition.id,
      points: 3,
      decided_on: "2026-04-02",
      reason: "Sem equipe",
    });
    expect(noTeam.status).toBe(400);
    expect(noTeam.body.errors.team_id).toBe("Informe a equipe que perde os pontos.");

    const revoked = await s.call("PATCH", `punishments/${deduction.body.result.id}`, {
      status: "revoked",
      version: deduction.body.result.version,
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.result.pointdeduction_id).toBeNull();
    expect((await alfaRow()).deductions).toBe(0);
    const restored = await s.call("PATCH", `punishments/${deduction.body.result.id}`, {
      status: "in_force",
      points: 2,
      version: revoked.body.result.version,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await alfaRow()).deductions).toBe(2);
    expect((await s.call("DELETE", `punishments/${deduction.body.result.id}`)).status).toBeLessThan(300);
    expect((await alfaRow()).deductions).toBe(0);
  });
});
