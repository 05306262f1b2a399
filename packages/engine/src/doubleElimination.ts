import { type Bracket, type BracketMatch, firstRoundSlots, type Slot } from "./bracket.ts";
import { winnersRounds } from "./knockout.ts";
import type { ParticipantId } from "./types.ts";

/**
 * Double elimination: a winners' bracket, a losers' bracket fed by its losers, and a grand final
 * between both champions (the winners' champion at home). With `reset`, a second final is played
 * when the losers' champion wins the first, so that every participant is eliminated by two losses.
 */
export const doubleElimination = ({
  participants,
  reset = true,
}: {
  participants: readonly ParticipantId[];
  reset?: boolean;
}): Bracket => {
  if (participants.length < 2) throw new Error("doubleElimination: at least two participants");
  const winners = winnersRounds({ slots: firstRoundSlots(participants), prefix: "W" });
  const wbRounds = winners[winners.length - 1]!.round;
  const losersOf = (round: number): Slot[] =>
    winners.filter((m) => m.round === round).map((m) => ({ kind: "loser", match: m.id }));

  const losers: BracketMatch[] = [];
  let lbRound = 0;
  const addRound = (home: readonly Slot[], away: readonly Slot[]): Slot[] => {
    lbRound++;
    return home.map((h, i) => {
      const id = `L${lbRound}-${i + 1}`;
      losers.push({ id, section: "losers", round: lbRound, position: i + 1, home: h, away: away[i]! });
      return { kind: "winner", match: id };
    });
  };
  const pairUp = (slots: readonly Slot[]) => {
    const even = slots.filter((_, i) => i % 2 === 0);
    const odd = slots.filter((_, i) => i % 2 === 1);
    return addRound(even, odd);
  };

  let survivors: Slot[] = [];
  if (wbRounds >= 2) {
    survivors = pairUp(losersOf(1));
    for (let r = 2; r <= wbRounds; r++) {
      // Dropped losers enter in reverse order every other round so that two participants who met
      // in the winners' bracket do not meet again straight away.
      const dropped = r % 2 === 0 ? losersOf(r).reverse() : losersOf(r);
      survivors = addRound(survivors, dropped);
      if (r < wbRounds) survivors = pairUp(survivors);
    }
  } else {
    survivors = losersOf(1);
  }

  const wbFinal = winners[winners.length - 1]!;
  const matches: BracketMatch[] = [...winners, ...losers];
  // The grand final and its reset oppose the same two: the winners' champion (home) and the losers'.
  const final = (id: string, section: "final" | "reset", round: number): BracketMatch => ({
    id,
    section,
    round,
    position: 1,
    home: { kind: "winner", match: wbFinal.id },
    away: survivors[0]!,
  });
  matches.push(final("GF", "final", 1));
  if (reset) matches.push(final("GF2", "reset", 2));
  return { matches, participants: participants.slice() };
};
