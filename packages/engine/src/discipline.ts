import type { ParticipantId } from "./types.ts";

export type CardKind = "yellow" | "secondYellow" | "red";

/** A card shown to a player in a match of the competition. */
export type Card = { player: ParticipantId; match: string; kind: CardKind };

/** A sanction decided by a disciplinary court: a number of matches and/or a period in days. */
export type Sanction = {
  player: ParticipantId;
  /** Matches of suspension, served in the team's matches after `afterMatch` (or after `from`). */
  matches?: number;
  afterMatch?: string;
  /** ISO dates (YYYY-MM-DD): suspended from `from` (inclusive) until `until` (inclusive). */
  from?: string;
  until?: string;
  reason?: string;
};

/**
 * Accumulation rules. Brazilian football (CBF/CBJD) and most federations: every third yellow card
 * suspends for one match; a red card, direct or from a second yellow, for one match automatically
 * (courts may add more through a `Sanction`). The yellows that led to a second-yellow expulsion do
 * not count towards accumulation.
 */
export type DisciplineRules = {
  yellowsPerSuspension: number;
  matchesForYellows: number;
  matchesForRed: number;
  matchesForSecondYellow: number;
};

export const cbfDiscipline: DisciplineRules = {
  yellowsPerSuspension: 3,
  matchesForYellows: 1,
  matchesForRed: 1,
  matchesForSecondYellow: 1,
};

/** A match of the player's team, in the order they are played. */
export type TeamMatch = { id: string; date: string };

export type Eligibility = {
  eligible: boolean;
  /** Matches still to serve before the asked match (0 when eligible by matches). */
  matchesToServe: number;
  /** pt-BR reason when not eligible. */
  reason?: string;
  /** Yellow cards counting towards the next suspension. */
  yellows: number;
};

/**
 * May `player` play `match`? Walks the team's matches in order: cards in a match create suspensions
 * served in the following matches of the team; court sanctions add matches or date ranges.
 */
export const eligibility = ({
  player,
  match,
  schedule,
  cards,
  sanctions = [],
  rules = cbfDiscipline,
}: {
  player: ParticipantId;
  match: string;
  schedule: readonly TeamMatch[];
  cards: readonly Card[];
  sanctions?: readonly Sanction[];
  rules?: DisciplineRules;
}): Eligibility => {
  const index = schedule.findIndex((m) => m.id === match);
  if (index < 0) throw new Error(`eligibility: ${match} is not in the schedule`);
  const target = schedule[index]!;
  const mine = cards.filter((c) => c.player === player);
  const mySanctions = sanctions.filter((s) => s.player === player);
  let pending = 0;
  let yellows = 0;
  for (let i = 0; i < index; i++) {
    const m = schedule[i]!;
    // Matches played while suspended serve the suspension.
    if (pending > 0) pending--;
    const here = mine.filter((c) => c.match === m.id);
    const sentOff = here.some((c) => c.kind === "secondYellow" || c.kind === "red");
    for (const c of here) {
      if (c.kind === "red") pending += rules.matchesForRed;
      else if (c.kind === "secondYellow") pending += rules.matchesForSecondYellow;
      else if (!sentOff) yellows++;
    }
    while (yellows >= rules.yellowsPerSuspension) {
      yellows -= rules.yellowsPerSuspension;
      pending += rules.matchesForYellows;
    }
    for (const s of mySanctions) if (s.matches && s.afterMatch === m.id) pending += s.matches;
  }
  // Sanctions counted from a date: only the team's matches on or after it serve them.
  for (const s of mySanctions) {
    if (!s.matches || s.afterMatch !== undefined || s.from === undefined) continue;
    const served = schedule.slice(0, index).filter((m) => m.date >= s.from!).length;
    pending += Math.max(0, s.matches - served);
  }
  if (pending > 0) {
    return {
      eligible: false,
      matchesToServe: pending,
      yellows,
      reason: `Suspenso: ${pending} ${pending === 1 ? "jogo" : "jogos"} a cumprir`,
    };
  }
  const byDate = mySanctions.find(
    (s) => s.until !== undefined && (s.from === undefined || s.from <= target.date) && target.date <= s.until,
  );
  if (byDate) return { eligible: false, matchesToServe: 0, yellows, reason: `Suspenso até ${byDate.until}` };
  return { eligible: true, matchesToServe: 0, yellows };
};
