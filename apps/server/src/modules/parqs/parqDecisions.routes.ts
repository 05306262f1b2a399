import type { StaffParq } from "@quadra/shared";
import { parqsOperations } from "@quadra/shared/operations/parqs";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { getRecord } from "../../platform/resources/resourceStore.ts";
import { notifyDecision } from "../approvals/notifyDecision.ts";
import { PARQ_DEF, parqRowOf, parqTable } from "./parqAccess.ts";

const SUBJECT = "Seu questionário PAR-Q";

/**
 * Decides a pending questionnaire: one conditional UPDATE (only a pending one changes, so two
 * reviewers cannot both decide), audited; the person is told by e-mail after the commit.
 */
const decide = async (
  request: FastifyRequest,
  id: string,
  approved: boolean,
  reason: string | null,
): Promise<StaffParq> => {
  const actor = actorOf(request);
  const reviewer = authOf(request).user.name;
  const decided = await inTenant(request, async (tx) => {
    const before = await parqRowOf(tx, actor.tenantId, id);
    if (before.status !== "pending")
      throw conflict(
        before.status === "approved"
          ? "Este questionário já foi aprovado."
          : "Este questionário já foi recusado. Aguarde a pessoa enviá-lo de novo.",
      );
    if (approved && before.any_yes && !before.clearance_file)
      throw conflict('Há resposta "sim" e nenhum atestado médico anexado: recuse pedindo o atestado.');
    const t = parqTable();
    const [row] = await tx
      .update(t)
      .set({
        status: approved ? "approved" : "rejected",
        review_reason: reason,
        reviewed_by: reviewer,
        reviewed_at: new Date().toISOString(),
        version: sql`${t.version} + 1`,
        updated_at: new Date(),
        updated_by: actor.userId,
      })
      .where(and(eq(t.tenant_id, actor.tenantId), eq(t.id, id), eq(t.status, "pending")))
      .returning();
    if (!row) throw conflict("Outra pessoa decidiu este questionário agora há pouco. Recarregue a lista.");
    const [person] = await tx
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, row.user_id)));
    await writeAudit(tx, actor, [
      {
        action: "update",
        resource: PARQ_DEF.name,
        recordId: id,
        recordTitle: person?.name ?? null,
        changes: diffRecords(toRecord(PARQ_DEF, before), toRecord(PARQ_DEF, row)),
      },
    ]);
    return getRecord(tx, PARQ_DEF, actor.tenantId, id);
  });
  // After the commit: a mail that fails never undoes the decision.
  await notifyDecision(request, { userIds: [String(decided.user_id)], subject: SUBJECT, approved, reason });
  // The generic record of a PAR-Q, whose fields the catalogue's parqs definition lists.
  return decided as StaffParq;
};

/** The staff's queue of PAR-Qs (spec /parqs/pending): approve or refuse with a reason. */
export const registerParqDecisionRoutes = (app: App) => {
  route(app, parqsOperations, "approve", async (request) =>
    ok(
      await decide(request, request.params.id, true, request.body?.reason || null),
      "Questionário aprovado. A pessoa foi avisada por e-mail.",
    ),
  );

  route(app, parqsOperations, "reject", async (request) =>
    ok(
      await decide(request, request.params.id, false, request.body.reason),
      "Questionário recusado. A pessoa foi avisada por e-mail, com o motivo.",
    ),
  );
};
