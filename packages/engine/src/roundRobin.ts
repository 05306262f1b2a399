import type { ParticipantId } from "./types.ts";

export type Fixture = { round: number; leg: number; home: ParticipantId; away: ParticipantId };
export type RoundRobinRound = { round: number; leg: number; fixtures: Fixture[]; bye?: ParticipantId };

/**
 * Round robin schedule from Berger tables (the circle method with the last participant fixed).
 * With an odd number of participants a phantom is added and whoever meets it rests that round.
 * Each leg after the first mirrors the previous one with home and away swapped, so over an even
 * number of legs every pair plays exactly as often at home as away.
 */
export const roundRobin = ({
  participants,
  legs = 1,
}: {
  participants: readonly ParticipantId[];
  legs?: number;
}): RoundRobinRound[] => {
  const ids = participants.slice();
  if (new Set(ids).size !== ids.length) throw new Error("roundRobin: duplicate participant");
  const odd = ids.length % 2 === 1;
  const n = odd ? ids.length + 1 : ids.length;
  if (ids.length < 2) return [];
  const firstLeg: { pairs: [number, number][]; bye?: number }[] = [];
  for (let r = 0; r < n - 1; r++) firstLeg.push(bergerRound(n, r));
  const rounds: RoundRobinRound[] = [];
  for (let leg = 0; leg < legs; leg++) {
    const swap = leg % 2 === 1;
    for (let r = 0; r < firstLeg.length; r++) {
      const source = firstLeg[r]!;
      const fixtures: Fixture[] = [];
      let bye: ParticipantId | undefined;
      for (const [h, a] of source.pairs) {
        // The phantom is index n - 1 when the count is odd.
        if (odd && (h === n - 1 || a === n - 1)) {
          bye = ids[h === n - 1 ? a : h];
          continue;
        }
        const home = ids[swap ? a : h]!;
        const away = ids[swap ? h : a]!;
        fixtures.push({ round: leg * firstLeg.length + r + 1, leg: leg + 1, home, away });
      }
      const round: RoundRobinRound = { round: leg * firstLeg.length + r + 1, leg: leg + 1, fixtures };
      if (bye !== undefined) round.bye = bye;
      rounds.push(round);
    }
  }
  return rounds;
};

/**
 * Round r (0-based) of the Berger table for n (even) participants, as index pairs [home, away].
 * Participant n - 1 is fixed; the others rotate. The fixed participant alternates home and away
 * and the remaining pairs alternate orientation with the round so that home counts stay balanced.
 */
const bergerRound = (n: number, r: number): { pairs: [number, number][] } => {
  const m = n - 1;
  const pairs: [number, number][] = [];
  const pivot = r % m;
  // Fixed participant meets the one at the pivot; it is home in odd rounds.
  pairs.push(r % 2 === 0 ? [pivot, m] : [m, pivot]);
  for (let i = 1; i < n / 2; i++) {
    const a = (pivot + i) % m;
    const b = (pivot - i + m) % m;
    pairs.push(i % 2 === 1 ? [a, b] : [b, a]);
  }
  return { pairs };
};
