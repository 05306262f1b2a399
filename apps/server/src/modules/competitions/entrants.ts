import { type Qualifier, qualifiers, qualifiersFromZones } from "@quadra/engine";
import type { PhaseEntrant, PhaseEntrants, QualifyResult } from "@quadra/shared/contracts/competitions";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { isBracketFormat } from "./bracket.ts";
import { publishCompetitionChange } from "./competitionEvents.ts";
import { competitionTables } from "./competitionTables.ts";
import {
  assertCompetitionOpen,
  competitionById,
  type PhaseRecord,
  phaseById,
  phasesOf,
} from "./phaseRecords.ts";
import { computePhase } from "./standings.ts";
import { assertPhaseWithoutResults, type GroupPlan, groupNames, replaceGroups } from "./structureWrites.ts";
import { refOf, teamRefs } from "./teamRefs.ts";

type Context = { actor: Actor; tenantIdentifier: string };
type Ranked = { team: string; origin: string; position: number };

/** The phase before this one, in the competition's order. */
const previousPhase = async (tx: Executor, phase: PhaseRecord): Promise<PhaseRecord | undefined> => {
  const phases = await phasesOf(tx, phase.competition_id);
  const index = phases.findIndex((p) => p.id === phase.id);
  return index > 0 ? phases[index - 1] : undefined;
};

/**
 * The previous phase's qualifiers in seed order (docs/competitions.md: the first
 * `qualifiers_per_group` of each group plus the `best_placed` best at the next position across the
 * groups, or the previous phase's qualification zones), by position, then across the groups by the
 * table's numbers.
 */
const qualifiedTeams = async (tx: Executor, phase: PhaseRecord): Promise<Ranked[]> => {
  const previous = await previousPhase(tx, phase);
  if (!previous) throw conflict("Esta é a primeira fase: não há fase anterior de onde vir classificados.");
  if (isBracketFormat(previous.format))
    throw conflict("A fase anterior é um mata-mata: seus classificados seguem pela chave, não por posição.");
  const { rule, groups } = await computePhase(tx, previous);
  const tables = groups.map((g) => ({
    group: g.group.name,
    standings: g.standings,
    matches: g.matches,
    regulation: rule.regulation,
  }));
  let picked: Qualifier[];
  if (phase.qualifiers_per_group) {
    const positions = Array.from({ length: phase.qualifiers_per_group }, (_, i) => i + 1);
    picked = qualifiers({
      groups: tables,
      positions,
      ...(phase.best_placed
        ? { bestPlaced: { position: phase.qualifiers_per_group + 1, count: phase.best_placed } }
        : {}),
    });
  } else {
    const zones = (rule.regulation.classificationzones ?? []).filter((z) => z.kind === "qualification");
    if (!zones.length)
      throw conflict(
        "Informe na fase quantos se classificam por grupo (ou use zonas de classificação na fase anterior).",
      );
    picked = qualifiersFromZones({ groups: tables, zones });
  }
  const rowOf = (q: Qualifier) =>
    groups.find((g) => g.group.name === q.group)?.standings.rows.find((r) => r.team === q.team);
  return picked
    .map((q) => ({ q, row: rowOf(q) }))
    .sort(
      (a, b) =>
        a.q.position - b.q.position ||
        (a.q.bestRank ?? 0) - (b.q.bestRank ?? 0) ||
        (b.row?.points ?? 0) - (a.row?.points ?? 0) ||
        (b.row ? b.row.stats.scoreFor - b.row.stats.scoreAgainst : 0) -
          (a.row ? a.row.stats.scoreFor - a.row.stats.scoreAgainst : 0) ||
        (b.row?.stats.scoreFor ?? 0) - (a.row?.stats.scoreFor ?? 0) ||
        a.q.group.localeCompare(b.q.group),
    )
    .map(({ q }) => ({ team: q.team, origin: `${q.position}º do ${q.group}`, position: q.position }));
};

/** The approved teams of a competition, in the order they registered. */
const approvedTeams = async (tx: Executor, competitionId: string): Promise<string[]> => {
  const t = competitionTables().teams;
  const rows = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.competition_id, competitionId), or(eq(t.status, "approved"), isNull(t.status))))
    .orderBy(asc(t.created_at), asc(t.name));
  return rows.map((row) => row.id);
};

/** The teams that enter a phase by its `entry`, with a suggested pot. */
export const phaseEntrants = async (tx: Executor, phaseId: string): Promise<PhaseEntrants> => {
  const phase = await phaseById(tx, phaseId);
  const groupCount = isBracketFormat(phase.format) ? 1 : Math.max(1, phase.groups_count);
  const ranked: Ranked[] =
    phase.entry === "qualifiers"
      ? await qualifiedTeams(tx, phase)
      : (await approvedTeams(tx, phase.competition_id)).map((team, index) => ({
          team,
          origin: "",
          // One team of each pot per group: pots of `groups_count` teams in registration order.
          position: isBracketFormat(phase.format) ? 1 : Math.floor(index / groupCount) + 1,
        }));
  const teams = await teamRefs(
    tx,
    ranked.map((r) => r.team),
  );
  return {
    phase_id: phase.id,
    entry: phase.entry,
    groups_count: groupCount,
    teams: ranked.flatMap((r): PhaseEntrant[] => {
      const team = teams.get(r.team);
      const ref = refOf(team);
      if (!team || !ref) return [];
      return [
        { ...ref, association_id: team.association_id, suggested_pot: r.position, origin: r.origin || null },
      ];
    }),
  };
};

/** Snake order into `count` groups: 1st to A, 2nd to B, …, then back (seeds spread evenly). */
const snake = (teams: readonly string[], names: readonly string[]): GroupPlan[] => {
  const plans: GroupPlan[] = names.map((name) => ({ name, teams: [] }));
  teams.forEach((team, index) => {
    const lap = Math.floor(index / names.length);
    const slot = index % names.length;
    const group = lap % 2 === 0 ? slot : names.length - 1 - slot;
    plans[group]!.teams.push({ team_id: team, pot: lap + 1 });
  });
  return plans;
};

/**
 * Fills a phase from the previous phase's table: a knockout gets one bracket seeded by position
 * (group winners first, so 1A meets the lowest second), a group phase the qualifiers snaked into
 * its groups.
 */
export const qualifyPhase = async (
  tx: Executor,
  context: Context,
  phaseId: string,
): Promise<QualifyResult> => {
  const phase = await phaseById(tx, phaseId, true);
  assertCompetitionOpen(await competitionById(tx, phase.competition_id, true));
  await assertPhaseWithoutResults(tx, phase.id, "preencher a fase de novo apagaria a tabela.");
  const ranked = await qualifiedTeams(tx, phase);
  if (ranked.length < 2)
    throw conflict("A fase anterior ainda não tem classificados suficientes (ao menos 2).");
  const names = groupNames(phase, phase.groups_count);
  const plans: GroupPlan[] = isBracketFormat(phase.format)
    ? [{ name: names[0]!, teams: ranked.map((r) => ({ team_id: r.team, pot: r.position })) }]
    : snake(
        ranked.map((r) => r.team),
        names,
      );
  const groups = await replaceGroups(tx, context.actor, phase, plans);
  await writeAudit(tx, context.actor, [
    {
      action: "update",
      resource: "phases",
      recordId: phase.id,
      recordTitle: phase.name,
      changes: {
        before: { status: phase.status },
        after: { status: "drawn", qualified: ranked.map((r) => ({ team_id: r.team, origin: r.origin })) },
      },
    },
  ]);
  await publishCompetitionChange(tx, context.tenantIdentifier, {
    competition_id: phase.competition_id,
    kind: "qualify",
    phase_id: phase.id,
  });
  const teams = await teamRefs(
    tx,
    ranked.map((r) => r.team),
  );
  return {
    groups: groups.map((group, index) => ({
      id: group.id,
      name: group.name,
      teams: plans[index]!.teams.flatMap((p) => {
        const ref = refOf(teams.get(p.team_id));
        return ref ? [ref] : [];
      }),
    })),
  };
};
