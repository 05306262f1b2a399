import { lotFor } from "../random.ts";
import type { Regulation } from "../regulation.ts";
import { accumulate, effectiveScore, type TeamStats } from "../standings/stats.ts";
import type { MatchResult, ParticipantId } from "../types.ts";
import { type Criterion, type CriterionId, criteria } from "./criteria.ts";

/** Why `upper` ranks directly above `lower`: the first criterion on which they differed. */
export type Separation = {
  upper: ParticipantId;
  lower: ParticipantId;
  /** `null` when every criterion was exhausted and they share the position. */
  criterion: CriterionId | null;
  label: string;
  /** The values as users read them, upper first (e.g. ["5", "3"] for goal difference). */
  values: [string, string];
  /** For head-to-head criteria, the teams whose matches among themselves were compared. */
  among?: ParticipantId[];
};

export type TieBreakContext = {
  regulation: Regulation;
  overall: ReadonlyMap<ParticipantId, TeamStats>;
  matches: readonly MatchResult[];
  seed: number | string;
  /** External ranking (coefficients, seeding): lower is better. */
  ranking?: ReadonlyMap<ParticipantId, number>;
};

type Phase = "general" | "tie";

/**
 * Orders teams by a regulation. Returns groups in order: a group has more than one team only when
 * nothing in the regulation separated them (they share a position), with the reason for every
 * adjacent pair in `separations`.
 */
export const rankByRegulation = ({
  context: ctx,
  teams,
}: {
  context: TieBreakContext;
  teams: readonly ParticipantId[];
}): { groups: ParticipantId[][]; separations: Separation[] } => {
  const separations: Separation[] = [];
  const h2hCache = new Map<string, Map<ParticipantId, TeamStats>>();
  let byTeam: Map<ParticipantId, MatchResult[]> | undefined;

  // Built lazily: most tables never reach a head-to-head criterion.
  const matchesOf = (team: ParticipantId): readonly MatchResult[] => {
    if (!byTeam) {
      byTeam = new Map();
      for (const m of ctx.matches) {
        for (const t of [m.home, m.away]) {
          const list = byTeam.get(t);
          if (list) list.push(m);
          else byTeam.set(t, [m]);
        }
      }
    }
    return byTeam.get(team) ?? [];
  };

  const headToHead = (league: readonly ParticipantId[]): Map<ParticipantId, TeamStats> => {
    const key = league.slice().sort().join("\u0000");
    const cached = h2hCache.get(key);
    if (cached) return cached;
    const only = new Set(league);
    const matches: MatchResult[] = [];
    // Each match among the league is collected once, from its home side.
    for (const t of league)
      for (const m of matchesOf(t)) if (m.home === t && only.has(m.away)) matches.push(m);
    const stats = accumulate({ teams: league, matches, regulation: ctx.regulation, only });
    h2hCache.set(key, stats);
    return stats;
  };

  const statsFor = (criterion: Criterion, league: readonly ParticipantId[]) =>
    criterion.scope === "headToHead" ? headToHead(league) : ctx.overall;

  // The shoot-out that separates a pair under `lastRoundShootout`, or undefined when the rule does
  // not apply to it (see lastRoundShootoutOf).
  const shootoutCache = new Map<string, ReturnType<typeof lastRoundShootoutOf>>();
  const shootoutBetween = (group: readonly ParticipantId[]) => {
    const key = group.slice().sort().join("\u0000");
    if (!shootoutCache.has(key))
      shootoutCache.set(
        key,
        lastRoundShootoutOf({ group, overall: ctx.overall, matchesOf, regulation: ctx.regulation }),
      );
    return shootoutCache.get(key);
  };

  const criterionValue = (
    criterion: Criterion,
    team: ParticipantId,
    league: readonly ParticipantId[],
    group: readonly ParticipantId[],
  ): number => {
    if (criterion.id === "drawingOfLots") return lotFor(ctx.seed, team);
    if (criterion.id === "lastRoundShootout") return shootoutBetween(group)?.get(team) ?? 0;
    if (criterion.id === "externalRank") return -(ctx.ranking?.get(team) ?? Number.POSITIVE_INFINITY);
    const s = statsFor(criterion, league).get(team);
    return s ? criterion.value(s) : 0;
  };

  const display = (
    criterion: Criterion,
    team: ParticipantId,
    league: readonly ParticipantId[],
    group: readonly ParticipantId[],
  ): string => {
    if (criterion.id === "drawingOfLots") return "";
    if (criterion.id === "lastRoundShootout") return String(shootoutBetween(group)?.get(team) ?? "");
    if (criterion.id === "externalRank") return String(ctx.ranking?.get(team) ?? "–");
    const s = statsFor(criterion, league).get(team);
    return s ? criterion.display(s) : "";
  };

  const sequenceForTie = (size: number): readonly CriterionId[] =>
    (size === 2 ? ctx.regulation.doublesequences : ctx.regulation.multiplesequences) ?? [];

  const startTie = (group: ParticipantId[]): ParticipantId[][] =>
    apply(group, sequenceForTie(group.length), 0, group, "tie");

  const apply = (
    group: ParticipantId[],
    sequence: readonly CriterionId[],
    start: number,
    league: readonly ParticipantId[],
    phase: Phase,
  ): ParticipantId[][] => {
    if (group.length < 2) return [group];
    for (let i = start; i < sequence.length; i++) {
      const id = sequence[i]!;
      if (id === "reapply") {
        if (group.length < league.length) return startTie(group);
        continue;
      }
      const criterion = criteria[id];
      // In the general table a head-to-head criterion looks at the teams level at that point;
      // in a tie sequence it looks at the teams that were level when the sequence started.
      const scopeLeague = phase === "general" ? group : league;
      const values = new Map<ParticipantId, number>();
      for (const t of group) values.set(t, criterionValue(criterion, t, scopeLeague, group));
      const sorted = group.slice().sort((a, b) => values.get(b)! - values.get(a)! || (a < b ? -1 : 1));
      const buckets: ParticipantId[][] = [];
      let previous = Number.NaN;
      for (const t of sorted) {
        const v = values.get(t)!;
        if (buckets.length === 0 || v !== previous) buckets.push([t]);
        else buckets[buckets.length - 1]!.push(t);
        previous = v;
      }
      if (buckets.length === 1) continue;
      const resolved = buckets.map((b) => apply(b, sequence, i + 1, league, phase));
      // Each bucket resolved into groups; the pair this criterion separated is the last team of
      // one bucket and the first team of the next.
      for (let k = 0; k + 1 < resolved.length; k++) {
        const lastGroup = resolved[k]!.at(-1)!;
        const u = lastGroup.at(-1)!;
        const l = resolved[k + 1]![0]![0]!;
        const separation: Separation = {
          upper: u,
          lower: l,
          criterion: id,
          label: criterion.label,
          values: [display(criterion, u, scopeLeague, group), display(criterion, l, scopeLeague, group)],
        };
        if (criterion.scope === "headToHead") separation.among = scopeLeague.slice().sort();
        separations.push(separation);
      }
      return resolved.flat();
    }
    if (phase === "general") return startTie(group);
    // Unresolved: a shared position. Sorted by id so the output does not depend on input order.
    const tied = group.slice().sort();
    for (let k = 0; k + 1 < tied.length; k++) {
      separations.push({
        upper: tied[k]!,
        lower: tied[k + 1]!,
        criterion: null,
        label: "Empate",
        values: ["", ""],
      });
    }
    return [tied];
  };

  const groups = apply(teams.slice(), ctx.regulation.sequences, 0, teams, "general");
  return { groups, separations };
};

/**
 * UEFA's shoot-out rule (EURO regulations, art. 20): the goals each of the two teams of `group`
 * scored in the shoot-out of their match, when the rule applies; undefined otherwise. It applies
 * when the group is exactly two teams, no other team of the table has their points, they met in a
 * match that is the last (highest `round`) of both, it ended level (not a W.O.) and a shoot-out
 * with a winner followed. Without `round` on the matches there is no "last round" to find.
 */
export const lastRoundShootoutOf = ({
  group,
  overall,
  matchesOf,
  regulation,
}: {
  group: readonly ParticipantId[];
  overall: ReadonlyMap<ParticipantId, TeamStats>;
  matchesOf: (team: ParticipantId) => readonly MatchResult[];
  regulation: Regulation;
}): Map<ParticipantId, number> | undefined => {
  if (group.length !== 2) return undefined;
  const [a, b] = group as [ParticipantId, ParticipantId];
  const points = overall.get(a)?.points;
  if (points === undefined || overall.get(b)?.points !== points) return undefined;
  let level = 0;
  for (const s of overall.values()) if (s.points === points) level++;
  if (level !== 2) return undefined;
  const lastRound = (team: ParticipantId) => {
    let last = Number.NEGATIVE_INFINITY;
    for (const m of matchesOf(team)) if (m.round !== undefined && m.round > last) last = m.round;
    return last;
  };
  const between = matchesOf(a).filter(
    (m) => (m.home === b || m.away === b) && m.round !== undefined && m.round === lastRound(a),
  );
  const match = between.length === 1 ? between[0]! : undefined;
  if (!match || match.round !== lastRound(b) || match.walkover || !match.shootout) return undefined;
  const score = effectiveScore({ match, regulation });
  const { shootout } = match;
  if (score.home !== score.away || shootout.home === shootout.away) return undefined;
  return new Map([
    [match.home, shootout.home],
    [match.away, shootout.away],
  ]);
};
