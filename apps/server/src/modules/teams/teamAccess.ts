import type { ReviewStatus, TeamDetail } from "@quadra/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { brazilDay } from "../../platform/time.ts";
import { managedAssociation, managesAssociation } from "../associations/managerAccess.ts";
import { rosterDocuments } from "./rosterDocuments.ts";
import { lockedRefusal } from "./rosterRules.ts";
import {
  competitionOf,
  findTeams,
  responsibleOf,
  rostersOf,
  type TeamJoined,
  teamTables,
} from "./teamRecords.ts";

export const TEAM_NOT_FOUND = "Equipe não encontrada.";
export const MANAGED_TEAM_NOT_FOUND = "Equipe não encontrada nesta entidade.";

/**
 * Why the roster of a team may not change now, or null when it may: a finished or cancelled
 * competition is history, and a team the federation refused is not in the competition.
 */
export const lockedReason = (joined: TeamJoined): string | null => {
  const refusal = lockedRefusal(joined);
  return refusal ? (refusal.summary ?? refusal.message) : null;
};

/**
 * One team as its screens show it. The members' required-documents status only goes to whoever
 * keeps the team's documents (`keeper`: its responsible or a manager of its association).
 */
export const teamDetail = async (
  tx: Executor,
  { tenantId, joined, keeper }: { tenantId: string; joined: TeamJoined; keeper: boolean },
): Promise<TeamDetail> => {
  const team = joined.team;
  const members = (await rostersOf(tx, { tenantId, teamIds: [team.id] })).get(team.id) ?? [];
  if (keeper) {
    const documents = await rosterDocuments(tx, {
      tenantId,
      userIds: members.map((member) => member.user_id),
      today: brazilDay(),
    });
    for (const member of members) {
      const status = documents.get(member.user_id);
      if (status) member.documents = status;
    }
  }
  const reason = lockedReason(joined);
  return {
    id: team.id,
    name: team.name,
    status: team.status as ReviewStatus,
    review_reason: team.review_reason ?? null,
    competition: competitionOf(joined.competition),
    association: { id: team.association_id, name: joined.association_name },
    responsible: responsibleOf(joined),
    keeper,
    editable: reason === null,
    locked_reason: reason,
    members,
  };
};

/**
 * A team the person may see in /my/teams: they are on it, are its responsible, are the guardian of
 * someone on it, or manage its association. Anyone else gets 404, the same as a team that does not
 * exist, so the area reveals no other team. `keeper` says whether they keep its documents.
 */
export const visibleTeam = async (
  tx: Executor,
  { tenantId, userId, teamId }: { tenantId: string; userId: string; teamId: string },
) => {
  const { teams: t, members: m } = teamTables();
  const [joined] = await findTeams(tx, { tenantId, where: eq(t.id, teamId) });
  if (!joined) throw notFound(TEAM_NOT_FOUND);
  const responsible = joined.team.responsible_id === userId;
  const manager = await managesAssociation(tx, {
    tenantId,
    userId,
    associationId: joined.team.association_id,
  });
  if (responsible || manager) return { joined, keeper: true };
  // On the team, or the guardian of someone on it: one query for both.
  const [related] = await tx
    .select({ id: m.id })
    .from(m)
    .innerJoin(users, and(eq(users.tenantId, m.tenant_id), eq(users.id, m.user_id)))
    .where(
      and(
        eq(m.tenant_id, tenantId),
        eq(m.team_id, teamId),
        sql`(${m.user_id} = ${userId} or ${users.guardianId} = ${userId})`,
      ),
    )
    .limit(1);
  if (!related) throw notFound(TEAM_NOT_FOUND);
  return { joined, keeper: false };
};

/**
 * A team of an association the person manages: the association's own 404 when they do not manage
 * it, and 404 for a team of another association. `lock` takes the team FOR UPDATE for a roster write.
 */
export const managedTeam = async (
  tx: Executor,
  {
    tenantId,
    userId,
    associationId,
    teamId,
    lock = false,
  }: { tenantId: string; userId: string; associationId: string; teamId: string; lock?: boolean },
) => {
  const { row: association } = await managedAssociation(tx, { tenantId, userId, associationId });
  const { teams: t } = teamTables();
  const [joined] = await findTeams(tx, {
    tenantId,
    where: and(eq(t.id, teamId), eq(t.association_id, association.id)),
    lock,
  });
  if (!joined) throw notFound(MANAGED_TEAM_NOT_FOUND);
  return { association, joined };
};
