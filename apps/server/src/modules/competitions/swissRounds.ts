import { pairSwissRound, type SwissGame } from "@quadra/engine";
import { RESOURCES } from "@quadra/shared";
import type { FixturesResult } from "@quadra/shared/contracts/competitions";
import { eq, inArray, max } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { publishCompetitionChange } from "./competitionEvents.ts";
import { competitionTables } from "./competitionTables.ts";
import { loadDuelRows } from "./duelViews.ts";
import { winnerOf } from "./engineMatches.ts";
import { phaseRegulation } from "./engineRegulation.ts";
import {
  assertCompetitionOpen,
  competitionById,
  groupsOf,
  participantsOf,
  phaseById,
} from "./phaseRecords.ts";

type Context = { actor: Actor; tenantIdentifier: string };

/**
 * The next round of a Swiss phase (engine pairSwissRound): each group's players paired by their
 * score so far, never twice against the same opponent when it can be avoided, a bye for an odd
 * count. Every duel of the rounds already played needs its result first.
 */
export const nextSwissRound = async (
  tx: Executor,
  context: Context,
  phaseId: string,
): Promise<FixturesResult> => {
  const phase = await phaseById(tx, phaseId, true);
  if (phase.format !== "swiss")
    throw conflict("Só uma fase no sistema suíço tem rodadas pareadas uma a uma.");
  assertCompetitionOpen(await competitionById(tx, phase.competition_id, true));
  const groups = await groupsOf(tx, phase.id);
  if (!groups.length)
    throw conflict("A fase ainda não tem equipes: faça o sorteio e gere a 1ª rodada antes.");
  const participants = await participantsOf(
    tx,
    groups.map((g) => g.id),
  );
  const t = competitionTables();
  const duels = await loadDuelRows(
    tx,
    inArray(
      t.groups.id,
      groups.map((g) => g.id),
    ),
  );
  if (!duels.length) throw conflict("Gere a 1ª rodada da fase antes (gerar tabela).");
  const open = duels.find((duel) => duel.status === "scheduled");
  if (open)
    throw conflict(`Lance todos os resultados da ${open.round_name} antes de parear a próxima rodada.`);
  const { regulation } = await phaseRegulation(tx, phase);
  const points = { ...regulation.points, bye: regulation.points.win };
  const plans = groups.map((group) => {
    const players = participants.filter((p) => p.group_id === group.id).map((p) => p.team_id);
    const played = duels.filter((duel) => duel.group_id === group.id && duel.status !== "cancelled");
    const rounds = Math.max(0, ...played.map((duel) => duel.round_number));
    const games: SwissGame[] = played.map((duel) => {
      const winner = winnerOf(duel);
      return {
        round: duel.round_number,
        home: duel.home_team_id!,
        away: duel.away_team_id,
        result: winner === null ? "draw" : winner === duel.home_team_id ? "home" : "away",
      };
    });
    // A player with no duel in a past round rested (a bye): it counts as one for the pairing.
    for (let round = 1; round <= rounds; round++) {
      const busy = new Set(
        played.filter((d) => d.round_number === round).flatMap((d) => [d.home_team_id, d.away_team_id]),
      );
      for (const player of players) if (!busy.has(player)) games.push({ round, home: player, away: null });
    }
    return { group, players, rounds, games };
  });
  const next = Math.max(...plans.map((p) => p.rounds)) + 1;
  if (phase.swiss_rounds && next > phase.swiss_rounds)
    throw conflict(`As ${phase.swiss_rounds} rodadas da fase já foram pareadas.`);
  const roundIds = await bulkInsert(tx, {
    def: RESOURCES.rounds!,
    actor: context.actor,
    rows: plans.map((plan) => ({
      parentId: plan.group.id,
      body: { name: `${next}ª rodada` },
      serverValues: { number: next, leg: 1 },
    })),
  });
  const [numbered] = await tx
    .select({ last: max(t.duels.number) })
    .from(t.duels)
    .where(eq(t.duels.competition_id, phase.competition_id));
  let number = numbered?.last ?? 0;
  const rows = plans.flatMap((plan, index) =>
    pairSwissRound({ players: plan.players, games: plan.games, round: next, points })
      .filter((game) => game.away !== null)
      .map((game) => ({
        parentId: roundIds[index],
        body: {},
        serverValues: {
          competition_id: phase.competition_id,
          number: ++number,
          home_team_id: game.home,
          away_team_id: game.away,
          status: "scheduled",
          overtime: false,
        },
      })),
  );
  await bulkInsert(tx, { def: RESOURCES.duels!, actor: context.actor, rows });
  const result = { rounds: 1, duels: rows.length, groups: groups.length };
  await writeAudit(tx, context.actor, [
    {
      action: "update",
      resource: "phases",
      recordId: phase.id,
      recordTitle: phase.name,
      changes: { after: { swiss_round: next, fixtures: result } },
    },
  ]);
  await publishCompetitionChange(tx, context.tenantIdentifier, {
    competition_id: phase.competition_id,
    kind: "fixtures",
    phase_id: phase.id,
  });
  return result;
};
