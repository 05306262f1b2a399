import type { Bracket, Slot } from "./bracket.ts";
import { winnersRounds } from "./knockout.ts";
import type { ClassificationZone, Regulation } from "./regulation.ts";
import { accumulate, type TeamStats } from "./standings/stats.ts";
import type { StandingRow, Standings } from "./standings/table.ts";
import type { CriterionId } from "./tiebreaks/criteria.ts";
import { rankByRegulation } from "./tiebreaks/resolve.ts";
import type { MatchResult, ParticipantId } from "./types.ts";

/**
 * One group's table. `matches` and `regulation` are only needed to compare best-placed teams
 * across groups of different sizes, where results against the extra teams are discounted.
 */
export type GroupStandings = {
  group: string;
  standings: Standings;
  matches?: readonly MatchResult[];
  regulation?: Regulation;
};

export type Qualifier = {
  team: ParticipantId;
  group: string;
  position: number;
  /** Rank among the best-placed teams at this position across groups (1 = best), when taken that way. */
  bestRank?: number;
};

/** Criteria that make sense across groups: no head-to-head, since the teams never met. */
export const defaultCrossGroupSequence: readonly CriterionId[] = [
  "points",
  "goalDifference",
  "goalsFor",
  "wins",
  "fairPlay",
  "drawingOfLots",
];

/**
 * Teams that leave the group stage by classification zone: every team at `positions` in each
 * group, plus the best `bestPlaced.count` teams at `bestPlaced.position` across groups, compared
 * with `crossGroupSequence` (overall criteria only). When groups differ in size, the results of
 * the best-placed candidates against teams ranked below the smallest group's size are discounted
 * (as UEFA and FIFA do), which needs each group's `matches` and `regulation`.
 */
export const qualifiers = ({
  groups,
  positions,
  bestPlaced,
  crossGroupSequence = defaultCrossGroupSequence,
  seed = 0,
}: {
  groups: readonly GroupStandings[];
  positions: readonly number[];
  bestPlaced?: { position: number; count: number };
  crossGroupSequence?: readonly CriterionId[];
  seed?: number | string;
}): Qualifier[] => {
  const out: Qualifier[] = [];
  for (const g of groups) {
    for (const row of g.standings.rows) {
      if (positions.includes(row.position))
        out.push({ team: row.team, group: g.group, position: row.position });
    }
  }
  if (bestPlaced) {
    const candidates = new Map<ParticipantId, { stats: TeamStats; group: string }>();
    const smallest = Math.min(...groups.map((g) => g.standings.rows.length));
    for (const g of groups) {
      const row = g.standings.rows.find((r) => r.position === bestPlaced.position);
      if (row) candidates.set(row.team, { stats: comparableStats(g, row, smallest), group: g.group });
    }
    const ranked = rankAcrossGroups(candidates, crossGroupSequence, seed);
    ranked.slice(0, bestPlaced.count).forEach((team, i) => {
      const c = candidates.get(team)!;
      out.push({ team, group: c.group, position: bestPlaced.position, bestRank: i + 1 });
    });
  }
  return out;
};

/**
 * Qualifiers from a regulation's classification zones: zones with `bestPlaced` take the best teams
 * at that position across groups, the other zones take their positions in every group.
 */
export const qualifiersFromZones = ({
  groups,
  zones,
  crossGroupSequence,
  seed,
}: {
  groups: readonly GroupStandings[];
  zones: readonly ClassificationZone[];
  crossGroupSequence?: readonly CriterionId[];
  seed?: number | string;
}): Qualifier[] => {
  const best = zones.find((z) => z.bestPlaced)?.bestPlaced;
  const positions = zones.filter((z) => !z.bestPlaced).flatMap((z) => z.positions);
  return qualifiers({
    groups,
    positions,
    ...(best ? { bestPlaced: best } : {}),
    ...(crossGroupSequence ? { crossGroupSequence } : {}),
    ...(seed !== undefined ? { seed } : {}),
  });
};

/** The row's stats, or, in a group larger than the smallest, its stats against the top `size` teams only. */
const comparableStats = (g: GroupStandings, row: StandingRow, size: number): TeamStats => {
  if (g.standings.rows.length <= size) return row.stats;
  if (!g.matches || !g.regulation) {
    throw new Error(`qualifiers: group ${g.group} is larger than others; give its matches and regulation`);
  }
  const kept = new Set(g.standings.rows.filter((r) => r.position <= size).map((r) => r.team));
  kept.add(row.team);
  const stats = accumulate({ teams: kept, matches: g.matches, regulation: g.regulation, only: kept }).get(
    row.team,
  )!;
  // Point deductions are not results: they stay whatever the opponents.
  stats.deductions = row.stats.deductions;
  stats.points -= row.stats.deductions;
  return stats;
};

const rankAcrossGroups = (
  candidates: ReadonlyMap<ParticipantId, { stats: TeamStats }>,
  sequence: readonly CriterionId[],
  seed: number | string,
): ParticipantId[] => {
  const regulation: Regulation = {
    name: "cross-group",
    points: { win: 0, draw: 0, loss: 0 },
    sequences: sequence,
  };
  const overall = new Map([...candidates].map(([team, c]) => [team, c.stats]));
  const { groups } = rankByRegulation({
    context: { regulation, overall, matches: [], seed },
    teams: [...candidates.keys()].sort(),
  });
  return groups.flat();
};

/**
 * Resolves a crossing reference: "1A" is the winner of group A, "2B" the runner-up of group B,
 * "3#1" the best third-placed team, "3#2" the second best, and so on.
 */
export const resolveCrossing = ({
  ref,
  qualified,
}: {
  ref: string;
  qualified: readonly Qualifier[];
}): ParticipantId => {
  const best = /^(\d+)#(\d+)$/.exec(ref);
  const found = best
    ? qualified.find((q) => q.position === Number(best[1]) && q.bestRank === Number(best[2]))
    : (() => {
        const m = /^(\d+)(.+)$/.exec(ref);
        return m ? qualified.find((q) => q.position === Number(m[1]) && q.group === m[2]) : undefined;
      })();
  if (!found) throw new Error(`crossing ${ref} has no qualified team`);
  return found.team;
};

/**
 * The knockout stage that follows the groups: `crossings` lists the first-round pairs in bracket
 * order (e.g. [["1A", "2B"], ["1C", "2D"], ["1B", "2A"], ["1D", "2C"]]), so that adjacent pairs
 * feed the same next-round match.
 */
export const groupsToKnockout = ({
  qualified,
  crossings,
}: {
  qualified: readonly Qualifier[];
  crossings: readonly (readonly [string, string])[];
}): Bracket => {
  const slots: Slot[] = [];
  crossings.flat().forEach((ref, i) => {
    slots.push({ kind: "seed", participant: resolveCrossing({ ref, qualified }), seed: i + 1 });
  });
  const matches = winnersRounds({ slots, prefix: "K" });
  const last = matches[matches.length - 1]!;
  last.section = "final";
  return { matches, participants: slots.map((s) => (s.kind === "seed" ? s.participant : "")) };
};
