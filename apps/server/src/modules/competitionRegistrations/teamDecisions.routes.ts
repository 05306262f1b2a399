import { CLOSED_COMPETITION_STATUSES, type TeamDecision } from "@quadra/shared";
import { competitionRegistrationsOperations } from "@quadra/shared/operations/competitionRegistrations";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { notifyDecision } from "../approvals/notifyDecision.ts";
import { defOf } from "../associations/reviseRecord.ts";
import { publishCompetitionChange } from "../competitions/competitionEvents.ts";
import { TEAM_NOT_FOUND } from "../teams/teamAccess.ts";
import { findTeams, teamTables } from "../teams/teamRecords.ts";
import { pendingTeamsPage } from "./pendingTeams.ts";

const teamsDef = defOf("teams");

/**
 * Decides a pending team: one conditional UPDATE (only a pending team changes, so two reviewers
 * cannot both decide), audited and announced on the competition's topic (the cockpit's pending
 * teams and the public page's teams change); the association's managers are told by e-mail after
 * the commit.
 */
const decide = async (
  request: FastifyRequest,
  id: string,
  approved: boolean,
  reason: string | null,
): Promise<TeamDecision> => {
  const actor = actorOf(request);
  const { decided, competition, managers } = await inTenant(request, async (tx) => {
    const { teams: t, managers: m } = teamTables();
    const [before] = await findTeams(tx, { tenantId: actor.tenantId, where: eq(t.id, id) });
    if (!before) throw notFound(TEAM_NOT_FOUND);
    if (before.team.status !== "pending")
      throw conflict(
        before.team.status === "approved"
          ? "Esta equipe já foi aprovada."
          : "Esta equipe já foi recusada. A entidade precisa inscrevê-la de novo.",
      );
    if ((CLOSED_COMPETITION_STATUSES as readonly string[]).includes(before.competition.status))
      throw conflict(
        before.competition.status === "cancelled"
          ? "A competição foi cancelada; a inscrição não pode mais ser decidida."
          : "A competição está encerrada; a inscrição não pode mais ser decidida.",
      );
    const [row] = await tx
      .update(t)
      .set({
        status: approved ? "approved" : "rejected",
        review_reason: reason,
        version: sql`${t.version} + 1`,
        updated_at: new Date(),
        updated_by: actor.userId,
      })
      .where(and(eq(t.tenant_id, actor.tenantId), eq(t.id, id), eq(t.status, "pending")))
      .returning();
    if (!row) throw conflict("Outra pessoa decidiu esta equipe agora há pouco. Recarregue a lista.");
    await writeAudit(tx, actor, [
      {
        action: "update",
        resource: teamsDef.name,
        recordId: id,
        recordTitle: before.team.name,
        changes: diffRecords(toRecord(teamsDef, before.team), toRecord(teamsDef, row)),
      },
    ]);
    await publishCompetitionChange(tx, tenantOf(request).identifier, {
      competition_id: before.competition.id,
      kind: approved ? "team_approved" : "team_rejected",
      team_id: id,
    });
    const managers = await tx
      .select({ user_id: m.user_id })
      .from(m)
      .where(and(eq(m.tenant_id, actor.tenantId), eq(m.association_id, before.team.association_id)));
    return {
      decided: {
        id,
        name: before.team.name,
        status: approved ? ("approved" as const) : ("rejected" as const),
        review_reason: reason,
      },
      competition: before.competition.name,
      managers: managers.map((manager) => String(manager.user_id)),
    };
  });
  // After the commit: a mail that fails never undoes the decision.
  await notifyDecision(request, {
    userIds: managers,
    subject: `A inscrição da equipe ${decided.name} em ${competition}`,
    approved,
    reason,
  });
  return decided;
};

/** The federation's queue of teams entered by associations (competitions/teams/pending/list). */
export const registerTeamDecisionRoutes = (app: App) => {
  route(app, competitionRegistrationsOperations, "pending", async (request) => {
    const actor = actorOf(request);
    const { competition_id: competitionId, page, per_page: perPage } = request.query;
    return ok(
      await inTenant(request, (tx) =>
        pendingTeamsPage(tx, { tenantId: actor.tenantId, competitionId, page, perPage }),
      ),
    );
  });

  route(app, competitionRegistrationsOperations, "approve", async (request) =>
    ok(
      await decide(request, request.params.id, true, request.body?.reason || null),
      "Equipe aprovada. Os gestores da entidade foram avisados por e-mail.",
    ),
  );

  route(app, competitionRegistrationsOperations, "reject", async (request) =>
    ok(
      await decide(request, request.params.id, false, request.body.reason),
      "Equipe recusada. Os gestores da entidade foram avisados por e-mail, com o motivo.",
    ),
  );
};
