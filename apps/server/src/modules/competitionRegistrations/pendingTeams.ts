import { CLOSED_COMPETITION_STATUSES, type Page, type PendingTeam } from "@quadra/shared";
import { and, asc, count, eq, inArray, isNull, notInArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { brazilDay } from "../../platform/time.ts";
import { rosterDocuments } from "../teams/rosterDocuments.ts";
import { competitionOf, findTeams, responsibleOf, rostersOf, teamTables } from "../teams/teamRecords.ts";

/**
 * The teams waiting for a decision: pending, live, of a live competition that is not over (a team
 * of a finished or cancelled competition can no longer be decided, so it leaves the queue and its
 * count). The queue's list and the approvals menu's count read this one condition.
 */
const pendingWhere = (tenantId: string, competitionId?: string): SQL => {
  const { teams: t, competitions: c } = teamTables();
  return and(
    eq(t.tenant_id, tenantId),
    eq(t.status, "pending"),
    isNull(t.deleted_at),
    isNull(c.deleted_at),
    notInArray(c.status, [...CLOSED_COMPETITION_STATUSES]),
    competitionId ? eq(t.competition_id, competitionId) : undefined,
  )!;
};

const pendingFrom = () => {
  const { teams: t, competitions: c } = teamTables();
  return { t, c, join: and(eq(c.tenant_id, t.tenant_id), eq(c.id, t.competition_id)) };
};

/** How many teams wait for a decision (the approvals menu's badge). */
export const countPendingTeams = async (tx: Executor, tenantId: string, competitionId?: string) => {
  const { t, c, join } = pendingFrom();
  const [row] = await tx
    .select({ n: count() })
    .from(t)
    .innerJoin(c, join)
    .where(pendingWhere(tenantId, competitionId));
  return Number(row?.n ?? 0);
};

/**
 * One page of the queue, oldest registration first: each team with its competition, association,
 * responsible and members, every member with where their required documents stand (the staff's
 * view: statuses only, never a health document).
 */
export const pendingTeamsPage = async (
  tx: Executor,
  {
    tenantId,
    competitionId,
    page,
    perPage,
  }: { tenantId: string; competitionId?: string | undefined; page: number; perPage: number },
): Promise<Page<PendingTeam>> => {
  const { t, c, join } = pendingFrom();
  const ids = (
    await tx
      .select({ id: t.id })
      .from(t)
      .innerJoin(c, join)
      .where(pendingWhere(tenantId, competitionId))
      .orderBy(asc(t.created_at), asc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
  ).map((row) => row.id as string);
  const total = await countPendingTeams(tx, tenantId, competitionId);
  if (!ids.length) return { data: [], total, page, per_page: perPage };
  const joined = await findTeams(tx, { tenantId, where: inArray(t.id, ids) });
  const rosters = await rostersOf(tx, { tenantId, teamIds: ids });
  const documents = await rosterDocuments(tx, {
    tenantId,
    userIds: [...new Set([...rosters.values()].flat().map((member) => member.user_id))],
    today: brazilDay(),
  });
  const byId = new Map(joined.map((row) => [row.team.id, row]));
  const data = ids.flatMap((id): PendingTeam[] => {
    const row = byId.get(id);
    if (!row) return [];
    const members = (rosters.get(id) ?? []).map((member) => ({
      ...member,
      documents: documents.get(member.user_id) ?? { regular: true, items: [] },
    }));
    return [
      {
        id,
        name: row.team.name,
        registered_at: new Date(row.team.created_at).toISOString(),
        competition: competitionOf(row.competition),
        association: { id: row.team.association_id, name: row.association_name },
        responsible: responsibleOf(row),
        members,
        irregular_count: members.filter((member) => !member.documents.regular).length,
      },
    ];
  });
  return { data, total, page, per_page: perPage };
};
