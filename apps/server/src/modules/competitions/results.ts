import { RESOURCES } from "@quadra/shared";
import type {
  DuelResultEvent,
  DuelResultInput,
  EnterResultAnswer,
} from "@quadra/shared/contracts/competitions";
import { COMPETITION_FIELD_LABELS, type ZDuelResult } from "@quadra/shared/contracts/competitions";
import type { DuelResultAction } from "@quadra/shared/resources/catalog/competitionPeople";
import { and, eq, getTableColumns, inArray, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { conflict, invalidFields, notFound } from "../../platform/http/errors.ts";
import { type Actor, auditInsert, diffRecords } from "../../platform/resources/auditLog.ts";
import { searchTextOf } from "../../platform/resources/recordValues.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { advanceBracket, isBracketFormat } from "./bracket.ts";
import { competitionChangeNotice } from "./competitionEvents.ts";
import { type GroupRows, groupRosterColumn, groupRowsOfRoster } from "./competitionRows.ts";
import { competitionTables } from "./competitionTables.ts";
import { type DuelRow, duelColumns, duelRowOf, duelViewById, duelViewsOf } from "./duelViews.ts";
import { type CountedDuel, groupCountedDuelsColumn, isCounted } from "./engineMatches.ts";
import { type PhaseRegulation, phaseRegulation } from "./engineRegulation.ts";
import {
  assertCompetitionRunning,
  type CompetitionRecord,
  competitionOfJson,
  lockedCompetitionColumn,
  type PhaseRecord,
  phaseColumns,
  phaseOf,
} from "./phaseRecords.ts";
import { groupTable } from "./standings.ts";
import { teamRefs } from "./teamRefs.ts";

/**
 * The writes of a duel's result (docs/competitions.md, Results): enter, clear, confirm. Each runs
 * in the caller's transaction with the duel locked, is audited, moves a knockout's winner on and
 * announces the change on the competition's topic; the answer carries the group's new table.
 */

export const DUEL_NOT_FOUND = "Partida não encontrada.";
type ResultBody = z.output<typeof ZDuelResult>;
type Context = { actor: Actor; tenantIdentifier: string };

const RESULT_KEYS = [
  "home_score",
  "away_score",
  "sets",
  "walkover",
  "overtime",
  "shootout_home",
  "shootout_away",
  "cards",
  "status",
  "notes",
] as const;
/** A value with its objects' keys in order: the stored jsonb (sets, cards) and the typed one compare equal. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === "object" && !(value instanceof Date)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;
const resultPart = (row: Record<string, unknown>) =>
  Object.fromEntries(RESULT_KEYS.map((key) => [key, canonical(row[key] ?? null)]));

type Locked = {
  duel: DuelRow;
  phase: PhaseRecord;
  competition: CompetitionRecord;
  /** The duel's group: who plays in it, and its counted duels as they were before the write. */
  roster: GroupRows;
  counted: CountedDuel[];
};

/**
 * The duel with its place in the competition, locked for the write (read once, with its lock):
 * what it returns goes down to the checks and the answer, which read none of it again.
 */
const lockedDuel = async (
  tx: Executor,
  id: string,
  { confirmed = "refuse" }: { confirmed?: "refuse" | "allow" } = {},
): Promise<Locked> => {
  const t = competitionTables();
  // One statement: the duel (FOR UPDATE) with its round, group and phase, its competition held
  // for share by a sub-select of its own, and its group's roster (teams, deductions) and counted
  // duels for the answer's table.
  const [row] = await tx
    .select({
      duel: duelColumns(),
      phase: phaseColumns(),
      competition: lockedCompetitionColumn(),
      roster: groupRosterColumn(),
      counted: groupCountedDuelsColumn(),
    })
    .from(t.duels)
    .innerJoin(t.rounds, eq(t.rounds.id, t.duels.round_id))
    .innerJoin(t.groups, eq(t.groups.id, t.rounds.group_id))
    .innerJoin(t.phases, eq(t.phases.id, t.groups.phase_id))
    .where(eq(t.duels.id, id))
    .for("update", { of: t.duels })
    // Named: each connection parses and plans it once, then reuses the plan. Planning its sub-selects
    // under row-level security took about 2 ms of every result (the plan is per connection, role
    // and text, all constant here; the duel's id stays a parameter).
    .prepare("competitions_locked_duel")
    .execute();
  if (!row) throw notFound(DUEL_NOT_FOUND);
  const duel = duelRowOf(row.duel);
  const phase = phaseOf(row.phase);
  const competition = competitionOfJson(row.competition);
  assertCompetitionRunning(competition);
  if (duel.status === "confirmed" && confirmed === "refuse")
    throw conflict(
      "O resultado desta partida já foi confirmado; só a segurança das partidas o desbloqueia ou corrige.",
      { status: "O resultado já foi confirmado." },
    );
  if (duel.status === "cancelled")
    throw conflict("Esta partida foi cancelada; ela não recebe resultado.", {
      status: "A partida foi cancelada.",
    });
  const roster = groupRowsOfRoster(
    { id: duel.group_id, name: duel.group_name, phase_id: phase.id },
    row.roster,
  );
  const counted = (typeof row.counted === "string" ? JSON.parse(row.counted) : row.counted) as CountedDuel[];
  return { duel, phase, competition, roster, counted };
};

const refuse = (errors: Record<string, string>) => {
  throw invalidFields(errors, COMPETITION_FIELD_LABELS);
};

/** The result to store, checked against the regulation and the phase's format (a 400 naming the field). */
const checkedResult = (duel: DuelRow, phase: PhaseRecord, rule: PhaseRegulation, body: ResultBody) => {
  if (!duel.home_team_id || !duel.away_team_id)
    refuse({ home_score: "A partida ainda não tem as duas equipes; espere as partidas que a definem." });
  let homeScore = body.home_score;
  let awayScore = body.away_score;
  const walkover = body.walkover ?? null;
  const sets = body.sets?.length ? body.sets : null;
  if (walkover) {
    // The side that did not appear loses by the regulation's W.O. score, whatever was typed.
    const { winner, loser } = rule.walkoverScore;
    homeScore = walkover === "home" ? loser : winner;
    awayScore = walkover === "home" ? winner : loser;
  } else if (rule.scoring === "sets") {
    if (!sets) refuse({ sets: "Informe os pontos de cada set." });
    let homeSets = 0;
    let awaySets = 0;
    for (const [index, set] of (sets ?? []).entries()) {
      if (set.home === set.away)
        refuse({ [`sets.${index}`]: `O ${index + 1}º set não tem vencedor (${set.home} × ${set.away}).` });
      if (set.home > set.away) homeSets++;
      else awaySets++;
    }
    if (homeSets !== homeScore || awaySets !== awayScore)
      refuse({
        sets: `Os sets não conferem com o placar: pelos pontos, ${homeSets} × ${awaySets} em sets; o placar diz ${homeScore} × ${awayScore}.`,
      });
  }
  const hasHomeShootout = body.shootout_home !== undefined && body.shootout_home !== null;
  const hasAwayShootout = body.shootout_away !== undefined && body.shootout_away !== null;
  if (hasHomeShootout !== hasAwayShootout)
    refuse({
      [hasHomeShootout ? "shootout_away" : "shootout_home"]: "Informe os pênaltis das duas equipes.",
    });
  const shootout = hasHomeShootout ? { home: body.shootout_home!, away: body.shootout_away! } : null;
  if (shootout && homeScore !== awayScore)
    refuse({ shootout_home: "Só há pênaltis quando o placar termina empatado." });
  if (isBracketFormat(phase.format) && !walkover && homeScore === awayScore) {
    if (!shootout)
      refuse({
        shootout_home: "Partida de mata-mata empatada: informe os pênaltis para definir quem avança.",
      });
    else if (shootout.home === shootout.away)
      refuse({ shootout_home: "Os pênaltis precisam de um vencedor para definir quem avança." });
  }
  return {
    home_score: homeScore,
    away_score: awayScore,
    sets,
    walkover,
    overtime: body.overtime ?? false,
    shootout_home: shootout?.home ?? null,
    shootout_away: shootout?.away ?? null,
    cards: body.cards && (body.cards.home || body.cards.away) ? body.cards : null,
  };
};

/**
 * The group's counted duels after the write: read under the duel's lock before it, with the written
 * duel in its place (or out, when it no longer counts). Nothing else of the group changes with a
 * result: a knockout's advance only fills and cancels duels without one (bracket.ts).
 */
const countedAfter = (before: readonly CountedDuel[], written: DuelRow): CountedDuel[] => {
  const others = before.filter((duel) => duel.id !== written.id);
  if (!isCounted(written.status)) return others;
  // In the order of play, as the statement's: by round, then number (none last); a stable sort
  // keeps the statement's order among equals.
  const key = (duel: { round_number?: number; number: number | null }) =>
    [duel.round_number ?? 0, duel.number ?? Number.POSITIVE_INFINITY] as const;
  return [...others, written].sort((a, b) => {
    const [ra, na] = key(a);
    const [rb, nb] = key(b);
    return ra - rb || (na === nb ? 0 : na < nb ? -1 : 1);
  });
};

/**
 * The answer of a result's write: the duel as written (the UPDATE's returned row over the place
 * read under the lock) and its group's new table, whose read teams name the duel's too. A
 * knockout's advance may have changed other duels, never this one's teams.
 */
const answer = async (
  tx: Executor,
  { duel, phase, roster, counted }: Locked,
  rule: PhaseRegulation,
  after: Record<string, unknown> | undefined,
): Promise<EnterResultAnswer> => {
  if (!after) throw notFound(DUEL_NOT_FOUND);
  const written: DuelRow = { ...duel };
  for (const key of Object.keys(written) as (keyof DuelRow)[])
    if (key in after && !["round_number", "round_name", "group_name", "phase_name"].includes(key))
      (written as Record<string, unknown>)[key] = after[key];
  const { view, teams } = await groupTable(tx, phase, { id: duel.group_id, name: duel.group_name }, rule, {
    rows: roster,
    duels: countedAfter(counted, written),
  });
  const named = [written.home_team_id, written.away_team_id].filter((id): id is string => !!id);
  const missing = named.filter((id) => !teams.has(id));
  const refs = missing.length ? new Map([...teams, ...(await teamRefs(tx, missing))]) : teams;
  return { duel: duelViewsOf([written], refs)[0]!, standings: view };
};

/** Enters (or corrects) a duel's result: it counts in the table at once (status `played`). */
export const enterResult = async (
  tx: Executor,
  context: Context,
  duelId: string,
  body: ResultBody | DuelResultInput,
): Promise<EnterResultAnswer> => {
  const locked = await lockedDuel(tx, duelId);
  const { duel, phase } = locked;
  const rule = await phaseRegulation(tx, phase, locked.competition);
  const result = checkedResult(duel, phase, rule, body as ResultBody);
  assertNotChangedSince(duel, body.base_version, result);
  const after = await writeDuel(tx, context, locked, "result", {
    ...result,
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    status: "played",
    result_by: context.actor.userId,
    result_at: new Date().toISOString(),
  });
  if (isBracketFormat(phase.format)) await advanceBracket(tx, phase);
  return answer(tx, locked, rule, after);
};

/**
 * A result sent from a sheet opened at `baseVersion` (kept on a device without signal, say) must
 * not silently overwrite another person's result entered since: unless what is stored now is the
 * same result, it is a 409 that says what is there, for the person to decide.
 */
const assertNotChangedSince = (duel: DuelRow, baseVersion: number | null | undefined, result: object) => {
  if (baseVersion === undefined || baseVersion === null || baseVersion === duel.version) return;
  const stored = resultPart(duel);
  const sent = resultPart({ ...duel, ...result, status: "played" });
  if (JSON.stringify(stored) === JSON.stringify({ ...sent, notes: stored.notes })) return;
  const now =
    duel.status === "scheduled" || duel.home_score === null
      ? "sem resultado"
      : `${duel.home_score} × ${duel.away_score}`;
  throw conflict(
    `Outra pessoa mudou este resultado depois que você abriu a súmula (agora: ${now}). Confira e lance de novo se for o caso.`,
    { base_version: `O resultado mudou: agora ${now}.` },
  );
};

/**
 * Writes a duel's result columns as the person acting, with the row's version moved on, audited
 * (its result part, before and after), written in the result's history (duelresults) and announced
 * on the competition's topic, in one statement: the audit and history entries are data-modifying
 * WITHs and the `pg_notify` a returned column of the UPDATE, so the four still share the write's
 * transaction (the notice leaves at its commit) for one round trip.
 */
type ResultEvent = DuelResultEvent;
/** The history's word for each write (duelresults.action): a result entered over another is a correction. */
const historyActionOf = (kind: ResultEvent, duel: DuelRow): DuelResultAction =>
  kind === "result"
    ? duel.status === "played"
      ? "corrected"
      : "entered"
    : (
        {
          result_cleared: "cleared",
          result_confirmed: "confirmed",
          result_unlocked: "unlocked",
          result_corrected: "corrected",
        } as const
      )[kind];

/** The history row of a result's write (duelresults): the result it left, who and why. */
const historyInsert = (
  tx: Executor,
  context: Context,
  { duel, phase }: Locked,
  kind: ResultEvent,
  values: Record<string, unknown>,
  reason: string | null,
) => {
  const merged = { ...duel, ...values };
  const row = {
    duel_id: duel.id,
    competition_id: phase.competition_id,
    action: historyActionOf(kind, duel),
    home_score: (merged.home_score as number | null) ?? null,
    away_score: (merged.away_score as number | null) ?? null,
    result: resultPart(merged),
    reason,
    user_id: context.actor.userId,
  };
  return tx.insert(resourceTable("duelresults")).values({
    ...row,
    tenant_id: context.actor.tenantId,
    search_text: searchTextOf(RESOURCES.duelresults!, row),
    created_by: context.actor.userId,
    updated_by: context.actor.userId,
  });
};

const writeDuel = async (
  tx: Executor,
  context: Context,
  locked: Locked,
  kind: ResultEvent,
  values: Record<string, unknown>,
  reason: string | null = null,
) => {
  const { duel, phase } = locked;
  const t = competitionTables();
  const history = historyInsert(tx, context, locked, kind, values, reason);
  const entry = auditInsert(tx, context.actor, [
    {
      action: "update",
      resource: "duels",
      recordId: duel.id,
      recordTitle: duel.number === null ? null : String(duel.number),
      changes: {
        ...diffRecords(resultPart(duel), resultPart({ ...duel, ...values })),
        event: kind,
      },
    },
  ]);
  const notice = competitionChangeNotice(context.tenantIdentifier, {
    competition_id: phase.competition_id,
    kind,
    duel_id: duel.id,
    phase_id: phase.id,
    group_id: duel.group_id,
  });
  const [after] = await tx
    .with(tx.$with("audit_entry", {}).as(entry.getSQL()), tx.$with("history_entry", {}).as(history.getSQL()))
    .update(t.duels)
    .set({
      ...values,
      updated_at: new Date(),
      updated_by: context.actor.userId,
      version: sql`${t.duels.version} + 1`,
    })
    .where(eq(t.duels.id, duel.id))
    .returning({ ...getTableColumns(t.duels), notice });
  return after;
};

/** Takes a duel's result back: it is `scheduled` again and leaves the table. */
export const clearResult = async (
  tx: Executor,
  context: Context,
  duelId: string,
): Promise<EnterResultAnswer> => {
  const locked = await lockedDuel(tx, duelId);
  const { duel, phase } = locked;
  if (duel.status !== "played") throw conflict("Esta partida não tem resultado lançado.");
  const after = await writeDuel(tx, context, locked, "result_cleared", {
    home_score: null,
    away_score: null,
    sets: null,
    walkover: null,
    overtime: false,
    shootout_home: null,
    shootout_away: null,
    cards: null,
    status: "scheduled",
    result_by: null,
    result_at: null,
  });
  if (isBracketFormat(phase.format)) await advanceBracket(tx, phase);
  return answer(tx, locked, await phaseRegulation(tx, phase, locked.competition), after);
};

/** Locks a duel's result; the phase is finished once every duel that is not cancelled is confirmed. */
export const confirmResult = async (tx: Executor, context: Context, duelId: string) => {
  const locked = await lockedDuel(tx, duelId);
  const { duel, phase } = locked;
  if (duel.status !== "played") throw conflict("Lance o resultado antes de confirmá-lo.");
  await writeDuel(tx, context, locked, "result_confirmed", {
    status: "confirmed",
    confirmed_by: context.actor.userId,
    confirmed_at: new Date().toISOString(),
  });
  const t = competitionTables();
  const groupIds = tx.select({ id: t.groups.id }).from(t.groups).where(eq(t.groups.phase_id, phase.id));
  const roundIds = tx.select({ id: t.rounds.id }).from(t.rounds).where(inArray(t.rounds.group_id, groupIds));
  const [open] = await tx
    .select({ id: t.duels.id })
    .from(t.duels)
    .where(and(inArray(t.duels.round_id, roundIds), notInArray(t.duels.status, ["confirmed", "cancelled"])))
    .limit(1);
  if (!open)
    await tx
      .update(t.phases)
      .set({ status: "finished", updated_at: new Date(), version: sql`${t.phases.version} + 1` })
      .where(eq(t.phases.id, phase.id));
  const view = await duelViewById(tx, duelId);
  if (!view) throw notFound(DUEL_NOT_FOUND);
  return view;
};

/**
 * Result security (permission `duelssecurities`): a confirmed result opened again for changes, with
 * the reason in its history. It counts as entered (`played`) until it is confirmed again.
 */
export const unlockResult = async (tx: Executor, context: Context, duelId: string, reason: string) => {
  const locked = await lockedDuel(tx, duelId, { confirmed: "allow" });
  if (locked.duel.status !== "confirmed") throw conflict("Só um resultado confirmado é desbloqueado.");
  await writeDuel(
    tx,
    context,
    locked,
    "result_unlocked",
    { status: "played", confirmed_by: null, confirmed_at: null },
    reason,
  );
  await reopenPhase(tx, locked.phase);
  const view = await duelViewById(tx, duelId);
  if (!view) throw notFound(DUEL_NOT_FOUND);
  return view;
};

/**
 * Result security: a confirmed result corrected in place (a wrong score found after the match), with
 * the reason in its history; it stays confirmed, and the standings and a knockout's next duels follow.
 */
export const correctResult = async (
  tx: Executor,
  context: Context,
  duelId: string,
  body: ResultBody,
  reason: string,
): Promise<EnterResultAnswer> => {
  const locked = await lockedDuel(tx, duelId, { confirmed: "allow" });
  const { duel, phase } = locked;
  if (duel.status !== "confirmed")
    throw conflict("Só um resultado confirmado é corrigido aqui; os outros mudam na súmula.");
  const rule = await phaseRegulation(tx, phase, locked.competition);
  const result = checkedResult(duel, phase, rule, body);
  const after = await writeDuel(
    tx,
    context,
    locked,
    "result_corrected",
    { ...result, ...(body.notes !== undefined ? { notes: body.notes } : {}) },
    reason,
  );
  if (isBracketFormat(phase.format)) await advanceBracket(tx, phase);
  return answer(tx, locked, rule, after);
};

/** A finished phase with a result opened again is running again. */
const reopenPhase = async (tx: Executor, phase: PhaseRecord) => {
  if (phase.status !== "finished") return;
  const t = competitionTables();
  await tx
    .update(t.phases)
    .set({ status: "scheduled", updated_at: new Date(), version: sql`${t.phases.version} + 1` })
    .where(eq(t.phases.id, phase.id));
};
