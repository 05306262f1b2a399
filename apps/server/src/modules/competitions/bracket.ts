import {
  type Bracket,
  doubleElimination,
  type ResolvedBracket,
  resolveBracket,
  singleElimination,
} from "@quadra/engine";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { competitionTables } from "./competitionTables.ts";
import { type DuelRow, loadDuelRows } from "./duelViews.ts";
import { winnerOf } from "./engineMatches.ts";
import { groupsOf, type PhaseRecord, participantsOf } from "./phaseRecords.ts";

export const isBracketFormat = (format: string) => format === "knockout" || format === "double_elimination";

/** The bracket of a knockout phase, rebuilt from its seeded participants (nothing else is stored). */
export const bracketOf = (phase: PhaseRecord, seededTeams: readonly string[]): Bracket | null => {
  if (seededTeams.length < 2) return null;
  return phase.format === "double_elimination"
    ? doubleElimination({ participants: seededTeams })
    : singleElimination({ participants: seededTeams, thirdPlace: phase.third_place });
};

export type PhaseBracket = {
  bracket: Bracket;
  resolved: ResolvedBracket;
  duels: DuelRow[];
  groupId: string;
};

/**
 * A knockout phase's bracket resolved from rows already read: its (first) group, that group's
 * participants by seed and its duels; null before it has teams.
 */
export const bracketFromRows = (
  phase: PhaseRecord,
  group: { id: string } | undefined,
  seededTeams: readonly string[],
  groupDuels: readonly DuelRow[],
): PhaseBracket | null => {
  if (!isBracketFormat(phase.format) || !group) return null;
  const bracket = bracketOf(phase, seededTeams);
  if (!bracket) return null;
  const duels = groupDuels.filter((duel) => duel.group_id === group.id && duel.bracket_match !== null);
  const winners: Record<string, string> = {};
  for (const duel of duels) {
    const winner = winnerOf(duel);
    if (winner && duel.bracket_match) winners[duel.bracket_match] = winner;
  }
  return { bracket, resolved: resolveBracket({ bracket, winners }), duels, groupId: group.id };
};

/** A knockout phase's bracket resolved from the winners of its duels; null before it has teams. */
export const phaseBracket = async (tx: Executor, phase: PhaseRecord): Promise<PhaseBracket | null> => {
  if (!isBracketFormat(phase.format)) return null;
  const [group] = await groupsOf(tx, phase.id);
  if (!group) return null;
  const participants = await participantsOf(tx, [group.id]);
  if (participants.length < 2) return null;
  const t = competitionTables();
  const duels = await loadDuelRows(tx, and(eq(t.groups.id, group.id), isNotNull(t.duels.bracket_match)));
  return bracketFromRows(
    phase,
    group,
    participants.map((p) => p.team_id),
    duels,
  );
};

const NEXT_HAS_RESULT =
  "A partida seguinte da chave já tem resultado; apague aquele resultado antes de mudar quem venceu esta.";

/**
 * Fills the teams of a knockout phase's duels from the bracket as it resolves now: the winner (or
 * loser) of a decided duel moves into the duel it feeds. A duel that already has a result keeps
 * its teams: a change that would replace them is refused (409) so no result is silently orphaned.
 */
export const advanceBracket = async (tx: Executor, phase: PhaseRecord): Promise<string[]> => {
  const state = await phaseBracket(tx, phase);
  if (!state) return [];
  const t = competitionTables();
  const byMatch = new Map(state.duels.map((duel) => [duel.bracket_match, duel]));
  const changed: string[] = [];
  for (const match of state.resolved.matches) {
    const duel = byMatch.get(match.id);
    if (!duel) continue;
    // A grand-final reset the winners' champion made unnecessary is cancelled (it never counts);
    // a corrected final can bring it back.
    const cancelled = match.status === "notNeeded";
    if (
      cancelled !== (duel.status === "cancelled") &&
      duel.status !== "played" &&
      duel.status !== "confirmed"
    ) {
      await tx
        .update(t.duels)
        .set({
          status: cancelled ? "cancelled" : "scheduled",
          updated_at: new Date(),
          version: sql`${t.duels.version} + 1`,
        })
        .where(eq(t.duels.id, duel.id));
      changed.push(duel.id);
    }
    const home = match.homeParticipant ?? null;
    const away = match.awayParticipant ?? null;
    if (duel.home_team_id === home && duel.away_team_id === away) continue;
    if (duel.status === "played" || duel.status === "confirmed") throw conflict(NEXT_HAS_RESULT);
    await tx
      .update(t.duels)
      .set({
        home_team_id: home,
        away_team_id: away,
        updated_at: new Date(),
        version: sql`${t.duels.version} + 1`,
      })
      .where(eq(t.duels.id, duel.id));
    changed.push(duel.id);
  }
  return changed;
};
