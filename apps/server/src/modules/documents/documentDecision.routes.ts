import { type DocumentRecord, REVIEW_STATUSES } from "@quadra/shared";
import { documentsOperations } from "@quadra/shared/operations/documents";
import { ok } from "../../platform/http/envelope.ts";
import { conflict } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf, visibleOf } from "../../platform/resources/resourceRoutes.ts";
import { getRecord, updateRecord } from "../../platform/resources/resourceStore.ts";
import { notifyDecision } from "../approvals/notifyDecision.ts";
import { DOCUMENT_KINDS } from "./documentKinds.ts";

const statusLabel = (status: string) =>
  REVIEW_STATUSES.find((option) => option.value === status)?.label["pt-BR"] ?? status;

/**
 * `POST userdocuments/:id/approve|reject` and `POST associationdocuments/:id/approve|reject`: the
 * decision (status, reason, reviewer's name, when) in one audited write on a pending document only,
 * then, after the commit, the decision e-mail to the person or to the association's managers.
 */
export const registerDocumentDecisionRoutes = (app: App) => {
  for (const [kind, keys] of [
    [DOCUMENT_KINDS.userdocuments, ["approveUserDocument", "rejectUserDocument"]],
    [DOCUMENT_KINDS.associationdocuments, ["approveAssociationDocument", "rejectAssociationDocument"]],
  ] as const) {
    const { def } = kind;
    for (const key of keys) {
      const approved = key.startsWith("approve");
      route(app, documentsOperations, key, async (request) => {
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
        // The record as the generic API answers it (toRecord of the catalogue's definition).
        return ok(decided.record as DocumentRecord, approved ? "Documento aprovado." : "Documento recusado.");
      });
    }
  }
};
