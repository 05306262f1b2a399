import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/**
 * The games-day scheduler through the real API (docs/gamesday.md): a small games edition (futsal
 * and volleyball round robins of four, one athlete in both) on a gym's two courts over two days.
 * A proposal places everything with no violation; a card moved onto a taken slot reports the exact
 * violation; apply writes every placement or none; and the guards.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Method = "GET" | "POST" | "PATCH";
type Placement = { item_id: string; space_id: string; start: number; end: number; referees: string[] };
type Board = {
  items: { id: string; kind: string; record_id: string; competition_id: string; title: string }[];
  placements: Placement[];
  violations: { kind: string; hard: boolean; item_ids: string[]; message: string }[];
  spaces: { id: string; name: string; windows: { start: number; end: number }[] }[];
};

// Monday and Tuesday, inside the edition's dates; courts open 08:00–12:00 (UTC-3).
const DAYS = ["2026-05-04", "2026-05-05"];

const setup = async () => {
  const tenant = await server.createTenant();
  const staff = await server.loginAs(tenant, {
    name: "Coordenação",
    permissions: ["olympics", "competitions"],
  });
  const call = (method: Method, path: string, body?: unknown, token: string = staff) =>
    server.api(tenant, method, path, { token, ...(body === undefined ? {} : { body }) });
  const ok = async (method: Method, path: string, body?: unknown) => {
    const response = await call(method, path, body);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body.result;
  };
  const association = (
    await insertRow(server, tenant, "associations", { name: "Clube Norte", status: "approved" })
  ).id as string;
  const olympic = await insertRow(server, tenant, "olympics", {
    name: "Jogos Abertos 2026",
    edition: 2026,
    status: "running",
    public: true,
    point_ties: "share",
    starts_on: "2026-05-01",
    ends_on: "2026-05-10",
  });
  const sport = await insertRow(server, tenant, "sports", {
    name: "Quadra",
    kind: "team",
    scoring: "points",
    result_order: "higher",
  });
  const athlete = await server.createUser(tenant, { name: "Ana Ambos" });
  const competition = async (event: string, prefix: string) => {
    const eventId = (
      await insertRow(server, tenant, "olympicsevents", { name: event, kind: "team", sport_id: sport.id })
    ).id as string;
    const created = await call("POST", `olympics/${olympic.id}/events/${eventId}/competition`);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.result.id as string;
    await server.db.tenant(tenant.id, async (tx) => {
      const c = resourceTable("competitions");
      await tx.update(c).set({ status: "running" }).where(eq(c.id, id));
    });
    const teams: string[] = [];
    for (const name of ["A", "B", "C", "D"])
      teams.push(
        (
          await insertRow(server, tenant, "teams", {
            competition_id: id,
            name: `${prefix} ${name}`,
            association_id: association,
            status: "approved",
          })
        ).id as string,
      );
    // The same person plays for the first team of both sports.
    await insertRow(server, tenant, "teammembers", {
      team_id: teams[0],
      user_id: athlete.id,
      role: "athlete",
    });
    const phase = (
      await ok("POST", `competitions/${id}/phases`, { name: "Turno único", format: "round_robin" })
    ).id as string;
    await ok("POST", `phases/${phase}/draw`, { pots: teams.map((t) => [t]), seed: "programa" });
    await ok("POST", `phases/${phase}/fixtures`, {});
    return { id, teams };
  };
  const futsal = await competition("Futsal", "Futsal");
  const volley = await competition("Vôlei", "Vôlei");
  const venue = await insertRow(server, tenant, "venues", { name: "Ginásio Central", public: true });
  const space = async (name: string) => {
    const row = await insertRow(server, tenant, "spaces", {
      venue_id: venue.id,
      name,
      kind: "court",
      active: true,
    });
    for (const weekday of ["1", "2"])
      await insertRow(server, tenant, "spaceschedules", {
        space_id: row.id,
        weekday,
        opens: "08:00",
        closes: "12:00",
      });
    return row.id as string;
  };
  const courts = [await space("Quadra 1"), await space("Quadra 2")];
  const body = {
    space_ids: courts,
    days: DAYS,
    duel_minutes: 50,
    min_rest_minutes: 30,
    changeover_minutes: 10,
  };
  return { tenant, staff, call, ok, olympic, futsal, volley, courts, body, athlete, association };
};
type Setup = Awaited<ReturnType<typeof setup>>;

const storedDuels = (s: Setup, ids: string[]) =>
  server.db.tenant(s.tenant.id, (tx) => {
    const d = resourceTable("duels");
    return tx
      .select({
        id: d.id,
        scheduled_at: d.scheduled_at,
        space_id: d.space_id,
        court: d.court,
        place: d.place,
      })
      .from(d)
      .where(inArray(d.id, ids));
  });

const place = (p: Placement) => ({
  item_id: p.item_id,
  space_id: p.space_id,
  start: p.start,
  referees: p.referees,
});

describe("the games-day scheduler", () => {
  it("proposes a whole edition on the courts' opening hours with no violation, and applies it in one go", async () => {
    const s = await setup();
    const board = (await s.ok("POST", `olympics/${s.olympic.id}/schedule/propose`, s.body)) as Board;
    expect(board.items).toHaveLength(12);
    expect(board.placements).toHaveLength(12);
    expect(board.violations).toEqual([]);
    // 08:00–12:00 in São Paulo is 11:00–15:00 UTC on each of the two days.
    expect(board.spaces[0]!.windows.map((w) => new Date(w.start * 60_000).toISOString())).toEqual([
      "2026-05-04T11:00:00.000Z",
      "2026-05-05T11:00:00.000Z",
    ]);
    for (const p of board.placements) {
      const window = board.spaces
        .find((sp) => sp.id === p.space_id)!
        .windows.findLast((w) => w.start <= p.start)!;
      expect(p.end).toBeLessThanOrEqual(window.end);
    }
    // Ana plays for Futsal A and Vôlei A: their games never overlap and keep the rest between them.
    const ofA = board.items.filter((i) => i.title.includes("Futsal A") || i.title.includes("Vôlei A"));
    const times = board.placements
      .filter((p) => ofA.some((i) => i.id === p.item_id))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < times.length; i++)
      expect(times[i]!.start - times[i - 1]!.end).toBeGreaterThanOrEqual(30);

    const applied = await s.ok("POST", `olympics/${s.olympic.id}/schedule/apply`, {
      setup: s.body,
      placements: board.placements.map(place),
    });
    expect(applied.written).toBe(12);
    const rows = await storedDuels(
      s,
      board.items.map((i) => i.record_id),
    );
    for (const row of rows) {
      const placement = board.placements.find((p) => p.item_id === `duel:${row.id}`)!;
      expect(new Date(String(row.scheduled_at).replace(" ", "T").replace(/\+00$/, "Z")).getTime()).toBe(
        placement.start * 60_000,
      );
      expect(row.space_id).toBe(placement.space_id);
      expect(row.court).toBe(placement.space_id === s.courts[0] ? "Quadra 1" : "Quadra 2");
      expect(row.place).toBe("Ginásio Central");
    }
    // Scheduled duels are still unplayed: a new proposal keeping them where they are changes nothing.
    const kept = (await s.ok("POST", `olympics/${s.olympic.id}/schedule/propose`, {
      ...s.body,
      keep_placed: true,
    })) as Board;
    expect(kept.placements.map((p) => [p.item_id, p.start]).sort()).toEqual(
      board.placements.map((p) => [p.item_id, p.start]).sort(),
    );
  });

  it("reports a moved card's exact violation in pt-BR and refuses to apply it unless accepted", async () => {
    const s = await setup();
    const board = (await s.ok("POST", `competitions/${s.futsal.id}/schedule/propose`, s.body)) as Board;
    expect(board.items).toHaveLength(6);
    expect(board.violations).toEqual([]);
    // Two duels of different teams of the same round: the second moved onto the first's court and time.
    const [first, second] = board.placements.toSorted(
      (a, b) => a.start - b.start || a.space_id.localeCompare(b.space_id),
    );
    const moved = board.placements.map((p) =>
      p.item_id === second!.item_id ? { ...p, space_id: first!.space_id, start: first!.start } : p,
    );
    const checked = await s.ok("POST", `competitions/${s.futsal.id}/schedule/check`, {
      setup: s.body,
      placements: moved.map(place),
    });
    const overlap = checked.violations.filter((v: { kind: string }) => v.kind === "space_overlap");
    expect(overlap).toHaveLength(1);
    expect(overlap[0].hard).toBe(true);
    expect(overlap[0].item_ids.toSorted()).toEqual([first!.item_id, second!.item_id].toSorted());
    expect(overlap[0].message).toMatch(
      / se sobrepõem em Quadra \d \(Ginásio Central\) \(contando 10 min de intervalo\)\.$/,
    );

    const refused = await s.call("POST", `competitions/${s.futsal.id}/schedule/apply`, {
      setup: s.body,
      placements: moved.map(place),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("se sobrepõem em Quadra");
    const ids = board.items.map((i) => i.record_id);
    expect((await storedDuels(s, ids)).every((row) => row.scheduled_at === null)).toBe(true);

    const accepted = await s.ok("POST", `competitions/${s.futsal.id}/schedule/apply`, {
      setup: s.body,
      placements: moved.map(place),
      accept_violations: true,
    });
    expect(accepted.written).toBe(6);
    expect(accepted.violations.map((v: { kind: string }) => v.kind)).toContain("space_overlap");
  });

  it("writes all placements or none, and refuses a duel already played", async () => {
    const s = await setup();
    const board = (await s.ok("POST", `olympics/${s.olympic.id}/schedule/propose`, s.body)) as Board;
    // Volleyball written first, then futsal, whose competition has just finished: nothing stays written.
    const volleyFirst = board.placements.toSorted((a, b) => {
      const ofVolley = (p: Placement) =>
        board.items.find((i) => i.id === p.item_id)!.competition_id === s.volley.id ? 0 : 1;
      return ofVolley(a) - ofVolley(b);
    });
    await server.db.tenant(s.tenant.id, async (tx) => {
      const c = resourceTable("competitions");
      await tx.update(c).set({ status: "finished" }).where(eq(c.id, s.futsal.id));
    });
    const failed = await s.call("POST", `olympics/${s.olympic.id}/schedule/apply`, {
      setup: s.body,
      placements: volleyFirst.map(place),
    });
    expect(failed.status).toBe(409);
    const ids = board.items.map((i) => i.record_id);
    expect(
      (await storedDuels(s, ids)).every((row) => row.scheduled_at === null && row.space_id === null),
    ).toBe(true);

    await server.db.tenant(s.tenant.id, async (tx) => {
      const c = resourceTable("competitions");
      await tx.update(c).set({ status: "running" }).where(eq(c.id, s.futsal.id));
      const d = resourceTable("duels");
      await tx
        .update(d)
        .set({ status: "played", home_score: 1, away_score: 0 })
        .where(eq(d.id, board.items[0]!.record_id));
    });
    const played = await s.call("POST", `olympics/${s.olympic.id}/schedule/apply`, {
      setup: s.body,
      placements: board.placements.map(place),
    });
    expect(played.status).toBe(409);
    expect(played.body.message).toContain("já foi disputado");
    expect((await storedDuels(s, ids)).every((row) => row.scheduled_at === null)).toBe(true);
  });

  it("answers bad input with a pt-BR 400 naming the field, and guards each scope by its permission", async () => {
    const s = await setup();
    const noDays = await s.call("POST", `competitions/${s.futsal.id}/schedule/propose`, {
      ...s.body,
      days: [],
    });
    expect(noDays.status).toBe(400);
    // The contract's message names its field already: said once, not "Dias: Dias: ...".
    expect(noDays.body.message).toBe("Dias: escolha ao menos um.");
    const noSpaces = await s.call("POST", `competitions/${s.futsal.id}/schedule/propose`, {
      ...s.body,
      space_ids: [],
    });
    expect(noSpaces.status).toBe(400);
    expect(noSpaces.body.message).toBe("Áreas de jogo: escolha ao menos uma.");
    expect(noSpaces.body.errors).toEqual({ space_ids: "Áreas de jogo: escolha ao menos uma." });
    const unknownSpace = await s.call("POST", `competitions/${s.futsal.id}/schedule/propose`, {
      ...s.body,
      space_ids: [crypto.randomUUID()],
    });
    expect(unknownSpace.status).toBe(400);
    expect(unknownSpace.body.message).toBe(
      "Áreas de jogo: alguma das áreas escolhidas não existe ou está inativa.",
    );
    const badTime = await s.call("POST", `competitions/${s.futsal.id}/schedule/propose`, {
      ...s.body,
      day_starts: "25:00",
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.message).toContain("Início do dia");

    const director = await server.loginAs(s.tenant, { permissions: ["competitions"] });
    expect(
      (await s.call("POST", `competitions/${s.futsal.id}/schedule/propose`, s.body, director)).status,
    ).toBe(200);
    expect((await s.call("POST", `olympics/${s.olympic.id}/schedule/propose`, s.body, director)).status).toBe(
      403,
    );
    const nobody = await server.loginAs(s.tenant, { permissions: ["venues"] });
    expect(
      (await s.call("POST", `competitions/${s.futsal.id}/schedule/propose`, s.body, nobody)).status,
    ).toBe(403);
    expect(
      (await s.call("POST", `competitions/${crypto.randomUUID()}/schedule/propose`, s.body)).status,
    ).toBe(404);
  });

  it("places referees only where they may officiate: never their own club's games, never while away", async () => {
    const s = await setup();
    const category = await insertRow(server, s.tenant, "refereecategories", {
      name: "Estadual",
      scope: "state",
      level: 3,
      active: true,
    });
    const referee = async (name: string, association: string | null) =>
      (
        await insertRow(server, s.tenant, "referees", {
          user_id: (await server.createUser(s.tenant, { name })).id,
          category_id: category.id,
          association_id: association,
          active: true,
        })
      ).id as string;
    const ofTheClub = await referee("Rita do Clube", s.association);
    const away = await referee("Vera Viajante", null);
    // Away the whole first day (São Paulo): she may officiate only on the second.
    await insertRow(server, s.tenant, "refereeabsences", {
      referee_id: away,
      starts_at: "2026-05-04T03:00:00Z",
      ends_at: "2026-05-05T03:00:00Z",
    });
    const board = (await s.ok("POST", `competitions/${s.futsal.id}/schedule/propose`, {
      ...s.body,
      referees_per_duel: 1,
    })) as Board;
    // Only Vera may officiate, and only on the second day: what she cannot take stays unplaced.
    expect(board.placements.length).toBeGreaterThan(0);
    for (const p of board.placements) {
      expect(p.referees).toEqual([away]);
      expect(p.start).toBeGreaterThanOrEqual(Date.UTC(2026, 4, 5, 3) / 60_000);
    }
    const unplaced = board.violations.filter((v) => v.kind === "unplaced");
    expect(unplaced).toHaveLength(6 - board.placements.length);
    // At least one was left out for want of a referee (the others may wait on its round).
    expect(
      unplaced.some((v) => / ficou sem árbitro disponível em todos os horários livres\.$/.test(v.message)),
    ).toBe(true);
    // Rita placed by hand on a game of her club is refused as hard, with her name.
    const first = board.placements[0]!;
    const checked = await s.ok("POST", `competitions/${s.futsal.id}/schedule/check`, {
      setup: { ...s.body, referees_per_duel: 1 },
      placements: board.placements.map((p) => ({
        ...place(p),
        referees: p === first ? [ofTheClub] : p.referees,
      })),
    });
    const excluded = checked.violations.find((v: { kind: string }) => v.kind === "referee_excluded");
    expect(excluded).toMatchObject({ hard: true, item_ids: [first.item_id] });
    expect(excluded.message).toMatch(/^Rita do Clube não pode apitar /);
  });

  it("keeps a duel off an inactive space on the generic form too", async () => {
    const s = await setup();
    const board = (await s.ok("POST", `competitions/${s.futsal.id}/schedule/propose`, s.body)) as Board;
    await server.db.tenant(s.tenant.id, async (tx) => {
      const sp = resourceTable("spaces");
      await tx.update(sp).set({ active: false }).where(eq(sp.id, s.courts[1]!));
    });
    const duel = await s.ok("GET", `duels/${board.items[0]!.record_id}`);
    const refused = await s.call("PATCH", `duels/${duel.id}`, {
      version: duel.version,
      space_id: s.courts[1],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.space_id).toBe("Escolha uma área de jogo ativa.");
    expect(
      (await s.call("PATCH", `duels/${duel.id}`, { version: duel.version, space_id: s.courts[0] })).status,
    ).toBe(200);
  });
});
