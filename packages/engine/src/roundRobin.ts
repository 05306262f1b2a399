import type { ParticipantId } from "./types.ts";

export type Fixture = { round: number; leg: number; home: ParticipantId; away: ParticipantId };
export type RoundRobinRound = { round: number; leg: number; fixtures: Fixture[]; bye?: ParticipantId };

/**
 * Round robin schedule from Berger tables (as published by FIDE: the last participant fixed, the
 * others rotating).
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
 * Round r (0-based) of the FIDE Berger table for n (even) participants, as index pairs
 * [home, away]. With players numbered 1..n, in round r + 1 players i and j (both below n) meet when
 * i + j ≡ r + 2 (mod n - 1), and the one left without a partner meets player n. The home side is
 * the one from which the other is an odd number of steps ahead (mod n - 1); player n is away in
 * odd rounds and at home in even ones. This reproduces the published tables exactly and gives every
 * participant n/2 or n/2 - 1 home games.
 */
const bergerRound = (n: number, r: number): { pairs: [number, number][] } => {
  const m = n - 1;
  const pairs: [number, number][] = [];
  const target = (r + 2) % m;
  // Board order as in the published tables: the fixed participant's game first.
  for (let i = 1; i <= m; i++) {
    if ((2 * i) % m === target) pairs.push(r % 2 === 0 ? [i - 1, m] : [m, i - 1]);
  }
  for (let i = 1; i <= m; i++) {
    const j = (((target - i) % m) + m) % m || m;
    if (j <= i) continue;
    const steps = (((j - i) % m) + m) % m;
    pairs.push(steps % 2 === 1 ? [i - 1, j - 1] : [j - 1, i - 1]);
  }
  return { pairs };
};
