import { criteria, fifaWorldCup, uefaEuro2024 } from "@quadra/engine";
import { CRITERION_IDS } from "@quadra/shared";
import { REGULATION_PRESET_NAMES } from "@quadra/shared/resources/catalog/competitionRules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * Regulations (spec /competitions/regulations): the presets and criteria the editor offers, a
 * copy of a preset, the point table and criteria lists saved through the engine's validation, and
 * the resource's rules on the generic create (defaults) and on the zone sets' positions.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const staff = async (tenant: TestTenant) => server.loginAs(tenant, { permissions: ["regulations"] });

const fromPreset = (tenant: TestTenant, token: string, preset: string, name: string) =>
  server.api(tenant, "POST", `regulations/presets/${preset}`, { token, body: { name } });

describe("the shared list of criteria", () => {
  it("names every criterion of the engine, no more", () => {
    expect([...CRITERION_IDS].sort()).toEqual(Object.keys(criteria).sort());
  });
});

describe("guards", () => {
  it("answers 401 without a session, 403 without the permission or with the module off", async () => {
    const tenant = await server.createTenant();
    const other = await server.loginAs(tenant, { permissions: ["competitions"] });
    const off = await server.createTenant({ modules: ["schools"] });
    const offToken = await staff(off);
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: [string, "GET" | "POST" | "PUT", string, unknown?][] = [
      ["presets", "GET", "regulations/presets"],
      ["criteria", "GET", "regulations/criteria"],
      ["fromPreset", "POST", "regulations/presets/fifaWorldCup", { name: "Copa" }],
      ["savePoints", "PUT", `regulations/${id}/points`, { points: { win: 3, draw: 1, loss: 0 }, version: 1 }],
      [
        "saveSequences",
        "PUT",
        `regulations/${id}/sequences`,
        { sequences: ["points"], doublesequences: [], multiplesequences: [], version: 1 },
      ],
      ["validate", "POST", `regulations/${id}/validate`],
    ];
    for (const [name, method, path, body] of calls) {
      const options = body === undefined ? {} : { body };
      expect((await server.api(tenant, method, path, options)).status, name).toBe(401);
      expect((await server.api(tenant, method, path, { ...options, token: other })).status, name).toBe(403);
      expect((await server.api(off, method, path, { ...options, token: offToken })).status, name).toBe(403);
    }
  });
});

describe("GET regulations/presets and regulations/criteria", () => {
  it("lists the real rule sets with their points and criteria in pt-BR, without athletics", async () => {
    const tenant = await server.createTenant();
    const token = await staff(tenant);
    const { status, body } = await server.api(tenant, "GET", "regulations/presets", { token });
    expect(status).toBe(200);
    const ids = body.result.map((preset: { id: string }) => preset.id);
    expect(ids).toEqual([
      "fifaWorldCup",
      "brasileiraoSerieA",
      "uefaClubGroupStage",
      "uefaEuro2024",
      "fivbVolleyball",
      "cbvSuperliga",
      "fibaBasketball",
      "ihfHandball",
    ]);
    const volleyball = body.result.find((preset: { id: string }) => preset.id === "fivbVolleyball");
    expect(volleyball).toMatchObject({ sport: "Voleibol", scoring: "sets" });
    expect(volleyball.points_summary).toBe(
      "Vitória 3, empate 0, derrota 0; 3–0: 3 × 0; 3–1: 3 × 0; 3–2: 2 × 1",
    );
    const euro = body.result.find((preset: { id: string }) => preset.id === "uefaEuro2024");
    expect(euro.criteria.doublesequences).toContain("Pênaltis do confronto na última rodada");
    expect(euro.criteria.doublesequences).not.toContain("Vitórias");
  });

  it("lists the criteria with their labels and scope", async () => {
    const tenant = await server.createTenant();
    const token = await staff(tenant);
    const { body } = await server.api(tenant, "GET", "regulations/criteria", { token });
    expect(body.result).toHaveLength(CRITERION_IDS.length);
    expect(body.result).toContainEqual({ id: "goalDifference", label: "Saldo de gols", scope: "overall" });
    expect(body.result).toContainEqual({
      id: "headToHeadPoints",
      label: "Confronto direto: pontos",
      scope: "headToHead",
    });
  });
});

describe("the regulations' list", () => {
  it("names every preset a regulation started from as the presets list does, never by its id", async () => {
    const tenant = await server.createTenant();
    const token = await staff(tenant);
    const { body } = await server.api(tenant, "GET", "regulations/presets", { token });
    const presets = body.result as { id: string; name: string }[];
    expect(REGULATION_PRESET_NAMES.map((option) => [option.value, option.label["pt-BR"]])).toEqual(
      presets.map((preset) => [preset.id, preset.name]),
    );
  });
});

describe("POST regulations/presets/:preset", () => {
  it("copies the preset's rules into a new regulation pointing at the tenant's sport", async () => {
    const tenant = await server.createTenant();
    const token = await staff(tenant);
    const sport = await server.api(tenant, "POST", "sports", {
      token: await server.loginAs(tenant, { permissions: ["sports"] }),
      body: { name: "Futebol", kind: "team", scoring: "points" },
    });
    const created = await fromPreset(tenant, token, "uefaEuro2024", "Copa Estadual 2026");
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      name: "Copa Estadual 2026",
      preset: "uefaEuro2024",
      scoring: "goals",
      points: { win: 3, draw: 1, loss: 0 },
      sequences: ["points"],
      doublesequences: [...uefaEuro2024.doublesequences!],
      fair_play: { yellow: -1, secondYellow: -3, red: -3, yellowRed: -4 },
      walkover_winner_score: 3,
      walkover_loser_score: 0,
    });
    expect(sport.status).toBe(201);
    expect(created.body.result.sport_id).toBe(sport.body.result.id);
    const volleyball = await fromPreset(tenant, token, "fivbVolleyball", "Liga de vôlei");
    expect(volleyball.body.result).toMatchObject({ scoring: "sets", fair_play: null, sport_id: null });
    expect(volleyball.body.result.points.bySets).toHaveLength(3);
  });

  it("answers 404 for an unknown preset, 400 without a name, 409 on a name taken", async () => {
    const tenant = await server.createTenant();
    const token = await staff(tenant);
    expect((await fromPreset(tenant, token, "sprintSemiFinals", "Atletismo")).status).toBe(404);
    const nameless = await server.api(tenant, "POST", "regulations/presets/fifaWorldCup", {
      token,
      body: { name: " " },
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors.name).toBe("Informe o nome do regulamento.");
    expect((await fromPreset(tenant, token, "fifaWorldCup", "Copa")).status).toBe(201);
    const again = await fromPreset(tenant, token, "fifaWorldCup", "Copa");
    expect(again.status).toBe(409);
    expect(again.body.errors.name).toBeTruthy();
  });
});

describe("PUT regulations/:id/points and regulations/:id/sequences", () => {
  const setup = async () => {
    const tenant = await server.createTenant();
    const token = await staff(tenant);
    const created = await fromPreset(tenant, token, "fifaWorldCup", "Campeonato");
    return { tenant, token, regulation: created.body.result };
  };

  it("saves a volleyball point table and moves the version on; a stale version is 409", async () => {
    const { tenant, token, regulation } = await setup();
    const points = {
      win: 3,
      draw: 0,
      loss: 0,
      walkoverWin: 3,
      walkoverLoss: -1,
      overtimeWin: null,
      shootoutWin: 2,
      shootoutLoss: 1,
      bySets: [
        { winnerSets: 3, loserSets: 0, winner: 3, loser: 0 },
        { winnerSets: 3, loserSets: 2, winner: 2, loser: 1 },
      ],
    };
    const saved = await server.api(tenant, "PUT", `regulations/${regulation.id}/points`, {
      token,
      body: { points, version: regulation.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.points).toEqual({
      win: 3,
      draw: 0,
      loss: 0,
      walkoverWin: 3,
      walkoverLoss: -1,
      shootoutWin: 2,
      shootoutLoss: 1,
      bySets: points.bySets,
    });
    expect(saved.body.result.version).toBe(regulation.version + 1);
    const stale = await server.api(tenant, "PUT", `regulations/${regulation.id}/points`, {
      token,
      body: { points, version: regulation.version },
    });
    expect(stale.status).toBe(409);
  });

  it("refuses bad points with the field named: out of bounds, a set score the winner did not win", async () => {
    const { tenant, token, regulation } = await setup();
    const put = (points: unknown) =>
      server.api(tenant, "PUT", `regulations/${regulation.id}/points`, {
        token,
        body: { points, version: regulation.version },
      });
    const huge = await put({ win: 1000, draw: 1, loss: 0 });
    expect(huge.status).toBe(400);
    expect(huge.body.errors["points.win"]).toBe("Os pontos de vitória vão de -10 a 100.");
    expect(huge.body.message).toMatch(/^Vitória:/);
    const backwards = await put({
      win: 3,
      draw: 1,
      loss: 0,
      bySets: [{ winnerSets: 2, loserSets: 3, winner: 3, loser: 0 }],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.points).toBe("Placar de sets inválido: 2–3.");
    const inverted = await put({ win: 0, draw: 1, loss: 3 });
    expect(inverted.body.errors.points).toBe("A vitória vale menos que a derrota.");
    const after = await server.api(tenant, "GET", `regulations/${regulation.id}`, { token });
    expect(after.body.result.points).toEqual(fifaWorldCup.points);
  });

  it("saves the three lists and the fair-play weights", async () => {
    const { tenant, token, regulation } = await setup();
    const body = {
      sequences: ["points", "wins", "goalDifference"],
      doublesequences: ["headToHeadPoints", "lastRoundShootout", "drawingOfLots"],
      multiplesequences: ["headToHeadPoints", "reapply", "goalsFor"],
      fair_play: { yellow: -1, secondYellow: -3, red: -3, yellowRed: -4 },
      version: regulation.version,
    };
    const saved = await server.api(tenant, "PUT", `regulations/${regulation.id}/sequences`, { token, body });
    expect(saved.status).toBe(200);
    const { version: _version, ...lists } = body;
    expect(saved.body.result).toMatchObject(lists);
    const valid = await server.api(tenant, "POST", `regulations/${regulation.id}/validate`, { token });
    expect(valid.body.result).toEqual([]);
  });

  it("refuses unknown criteria, head-to-head in the general list and lots in the middle, on their lists", async () => {
    const { tenant, token, regulation } = await setup();
    const put = (lists: Record<string, unknown>) =>
      server.api(tenant, "PUT", `regulations/${regulation.id}/sequences`, {
        token,
        body: {
          sequences: ["points"],
          doublesequences: [],
          multiplesequences: [],
          version: regulation.version,
          ...lists,
        },
      });
    const unknown = await put({ doublesequences: ["saldo"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors["doublesequences.0"]).toBe("Critério desconhecido.");
    const flat = await put({ sequences: ["points", "goalDifference", "headToHeadPoints"] });
    expect(flat.status).toBe(400);
    expect(flat.body.errors.sequences).toMatch(/^Confronto direto não entra na sequência geral/);
    const lots = await put({ multiplesequences: ["drawingOfLots", "goalsFor"] });
    expect(lots.body.errors.multiplesequences).toBe(
      "Na sequência entre três ou mais equipes, nada vem depois do sorteio.",
    );
    const empty = await put({ sequences: [] });
    expect(empty.body.errors.sequences).toBe("A sequência geral está vazia.");
    const positive = await put({ fair_play: { yellow: 1, secondYellow: -3, red: -3, yellowRed: -4 } });
    expect(positive.body.errors["fair_play.yellow"]).toMatch(/de -20 a 0/);
  });

  it("answers 404 for a regulation of another tenant", async () => {
    const { regulation } = await setup();
    const other = await server.createTenant();
    const token = await staff(other);
    const answer = await server.api(other, "PUT", `regulations/${regulation.id}/points`, {
      token,
      body: { points: { win: 3, draw: 1, loss: 0 }, version: 1 },
    });
    expect(answer.status).toBe(404);
  });
});

describe("the rules on the generic create", () => {
  it("fills football's rules, or volleyball's for a sets regulation, valid as they stand", async () => {
    const tenant = await server.createTenant();
    const token = await staff(tenant);
    const football = await server.api(tenant, "POST", "regulations", { token, body: { name: "Municipal" } });
    expect(football.status).toBe(201);
    expect(football.body.result).toMatchObject({
      scoring: "goals",
      points: { win: 3, draw: 1, loss: 0 },
      sequences: ["points", "wins", "goalDifference", "goalsFor"],
      doublesequences: [
        "headToHeadPoints",
        "headToHeadGoalDifference",
        "headToHeadGoalsFor",
        "fairPlay",
        "drawingOfLots",
      ],
      fair_play: { yellow: -1, secondYellow: -3, red: -4, yellowRed: -5 },
    });
    expect(football.body.result.multiplesequences.at(-1)).toBe("drawingOfLots");
    const volleyball = await server.api(tenant, "POST", "regulations", {
      token,
      body: { name: "Vôlei escolar", scoring: "sets" },
    });
    expect(volleyball.body.result).toMatchObject({
      scoring: "sets",
      sequences: ["points", "wins", "setRatio", "pointRatio"],
      fair_play: null,
    });
    expect(volleyball.body.result.points.bySets).toContainEqual({
      winnerSets: 3,
      loserSets: 2,
      winner: 2,
      loser: 1,
    });
    for (const id of [football.body.result.id, volleyball.body.result.id]) {
      const valid = await server.api(tenant, "POST", `regulations/${id}/validate`, { token });
      expect(valid.body.result).toEqual([]);
    }
    // A generic edit keeps the rules (they are read-only there) and still checks them.
    const renamed = await server.api(tenant, "PATCH", `regulations/${football.body.result.id}`, {
      token,
      body: { name: "Municipal 2026", version: football.body.result.version },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result.points).toEqual({ win: 3, draw: 1, loss: 0 });
  });
});

describe("classification zone positions", () => {
  it("keeps each position once per zone set, naming who holds it, and best_placed positive", async () => {
    const tenant = await server.createTenant();
    const token = await staff(tenant);
    const zones = await server.api(tenant, "POST", "classificationzones", {
      token,
      body: { name: "Série A" },
    });
    expect(zones.status).toBe(201);
    const zoneId = zones.body.result.id;
    const add = (body: Record<string, unknown>) =>
      server.api(tenant, "POST", `classificationzones/${zoneId}/classificationzonepositions`, {
        token,
        body,
      });
    const first = await add({ position: 1, label: "Libertadores", kind: "qualification", color: "#1c7ed6" });
    expect(first.status).toBe(201);
    expect(first.body.result.color).toBe("#1c7ed6");
    const twice = await add({ position: 1, label: "Campeão", kind: "qualification" });
    expect(twice.status).toBe(409);
    expect(twice.body.errors.position).toBe("A posição 1 já está nesta zona (Libertadores).");
    const zero = await add({ position: 3, label: "Terceiros", best_placed: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.errors.best_placed).toBeTruthy();
    // Another zone set may use the same position.
    const other = await server.api(tenant, "POST", "classificationzones", {
      token,
      body: { name: "Série B" },
    });
    const elsewhere = await server.api(
      tenant,
      "POST",
      `classificationzones/${other.body.result.id}/classificationzonepositions`,
      { token, body: { position: 1, label: "Acesso", kind: "promotion" } },
    );
    expect(elsewhere.status).toBe(201);
    const second = await add({ position: 2, label: "Libertadores" });
    const moved = await server.api(tenant, "PATCH", `classificationzonepositions/${second.body.result.id}`, {
      token,
      body: { position: 1, version: second.body.result.version },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.errors.position).toMatch(/A posição 1 já está nesta zona/);
  });
});
