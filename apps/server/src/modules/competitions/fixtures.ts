import { type Bracket, pairSwissRound, resolveBracket, roundRobin } from "@quadra/engine";
import { RESOURCES } from "@quadra/shared";
import type { FixturesResult, ZFixturesInput } from "@quadra/shared/contracts/competitions";
import { eq, inArray, max } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { bracketOf, isBracketFormat } from "./bracket.ts";
import { publishCompetitionChange } from "./competitionEvents.ts";
import { competitionTables } from "./competitionTables.ts";
import {
  assertCompetitionOpen,
  competitionById,
  groupsOf,
  type PhaseRecord,
  participantsOf,
  phaseById,
} from "./phaseRecords.ts";
import { assertPhaseWithoutResults, setPhaseStatus } from "./structureWrites.ts";

type FixturesBody = z.output<typeof ZFixturesInput>;
type Context = { actor: Actor; tenantIdentifier: string };

/** A round to create in one group, with its duels (teams may be unknown until a feeding duel ends). */
type RoundPlan = {
  groupId: string;
  number: number;
  name: string;
  leg: number;
  duels: { home: string | null; away: string | null; bracketMatch: string | null }[];
};

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** Round-robin rounds of each group from Berger tables (byes for odd counts, legs mirrored). */
const roundRobinPlans = (phase: PhaseRecord, groups: { id: string; teams: string[] }[]): RoundPlan[] =>
  groups.flatMap((group) =>
    roundRobin({ participants: group.teams, legs: phase.legs }).map((round) => ({
      groupId: group.id,
      number: round.round,
      name: `${round.round}ª rodada`,
      leg: round.leg,
      duels: round.fixtures.map((f) => ({ home: f.home, away: f.away, bracketMatch: null })),
    })),
  );

/** The name of a single-elimination round by how far it is from the final. */
const knockoutRoundName = (round: number, last: number) =>
  ["Final", "Semifinal", "Quartas de final", "Oitavas de final", "16 avos de final"][last - round] ??
  `${round}ª fase`;

const SECTION_NAMES: Record<string, string> = {
  winners: "Chave dos vencedores",
  losers: "Chave dos perdedores",
  final: "Grande final",
  reset: "Final de desempate",
};

/**
 * One round per bracket round; every bracket match that is not a bye is a duel whose
 * `bracket_match` is the engine's match id, its teams known now or filled in as feeding duels end.
 */
const bracketPlans = (phase: PhaseRecord, groupId: string, bracket: Bracket): RoundPlan[] => {
  const resolved = resolveBracket({ bracket, winners: {} });
  const double = phase.format === "double_elimination";
  const last = Math.max(...bracket.matches.filter((m) => m.section !== "thirdPlace").map((m) => m.round));
  const plans = new Map<string, RoundPlan>();
  for (const match of resolved.matches) {
    if (match.status === "bye") continue;
    const section = match.section === "thirdPlace" ? "final" : match.section;
    const key = double
      ? `${section}:${section === "winners" || section === "losers" ? match.round : 0}`
      : String(match.round);
    let plan = plans.get(key);
    if (!plan) {
      const name = double
        ? section === "winners" || section === "losers"
          ? `${SECTION_NAMES[section]} – ${match.round}ª rodada`
          : SECTION_NAMES[section]!
        : knockoutRoundName(match.round, last);
      plan = { groupId, number: plans.size + 1, name, leg: 1, duels: [] };
      plans.set(key, plan);
    }
    plan.duels.push({
      home: match.homeParticipant ?? null,
      away: match.awayParticipant ?? null,
      bracketMatch: match.id,
    });
  }
  return [...plans.values()];
};

/** The first round of a Swiss phase, paired by the engine from the seeds (a bye rests). */
const swissPlans = (groups: { id: string; teams: string[] }[]): RoundPlan[] =>
  groups.map((group) => ({
    groupId: group.id,
    number: 1,
    name: "1ª rodada",
    leg: 1,
    duels: pairSwissRound({ players: group.teams, games: [], round: 1 })
      .filter((game) => game.away !== null)
      .map((game) => ({ home: game.home, away: game.away, bracketMatch: null })),
  }));

/**
 * Generates the rounds and duels of every group of a phase (refused once a result exists: the old
 * rounds go with their duels). Duels are numbered after the competition's other duels, round by
 * round; with `starts_on`, round n is dated `days_between_rounds` × (n − 1) days later.
 */
export const generateFixtures = async (
  tx: Executor,
  context: Context,
  phaseId: string,
  body: FixturesBody,
): Promise<FixturesResult> => {
  const phase = await phaseById(tx, phaseId, true);
  assertCompetitionOpen(await competitionById(tx, phase.competition_id, true));
  if (phase.format === "heats")
    throw conflict("Uma fase de baterias e provas não tem partidas entre equipes; use as baterias.");
  await assertPhaseWithoutResults(tx, phase.id, "gerar a tabela de novo apagaria os resultados.");
  const groupRows = await groupsOf(tx, phase.id);
  const participants = await participantsOf(
    tx,
    groupRows.map((g) => g.id),
  );
  const groups = groupRows.map((g) => ({
    id: g.id,
    teams: participants.filter((p) => p.group_id === g.id).map((p) => p.team_id),
  }));
  if (!groups.length || groups.every((g) => g.teams.length < 2))
    throw conflict("A fase ainda não tem equipes nos grupos: faça o sorteio ou preencha os grupos antes.");
  let plans: RoundPlan[];
  if (isBracketFormat(phase.format)) {
    const bracket = bracketOf(phase, groups[0]!.teams);
    plans = bracket ? bracketPlans(phase, groups[0]!.id, bracket) : [];
  } else if (phase.format === "swiss") plans = swissPlans(groups);
  else plans = roundRobinPlans(phase, groups);

  const t = competitionTables();
  await tx.delete(t.rounds).where(
    inArray(
      t.rounds.group_id,
      groups.map((g) => g.id),
    ),
  );
  const roundIds = await bulkInsert(tx, {
    def: RESOURCES.rounds!,
    actor: context.actor,
    rows: plans.map((plan) => ({
      parentId: plan.groupId,
      body: {
        name: plan.name,
        starts_on: body.starts_on
          ? addDays(body.starts_on, (plan.number - 1) * (body.days_between_rounds ?? 7))
          : null,
      },
      serverValues: { number: plan.number, leg: plan.leg },
    })),
  });
  const [numbered] = await tx
    .select({ last: max(t.duels.number) })
    .from(t.duels)
    .where(eq(t.duels.competition_id, phase.competition_id));
  let number = numbered?.last ?? 0;
  // Numbered round by round across the groups, as a printed schedule reads.
  const order = plans.map((plan, index) => ({ plan, roundId: roundIds[index]! }));
  order.sort((a, b) => a.plan.number - b.plan.number);
  const duelRows = order.flatMap(({ plan, roundId }) =>
    plan.duels.map((duel) => ({
      parentId: roundId,
      body: {},
      serverValues: {
        competition_id: phase.competition_id,
        number: ++number,
        bracket_match: duel.bracketMatch,
        home_team_id: duel.home,
        away_team_id: duel.away,
        status: "scheduled",
        overtime: false,
      },
    })),
  );
  await bulkInsert(tx, { def: RESOURCES.duels!, actor: context.actor, rows: duelRows });
  await setPhaseStatus(tx, phase.id, "scheduled");
  const result = { rounds: plans.length, duels: duelRows.length, groups: groups.length };
  await writeAudit(tx, context.actor, [
    {
      action: "update",
      resource: "phases",
      recordId: phase.id,
      recordTitle: phase.name,
      changes: { before: { status: phase.status }, after: { status: "scheduled", fixtures: result } },
    },
  ]);
  await publishCompetitionChange(tx, context.tenantIdentifier, {
    competition_id: phase.competition_id,
    kind: "fixtures",
    phase_id: phase.id,
  });
  return result;
};
