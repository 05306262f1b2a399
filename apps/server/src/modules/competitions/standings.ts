import {
  computeStandings,
  type MatchResult,
  qualifiers,
  type Separation,
  type Standings,
} from "@quadra/engine";
import type {
  CompetitionStandingsView,
  CompetitionTeamRef,
  FinalClassificationRow,
  GroupStandingsView,
  PhaseStandingsView,
  StandingRowView,
} from "@quadra/shared/contracts/competitions";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import { bracketFromRows, isBracketFormat, type PhaseBracket } from "./bracket.ts";
import {
  type CompetitionRows,
  type GroupRows,
  type ParticipantRow,
  readCompetitionRows,
  readGroupRows,
} from "./competitionRows.ts";
import { competitionTables } from "./competitionTables.ts";
import { loadDuelRows } from "./duelViews.ts";
import { type DuelResultRow, matchOf } from "./engineMatches.ts";
import { type PhaseRegulation, phaseRegulation, type ZonePosition } from "./engineRegulation.ts";
import { COMPETITION_NOT_FOUND, competitionById, type PhaseRecord, phaseById } from "./phaseRecords.ts";
import { refOf, type TeamRefRow } from "./teamRefs.ts";

/**
 * The one place tables are computed (docs/competitions.md): the engine's computeStandings over a
 * group's counted duels (played or confirmed; a cancelled duel never counts), with the phase's
 * regulation, the points courts deducted (for this phase or for every phase) and the zones. The
 * staff's cockpit, the public pages, the exports and the benchmarks all call these.
 */

type Deduction = { team_id: string; points: number; reason: string };

/** Why `upper` is ahead of the next row, as a pt-BR sentence. */
export const explanationSentence = (separation: Separation, lowerName: string): string => {
  if (separation.criterion === null) return `Empatado com ${lowerName} em todos os critérios`;
  if (separation.criterion === "drawingOfLots") return `À frente de ${lowerName} por sorteio`;
  const [a, b] = separation.values;
  return `À frente de ${lowerName} pelo critério ${separation.label.toLowerCase()} (${a} × ${b})`;
};

const zoneOf = (
  positions: readonly ZonePosition[],
  position: number,
  team: string,
  bestIn: Set<string> | null,
) => {
  const zone = positions.find(
    (p) => p.position === position && (!p.best_placed || (bestIn?.has(team) ?? true)),
  );
  return zone ? { label: zone.label, color: zone.color, kind: zone.kind } : null;
};

/** A computed table as the API's rows, with names, zones, deductions and explanations. */
const rowsOf = (
  standings: Standings,
  teams: Map<string, TeamRefRow>,
  deductions: readonly Deduction[],
  positions: readonly ZonePosition[],
  bestIn: Set<string> | null,
): StandingRowView[] => {
  const nameOf = (id: string) => teams.get(id)?.name ?? id;
  return standings.rows.map((row, index) => {
    const next = standings.rows[index + 1];
    let explanation: string | null = null;
    if (next) {
      const separation = standings.explanations.find((s) => s.upper === row.team && s.lower === next.team);
      if (separation) explanation = explanationSentence(separation, nameOf(next.team));
      else if (row.points !== next.points)
        explanation = `À frente de ${nameOf(next.team)} pelos pontos (${row.points} × ${next.points})`;
    }
    const team: CompetitionTeamRef = refOf(teams.get(row.team)) ?? {
      id: row.team,
      name: row.team,
      association_name: null,
    };
    const s = row.stats;
    return {
      position: row.position,
      team,
      points: row.points,
      played: s.played,
      wins: s.wins,
      draws: s.draws,
      losses: s.losses,
      score_for: s.scoreFor,
      score_against: s.scoreAgainst,
      score_difference: s.scoreFor - s.scoreAgainst,
      sets_won: s.setsWon,
      sets_lost: s.setsLost,
      deductions: s.deductions,
      deduction_reasons: deductions.filter((d) => d.team_id === row.team).map((d) => d.reason),
      fair_play: s.fairPlay,
      shared: row.shared,
      zone: zoneOf(positions, row.position, row.team, bestIn),
      explanation,
    };
  });
};

export type ComputedGroup = {
  group: { id: string; name: string };
  standings: Standings;
  matches: MatchResult[];
};

export type ComputedPhase = {
  rule: PhaseRegulation;
  groups: ComputedGroup[];
  deductions: Deduction[];
  teamIds: string[];
};

/**
 * Every group's table of a phase from rows already read: its groups (in order), their
 * participants, duels (only the counted ones of these groups count) and deductions (only those
 * of this phase or of every phase count). No reads: the engine's computeStandings per group.
 */
export const computeGroups = (
  phase: PhaseRecord,
  rule: PhaseRegulation,
  groups: readonly { id: string; name: string }[],
  participants: readonly ParticipantRow[],
  duels: readonly (DuelResultRow & { group_id: string })[],
  deductions: readonly (Deduction & { phase_id?: string | null })[],
): ComputedPhase => {
  const groupIds = new Set(groups.map((g) => g.id));
  const inPhase = participants.filter((p) => groupIds.has(p.group_id));
  const teamIds = inPhase.map((p) => p.team_id);
  const teamSet = new Set(teamIds);
  const counted = deductions
    .filter((d) => teamSet.has(d.team_id) && (!d.phase_id || d.phase_id === phase.id))
    .map(({ team_id, points, reason }) => ({ team_id, points, reason }));
  const computed = groups.map((group) => {
    const teams = inPhase.filter((p) => p.group_id === group.id).map((p) => p.team_id);
    const inGroup = new Set(teams);
    const matches = duels
      .filter((duel) => duel.group_id === group.id)
      .map(matchOf)
      .filter((m): m is MatchResult => !!m && inGroup.has(m.home) && inGroup.has(m.away));
    const standings = computeStandings({
      matches,
      regulation: rule.regulation,
      teams,
      deductions: counted
        .filter((d) => inGroup.has(d.team_id))
        .map((d) => ({ team: d.team_id, points: d.points, reason: d.reason })),
      seed: phase.id,
    });
    return { group: { id: group.id, name: group.name }, standings, matches };
  });
  return { rule, groups: computed, deductions: counted, teamIds };
};

/** A group's rows and counted duels, read by the caller (a result's lock: results.ts). */
type KnownGroup = { rows: GroupRows; duels: readonly (DuelResultRow & { group_id: string })[] };

/**
 * The tables of a phase's groups (or of one group of it) from two reads: its groups with their
 * participants, teams and deductions (`readGroupRows`, the read the competition's rows use too),
 * then their counted duels; with the teams read, which name the table's rows.
 */
const computeRead = async (
  tx: Executor,
  phase: PhaseRecord,
  rule: PhaseRegulation,
  scope: { phase_id: string } | { group_id: string },
  known?: KnownGroup,
): Promise<{ computed: ComputedPhase; teams: Map<string, TeamRefRow> }> => {
  const read = known?.rows ?? (await readGroupRows(tx, scope));
  const groups = read.groups.filter((g) => g.phase_id === phase.id);
  const t = competitionTables();
  const duels = known
    ? known.duels
    : groups.length && read.participants.length
      ? await loadDuelRows(
          tx,
          and(
            inArray(
              t.groups.id,
              groups.map((g) => g.id),
            ),
            inArray(t.duels.status, ["played", "confirmed"]),
          ),
        )
      : [];
  return {
    computed: computeGroups(phase, rule, groups, read.participants, duels, read.deductions),
    teams: read.teams,
  };
};

/** Every group's table of a phase (or only the group `only`). */
export const computePhase = async (
  tx: Executor,
  phase: PhaseRecord,
  only?: string,
): Promise<ComputedPhase> => {
  const rule = await phaseRegulation(tx, phase);
  return (await computeRead(tx, phase, rule, only ? { group_id: only } : { phase_id: phase.id })).computed;
};

/** Teams inside a best-placed zone across the groups (the best thirds), by the engine's cross-group rank. */
const bestPlacedTeams = (groups: readonly ComputedGroup[], rule: PhaseRegulation): Set<string> | null => {
  const zone = rule.regulation.classificationzones?.find((z) => z.bestPlaced);
  if (!zone || groups.length < 2) return null;

  const picked = qualifiers({
    groups: groups.map((g) => ({
      group: g.group.name,
      standings: g.standings,
      matches: g.matches,
      regulation: rule.regulation,
    })),
    positions: [],
    bestPlaced: zone.bestPlaced!,
  });
  return new Set(picked.map((q) => q.team));
};

/** A computed phase as the API's tables, with the teams' names from `teams`. */
const phaseViewOf = (
  phase: PhaseRecord,
  { rule, groups, deductions }: ComputedPhase,
  teams: Map<string, TeamRefRow>,
): PhaseStandingsView => {
  const bestIn = bestPlacedTeams(groups, rule);
  return {
    phase_id: phase.id,
    phase_name: phase.name,
    format: phase.format,
    status: phase.status,
    scoring: rule.scoring,
    groups: groups.map(
      (g): GroupStandingsView => ({
        group_id: g.group.id,
        group_name: g.group.name,
        phase_id: phase.id,
        rows: rowsOf(g.standings, teams, deductions, rule.positions, bestIn),
      }),
    ),
  };
};

const phaseView = async (tx: Executor, phase: PhaseRecord, only?: string): Promise<PhaseStandingsView> => {
  const rule = await phaseRegulation(tx, phase);
  const { computed, teams } = await computeRead(
    tx,
    phase,
    rule,
    only ? { group_id: only } : { phase_id: phase.id },
  );
  return phaseViewOf(phase, computed, teams);
};

/**
 * One group's table when its phase, the group and the regulation are already known (a result's
 * answer: the duel's row names its group), with the teams it read: the caller names the duel's
 * teams from them without reading them again.
 */
export const groupTable = async (
  tx: Executor,
  phase: PhaseRecord,
  group: { id: string; name: string },
  rule: PhaseRegulation,
  /** The group's rows and counted duels when the caller read them already (a result's lock). */
  known?: KnownGroup,
): Promise<{ view: GroupStandingsView; teams: Map<string, TeamRefRow> }> => {
  const { computed, teams } = await computeRead(tx, phase, rule, { group_id: group.id }, known);
  const view = phaseViewOf(phase, computed, teams).groups[0];
  if (!view) throw notFound("Grupo não encontrado.");
  return { view, teams };
};

/** One group's table. */
export const groupStandings = async (tx: Executor, groupId: string): Promise<GroupStandingsView> => {
  const g = competitionTables().groups;
  const [group] = await tx.select({ phase_id: g.phase_id }).from(g).where(eq(g.id, groupId));
  if (!group) throw notFound("Grupo não encontrado.");
  const phase = await phaseById(tx, group.phase_id);
  const view = await phaseView(tx, phase, groupId);
  return view.groups[0]!;
};

/** Every group's table of a phase. */
export const phaseStandings = async (tx: Executor, phaseId: string): Promise<PhaseStandingsView> =>
  phaseView(tx, await phaseById(tx, phaseId));

/** A knockout phase's bracket from a competition's rows (its first group, seeded). */
export const bracketOfRows = (rows: CompetitionRows, phase: PhaseRecord): PhaseBracket | null => {
  if (!isBracketFormat(phase.format)) return null;
  const group = rows.groups.find((g) => g.phase_id === phase.id);
  if (!group) return null;
  return bracketFromRows(
    phase,
    group,
    rows.participants.filter((p) => p.group_id === group.id).map((p) => p.team_id),
    rows.duels,
  );
};

/**
 * A knockout phase's final order: champion, runner-up, third, then by the round each team fell in
 * (later is better); null when the bracket has no teams yet.
 */
const bracketOrder = (state: PhaseBracket | null): string[][] | null => {
  if (!state) return null;
  const { resolved } = state;
  const tiers: string[][] = [];
  const placed = new Set<string>();
  for (const team of [resolved.champion, resolved.runnerUp, resolved.third]) {
    if (team && !placed.has(team)) {
      tiers.push([team]);
      placed.add(team);
    }
  }
  const lostIn = new Map<string, number>();
  for (const match of resolved.matches) {
    if (match.status !== "played" || !match.loser) continue;
    const depth = match.round + (match.section === "losers" ? 0.5 : 0);
    lostIn.set(match.loser, Math.max(lostIn.get(match.loser) ?? 0, depth));
  }
  const rest = [...state.bracket.participants].filter((team) => !placed.has(team));
  const byRound = new Map<number, string[]>();
  for (const team of rest) {
    const depth = lostIn.get(team) ?? Number.POSITIVE_INFINITY;
    byRound.set(depth, [...(byRound.get(depth) ?? []), team]);
  }
  for (const depth of [...byRound.keys()].sort((a, b) => b - a)) tiers.push(byRound.get(depth)!);
  return tiers;
};

/** A team's standing in the final classification: the furthest phase it reached and its tier there. */
export type FinalEntry = { team: string; phaseIndex: number; tier: number; points: number; diff: number };

/**
 * The final classification's order, computed from a competition's rows and its phases' tables: the
 * furthest phase a team reached decides first, then its place there (a knockout's tier: champion,
 * runner-up, third, then the round it fell in, shared by those who fell in the same round).
 */
export const finalEntriesOf = (rows: CompetitionRows, views: readonly PhaseStandingsView[]): FinalEntry[] => {
  const { phases } = rows;
  const final: FinalEntry[] = [];
  const seen = new Set<string>();
  for (let index = phases.length - 1; index >= 0; index--) {
    const phase = phases[index]!;
    const view = views[index]!;
    const tiers = isBracketFormat(phase.format) ? bracketOrder(bracketOfRows(rows, phase)) : null;
    if (tiers) {
      tiers.forEach((tier, tierIndex) => {
        for (const team of tier) {
          if (seen.has(team)) continue;
          seen.add(team);
          const row = view.groups.flatMap((g) => g.rows).find((r) => r.team.id === team);
          final.push({
            team,
            phaseIndex: index,
            tier: tierIndex,
            points: row?.points ?? 0,
            diff: row?.score_difference ?? 0,
          });
        }
      });
      continue;
    }
    for (const group of view.groups)
      for (const row of group.rows) {
        if (seen.has(row.team.id)) continue;
        seen.add(row.team.id);
        final.push({
          team: row.team.id,
          phaseIndex: index,
          tier: row.position,
          points: row.points,
          diff: row.score_difference,
        });
      }
  }
  final.sort(
    (a, b) => b.phaseIndex - a.phaseIndex || a.tier - b.tier || b.points - a.points || b.diff - a.diff,
  );
  return final;
};

/** Every phase's tables and the final classification, computed from a competition's rows (no reads). */
export const competitionStandingsOf = (
  competition: { id: string; name: string },
  rows: CompetitionRows,
): CompetitionStandingsView => {
  const { phases, teams } = rows;
  const views = phases.map((phase) =>
    phaseViewOf(
      phase,
      computeGroups(
        phase,
        rows.rules.get(phase.id)!,
        rows.groups.filter((g) => g.phase_id === phase.id),
        rows.participants,
        rows.duels,
        rows.deductions,
      ),
      teams,
    ),
  );
  const final = finalEntriesOf(rows, views);
  const classification: FinalClassificationRow[] = final.map((f, i) => ({
    position: i + 1,
    team: refOf(teams.get(f.team)) ?? { id: f.team, name: f.team, association_name: null },
    phase_name: phases[f.phaseIndex]!.name,
  }));
  return {
    competition_id: competition.id,
    competition_name: competition.name,
    phases: views,
    final: classification,
  };
};

/** Every phase's tables and the final classification of a competition. */
export const competitionStandings = async (
  tx: Executor,
  competitionId: string,
): Promise<CompetitionStandingsView> => {
  const competition = await competitionById(tx, competitionId).catch(() => {
    throw notFound(COMPETITION_NOT_FOUND);
  });
  return competitionStandingsOf(competition, await readCompetitionRows(tx, competition));
};
