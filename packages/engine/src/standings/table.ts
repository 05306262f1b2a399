import type { Regulation } from "../regulation.ts";
import { rankByRegulation, type Separation } from "../tiebreaks/resolve.ts";
import type { MatchResult, ParticipantId, PointDeduction, Side } from "../types.ts";
import { accumulate, type TeamStats } from "./stats.ts";

export type StandingRow = {
  position: number;
  team: ParticipantId;
  points: number;
  stats: TeamStats;
  /** True when the regulation could not separate this team from a neighbour: the position is shared. */
  shared: boolean;
  /** Name of the classification zone the position falls in, if any. */
  zone?: string;
};

export type Standings = {
  rows: StandingRow[];
  /** For every pair of adjacent rows level on points: what separated them (or that nothing did). */
  explanations: Separation[];
};

/**
 * The table of a competition (or of one group) from its results and its regulation. The result
 * does not depend on the order of `matches` or `teams`: ties left by the regulation are listed by id.
 */
export const computeStandings = ({
  matches,
  regulation,
  teams,
  deductions = [],
  seed = 0,
  ranking,
  side,
}: {
  matches: readonly MatchResult[];
  regulation: Regulation;
  /** Teams that must appear even without results; defaults to every team in `matches`. */
  teams?: readonly ParticipantId[];
  deductions?: readonly PointDeduction[];
  /** Seed for the drawing of lots, when a regulation ends in one. */
  seed?: number | string;
  /** External ranking used by the `externalRank` criterion (lower is better). */
  ranking?: Readonly<Record<ParticipantId, number>>;
  /** Only home (or only away) results: the home and away tables. Head-to-head still uses every match. */
  side?: Side;
}): Standings => {
  for (const m of matches) {
    if (m.home === m.away) throw new Error(`computeStandings: ${m.home} cannot play itself`);
    if (!(m.homeScore >= 0 && m.awayScore >= 0)) {
      throw new Error(
        `computeStandings: invalid score ${m.homeScore}–${m.awayScore} in ${m.home} × ${m.away}`,
      );
    }
  }
  const ids = teams ? teams.slice() : teamsOf(matches);
  const overall = accumulate({ teams: ids, matches, regulation, ...(side ? { side } : {}) });
  for (const d of deductions) {
    const s = overall.get(d.team);
    if (!s) continue;
    s.deductions += d.points;
    s.points -= d.points;
  }
  const ctx = {
    regulation,
    overall,
    matches,
    seed,
    ...(ranking ? { ranking: new Map(Object.entries(ranking)) } : {}),
  };
  const { groups, separations } = rankByRegulation({ context: ctx, teams: ids.sort() });
  const rows: StandingRow[] = [];
  for (const group of groups) {
    const position = rows.length + 1;
    for (const team of group) {
      const stats = overall.get(team)!;
      rows.push({ position, team, points: stats.points, stats, shared: group.length > 1 });
    }
  }
  applyZones(rows, regulation);
  const index = new Map<ParticipantId, number>();
  for (const [i, r] of rows.entries()) index.set(r.team, i);
  const explanations = separations
    .filter(
      (s) =>
        index.get(s.lower) === index.get(s.upper)! + 1 &&
        overall.get(s.upper)!.points === overall.get(s.lower)!.points,
    )
    .sort((a, b) => index.get(a.upper)! - index.get(b.upper)!);
  return { rows, explanations };
};

const teamsOf = (matches: readonly MatchResult[]): ParticipantId[] => {
  const set = new Set<ParticipantId>();
  for (const m of matches) {
    set.add(m.home);
    set.add(m.away);
  }
  return [...set];
};

const applyZones = (rows: StandingRow[], regulation: Regulation): void => {
  const zones = regulation.classificationzones;
  if (!zones) return;
  for (const row of rows) {
    const zone = zones.find((z) => z.positions.includes(row.position));
    if (zone) row.zone = zone.name;
  }
};
