import type { RankingContribution, RankingEntry, RankingTable } from "@quadra/shared/contracts/discipline";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { competitionTables } from "../competitions/competitionTables.ts";
import { competitionStandings } from "../competitions/standings.ts";
import { PLAYING_ROLES } from "./sheetRoster.ts";

const RANKING_MISSING = "Ranking não encontrado.";

/**
 * A ranking's table: for each finished competition that names the ranking, the points its
 * `competitionsscores` give each final place (the competition's final classification), summed per
 * entrant — the team (by association and name, as a club enters the same team in each stage), the
 * association, or each athlete on the team's roster — with the contributions that make each total.
 * Ties share a position; a competition still running is listed but scores nothing yet.
 */
export const rankingTable = async (tx: Executor, rankingId: string): Promise<RankingTable> => {
  const r = resourceTable("rankings");
  const [ranking] = await tx
    .select({ id: r.id, name: r.name, season: r.season, subject: r.subject })
    .from(r)
    .where(and(eq(r.id, rankingId), isNull(r.deleted_at)));
  if (!ranking) throw notFound(RANKING_MISSING);
  const t = competitionTables();
  const competitions = await tx
    .select({ id: t.competitions.id, name: t.competitions.name, status: t.competitions.status })
    .from(t.competitions)
    .where(eq(t.competitions.ranking_id, rankingId))
    .orderBy(asc(t.competitions.starts_on), asc(t.competitions.name));
  const scores = resourceTable("competitionsscores");
  const ids = competitions.map((c) => c.id);
  const scoreRows = ids.length
    ? await tx
        .select({ competition_id: scores.competition_id, place: scores.place, points: scores.points })
        .from(scores)
        .where(inArray(scores.competition_id, ids))
    : [];
  const pointsOf = new Map(scoreRows.map((s) => [`${s.competition_id}:${s.place}`, Number(s.points)]));
  const entries = new Map<string, { name: string; contributions: RankingContribution[] }>();
  const add = (key: string, name: string, contribution: RankingContribution) => {
    const entry = entries.get(key) ?? { name, contributions: [] };
    entry.contributions.push(contribution);
    entries.set(key, entry);
  };
  const finished = competitions.filter((c) => c.status === "finished");
  for (const competition of finished) {
    const standings = await competitionStandings(tx, competition.id);
    const placed = standings.final.flatMap((row) => {
      const points = pointsOf.get(`${competition.id}:${row.position}`);
      return points === undefined ? [] : [{ row, points }];
    });
    if (!placed.length) continue;
    const teamIds = placed.map(({ row }) => row.team.id);
    const teams = await tx
      .select({
        id: t.teams.id,
        name: t.teams.name,
        association_id: t.teams.association_id,
        association_name: t.associations.name,
      })
      .from(t.teams)
      .leftJoin(t.associations, eq(t.associations.id, t.teams.association_id))
      .where(inArray(t.teams.id, teamIds));
    const teamOf = new Map(teams.map((team) => [team.id, team]));
    const members = resourceTable("teammembers");
    const athletes =
      ranking.subject === "athletes"
        ? await tx
            .select({ team_id: members.team_id, user_id: members.user_id, name: users.name })
            .from(members)
            .innerJoin(users, eq(users.id, members.user_id))
            .where(and(inArray(members.team_id, teamIds), inArray(members.role, PLAYING_ROLES)))
        : [];
    for (const { row, points } of placed) {
      const contribution = {
        competition_id: competition.id,
        competition_name: competition.name,
        place: row.position,
        points,
      };
      const team = teamOf.get(row.team.id);
      if (ranking.subject === "athletes") {
        for (const athlete of athletes.filter((a) => a.team_id === row.team.id))
          add(`user:${athlete.user_id}`, athlete.name, contribution);
      } else if (ranking.subject === "associations") {
        if (team?.association_id)
          add(`association:${team.association_id}`, team.association_name ?? "", contribution);
      } else {
        const name = team?.name ?? row.team.name;
        add(`team:${team?.association_id ?? ""}:${name.trim().toLowerCase()}`, name, contribution);
      }
    }
  }
  const ranked = [...entries.entries()]
    .map(([key, entry]) => ({
      entrant_id: key.startsWith("team:") ? key : key.slice(key.indexOf(":") + 1),
      name: entry.name,
      total: entry.contributions.reduce((sum, c) => sum + c.points, 0),
      contributions: entry.contributions,
    }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, "pt-BR"));
  const table: RankingEntry[] = [];
  ranked.forEach((entry, index) => {
    const previous = table[index - 1];
    const position = previous && previous.total === entry.total ? previous.position : index + 1;
    table.push({ ...entry, position });
  });
  return {
    ranking_id: ranking.id,
    name: ranking.name,
    season: Number(ranking.season),
    subject: String(ranking.subject),
    competitions: competitions.map((c) => ({
      id: c.id,
      name: c.name,
      status: String(c.status),
      finished: c.status === "finished",
      scored_places: scoreRows.filter((s) => s.competition_id === c.id).length,
    })),
    entries: table,
  };
};
