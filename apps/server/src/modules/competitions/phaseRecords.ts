import type {
  PhaseEntry,
  PhaseFormat,
  PhaseStatus,
} from "@quadra/shared/resources/catalog/competitionStructure";
import type { CompetitionStatus } from "@quadra/shared/resources/catalog/teams";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { competitionTables } from "./competitionTables.ts";

export type PhaseRecord = {
  id: string;
  competition_id: string;
  name: string;
  position: number;
  format: PhaseFormat;
  groups_count: number;
  legs: number;
  third_place: boolean;
  swiss_rounds: number | null;
  entry: PhaseEntry;
  qualifiers_per_group: number | null;
  best_placed: number | null;
  regulation_id: string | null;
  classificationzone_id: string | null;
  status: PhaseStatus;
};

export type CompetitionRecord = {
  id: string;
  name: string;
  status: CompetitionStatus;
  season: number | null;
  starts_on: string | null;
  ends_on: string | null;
  regulation_id: string | null;
};

export const PHASE_NOT_FOUND = "Fase não encontrada.";
export const COMPETITION_NOT_FOUND = "Competição não encontrada.";

export const phaseColumns = () => {
  const p = competitionTables().phases;
  return {
    id: p.id,
    competition_id: p.competition_id,
    name: p.name,
    position: p.position,
    format: p.format,
    groups_count: p.groups_count,
    legs: p.legs,
    third_place: p.third_place,
    swiss_rounds: p.swiss_rounds,
    entry: p.entry,
    qualifiers_per_group: p.qualifiers_per_group,
    best_placed: p.best_placed,
    regulation_id: p.regulation_id,
    classificationzone_id: p.classificationzone_id,
    status: p.status,
  };
};

export const phaseOf = (row: Record<string, unknown>): PhaseRecord => ({
  ...(row as PhaseRecord),
  position: (row.position as number | null) ?? 0,
  groups_count: (row.groups_count as number | null) ?? 1,
  legs: (row.legs as number | null) ?? 1,
  format: ((row.format as string | null) ?? "groups") as PhaseFormat,
  entry: ((row.entry as string | null) ?? "all") as PhaseEntry,
  status: ((row.status as string | null) ?? "pending") as PhaseStatus,
});

/** A phase by id (404 when absent); `lock` holds it for the write that follows. */
export const phaseById = async (tx: Executor, id: string, lock = false): Promise<PhaseRecord> => {
  const p = competitionTables().phases;
  const query = tx.select(phaseColumns()).from(p).where(eq(p.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(PHASE_NOT_FOUND);
  return phaseOf(row);
};

/** The phases of a competition, in order. */
export const phasesOf = async (tx: Executor, competitionId: string): Promise<PhaseRecord[]> => {
  const p = competitionTables().phases;
  const rows = await tx
    .select(phaseColumns())
    .from(p)
    .where(eq(p.competition_id, competitionId))
    .orderBy(asc(p.position), asc(p.created_at));
  return rows.map(phaseOf);
};

const competitionColumns = () => {
  const c = competitionTables().competitions;
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    season: c.season,
    starts_on: c.starts_on,
    ends_on: c.ends_on,
    regulation_id: c.regulation_id,
  };
};

/**
 * The competition of the phase in the row (`phases` joined), as a JSON column of the same statement
 * and held (share) by its own sub-select, so its status cannot change meanwhile: for a read whose
 * main lock is on another table (a result's duel, FOR UPDATE: competitions/results.ts). The locked
 * sub-select returns the row as it is once the lock is held. `competitionOfJson` reads it back.
 */
export const lockedCompetitionColumn = () => {
  const t = competitionTables();
  const c = t.competitions;
  return sql<Record<string, unknown> | string | null>`(
    select json_build_object('id', ${c.id}, 'name', ${c.name}, 'status', ${c.status}, 'season', ${c.season},
      'starts_on', ${c.starts_on}, 'ends_on', ${c.ends_on}, 'regulation_id', ${c.regulation_id})
    from ${c} where ${c.id} = ${t.phases.competition_id} for share
  )`;
};

/** The competition read by `lockedCompetitionColumn` (404 when absent). */
export const competitionOfJson = (value: Record<string, unknown> | string | null): CompetitionRecord => {
  const row = (typeof value === "string" ? JSON.parse(value) : value) as CompetitionRecord | null;
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  return { ...row, status: (row.status ?? "planned") as CompetitionStatus };
};

/** A competition by id (404 when absent); `lock` holds it so its status cannot change meanwhile. */
export const competitionById = async (tx: Executor, id: string, lock = false): Promise<CompetitionRecord> => {
  const c = competitionTables().competitions;
  const query = tx.select(competitionColumns()).from(c).where(eq(c.id, id));
  const [row] = lock ? await query.for("share") : await query;
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  return { ...row, status: (row.status ?? "planned") as CompetitionStatus };
};

/** Finished and cancelled competitions are history: nothing of their structure or results changes. */
export const closedCompetitionMessage = (status: string): string | null =>
  status === "finished"
    ? "A competição está encerrada; nada dela pode mudar."
    : status === "cancelled"
      ? "A competição foi cancelada; nada dela pode mudar."
      : null;

/** A 409 when the competition is finished or cancelled. */
export const assertCompetitionOpen = (competition: { status: string }) => {
  const message = closedCompetitionMessage(competition.status);
  if (message) throw conflict(message);
};

/** Results are entered only while the competition runs. */
export const assertCompetitionRunning = (competition: { status: string }) => {
  assertCompetitionOpen(competition);
  if (competition.status !== "running")
    throw conflict(
      "A competição ainda não está em andamento; mude a situação para Em andamento antes de lançar resultados.",
    );
};

/** The groups of a phase, in order. */
export const groupsOf = async (tx: Executor, phaseId: string) => {
  const g = competitionTables().groups;
  return tx
    .select({ id: g.id, name: g.name, position: g.position })
    .from(g)
    .where(eq(g.phase_id, phaseId))
    .orderBy(asc(g.position), asc(g.name));
};

/** The participants of the given groups, by seed. */
export const participantsOf = async (tx: Executor, groupIds: readonly string[]) => {
  if (!groupIds.length) return [];
  const t = competitionTables();
  return tx
    .select({
      id: t.participants.id,
      group_id: t.participants.group_id,
      team_id: t.participants.team_id,
      seed: t.participants.seed,
      pot: t.participants.pot,
    })
    .from(t.participants)
    .where(inArray(t.participants.group_id, [...groupIds]))
    .orderBy(asc(t.participants.seed), asc(t.participants.created_at));
};
