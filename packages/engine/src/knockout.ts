import { type Bracket, type BracketMatch, firstRoundSlots, type Slot } from "./bracket.ts";
import { createRng, shuffle } from "./random.ts";
import type { ParticipantId } from "./types.ts";

/**
 * Single elimination from a seeded list (index 0 is seed 1). The bracket grows to the next power
 * of two and the missing places are byes given to the top seeds. The last round's match has
 * section "final"; with `thirdPlace` the semi-final losers meet in a "thirdPlace" match.
 */
export const singleElimination = ({
  participants,
  thirdPlace = false,
  idPrefix = "",
}: {
  participants: readonly ParticipantId[];
  thirdPlace?: boolean;
  idPrefix?: string;
}): Bracket => {
  if (participants.length < 2) throw new Error("singleElimination: at least two participants");
  const matches = winnersRounds({ slots: firstRoundSlots(participants), prefix: `${idPrefix}W` });
  const last = matches[matches.length - 1]!;
  last.section = "final";
  if (thirdPlace && matches.length >= 3) {
    const semis = matches.filter((m) => m.round === last.round - 1);
    matches.push({
      id: `${idPrefix}3P`,
      section: "thirdPlace",
      round: last.round,
      position: 2,
      home: { kind: "loser", match: semis[0]!.id },
      away: { kind: "loser", match: semis[1]!.id },
    });
  }
  return { matches, participants: participants.slice() };
};

/** Rounds of a winners' bracket from its first-round slots (pairs of consecutive slots). */
export const winnersRounds = ({
  slots,
  prefix,
}: {
  slots: readonly Slot[];
  prefix: string;
}): BracketMatch[] => {
  const matches: BracketMatch[] = [];
  let current = slots.slice();
  for (let round = 1; current.length > 1; round++) {
    const next: Slot[] = [];
    for (let i = 0; i < current.length; i += 2) {
      const id = `${prefix}${round}-${i / 2 + 1}`;
      matches.push({
        id,
        section: "winners",
        round,
        position: i / 2 + 1,
        home: current[i]!,
        away: current[i + 1]!,
      });
      next.push({ kind: "winner", match: id });
    }
    current = next;
  }
  return matches;
};

/**
 * Entry list for a seeded knockout draw: seeded teams keep their seed numbers (and so their
 * protected places in the bracket and the byes), the others are drawn into the remaining numbers.
 */
export const drawKnockoutEntries = ({
  seeded,
  unseeded,
  seed,
}: {
  seeded: readonly ParticipantId[];
  unseeded: readonly ParticipantId[];
  seed: number | string;
}): ParticipantId[] => [...seeded, ...shuffle(unseeded, createRng(seed))];
