import type { SheetRoster, SheetRosterPlayer } from "@quadra/shared/contracts/discipline";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { competitionTables } from "../competitions/competitionTables.ts";
import { sheetEligibilities } from "./eligibility.ts";

const DUEL_MISSING = "Partida não encontrada.";
/** Roles of a roster who play (the officials are the competition's crews). */
export const PLAYING_ROLES = ["athlete", "captain"];

/**
 * The match sheet's players: each side's roster (athletes and captains) in number order, the line
 * each already has on this sheet, and whether the others may be put on it (engine `eligibility`
 * over the team's earlier matches and the punishments in force, then the blocking documents).
 */
export const sheetRoster = async (tx: Executor, duelId: string): Promise<SheetRoster> => {
  const t = competitionTables();
  const [duel] = await tx
    .select({
      id: t.duels.id,
      competition_id: t.duels.competition_id,
      status: t.duels.status,
      home: t.duels.home_team_id,
      away: t.duels.away_team_id,
      competition_status: t.competitions.status,
    })
    .from(t.duels)
    .innerJoin(t.competitions, eq(t.competitions.id, t.duels.competition_id))
    .where(eq(t.duels.id, duelId));
  if (!duel?.competition_id) throw notFound(DUEL_MISSING);
  const competitionId = duel.competition_id;
  const sides = (
    [
      ["home", duel.home],
      ["away", duel.away],
    ] as const
  ).filter((side): side is readonly ["home" | "away", string] => Boolean(side[1]));
  const teamIds = sides.map(([, id]) => id);
  const teams = teamIds.length
    ? await tx
        .select({ id: t.teams.id, name: t.teams.name })
        .from(t.teams)
        .where(inArray(t.teams.id, teamIds))
    : [];
  const members = resourceTable("teammembers");
  const roster = teamIds.length
    ? await tx
        .select({
          team_id: members.team_id,
          user_id: members.user_id,
          number: members.number,
          position: members.position,
          name: users.name,
        })
        .from(members)
        .innerJoin(users, eq(users.id, members.user_id))
        .where(and(inArray(members.team_id, teamIds), inArray(members.role, PLAYING_ROLES)))
        .orderBy(asc(members.number), asc(users.name))
    : [];
  const lineups = resourceTable("duellineups");
  const written = await tx
    .select({
      id: lineups.id,
      version: lineups.version,
      team_id: lineups.team_id,
      user_id: lineups.user_id,
      number: lineups.number,
      starter: lineups.starter,
      yellow_cards: lineups.yellow_cards,
      red_card: lineups.red_card,
      goals: lineups.goals,
    })
    .from(lineups)
    .where(eq(lineups.duel_id, duelId));
  const lineOf = new Map(written.map((line) => [`${line.team_id}:${line.user_id}`, line]));
  const editable =
    duel.status !== "confirmed" &&
    duel.competition_status !== "finished" &&
    duel.competition_status !== "cancelled";
  const answer: SheetRoster = { duel_id: duelId, competition_id: competitionId, editable, sides: [] };
  for (const [side, teamId] of sides) {
    const players = roster.filter((member) => member.team_id === teamId);
    const verdicts = await sheetEligibilities(tx, {
      duelId,
      competitionId,
      teamId,
      userIds: players.map((player) => String(player.user_id)),
    });
    answer.sides.push({
      side,
      team_id: teamId,
      team_name: teams.find((team) => team.id === teamId)?.name ?? "",
      players: players.map((player): SheetRosterPlayer => {
        const userId = String(player.user_id);
        const line = lineOf.get(`${teamId}:${userId}`);
        const verdict = verdicts.get(userId) ?? { eligible: true };
        return {
          user_id: userId,
          name: player.name,
          number: player.number ?? null,
          position: player.position ?? null,
          lineup: line
            ? {
                id: line.id,
                version: Number(line.version),
                number: line.number ?? null,
                starter: Boolean(line.starter),
                yellow_cards: Number(line.yellow_cards ?? 0),
                red_card: Boolean(line.red_card),
                goals: Number(line.goals ?? 0),
              }
            : null,
          eligible: verdict.eligible,
          reason: verdict.reason ?? null,
        };
      }),
    });
  }
  return answer;
};
