import { RESOURCES } from "@quadra/shared";
import {
  DUEL_RESULT_EVENTS,
  type DuelHistoryAction,
  type DuelSheet,
  type DuelView,
  type ResultHistoryEntry,
  type ZScheduleInput,
} from "@quadra/shared/contracts/competitions";
import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { invalidFields, notFound } from "../../platform/http/errors.ts";
import { type Actor, diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { searchTextOf } from "../../platform/resources/recordValues.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { isBracketFormat } from "./bracket.ts";
import { publishCompetitionChange } from "./competitionEvents.ts";
import { competitionTables } from "./competitionTables.ts";
import { duelViews, loadDuelRows } from "./duelViews.ts";
import { phaseRegulation } from "./engineRegulation.ts";
import { assertCompetitionOpen, competitionById, phaseById } from "./phaseRecords.ts";
import { DUEL_NOT_FOUND } from "./results.ts";

export type DuelFilters = {
  phase_id?: string | undefined;
  group_id?: string | undefined;
  round_id?: string | undefined;
  team_id?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** The duels of a competition by the list's filters (dates compare the day of `scheduled_at`). */
export const competitionDuels = async (
  tx: Executor,
  competitionId: string,
  filters: DuelFilters,
): Promise<DuelView[]> => {
  await competitionById(tx, competitionId);
  const t = competitionTables();
  const conditions: (SQL | undefined)[] = [eq(t.duels.competition_id, competitionId)];
  if (filters.phase_id) conditions.push(eq(t.phases.id, filters.phase_id));
  if (filters.group_id) conditions.push(eq(t.groups.id, filters.group_id));
  if (filters.round_id) conditions.push(eq(t.rounds.id, filters.round_id));
  if (filters.team_id)
    conditions.push(or(eq(t.duels.home_team_id, filters.team_id), eq(t.duels.away_team_id, filters.team_id)));
  if (filters.status) conditions.push(eq(t.duels.status, filters.status));
  if (filters.from) conditions.push(gte(t.duels.scheduled_at, filters.from));
  if (filters.to) conditions.push(lt(t.duels.scheduled_at, nextDay(filters.to)));
  return duelViews(tx, await loadDuelRows(tx, and(...conditions)));
};

type ScheduleBody = z.output<typeof ZScheduleInput>;

/**
 * Dates, places and courts of many duels in one transaction (the schedule screen's bulk save); each
 * changed duel is audited. Only the schedule changes here: teams and results have their own writes.
 */
export const scheduleDuels = async (
  tx: Executor,
  context: { actor: Actor; tenantIdentifier: string },
  competitionId: string,
  body: ScheduleBody,
): Promise<DuelView[]> => {
  assertCompetitionOpen(await competitionById(tx, competitionId, true));
  const t = competitionTables();
  const ids = body.duels.map((d) => d.id);
  const current = await tx
    .select({
      id: t.duels.id,
      number: t.duels.number,
      scheduled_at: t.duels.scheduled_at,
      place: t.duels.place,
      court: t.duels.court,
    })
    .from(t.duels)
    .where(and(eq(t.duels.competition_id, competitionId), inArray(t.duels.id, ids)))
    .for("update");
  const byId = new Map(current.map((row) => [row.id, row]));
  const missing = body.duels.findIndex((d) => !byId.has(d.id));
  if (missing >= 0)
    throw invalidFields(
      { [`duels.${missing}.id`]: "Esta partida não é desta competição." },
      { duels: "Partidas" },
    );
  const audits = [];
  for (const change of body.duels) {
    const before = byId.get(change.id)!;
    const after = {
      scheduled_at: change.scheduled_at ? new Date(change.scheduled_at).toISOString() : null,
      place: change.place,
      court: change.court,
    };
    const beforeValues = {
      scheduled_at: before.scheduled_at ? new Date(before.scheduled_at).toISOString() : null,
      place: before.place,
      court: before.court,
    };
    const changes = diffRecords(beforeValues, after);
    if (!Object.keys(changes.after).length) continue;
    await tx
      .update(t.duels)
      .set({
        ...after,
        // The same text the generic update writes from the duel's search fields (its place).
        search_text: searchTextOf(RESOURCES.duels!, after),
        updated_at: new Date(),
        updated_by: context.actor.userId,
        version: sql`${t.duels.version} + 1`,
      })
      .where(eq(t.duels.id, change.id));
    audits.push({
      action: "update" as const,
      resource: "duels",
      recordId: change.id,
      recordTitle: before.number === null ? null : String(before.number),
      changes,
    });
  }
  await writeAudit(tx, context.actor, audits);
  if (audits.length)
    await publishCompetitionChange(tx, context.tenantIdentifier, {
      competition_id: competitionId,
      kind: "schedule",
    });
  return duelViews(tx, await loadDuelRows(tx, inArray(t.duels.id, ids)));
};

type AuditChanges = {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  event?: string;
};

/** A duel's schedule: what the schedule screen and the generic form's date, place and court write. */
const SCHEDULE_FIELDS = ["scheduled_at", "place", "court", "space_id"];

/**
 * What an audit entry of a duel records, in the history's words: the result writes name their event;
 * otherwise its creation, its schedule given (a date where there was none) or changed, or another
 * change (the notes of the generic form).
 */
export const duelHistoryAction = (action: string, changes: AuditChanges): DuelHistoryAction => {
  const event = DUEL_RESULT_EVENTS.find((known) => known === changes.event);
  if (event) return event;
  if (action === "create") return "create";
  const before = changes.before ?? {};
  const after = changes.after ?? {};
  if (!Object.keys(after).some((field) => SCHEDULE_FIELDS.includes(field))) return "update";
  const dated = "scheduled_at" in after && !before.scheduled_at && Boolean(after.scheduled_at);
  return dated ? "schedule" : "reschedule";
};

/** The duel sheet: the duel, how it is scored (goals or sets, W.O. score, knockout) and its result's history. */
export const duelSheet = async (tx: Executor, duelId: string): Promise<DuelSheet> => {
  const t = competitionTables();
  const [row] = await loadDuelRows(tx, eq(t.duels.id, duelId));
  if (!row) throw notFound(DUEL_NOT_FOUND);
  const [duel] = await duelViews(tx, [row]);
  const phase = await phaseById(tx, row.phase_id);
  const competition = await competitionById(tx, phase.competition_id);
  const rule = await phaseRegulation(tx, phase);
  const logs = resourceTable("logs");
  const entries = await tx
    .select({ at: logs.created_at, action: logs.action, user_name: logs.user_name, changes: logs.changes })
    .from(logs)
    .where(and(eq(logs.resource, "duels"), eq(logs.record_id, duelId)))
    .orderBy(desc(logs.created_at))
    .limit(100);
  const history: ResultHistoryEntry[] = entries.map((entry) => {
    const changes = (entry.changes ?? {}) as AuditChanges;
    return {
      at: new Date(entry.at).toISOString(),
      action: duelHistoryAction(entry.action ?? "update", changes),
      by: entry.user_name ?? null,
      before: changes.before ?? null,
      after: changes.after ?? null,
    };
  });
  return {
    duel: duel!,
    competition_status: competition.status,
    scoring: rule.scoring,
    knockout: isBracketFormat(phase.format),
    walkover_score: rule.walkoverScore,
    notes: row.notes,
    history,
  };
};
