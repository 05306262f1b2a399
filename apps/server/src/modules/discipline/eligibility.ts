import { type Card, eligibility, type Sanction, type TeamMatch } from "@quadra/engine";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { competitionTables } from "../competitions/competitionTables.ts";
import { type RequirementDoc, requirementStatus } from "../documents/documentStatus.ts";

/** Whether one player may be put on one side of a match's sheet, and the pt-BR reason when not. */
export type SheetEligibility = { eligible: boolean; reason?: string };

const STATUS_WORDS: Record<string, string> = {
  missing: "não enviado",
  pending: "aguardando análise",
  expired: "vencido",
  rejected: "recusado",
};

/** The engine's reasons name ISO dates; the sheet says them as a Brazilian reads them. */
const brDates = (text: string) =>
  text.replaceAll(/(\d{4})-(\d{2})-(\d{2})/g, (_match, y, m, d) => `${d}/${m}/${y}`);

const dayOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The team's matches in the competition in the order they are played (date, then phase, round and
 * number; cancelled ones do not count), each with its day (today for one not scheduled yet).
 */
const teamSchedule = async (tx: Executor, competitionId: string, teamId: string, today: string) => {
  const t = competitionTables();
  const rows = await tx
    .select({ id: t.duels.id, scheduled_at: t.duels.scheduled_at })
    .from(t.duels)
    .innerJoin(t.rounds, eq(t.rounds.id, t.duels.round_id))
    .innerJoin(t.groups, eq(t.groups.id, t.rounds.group_id))
    .innerJoin(t.phases, eq(t.phases.id, t.groups.phase_id))
    .where(
      and(
        eq(t.duels.competition_id, competitionId),
        ne(t.duels.status, "cancelled"),
        or(eq(t.duels.home_team_id, teamId), eq(t.duels.away_team_id, teamId)),
      ),
    )
    .orderBy(
      sql`${t.duels.scheduled_at} asc nulls last`,
      asc(t.phases.created_at),
      asc(t.rounds.number),
      asc(t.duels.number),
      asc(t.duels.id),
    );
  return rows.map((row): TeamMatch => ({ id: row.id, date: dayOf(row.scheduled_at) ?? today }));
};

/** Cards written per player on the sheets of these matches: 2 yellows are a yellow and a second yellow. */
const cardsOf = async (
  tx: Executor,
  matchIds: readonly string[],
  teamId: string,
  userIds: readonly string[],
) => {
  if (!matchIds.length || !userIds.length) return [];
  const lineups = resourceTable("duellineups");
  const rows = await tx
    .select({
      user_id: lineups.user_id,
      duel_id: lineups.duel_id,
      yellow_cards: lineups.yellow_cards,
      red_card: lineups.red_card,
    })
    .from(lineups)
    .where(
      and(
        inArray(lineups.duel_id, [...matchIds]),
        eq(lineups.team_id, teamId),
        inArray(lineups.user_id, [...userIds]),
      ),
    );
  const cards: Card[] = [];
  for (const row of rows) {
    const player = String(row.user_id);
    const match = String(row.duel_id);
    const yellows = Number(row.yellow_cards ?? 0);
    if (yellows >= 1) cards.push({ player, match, kind: "yellow" });
    if (yellows >= 2) cards.push({ player, match, kind: "secondYellow" });
    if (row.red_card) cards.push({ player, match, kind: "red" });
  }
  return cards;
};

/**
 * The punishments in force that keep these people off this competition's sheets: suspensions by
 * matches or by period of the competition or of no competition (any), and exclusions from it.
 */
const sanctionsOf = async (
  tx: Executor,
  competitionId: string,
  userIds: readonly string[],
  schedule: readonly TeamMatch[],
) => {
  if (!userIds.length) return { sanctions: [], excluded: new Map<string, string>() };
  const p = resourceTable("punishments");
  const rows = await tx
    .select({
      user_id: p.user_id,
      kind: p.kind,
      competition_id: p.competition_id,
      duel_id: p.duel_id,
      matches: p.matches,
      starts_on: p.starts_on,
      ends_on: p.ends_on,
      decided_on: p.decided_on,
      reason: p.reason,
    })
    .from(p)
    .where(
      and(
        isNull(p.deleted_at),
        eq(p.status, "in_force"),
        inArray(p.user_id, [...userIds]),
        inArray(p.kind, ["suspension_matches", "suspension_days", "exclusion"]),
        or(eq(p.competition_id, competitionId), isNull(p.competition_id)),
      ),
    );
  const inSchedule = new Set(schedule.map((m) => m.id));
  const sanctions: Sanction[] = [];
  const excluded = new Map<string, string>();
  for (const row of rows) {
    const player = String(row.user_id);
    if (row.kind === "exclusion") {
      if (row.competition_id === competitionId) excluded.set(player, "Excluído(a) da competição");
      continue;
    }
    if (row.kind === "suspension_matches" && row.matches) {
      const afterMatch = row.duel_id && inSchedule.has(String(row.duel_id)) ? String(row.duel_id) : undefined;
      sanctions.push(
        afterMatch
          ? { player, matches: Number(row.matches), afterMatch }
          : {
              player,
              matches: Number(row.matches),
              from: dayOf(row.starts_on ?? row.decided_on) ?? undefined,
            },
      );
    } else if (row.kind === "suspension_days" && row.ends_on) {
      const from = dayOf(row.starts_on);
      sanctions.push({ player, until: dayOf(row.ends_on)!, ...(from ? { from } : {}) });
    }
  }
  return { sanctions, excluded };
};

/**
 * The documents of the competition that keep an athlete off a sheet (`blocks_sheet`, required of
 * each athlete), and for each person the first one not approved and valid, as a pt-BR reason.
 */
const documentBlocks = async (
  tx: Executor,
  competitionId: string,
  userIds: readonly string[],
  today: string,
) => {
  const blocked = new Map<string, string>();
  if (!userIds.length) return blocked;
  const required = resourceTable("competitiondocuments");
  const types = resourceTable("documenttypes");
  const blocking = await tx
    .select({ id: types.id, name: types.name })
    .from(required)
    .innerJoin(types, eq(types.id, required.documenttype_id))
    .where(
      and(
        eq(required.competition_id, competitionId),
        eq(required.subject, "member"),
        eq(required.blocks_sheet, true),
      ),
    )
    .orderBy(asc(types.name));
  if (!blocking.length) return blocked;
  const docs = resourceTable("userdocuments");
  const held = (await tx
    .select({
      id: docs.id,
      user_id: docs.user_id,
      documenttype_id: docs.documenttype_id,
      status: docs.status,
      expires_on: docs.expires_on,
      review_reason: docs.review_reason,
    })
    .from(docs)
    .where(
      and(
        inArray(docs.user_id, [...userIds]),
        inArray(
          docs.documenttype_id,
          blocking.map((type) => type.id),
        ),
      ),
    )
    .orderBy(desc(docs.created_at))) as (RequirementDoc & { user_id: string; documenttype_id: string })[];
  const byKey = new Map<string, RequirementDoc[]>();
  for (const doc of held) {
    const key = `${doc.user_id}:${doc.documenttype_id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), doc]);
  }
  for (const userId of userIds) {
    for (const type of blocking) {
      const { status } = requirementStatus(byKey.get(`${userId}:${type.id}`) ?? [], today);
      if (status === "approved") continue;
      blocked.set(userId, `Documento exigido ${STATUS_WORDS[status] ?? status}: ${type.name}`);
      break;
    }
  }
  return blocked;
};

/**
 * May each of these people be put on `teamId`'s side of this match's sheet? Cards of the team's
 * earlier matches in the competition and punishments in force go through the engine's
 * `eligibility` (its pt-BR reason); then the competition's documents that block the sheet. A few
 * queries for the whole set, whatever its size.
 */
export const sheetEligibilities = async (
  tx: Executor,
  input: { duelId: string; competitionId: string; teamId: string; userIds: readonly string[] },
): Promise<Map<string, SheetEligibility>> => {
  const today = todayIso();
  const userIds = [...new Set(input.userIds)];
  const schedule = await teamSchedule(tx, input.competitionId, input.teamId, today);
  const index = schedule.findIndex((m) => m.id === input.duelId);
  const earlier = index < 0 ? [] : schedule.slice(0, index).map((m) => m.id);
  const cards = await cardsOf(tx, earlier, input.teamId, userIds);
  const { sanctions, excluded } = await sanctionsOf(tx, input.competitionId, userIds, schedule);
  const documents = await documentBlocks(tx, input.competitionId, userIds, today);
  const answer = new Map<string, SheetEligibility>();
  for (const userId of userIds) {
    const exclusion = excluded.get(userId);
    if (exclusion) {
      answer.set(userId, { eligible: false, reason: exclusion });
      continue;
    }
    if (index >= 0) {
      const result = eligibility({ player: userId, match: input.duelId, schedule, cards, sanctions });
      if (!result.eligible) {
        answer.set(userId, { eligible: false, reason: brDates(result.reason ?? "Suspenso") });
        continue;
      }
    }
    const document = documents.get(userId);
    answer.set(userId, document ? { eligible: false, reason: document } : { eligible: true });
  }
  return answer;
};
