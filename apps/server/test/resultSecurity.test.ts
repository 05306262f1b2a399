import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/**
 * A result's history and its security (issue 14): every write of a result leaves a history row;
 * a confirmed result changes only through an unlock or a correction by `duelssecurities`, with a
 * reason; a result kept offline and sent again applies once (idempotency key) and never silently
 * overwrites another person's result entered since (base_version).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setup = async () => {
  const tenant = await server.createTenant();
  const director = await server.loginAs(tenant, { name: "Diretora Rui", permissions: ["competitions"] });
  const guard = await server.loginAs(tenant, {
    name: "Segurança Ana",
    permissions: ["competitions", "duelssecurities"],
  });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "Copa Segura",
    status: "running",
  });
  const club = await insertRow(server, tenant, "associations", { name: "Clube Seguro", status: "approved" });
  const teams: string[] = [];
  for (const name of ["Norte", "Sul"])
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
  const as =
    (token: string) =>
    (
      method: "GET" | "POST" | "PUT" | "DELETE",
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
    ) =>
      server.api(tenant, method, path, {
        token,
        ...(body === undefined ? {} : { body }),
        ...(headers ? { headers } : {}),
      });
  const call = as(director);
  const phase = await call("POST", `competitions/${competition.id}/phases`, {
    name: "Turno único",
    format: "round_robin",
  });
  const phaseId = phase.body.result.id as string;
  expect(
    (await call("POST", `phases/${phaseId}/draw`, { pots: teams.map((t) => [t]), seed: "s" })).status,
  ).toBe(200);
  expect((await call("POST", `phases/${phaseId}/fixtures`, {})).status).toBe(200);
  const duel = (await call("GET", `competitions/${competition.id}/duels`)).body.result.find(
    (one: { home: unknown }) => one.home,
  );
  const history = async () =>
    (await call("GET", `duels/${duel.id}/duelresults?sort=created_at`)).body.result.data.map(
      (row: {
        action: string;
        home_score: number | null;
        away_score: number | null;
        reason: string | null;
      }) => [row.action, row.home_score, row.away_score, row.reason],
    );
  return { call, secure: as(guard), duel, history, competitionId: competition.id as string };
};

describe("a result's history and security", () => {
  it("writes every entry, correction, clearing and confirmation in the result's history", async () => {
    const s = await setup();
    expect((await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 1, away_score: 0 })).status).toBe(
      200,
    );
    expect((await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 2, away_score: 0 })).status).toBe(
      200,
    );
    expect((await s.call("DELETE", `duels/${s.duel.id}/result`)).status).toBe(200);
    expect((await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 3, away_score: 1 })).status).toBe(
      200,
    );
    expect((await s.call("POST", `duels/${s.duel.id}/confirm`, {})).status).toBe(200);
    expect(await s.history()).toEqual([
      ["entered", 1, 0, null],
      ["corrected", 2, 0, null],
      ["cleared", null, null, null],
      ["entered", 3, 1, null],
      ["confirmed", 3, 1, null],
    ]);
    // The history is written by the result operations only.
    expect((await s.call("POST", `duels/${s.duel.id}/duelresults`, { action: "entered" })).status).toBe(404);
  });

  it("keeps a confirmed result locked: only result security unlocks or corrects it, with a reason", async () => {
    const s = await setup();
    await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 1, away_score: 1 });
    await s.call("POST", `duels/${s.duel.id}/confirm`, {});
    const locked = await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 2, away_score: 1 });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toContain("segurança das partidas");
    expect((await s.call("POST", `duels/${s.duel.id}/unlock`, { reason: "Súmula errada" })).status).toBe(403);
    const noReason = await s.secure("POST", `duels/${s.duel.id}/unlock`, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/^Motivo: /);

    const corrected = await s.secure("PUT", `duels/${s.duel.id}/correction`, {
      home_score: 2,
      away_score: 1,
      reason: "Gol anulado por engano na súmula",
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.result.duel).toMatchObject({ home_score: 2, away_score: 1, status: "confirmed" });
    expect(corrected.body.result.standings.rows[0].points).toBe(3);

    const unlocked = await s.secure("POST", `duels/${s.duel.id}/unlock`, {
      reason: "Recurso da equipe visitante",
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.result.status).toBe("played");
    expect((await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 0, away_score: 0 })).status).toBe(
      200,
    );
    expect((await s.history()).slice(-3)).toEqual([
      ["corrected", 2, 1, "Gol anulado por engano na súmula"],
      ["unlocked", 2, 1, "Recurso da equipe visitante"],
      ["corrected", 0, 0, null],
    ]);
  });

  it("applies a result sent twice with one idempotency key once, and answers the resend alike", async () => {
    const s = await setup();
    const headers = { "idempotency-key": "quadra-offline-0001" };
    const first = await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 4, away_score: 2 }, headers);
    const again = await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 4, away_score: 2 }, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(await s.history()).toEqual([["entered", 4, 2, null]]);
    const bad = await s.call(
      "PUT",
      `duels/${s.duel.id}/result`,
      { home_score: 1, away_score: 0 },
      {
        "idempotency-key": "x",
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("idempotency_key");
  });

  it("refuses a result from a sheet opened before another person's change, and takes the same result", async () => {
    const s = await setup();
    const opened = (await s.call("GET", `duels/${s.duel.id}/sheet`)).body.result.duel.version as number;
    expect((await s.call("PUT", `duels/${s.duel.id}/result`, { home_score: 1, away_score: 0 })).status).toBe(
      200,
    );
    const stale = await s.call("PUT", `duels/${s.duel.id}/result`, {
      home_score: 0,
      away_score: 3,
      base_version: opened,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("agora: 1 × 0");
    expect(stale.body.errors).toHaveProperty("base_version");
    const same = await s.call("PUT", `duels/${s.duel.id}/result`, {
      home_score: 1,
      away_score: 0,
      base_version: opened,
    });
    expect(same.status).toBe(200);
  });
});
