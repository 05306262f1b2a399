import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/platform/db/schema/index.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/**
 * Timed events through the real API (docs/gamesday.md): a heats round drawn from a seed (the same
 * seed gives the same lanes), marks typed as a timekeeper types them (1:02.34, 62,34, DNS) written
 * for a heat at once with places and ties by the engine, the competition record, Q and q into the
 * final drawn with the qualifiers, the spreadsheet import, and what the rules refuse.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Setup = Awaited<ReturnType<typeof setup>>;

const setup = async () => {
  const tenant = await server.createTenant();
  const director = await server.loginAs(tenant, { name: "Diretora Dora", permissions: ["competitions"] });
  const outsider = await server.loginAs(tenant, { name: "Sem Acesso" });
  const competition = await insertRow(server, tenant, "competitions", {
    name: "100 m livre masculino",
    status: "running",
  });
  const other = await insertRow(server, tenant, "competitions", { name: "Outra", status: "running" });
  const club = await insertRow(server, tenant, "associations", {
    name: "Clube Aquático",
    status: "approved",
  });
  const team = async (name: string, status = "approved", competitionId = competition.id) =>
    (
      await insertRow(server, tenant, "teams", {
        competition_id: competitionId,
        name,
        status,
        association_id: club.id,
      })
    ).id as string;
  const teams = {
    alfa: await team("Alfa"),
    beta: await team("Beta"),
    pending: await team("Pendente", "pending"),
    elsewhere: await team("De fora", "approved", other.id),
  };
  const athletes: { id: string; name: string; team_id: string }[] = [];
  for (const [key, teamId] of [
    ["A", teams.alfa],
    ["B", teams.beta],
  ] as const)
    for (let i = 1; i <= 5; i++) {
      const name = `Atleta ${key}${i}`;
      const [person] = await server.db.tenant(tenant.id, (tx) =>
        tx.insert(users).values({ tenantId: tenant.id, name }).returning({ id: users.id }),
      );
      await insertRow(server, tenant, "teammembers", {
        team_id: teamId,
        user_id: person!.id,
        role: "athlete",
      });
      athletes.push({ id: person!.id, name, team_id: teamId });
    }
  return { tenant, director, outsider, competition, teams, athletes };
};

const call = (s: Setup, method: "GET" | "POST" | "PUT", path: string, body?: unknown, token = s.director) =>
  server.api(s.tenant, method, path, { token, ...(body === undefined ? {} : { body }) });

const ok = async (s: Setup, method: "GET" | "POST" | "PUT", path: string, body?: unknown) => {
  const response = await call(s, method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result;
};

const phase = async (s: Setup, values: Record<string, unknown>) => {
  const response = await call(s, "POST", `competitions/${s.competition.id}/phases`, values);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result.id as string;
};

/** Heats then a final; 8 lanes, first 2 of each heat (Q) and the 2 best others (q) go through. */
const rounds = async (s: Setup) => ({
  heats: await phase(s, {
    name: "Eliminatórias",
    format: "heats",
    position: 1,
    measure: "time",
    lanes: 8,
    qualify_by_place: 2,
    qualify_by_mark: 2,
  }),
  final: await phase(s, {
    name: "Final",
    format: "heats",
    position: 2,
    entry: "qualifiers",
    measure: "time",
    lanes: 8,
  }),
});

/** Every athlete entered with an entry mark: A1 60.00, A2 60.50, …, B5 64.50. */
const entries = (s: Setup) =>
  s.athletes.map((athlete, index) => ({
    team_id: athlete.team_id,
    user_id: athlete.id,
    seed_mark: 60 + index / 2,
  }));

type Entry = {
  id: string;
  user_id: string;
  lane: number;
  place: number | null;
  qualified: string | null;
  record: boolean;
  mark: number | null;
  mark_status: string | null;
};
type Heat = { id: string; number: number; status: string; entries: Entry[] };

const lanesOf = (heats: Heat[]) =>
  heats.map((heat) => heat.entries.map((entry) => `${entry.lane}:${entry.user_id}`).join(","));

describe("heats", () => {
  it("enters the approved teams' athletes and draws heats and lanes the same way for the same seed", async () => {
    const s = await setup();
    const { heats } = await rounds(s);
    const entrants = await ok(s, "GET", `phases/${heats}/heats/entrants`);
    expect(entrants.from).toBe("teams");
    expect(entrants.entrants).toHaveLength(10);
    expect(entrants.entrants.some((e: { team_id: string }) => e.team_id === s.teams.pending)).toBe(false);

    const first = await ok(s, "POST", `phases/${heats}/heats/draw`, {
      entries: entries(s),
      heats: 2,
      seed: "raias-2026",
    });
    expect(first.draw.seed).toBe("raias-2026");
    expect(first.heats.map((h: Heat) => h.entries.length)).toEqual([5, 5]);
    // Serpentine by entry mark: the best in heat 1, the second and third in heat 2, the fourth in heat 1…
    const heatOf = (userId: string) =>
      first.heats.findIndex((h: Heat) => h.entries.some((e) => e.user_id === userId)) + 1;
    expect(s.athletes.slice(0, 4).map((a) => heatOf(a.id))).toEqual([1, 2, 2, 1]);
    // World Athletics: the four best seeded of a heat draw lanes 3 to 6.
    const best = first.heats[0].entries.find((e: Entry) => e.user_id === s.athletes[0]!.id);
    expect([3, 4, 5, 6]).toContain(best.lane);

    const again = await ok(s, "POST", `phases/${heats}/heats/draw`, {
      entries: entries(s),
      heats: 2,
      seed: "raias-2026",
    });
    expect(lanesOf(again.heats)).toEqual(lanesOf(first.heats));
    expect(again.heats.map((h: Heat) => h.id)).toEqual(first.heats.map((h: Heat) => h.id));
  });

  it("refuses entries outside the competition, repeated athletes and too few heats, naming the field", async () => {
    const s = await setup();
    const { heats } = await rounds(s);
    const foreign = await call(s, "POST", `phases/${heats}/heats/draw`, {
      entries: [{ team_id: s.teams.elsewhere }, { team_id: s.teams.pending }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors["entries.0.team_id"]).toBe("Esta equipe não está inscrita nesta competição.");
    expect(foreign.body.errors["entries.1.team_id"]).toBe("Esta equipe ainda não foi aprovada.");
    const a1 = s.athletes[0]!;
    const twice = await call(s, "POST", `phases/${heats}/heats/draw`, {
      entries: [
        { team_id: a1.team_id, user_id: a1.id },
        { team_id: a1.team_id, user_id: a1.id },
        { team_id: s.teams.beta, user_id: a1.id },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors["entries.1.user_id"]).toBe("Inscrição repetida nesta fase.");
    expect(twice.body.errors["entries.2.user_id"]).toBe("Este(a) atleta não está no elenco da equipe.");
    const crowded = await call(s, "POST", `phases/${heats}/heats/draw`, { entries: entries(s), heats: 1 });
    expect(crowded.status).toBe(400);
    expect(crowded.body.errors.heats).toMatch(/use ao menos 2 baterias/);
    const groups = await phase(s, { name: "Grupos", format: "groups", position: 3 });
    const notHeats = await call(s, "GET", `phases/${groups}/heats/view`);
    expect(notHeats.status).toBe(400);
    expect(notHeats.body.errors.id).toBe("A fase não é do formato Baterias e provas.");
  });

  it("writes a heat's marks at once: places with ties, DNS without a place, record, idempotent", async () => {
    const s = await setup();
    const { heats } = await rounds(s);
    const drawn = await ok(s, "POST", `phases/${heats}/heats/draw`, {
      entries: entries(s),
      heats: 2,
      seed: "m",
    });
    const heat: Heat = drawn.heats[0];
    const [e1, e2, e3, e4, e5] = heat.entries;
    const bad = await call(s, "PUT", `heats/${heat.id}/marks`, {
      marks: [
        { entry_id: e1!.id, value: "61.5" },
        { entry_id: e2!.id, value: "1:2.3.4" },
        { entry_id: e3!.id, value: "1:75.00" },
        { entry_id: drawn.heats[1].entries[0].id, value: "60" },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors["marks.1.value"]).toMatch(/Tempo inválido/);
    expect(bad.body.errors["marks.2.value"]).toBe("Segundos e minutos vão até 59 depois de dois-pontos.");
    expect(bad.body.errors["marks.3.entry_id"]).toBe("Esta inscrição não é desta bateria.");
    const unchanged = await ok(s, "GET", `heats/${heat.id}/sheet`);
    expect(unchanged.heat.entries.every((e: Entry) => e.mark === null)).toBe(true);

    const marks = {
      marks: [
        { entry_id: e1!.id, value: "1:02.34" },
        { entry_id: e2!.id, value: "62,34" },
        { entry_id: e3!.id, value: "61.5" },
        { entry_id: e4!.id, value: "dns" },
        { entry_id: e5!.id, value: "" },
      ],
    };
    const written = await ok(s, "PUT", `heats/${heat.id}/marks`, marks);
    expect(written.changed).toBe(4);
    const byId = (sheet: { heat: Heat }) => new Map(sheet.heat.entries.map((e) => [e.id, e]));
    let rows = byId(written.heat);
    expect(rows.get(e1!.id)).toMatchObject({ mark: 62.34, place: 2 });
    expect(rows.get(e2!.id)).toMatchObject({ mark: 62.34, place: 2 });
    expect(rows.get(e3!.id)).toMatchObject({ mark: 61.5, place: 1, record: true });
    expect(rows.get(e4!.id)).toMatchObject({ mark: null, mark_status: "DNS", place: null });
    expect(written.heat.heat.status).toBe("drawn");
    expect(written.heat.record).toBe(61.5);

    marks.marks[4] = { entry_id: e5!.id, value: "59.99" };
    const complete = await ok(s, "PUT", `heats/${heat.id}/marks`, marks);
    rows = byId(complete.heat);
    expect(complete.heat.heat.status).toBe("official");
    expect(rows.get(e5!.id)).toMatchObject({ place: 1, record: true });
    expect(rows.get(e3!.id)).toMatchObject({ place: 2, record: false });
    expect(rows.get(e1!.id)!.place).toBe(3);
    const repeated = await ok(s, "PUT", `heats/${heat.id}/marks`, marks);
    expect(repeated.changed).toBe(0);
  });

  it("applies marks sent twice with one idempotency key once, and refuses marks over another person's change", async () => {
    const s = await setup();
    const { heats } = await rounds(s);
    const drawn = await ok(s, "POST", `phases/${heats}/heats/draw`, {
      entries: entries(s),
      heats: 2,
      seed: "o",
    });
    const heat: Heat & { entries: (Entry & { version: number })[] } = drawn.heats[0];
    const [e1, e2] = heat.entries;
    const put = (body: unknown, key?: string) =>
      server.api(s.tenant, "PUT", `heats/${heat.id}/marks`, {
        token: s.director,
        body,
        ...(key ? { headers: { "idempotency-key": key } } : {}),
      });
    const auditor = await server.loginAs(s.tenant, { master: true });
    const auditOf = async (entryId: string) =>
      (await server.api(s.tenant, "GET", `logs?record_id=${entryId}`, { token: auditor })).body.result.data
        .length as number;

    // A device's resend after a lost answer: the same key answers the first answer, writes nothing.
    const offline = {
      marks: [
        { entry_id: e1!.id, value: "61.00", base_version: e1!.version },
        { entry_id: e2!.id, value: "dnf", base_version: e2!.version },
      ],
    };
    const first = await put(offline, "quadra-heat-0001");
    const again = await put(offline, "quadra-heat-0001");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(first.body.result.changed).toBe(2);
    expect(await auditOf(e1!.id)).toBe(1);
    const sheet = await ok(s, "GET", `heats/${heat.id}/sheet`);
    const stored = sheet.heat.entries.find((e: Entry) => e.id === e1!.id);
    expect(stored).toMatchObject({ mark: 61, version: e1!.version + 1 });
    // The key is this heat's marks only: on another heat it is a 409, not the first answer.
    const elsewhere = await server.api(s.tenant, "PUT", `heats/${drawn.heats[1].id}/marks`, {
      token: s.director,
      body: { marks: [{ entry_id: drawn.heats[1].entries[0].id, value: "60" }] },
      headers: { "idempotency-key": "quadra-heat-0001" },
    });
    expect(elsewhere.status).toBe(409);

    // Marks kept since the heat was opened (old versions), over another person's marks: 409, nothing written.
    const stale = await put({
      marks: [
        { entry_id: e1!.id, value: "59.00", base_version: e1!.version },
        { entry_id: e2!.id, value: "dnf", base_version: e2!.version },
      ],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Outra pessoa mudou uma marca desta bateria/);
    expect(stale.body.errors).toEqual({ "marks.0.value": "Outra pessoa mudou esta marca: agora 1:01,00." });
    const unchanged = await ok(s, "GET", `heats/${heat.id}/sheet`);
    expect(unchanged.heat.entries).toEqual(sheet.heat.entries);
    expect(await auditOf(e1!.id)).toBe(1);
    // Sent again with the version now stored (the person chose their mark): it is written.
    const chosen = await put({ marks: [{ entry_id: e1!.id, value: "59.00", base_version: stored.version }] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.result.changed).toBeGreaterThan(0);
    const bad = await put({ marks: [{ entry_id: e1!.id, value: "59", base_version: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("marks.0.base_version");
  });

  it("qualifies by place (Q) and by mark (q) once every heat is official, and draws the final with them", async () => {
    const s = await setup();
    const { heats, final } = await rounds(s);
    const drawn = await ok(s, "POST", `phases/${heats}/heats/draw`, {
      entries: entries(s),
      heats: 2,
      seed: "q",
    });
    const enter = (heat: Heat, times: string[]) =>
      ok(s, "PUT", `heats/${heat.id}/marks`, {
        marks: heat.entries.map((entry, i) => ({ entry_id: entry.id, value: times[i]! })),
      });
    await enter(drawn.heats[0], ["60.10", "60.20", "60.30", "61.00", "DQ"]);
    const early = await call(s, "POST", `phases/${heats}/heats/qualify`, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Série 2/);
    await enter(drawn.heats[1], ["59.00", "60.25", "60.90", "62.00", "62.00"]);
    const answer = await ok(s, "POST", `phases/${heats}/heats/qualify`, { seed: "final" });
    expect(answer.qualified).toEqual({ by_place: 4, by_mark: 2 });
    const all: Entry[] = answer.phase.heats.flatMap((h: Heat) => h.entries);
    const mark = (value: number) => all.filter((e) => e.mark === value).map((e) => e.qualified);
    expect(mark(60.3)).toEqual(["q"]);
    expect(mark(60.9)).toEqual(["q"]);
    expect(mark(61)).toEqual([null]);
    expect(all.find((e) => e.mark_status === "DQ")!.qualified).toBeNull();
    expect(answer.next_phase).toMatchObject({ id: final, heats: 1, seed: "final" });
    const finalView = await ok(s, "GET", `phases/${final}/heats/view`);
    expect(finalView.heats[0].entries).toHaveLength(6);
    expect(finalView.heats[0].entries.map((e: Entry) => e.lane).sort()).toEqual([3, 4, 5, 6, 7, 8]);
    const entrants = await ok(s, "GET", `phases/${final}/heats/entrants`);
    expect(entrants.from).toBe("qualifiers");
    expect(entrants.entrants).toHaveLength(6);
    // A heat's marks changed after the qualification: Q/q follow.
    const heat2: Heat = answer.phase.heats[1];
    const fourth = heat2.entries.find((e) => e.mark === 62)!;
    await ok(s, "PUT", `heats/${heat2.id}/marks`, { marks: [{ entry_id: fourth.id, value: "58.00" }] });
    const after = await ok(s, "GET", `phases/${heats}/heats/view`);
    const moved = after.heats[1].entries.find((e: Entry) => e.id === fourth.id);
    expect(moved).toMatchObject({ place: 1, qualified: "Q", record: true });
    const list = await ok(s, "GET", `competitions/${s.competition.id}/heats`);
    expect(list.map((h: { phase_name: string }) => h.phase_name)).toEqual([
      "Eliminatórias",
      "Eliminatórias",
      "Final",
    ]);
    expect(list[0]).toMatchObject({ entries: 5, marks: 5, status: "official" });
  });

  it("imports entries and marks from a CSV, writing nothing while a row fails", async () => {
    const s = await setup();
    const { heats } = await rounds(s);
    const drawn = await ok(s, "POST", `phases/${heats}/heats/draw`, {
      entries: entries(s).slice(0, 2),
      seed: "i",
    });
    const heat: Heat = drawn.heats[0];
    const [a1, a2, a3, , , b1] = s.athletes;
    const broken = `Equipe;Atleta;Raia;Marca\nAlfa;${a1!.name};1;1:01.00\nAlfa;${a3!.name};2;abc\nZeta;Fulano;3;60\n`;
    const preview = await ok(s, "POST", `heats/${heat.id}/import`, { csv: broken });
    expect(preview.errors).toBe(2);
    expect(preview.rows[0]).toMatchObject({ action: "update", errors: {} });
    expect(preview.rows[1].errors.mark).toMatch(/Tempo inválido/);
    expect(preview.rows[2].errors.team).toBe("Equipe não encontrada nesta competição.");
    const refused = await call(s, "POST", `heats/${heat.id}/import`, { csv: broken, commit: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.csv).toMatch(/^2 linhas têm erros; nada foi gravado/);
    const still = await ok(s, "GET", `heats/${heat.id}/sheet`);
    expect(still.heat.entries).toHaveLength(2);
    expect(still.heat.entries.every((e: Entry) => e.mark === null)).toBe(true);

    const csv = [
      "Equipe,Atleta,Raia,Marca de inscrição,Marca",
      `Alfa,${a1!.name},1,,1:01.00`,
      `alfa,${a2!.name.toUpperCase()},2,,61.00`,
      `Alfa,${a3!.name},3,59.9,DNF`,
      `Beta,${b1!.name},4,,60.5`,
    ].join("\n");
    const done = await ok(s, "POST", `heats/${heat.id}/import`, { csv, commit: true });
    expect(done).toMatchObject({ written: 4, errors: 0 });
    const sheet = await ok(s, "GET", `heats/${heat.id}/sheet`);
    const byUser = new Map(sheet.heat.entries.map((e: Entry) => [e.user_id, e]));
    expect(byUser.get(b1!.id)).toMatchObject({ lane: 4, place: 1, mark: 60.5 });
    expect(byUser.get(a1!.id)).toMatchObject({ lane: 1, place: 2 });
    expect(byUser.get(a2!.id)).toMatchObject({ lane: 2, place: 2 });
    expect(byUser.get(a3!.id)).toMatchObject({ mark_status: "DNF", seed_mark: 59.9, place: null });
    expect(sheet.heat.status).toBe("official");
  });

  it("keeps a closed competition's heats as they are, and answers only the director", async () => {
    const s = await setup();
    const { heats } = await rounds(s);
    const drawn = await ok(s, "POST", `phases/${heats}/heats/draw`, {
      entries: entries(s),
      heats: 2,
      seed: "c",
    });
    const heat: Heat = drawn.heats[0];
    const denied = await call(
      s,
      "PUT",
      `heats/${heat.id}/marks`,
      { marks: [{ entry_id: heat.entries[0]!.id, value: "60" }] },
      s.outsider,
    );
    expect(denied.status).toBe(403);
    const competitions = resourceTable("competitions");
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(competitions).set({ status: "finished" }).where(eq(competitions.id, s.competition.id)),
    );
    const marks = await call(s, "PUT", `heats/${heat.id}/marks`, {
      marks: [{ entry_id: heat.entries[0]!.id, value: "60" }],
    });
    expect(marks.status).toBe(409);
    expect(marks.body.message).toBe("A competição está encerrada; nada dela pode mudar.");
    const redraw = await call(s, "POST", `phases/${heats}/heats/draw`, { entries: entries(s), heats: 2 });
    expect(redraw.status).toBe(409);
    const empty = await call(s, "PUT", `heats/${heat.id}/marks`, { marks: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.marks).toBe("Informe ao menos uma marca.");
  });

  it("shows a public competition's heat results to anyone, and nothing of one that is not public", async () => {
    const s = await setup();
    const { heats } = await rounds(s);
    const drawn = await ok(s, "POST", `phases/${heats}/heats/draw`, {
      entries: entries(s),
      heats: 2,
      seed: "p",
    });
    const heat: Heat = drawn.heats[0];
    await ok(s, "PUT", `heats/${heat.id}/marks`, {
      marks: heat.entries.map((entry, i) => ({ entry_id: entry.id, value: i === 0 ? "dq" : `6${i}.00` })),
    });
    const competitions = resourceTable("competitions");
    const publish = (value: boolean) =>
      server.db.tenant(s.tenant.id, (tx) =>
        tx.update(competitions).set({ public: value }).where(eq(competitions.id, s.competition.id)),
      );
    await publish(false);
    const hidden = await server.api(s.tenant, "GET", `public/competitions/${s.competition.id}/heats`);
    expect(hidden.status).toBe(404);
    await publish(true);
    const shown = await server.api(s.tenant, "GET", `public/competitions/${s.competition.id}/heats`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const [phase] = shown.body.result.phases;
    expect(phase).toMatchObject({ name: "Eliminatórias", measure: "time" });
    expect(phase.heats).toHaveLength(2);
    const first = phase.heats[0].entries;
    expect(first.find((e: { place: number | null }) => e.place === 1)).toMatchObject({
      mark: 61,
      record: true,
    });
    expect(first.find((e: { mark_status: string | null }) => e.mark_status === "DQ").place).toBeNull();
    expect(JSON.stringify(shown.body)).not.toContain(s.athletes[0]!.id);
  });

  it("orders a field event by lots, higher marks first, NM without a place", async () => {
    const s = await setup();
    const long = await phase(s, {
      name: "Salto em distância",
      format: "heats",
      position: 1,
      measure: "distance",
      lanes: 12,
    });
    const body = { entries: entries(s), seed: "ordem" };
    const first = await ok(s, "POST", `phases/${long}/heats/draw`, body);
    expect(first.heats.map((h: { name: string }) => h.name)).toEqual(["Grupo 1"]);
    const order = first.heats[0].entries.map((e: Entry) => `${e.lane}:${e.user_id}`);
    expect(first.heats[0].entries.map((e: Entry) => e.lane)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const again = await ok(s, "POST", `phases/${long}/heats/draw`, body);
    expect(again.heats[0].entries.map((e: Entry) => `${e.lane}:${e.user_id}`)).toEqual(order);
    const [a, b, c] = again.heats[0].entries as Entry[];
    const marks = await ok(s, "PUT", `heats/${again.heats[0].id}/marks`, {
      marks: [
        { entry_id: a!.id, value: "7.45" },
        { entry_id: b!.id, value: "7,50" },
        { entry_id: c!.id, value: "nm" },
      ],
    });
    const byId = new Map(marks.heat.heat.entries.map((e: Entry) => [e.id, e]));
    expect(byId.get(b!.id)).toMatchObject({ mark: 7.5, place: 1, record: true });
    expect(byId.get(a!.id)).toMatchObject({ mark: 7.45, place: 2, record: false });
    expect(byId.get(c!.id)).toMatchObject({ mark_status: "NM", place: null });
    const time = await call(s, "PUT", `heats/${again.heats[0].id}/marks`, {
      marks: [{ entry_id: a!.id, value: "1:02.00" }],
    });
    expect(time.status).toBe(400);
    expect(time.body.errors["marks.0.value"]).toMatch(/Marca inválida/);
  });

  it("takes a field event's attempts: the best is the mark, ties go to the countback, fouls only are NM", async () => {
    const s = await setup();
    const long = await phase(s, {
      name: "Salto em distância – final",
      format: "heats",
      position: 1,
      measure: "distance",
      lanes: 12,
      attempts: 3,
    });
    const drawn = await ok(s, "POST", `phases/${long}/heats/draw`, {
      entries: entries(s).slice(0, 4),
      seed: "t",
    });
    const heat = drawn.heats[0];
    expect(drawn.phase.attempts).toBe(3);
    const [a, b, c, d] = heat.entries as (Entry & { version: number })[];
    const put = (body: unknown, key?: string) =>
      server.api(s.tenant, "PUT", `heats/${heat.id}/marks`, {
        token: s.director,
        body,
        ...(key ? { headers: { "idempotency-key": key } } : {}),
      });
    // a and b both jump 7.45 at best; b's second best (7.40) beats a's (7.30): b is second, a third.
    const body = {
      marks: [
        { entry_id: a!.id, value: "", attempts: ["7.45", "x", "7,30"], base_version: a!.version },
        { entry_id: b!.id, value: "", attempts: ["7.40", "7.45", "-"], base_version: b!.version },
        { entry_id: c!.id, value: "", attempts: ["X", "x", "-"], base_version: c!.version },
        { entry_id: d!.id, value: "", attempts: ["7.50"], base_version: d!.version },
      ],
    };
    const first = await put(body, "quadra-attempts-1");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const byId = new Map(first.body.result.heat.heat.entries.map((e: Entry) => [e.id, e]));
    expect(byId.get(d!.id)).toMatchObject({ mark: 7.5, place: 1, attempts: [7.5] });
    expect(byId.get(b!.id)).toMatchObject({ mark: 7.45, place: 2, attempts: [7.4, 7.45, "-"] });
    expect(byId.get(a!.id)).toMatchObject({ mark: 7.45, place: 3, attempts: [7.45, "X", 7.3] });
    expect(byId.get(c!.id)).toMatchObject({
      mark: null,
      mark_status: "NM",
      place: null,
      attempts: ["X", "X", "-"],
    });
    expect(first.body.result.heat.heat.status).toBe("official");

    // The same key again answers the first answer; the same attempts without a key change nothing.
    const again = await put(body, "quadra-attempts-1");
    expect(again.body.result).toEqual(first.body.result);
    const resent = await put(body);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.result.changed).toBe(0);
    // Another attempt over the versions the screen was opened at: 409, nothing written.
    const stale = await put({
      marks: [{ entry_id: a!.id, value: "", attempts: ["7.45", "x", "7.46"], base_version: a!.version }],
    });
    expect(stale.status).toBe(409);

    // A bad attempt is a 400 naming the athlete and the attempt; more than the phase gives too.
    const bad = await put({ marks: [{ entry_id: a!.id, value: "", attempts: ["7.45", "sete"] }] });
    expect(bad.status).toBe(400);
    const name = s.athletes.find((athlete) => athlete.id === a!.user_id)!.name;
    expect(bad.body.errors["marks.0.attempts.1"]).toMatch(
      new RegExp(`^${name} \\(ordem \\d+\\), tentativa 2: Marca inválida`),
    );
    const many = await put({ marks: [{ entry_id: a!.id, value: "", attempts: ["7", "7", "7", "7"] }] });
    expect(many.status).toBe(400);
    expect(many.body.errors["marks.0.attempts.3"]).toMatch(/tentativa 4: a fase dá 3 tentativas/);

    // Attempts from a spreadsheet (T1…T3) write the same way.
    const csv = [
      "Equipe;Atleta;T1;T2;T3",
      ...[a, b].map((e) => {
        const athlete = s.athletes.find((x) => x.id === e!.user_id)!;
        return `${athlete.team_id === s.teams.alfa ? "Alfa" : "Beta"};${athlete.name};7.45;${e === a ? "7.41" : "7.40"};x`;
      }),
    ].join("\n");
    await ok(s, "POST", `heats/${heat.id}/import`, { csv, commit: true });
    const sheet = await ok(s, "GET", `heats/${heat.id}/sheet`);
    const imported = new Map(sheet.heat.entries.map((e: Entry) => [e.id, e]));
    expect(imported.get(a!.id)).toMatchObject({ mark: 7.45, place: 2, attempts: [7.45, 7.41, "X"] });
    expect(imported.get(b!.id)).toMatchObject({ mark: 7.45, place: 3, attempts: [7.45, 7.4, "X"] });
    const wrong = await ok(s, "POST", `heats/${heat.id}/import`, {
      csv: csv.replace("7.41", "abc"),
    });
    expect(wrong.rows[0].errors.t2).toMatch(/^Tentativa 2: Marca inválida/);
  });
});
