import type {
  Attempt,
  HeatEntryView,
  HeatListItem,
  HeatPhaseRef,
  HeatSheet,
  HeatsPhaseView,
  HeatView,
  PublicHeats,
} from "@quadra/shared/contracts/heats";
import { HEAT_FIELD_LABELS, markDirection } from "@quadra/shared/contracts/heats";
import type { HeatMeasure, HeatStatus, MarkStatus } from "@quadra/shared/resources/catalog/heats";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { invalidFields, notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { competitionTables } from "../competitions/competitionTables.ts";
import { COMPETITION_NOT_FOUND, PHASE_NOT_FOUND } from "../competitions/phaseRecords.ts";

/** The tables the heats operations read and write, typed from their catalogue definitions. */
export const heatTables = () => ({
  ...competitionTables(),
  heats: resourceTable("heats"),
  entries: resourceTable("heatentries"),
  members: resourceTable("teammembers"),
  appointments: resourceTable("refereeappointments"),
});

export type HeatsPhase = HeatPhaseRef & { competition_id: string; position: number; entry: string };
export type CompetitionRef = { id: string; name: string; status: string };

const phaseColumns = () => {
  const p = heatTables().phases;
  return {
    id: p.id,
    name: p.name,
    competition_id: p.competition_id,
    position: p.position,
    format: p.format,
    entry: p.entry,
    measure: p.measure,
    lanes: p.lanes,
    attempts: p.attempts,
    qualify_by_place: p.qualify_by_place,
    qualify_by_mark: p.qualify_by_mark,
    status: p.status,
  };
};

type PhaseRow = {
  id: string;
  name: string;
  competition_id: string;
  position: number | null;
  format: string | null;
  entry: string | null;
  measure: string | null;
  lanes: number | null;
  attempts: number | null;
  qualify_by_place: number | null;
  qualify_by_mark: number | null;
  status: string | null;
};

const heatsPhaseOf = (row: PhaseRow): HeatsPhase => ({
  id: row.id,
  name: row.name,
  competition_id: row.competition_id,
  position: row.position ?? 0,
  entry: row.entry ?? "all",
  measure: (row.measure ?? "time") as HeatMeasure,
  lanes: row.lanes ?? 8,
  attempts: row.attempts ?? 3,
  qualify_by_place: row.qualify_by_place ?? 0,
  qualify_by_mark: row.qualify_by_mark ?? 0,
  status: row.status ?? "pending",
});

export const phaseRef = (phase: HeatsPhase): HeatPhaseRef => ({
  id: phase.id,
  name: phase.name,
  measure: phase.measure,
  lanes: phase.lanes,
  attempts: phase.attempts,
  qualify_by_place: phase.qualify_by_place,
  qualify_by_mark: phase.qualify_by_mark,
  status: phase.status,
});

const NOT_HEATS = "A fase não é do formato Baterias e provas.";

/**
 * A heats phase and its competition in one read (404 when absent, 400 on `id` when the phase has
 * another format); `lock` holds the phase for the write that follows and the competition (share)
 * so its status cannot change meanwhile.
 */
export const heatsPhaseById = async (
  tx: Executor,
  id: string,
  lock = false,
): Promise<{ phase: HeatsPhase; competition: CompetitionRef }> => {
  const t = heatTables();
  const query = tx
    .select({
      phase: phaseColumns(),
      competition: { id: t.competitions.id, name: t.competitions.name, status: t.competitions.status },
    })
    .from(t.phases)
    .innerJoin(t.competitions, eq(t.competitions.id, t.phases.competition_id))
    .where(eq(t.phases.id, id));
  const [row] = lock ? await query.for("update", { of: t.phases }) : await query;
  if (!row) throw notFound(PHASE_NOT_FOUND);
  if (row.phase.format !== "heats") throw invalidFields({ id: NOT_HEATS }, HEAT_FIELD_LABELS);
  return {
    phase: heatsPhaseOf(row.phase),
    competition: { ...row.competition, status: row.competition.status ?? "planned" },
  };
};

/** A heat with its phase and competition; `lock` holds the heat (its marks are written next). */
export const heatById = async (tx: Executor, id: string, lock = false) => {
  const t = heatTables();
  const query = tx
    .select({
      heat: {
        id: t.heats.id,
        number: t.heats.number,
        name: t.heats.name,
        scheduled_at: t.heats.scheduled_at,
        place: t.heats.place,
        status: t.heats.status,
      },
      phase: phaseColumns(),
      competition: { id: t.competitions.id, name: t.competitions.name, status: t.competitions.status },
    })
    .from(t.heats)
    .innerJoin(t.phases, eq(t.phases.id, t.heats.phase_id))
    .innerJoin(t.competitions, eq(t.competitions.id, t.heats.competition_id))
    .where(eq(t.heats.id, id));
  const [row] = lock ? await query.for("update", { of: t.heats }) : await query;
  if (!row) throw notFound("Bateria não encontrada.");
  return {
    heat: row.heat,
    phase: heatsPhaseOf(row.phase),
    competition: { ...row.competition, status: row.competition.status ?? "planned" },
  };
};

/** The competition by id, for the list of its heats (404 when absent). */
export const competitionRef = async (tx: Executor, id: string): Promise<CompetitionRef> => {
  const c = heatTables().competitions;
  const [row] = await tx.select({ id: c.id, name: c.name, status: c.status }).from(c).where(eq(c.id, id));
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  return { ...row, status: row.status ?? "planned" };
};

/** The entries of the given heats, with team and athlete names, by heat then lane. */
export const entriesOf = async (
  tx: Executor,
  heatIds: readonly string[],
): Promise<(HeatEntryView & { heat_id: string })[]> => {
  if (!heatIds.length) return [];
  const t = heatTables();
  const e = t.entries;
  const rows = await tx
    .select({
      id: e.id,
      heat_id: e.heat_id,
      team_id: e.team_id,
      team_name: t.teams.name,
      user_id: e.user_id,
      name: users.name,
      social_name: users.socialName,
      lane: e.lane,
      seed_mark: e.seed_mark,
      mark: e.mark,
      mark_status: e.mark_status,
      attempts: e.attempts,
      place: e.place,
      qualified: e.qualified,
      record: e.record,
      version: e.version,
    })
    .from(e)
    .innerJoin(t.teams, eq(t.teams.id, e.team_id))
    .leftJoin(users, and(eq(users.tenantId, e.tenant_id), eq(users.id, e.user_id)))
    .where(inArray(e.heat_id, [...heatIds]))
    .orderBy(asc(e.heat_id), sql`${e.lane} asc nulls last`, asc(e.created_at));
  return rows.map((row) => ({
    id: row.id,
    heat_id: row.heat_id,
    team_id: row.team_id,
    team_name: row.team_name,
    user_id: row.user_id,
    athlete_name: row.social_name || row.name || null,
    lane: row.lane,
    seed_mark: row.seed_mark,
    mark: row.mark,
    mark_status: (row.mark_status as MarkStatus | null) ?? null,
    attempts: (row.attempts as Attempt[] | null) ?? null,
    place: row.place,
    qualified: (row.qualified as "Q" | "q" | null) ?? null,
    record: row.record ?? false,
    version: row.version,
  }));
};

const heatColumns = () => {
  const h = heatTables().heats;
  return {
    id: h.id,
    number: h.number,
    name: h.name,
    scheduled_at: h.scheduled_at,
    place: h.place,
    status: h.status,
  };
};

type HeatRow = {
  id: string;
  number: number;
  name: string;
  scheduled_at: string | Date | null;
  place: string | null;
  status: string | null;
};

const heatViewOf = (row: HeatRow, entries: HeatEntryView[]): HeatView => ({
  id: row.id,
  number: row.number,
  name: row.name,
  scheduled_at: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
  place: row.place,
  status: (row.status ?? "pending") as HeatStatus,
  entries,
});

/** The heats of a phase, in number order. */
export const heatsOfPhase = async (tx: Executor, phaseId: string) => {
  const h = heatTables().heats;
  return tx.select(heatColumns()).from(h).where(eq(h.phase_id, phaseId)).orderBy(asc(h.number));
};

/**
 * The competition's best valid mark in the event: the heats phases measuring the same thing (the
 * competition is one event of a games day; docs/gamesday.md).
 */
export const competitionRecord = async (
  tx: Executor,
  competitionId: string,
  measure: HeatMeasure,
): Promise<number | null> => {
  const t = heatTables();
  const best = markDirection(measure) === "lower" ? sql`min(${t.entries.mark})` : sql`max(${t.entries.mark})`;
  const [row] = await tx
    .select({ best: sql<number | null>`${best}` })
    .from(t.entries)
    .innerJoin(t.heats, eq(t.heats.id, t.entries.heat_id))
    .innerJoin(t.phases, eq(t.phases.id, t.heats.phase_id))
    .where(
      and(
        eq(t.heats.competition_id, competitionId),
        measureIs(measure),
        isNull(t.entries.mark_status),
        isNotNull(t.entries.mark),
      ),
    );
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
};

/** Phases measuring `measure` (a phase without one measures time, the catalog's default). */
export const measureIs = (measure: HeatMeasure) => {
  const p = heatTables().phases;
  return measure === "time" ? or(eq(p.measure, "time"), isNull(p.measure)) : eq(p.measure, measure);
};

/**
 * Marks the entries that hold the competition's record in the event (`record`) and unmarks the
 * rest, in one statement (the best mark found and the flags written by a data-modifying WITH): only
 * rows whose flag changes are written. Answers the record.
 */
export const writeRecords = async (
  tx: Executor,
  competitionId: string,
  measure: HeatMeasure,
): Promise<number | null> => {
  const measureSql =
    measure === "time" ? sql`(p.measure = 'time' or p.measure is null)` : sql`p.measure = ${measure}`;
  const best = markDirection(measure) === "lower" ? sql`min(e.mark)` : sql`max(e.mark)`;
  const event = sql`heatentries e join heats h on h.id = e.heat_id and h.tenant_id = e.tenant_id
    join phases p on p.id = h.phase_id and p.tenant_id = h.tenant_id
    where h.competition_id = ${competitionId}::uuid and ${measureSql}`;
  const holds = sql`(e.mark_status is null and e.mark is not null and e.mark = (select mark from best))`;
  const rows = await tx.execute(sql`
    with best as (select ${best} as mark from ${event} and e.mark_status is null and e.mark is not null),
    flagged as (
      update heatentries e set record = ${holds}
        from heats h join phases p on p.id = h.phase_id and p.tenant_id = h.tenant_id
       where h.id = e.heat_id and h.tenant_id = e.tenant_id and h.competition_id = ${competitionId}::uuid
         and ${measureSql} and e.record is distinct from ${holds}
      returning 1)
    select (select mark from best) as best, (select count(*) from flagged) as flagged`);
  const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { best: unknown }[];
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
};

/** A heats phase with its heats and entries, its latest draw, the next phase and the record. */
export const heatsPhaseView = async (tx: Executor, phaseId: string): Promise<HeatsPhaseView> => {
  const { phase, competition } = await heatsPhaseById(tx, phaseId);
  const t = heatTables();
  const heats = await heatsOfPhase(tx, phase.id);
  const entries = await entriesOf(
    tx,
    heats.map((h) => h.id),
  );
  const [draw] = await tx
    .select({
      seed: t.draws.seed,
      created_at: t.draws.created_at,
      groups: t.draws.groups,
      pots: t.draws.pots,
    })
    .from(t.draws)
    .where(eq(t.draws.phase_id, phase.id))
    .orderBy(desc(t.draws.created_at))
    .limit(1);
  const next = await nextHeatsPhase(tx, phase);
  return {
    competition,
    phase: phaseRef(phase),
    draw: draw
      ? {
          seed: draw.seed ?? "",
          created_at: new Date(draw.created_at).toISOString(),
          heats: Array.isArray(draw.groups) ? draw.groups.length : 0,
          entries: Array.isArray(draw.pots) ? draw.pots.length : 0,
        }
      : null,
    heats: heats.map((heat) =>
      heatViewOf(
        heat,
        entries.filter((entry) => entry.heat_id === heat.id).map(({ heat_id: _, ...entry }) => entry),
      ),
    ),
    next_phase: next ? { id: next.id, name: next.name } : null,
    record: await competitionRecord(tx, competition.id, phase.measure),
  };
};

/** The heats phase after this one in the competition (by position), if any. */
export const nextHeatsPhase = async (tx: Executor, phase: HeatsPhase) => {
  const p = heatTables().phases;
  const rows = await tx
    .select(phaseColumns())
    .from(p)
    .where(eq(p.competition_id, phase.competition_id))
    .orderBy(asc(p.position), asc(p.created_at));
  const index = rows.findIndex((row) => row.id === phase.id);
  const next = rows[index + 1];
  return next && next.format === "heats" ? heatsPhaseOf(next) : undefined;
};

/** The heats phase before this one (where its qualifiers come from), if any. */
export const previousHeatsPhase = async (tx: Executor, phase: HeatsPhase) => {
  const p = heatTables().phases;
  const rows = await tx
    .select(phaseColumns())
    .from(p)
    .where(eq(p.competition_id, phase.competition_id))
    .orderBy(asc(p.position), asc(p.created_at));
  const index = rows.findIndex((row) => row.id === phase.id);
  const previous = index > 0 ? rows[index - 1] : undefined;
  return previous && previous.format === "heats" ? heatsPhaseOf(previous) : undefined;
};

/**
 * One heat for the marks screen. A write that already holds the heat, its phase, its competition
 * and the record passes them (`known`): only the entries are read again.
 */
export const heatSheet = async (
  tx: Executor,
  heatId: string,
  known?: Awaited<ReturnType<typeof heatById>> & { record: number | null },
): Promise<HeatSheet> => {
  const { heat, phase, competition } = known ?? (await heatById(tx, heatId));
  const entries = await entriesOf(tx, [heat.id]);
  return {
    competition,
    phase: phaseRef(phase),
    heat: heatViewOf(
      heat,
      entries.map(({ heat_id: _, ...entry }) => entry),
    ),
    record: known ? known.record : await competitionRecord(tx, competition.id, phase.measure),
  };
};

/** Every heat of a competition by date and time (unscheduled last), then round and number. */
export const competitionHeats = async (tx: Executor, competitionId: string): Promise<HeatListItem[]> => {
  await competitionRef(tx, competitionId);
  const t = heatTables();
  const h = t.heats;
  const rows = await tx
    .select({
      ...heatColumns(),
      phase_id: t.phases.id,
      phase_name: t.phases.name,
      measure: t.phases.measure,
      entries: count(t.entries.id),
      marks: sql<number>`count(${t.entries.id}) filter (where ${t.entries.mark} is not null or ${t.entries.mark_status} is not null)`,
    })
    .from(h)
    .innerJoin(t.phases, eq(t.phases.id, h.phase_id))
    .leftJoin(t.entries, eq(t.entries.heat_id, h.id))
    .where(eq(h.competition_id, competitionId))
    .groupBy(
      h.id,
      h.number,
      h.name,
      h.scheduled_at,
      h.place,
      h.status,
      t.phases.id,
      t.phases.name,
      t.phases.measure,
      t.phases.position,
    )
    .orderBy(sql`${h.scheduled_at} asc nulls last`, asc(t.phases.position), asc(h.number));
  return rows.map((row) => {
    const { entries: _none, ...heat } = heatViewOf(row, []);
    return {
      ...heat,
      phase_id: row.phase_id,
      phase_name: row.phase_name,
      measure: (row.measure ?? "time") as HeatMeasure,
      entries: Number(row.entries),
      marks: Number(row.marks),
    };
  });
};

/**
 * The heats phases of a public competition with each heat's results (the caller has checked the
 * competition is public): athletes by the name they go by, no ids of people.
 */
export const publicHeats = async (tx: Executor, competitionId: string): Promise<PublicHeats> => {
  const p = heatTables().phases;
  const phases = await tx
    .select(phaseColumns())
    .from(p)
    .where(and(eq(p.competition_id, competitionId), eq(p.format, "heats")))
    .orderBy(asc(p.position), asc(p.created_at));
  const heats = await Promise.all(phases.map((phase) => heatsOfPhase(tx, phase.id)));
  const entries = await entriesOf(
    tx,
    heats.flat().map((h) => h.id),
  );
  return {
    phases: phases.map((row, index) => ({
      id: row.id,
      name: row.name,
      measure: heatsPhaseOf(row).measure,
      heats: heats[index]!.map((heat) => ({
        id: heat.id,
        name: heat.name,
        status: (heat.status ?? "pending") as HeatStatus,
        scheduled_at: heat.scheduled_at ? new Date(heat.scheduled_at).toISOString() : null,
        entries: entries
          .filter((entry) => entry.heat_id === heat.id)
          .map((entry) => ({
            lane: entry.lane,
            name: entry.athlete_name ?? entry.team_name,
            team_name: entry.team_name,
            mark: entry.mark,
            mark_status: entry.mark_status,
            attempts: entry.attempts,
            place: entry.place,
            qualified: entry.qualified,
            record: entry.record,
          })),
      })),
    })),
  };
};
