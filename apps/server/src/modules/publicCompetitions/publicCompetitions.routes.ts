import type { PublicCompetitionDetail, PublicTeam } from "@quadra/shared";
import { publicCompetitionsOperations } from "@quadra/shared/operations/publicCompetitions";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { isBracketFormat } from "../competitions/bracket.ts";
import { bracketViewOf } from "../competitions/bracketView.ts";
import { competitionTopic } from "../competitions/competitionEvents.ts";
import { readCompetitionRows } from "../competitions/competitionRows.ts";
import { competitionTables } from "../competitions/competitionTables.ts";
import { drawAudit } from "../competitions/draws.ts";
import { competitionDuels } from "../competitions/duelSheet.ts";
import { duelViewsOf } from "../competitions/duelViews.ts";
import { bracketOfRows, competitionStandingsOf } from "../competitions/standings.ts";
import { rostersOf, teamTables } from "../teams/teamRecords.ts";
import {
  approvedTeamCounts,
  competitionTeams,
  PUBLIC_TEAM_NOT_FOUND,
  type PublicCompetitionRow,
  publicCard,
  publicCompetition,
  publicCompetitionWhere,
  publicCompetitionWithSport,
  publicTeamCards,
  searchWhere,
  sportsById,
} from "./publicCompetitionRecords.ts";
import { createPublicShowCache } from "./publicShowCache.ts";

/** Running first, then those taking registrations, then the finished; the newest first in each. */
const STATUS_ORDER = sql`case status when 'running' then 0 when 'registration' then 1 else 2 end`;

/**
 * The public pages' reads (no login): the competitions list with its filters, one competition in
 * one answer, the teams and one team, and the audit of a draw. Anything not public answers 404, as
 * if it did not exist.
 */
export const registerPublicCompetitionRoutes = (app: App) => {
  route(app, publicCompetitionsOperations, "list", async (request) => {
    const tenantId = tenantOf(request).id;
    const { sport_id: sportId, season, status, q, page, per_page: perPage } = request.query;
    return ok(
      await inTenant(request, async (tx) => {
        const { competitions: c } = teamTables();
        const visible = publicCompetitionWhere(tenantId);
        const where = and(
          visible,
          sportId ? eq(c.sport_id, sportId) : undefined,
          season ? eq(c.season, season) : undefined,
          status ? eq(c.status, status) : undefined,
          searchWhere(c.search_text, q),
        );
        const rows = (await tx
          .select()
          .from(c)
          .where(where)
          .orderBy(STATUS_ORDER, sql`${c.starts_on} desc nulls last`, asc(c.name))
          .limit(perPage)
          .offset((page - 1) * perPage)) as PublicCompetitionRow[];
        const [counted] = await tx.select({ total: count() }).from(c).where(where);
        // The filters offer what the public competitions hold, whatever the current filter.
        const facets = await tx
          .selectDistinct({ sport_id: c.sport_id, season: c.season })
          .from(c)
          .where(visible);
        const sports = await sportsById(tx, tenantId, [
          ...rows.map((row) => row.sport_id),
          ...facets.map((row) => row.sport_id),
        ]);
        const teams = await approvedTeamCounts(
          tx,
          tenantId,
          rows.map((row) => row.id),
        );
        const facetSports = [
          ...new Set(facets.map((row) => row.sport_id).filter((id): id is string => !!id)),
        ];
        return {
          data: rows.map((row) => publicCard(row, sports, teams)),
          total: Number(counted?.total ?? 0),
          page,
          per_page: perPage,
          sports: facetSports
            .filter((id) => sports.has(id))
            .map((id) => ({ id, name: sports.get(id)! }))
            .sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
          seasons: [...new Set(facets.map((row) => row.season).filter((s): s is number => s !== null))].sort(
            (a, b) => b - a,
          ),
        };
      }),
    );
  });

  // Every successful write of this process drops its tenant's copies once committed (onSend runs
  // after the handler's transaction): a generic PATCH of a competition, team or phase, or a team's
  // approval, announces no event on the competition's topic.
  const shows = createPublicShowCache<PublicCompetitionDetail>(app.deps.realtime);
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400 && request.tenant)
      shows.dropPrefix(competitionTopic(request.tenant.identifier, ""));
    return payload;
  });

  route(app, publicCompetitionsOperations, "show", async (request) => {
    const tenant = tenantOf(request);
    const id = request.params.id;
    return ok(
      await shows.get(competitionTopic(tenant.identifier, id), () =>
        inTenant(request, (tx) => publicCompetitionDetail(tx, tenant.id, id)),
      ),
    );
  });

  route(app, publicCompetitionsOperations, "teams", async (request) => {
    const tenantId = tenantOf(request).id;
    const { competition_id: competitionId, q, page, per_page: perPage } = request.query;
    return ok(
      await inTenant(request, async (tx) => {
        const { teams: t } = teamTables();
        const { cards, total } = await publicTeamCards(tx, {
          tenantId,
          where: and(
            competitionId ? eq(t.competition_id, competitionId) : undefined,
            searchWhere(t.search_text, q),
          ),
          limit: perPage,
          offset: (page - 1) * perPage,
        });
        return { data: cards, total, page, per_page: perPage };
      }),
    );
  });

  route(app, publicCompetitionsOperations, "team", async (request) => {
    const tenantId = tenantOf(request).id;
    const id = request.params.id;
    return ok(
      await inTenant(request, async (tx): Promise<PublicTeam> => {
        const { teams: t } = teamTables();
        const [card] = (await publicTeamCards(tx, { tenantId, where: eq(t.id, id) })).cards;
        if (!card) throw notFound(PUBLIC_TEAM_NOT_FOUND);
        const competition = await publicCompetition(tx, tenantId, card.competition.id);
        const roster = (await rostersOf(tx, { tenantId, teamIds: [id] })).get(id) ?? [];
        return {
          ...card,
          competition: {
            ...card.competition,
            season: competition.season ?? null,
            category: competition.category ?? null,
          },
          // The name a member goes by and their place on the team: nothing that identifies them further.
          members: roster.map(({ name, number, role, position }) => ({ name, number, role, position })),
          duels: await competitionDuels(tx, competition.id, { team_id: id }),
        };
      }),
    );
  });

  route(app, publicCompetitionsOperations, "drawAudit", async (request) => {
    const tenantId = tenantOf(request).id;
    return ok(
      await inTenant(request, async (tx) => {
        const { draws: d, phases: p } = competitionTables();
        const [found] = await tx
          .select({ competition_id: p.competition_id })
          .from(d)
          .innerJoin(p, eq(p.id, d.phase_id))
          .where(eq(d.id, request.params.id))
          .limit(1);
        if (!found) throw notFound("Sorteio não encontrado.");
        await publicCompetition(tx, tenantId, found.competition_id as string).catch(() => {
          throw notFound("Sorteio não encontrado.");
        });
        return drawAudit(tx, request.params.id);
      }),
    );
  });
};

/**
 * One public competition in one answer, each table read once (competition with its sport, teams
 * with associations and member counts, phases, groups with participants, duels, deductions, the
 * regulations and zones its phases name): tables, brackets, duels and cards are computed from
 * those rows in memory.
 */
const publicCompetitionDetail = async (
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<PublicCompetitionDetail> => {
  const { row, sports } = await publicCompetitionWithSport(tx, tenantId, id);
  const teams = await competitionTeams(tx, tenantId, row);
  const rows = await readCompetitionRows(tx, row, teams.refs);
  return {
    competition: {
      ...publicCard(row, sports, new Map([[row.id, teams.approved]])),
      description: row.description ?? null,
    },
    phases: rows.phases.map(({ id: phaseId, name, position, format, status }) => ({
      id: phaseId,
      name,
      position,
      format,
      status,
    })),
    standings: competitionStandingsOf(row, rows),
    duels: duelViewsOf(rows.duels, rows.teams),
    brackets: rows.phases
      .filter((phase) => isBracketFormat(phase.format))
      .map((phase) => bracketViewOf(phase, bracketOfRows(rows, phase), rows.teams)),
    teams: teams.cards,
  };
};
