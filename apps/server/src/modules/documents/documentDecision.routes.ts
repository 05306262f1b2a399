import { REVIEW_STATUSES } from "@quadra/shared";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { conflict } from "../../platform/http/errors.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf, resourceGuard, visibleOf } from "../../platform/resources/resourceRoutes.ts";
import { getRecord, updateRecord } from "../../platform/resources/resourceStore.ts";
import { notifyDecision } from "../approvals/notifyDecision.ts";
import { DOCUMENT_KINDS } from "./documentKinds.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const REASON_REQUIRED = "Informe o motivo da recusa, para a pessoa saber o que corrigir.";
const ZApprove = z.strictObject({
  reason: z.string().trim().max(1_000, "Escreva no máximo 1.000 caracteres.").optional(),
});
const ZReject = z.strictObject({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, REASON_REQUIRED)
    .max(1_000, "Escreva no máximo 1.000 caracteres."),
});

const statusLabel = (status: string) =>
  REVIEW_STATUSES.find((option) => option.value === status)?.label["pt-BR"] ?? status;

/**
 * `POST userdocuments/:id/approve|reject` and `POST associationdocuments/:id/approve|reject`: the
 * decision (status, reason, reviewer's name, when) in one audited write on a pending document only,
 * then, after the commit, the decision e-mail to the person or to the association's managers.
 */
export const registerDocumentDecisionRoutes = (app: App) => {
  for (const kind of Object.values(DOCUMENT_KINDS)) {
    const { def } = kind;
    for (const verdict of ["approve", "reject"] as const) {
      const approved = verdict === "approve";
      app.post(
        `/${def.name}/:id/${verdict}`,
        {
          config: { ...resourceGuard(def), fieldLabels: { reason: "Motivo" } },
          schema: {
            tags: [def.name],
            summary: `${approved ? "Approve" : "Reject"} a pending ${def.name} record`,
            params: ZId,
            body: approved ? ZApprove : ZReject,
          },
        },
        async (request) => {
          const tenantId = tenantOf(request).id;
          const actor = actorOf(request);
          const visible = visibleOf(request, def);
          const reason = (request.body as { reason?: string } | undefined)?.reason || null;
          const decided = await inTenant(request, async (tx) => {
            const current = await getRecord(tx, def, tenantId, request.params.id, visible);
            if (current.status !== "pending")
              throw conflict(
                `Este documento já foi analisado (${statusLabel(String(current.status))}). Recarregue a página.`,
              );
            const record = await updateRecord(tx, {
              def,
              actor,
              id: request.params.id,
              // The version read above: a decision made meanwhile by someone else answers 409.
              body: { version: Number(current.version) },
              set: {
                status: approved ? "approved" : "rejected",
                review_reason: reason,
                reviewed_by: actor.userName,
                reviewed_at: new Date(),
              },
              visible,
            });
            return {
              record,
              recipients: await kind.recipients(tx, tenantId, record),
              subject: await kind.subject(tx, tenantId, record),
            };
          });
          // After the commit: a mail that fails never undoes the decision (notifyDecision logs it).
          await notifyDecision(request, {
            userIds: decided.recipients,
            subject: decided.subject,
            approved,
            reason,
          });
          return ok(decided.record, approved ? "Documento aprovado." : "Documento recusado.");
        },
      );
    }
  }
};
