import { type Association, type AssociationClaim, associationclaims, associations } from "@quadra/shared";
import { associationsOperations } from "@quadra/shared/operations/associations";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { ok } from "../../platform/http/envelope.ts";
import { conflict } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { notifyDecision } from "../approvals/notifyDecision.ts";
import { assertPending, managerIdsOf } from "./decisions.ts";
import { assertShieldUpload } from "./imageUpload.ts";
import { defOf, insertRecord, lockRecord, reviseRecord } from "./reviseRecord.ts";

const today = () => new Date().toISOString().slice(0, 10);

/** The API's record of an association: the catalogue's definition gives its fields, the type names them. */
const asAssociation = (row: Record<string, unknown>) => toRecord(associations, row) as Association;

/** Who decided, as the record keeps it (a name, so the decision outlives the reviewer's record). */
const reviewerOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.name;

/**
 * Staff decisions on associations (permission `associations`, like the generic screens): the
 * queue of self-registered associations, the shields managers send, and the claims of people who ask
 * to manage one. Each decision is one transaction with its audit entry; the people concerned are
 * e-mailed after it commits.
 */
export const registerStaffReviewRoutes = (app: App) => {
  // --- Self-registered associations -------------------------------------------------------------
  for (const approved of [true, false]) {
    route(app, associationsOperations, approved ? "approve" : "reject", async (request) => {
      const actor = actorOf(request);
      const reason = (request.body as { reason?: string } | undefined)?.reason || null;
      const { row, managers } = await inTenant(request, async (tx) => {
        const current = await lockRecord(tx, {
          def: associations,
          tenantId: actor.tenantId,
          id: request.params.id,
        });
        assertPending(current.status, "O cadastro desta entidade");
        const row = await reviseRecord(tx, {
          def: associations,
          actor,
          current,
          set: { status: approved ? "approved" : "rejected", review_reason: reason },
        });
        return { row, managers: await managerIdsOf(tx, actor.tenantId, current.id) };
      });
      await notifyDecision(request, {
        userIds: managers,
        subject: `O cadastro da entidade ${row.name}`,
        approved,
        reason,
      });
      return ok(asAssociation(row), approved ? "Entidade aprovada." : "Entidade recusada.");
    });
  }

  // --- Shields ----------------------------------------------------------------------------------
  route(app, associationsOperations, "setShield", async (request) => {
    const actor = actorOf(request);
    const row = await inTenant(request, async (tx) => {
      const current = await lockRecord(tx, {
        def: associations,
        tenantId: actor.tenantId,
        id: request.params.id,
      });
      await assertShieldUpload(tx, { tenantId: actor.tenantId, value: request.body.shield });
      return reviseRecord(tx, { def: associations, actor, current, set: { shield: request.body.shield } });
    });
    return ok(asAssociation(row), "Escudo salvo.");
  });

  route(app, associationsOperations, "pendingShields", async (request) => {
    const t = resourceTableOf(associations);
    const rows = await inTenant(request, (tx) =>
      tx
        .select()
        .from(t)
        .where(and(eq(t.tenant_id, tenantOf(request).id), isNotNull(t.pending_shield), isNull(t.deleted_at)))
        .orderBy(asc(t.updated_at))
        .limit(200),
    );
    return ok(rows.map(asAssociation));
  });

  for (const approved of [true, false]) {
    route(app, associationsOperations, approved ? "approveShield" : "rejectShield", async (request) => {
      const actor = actorOf(request);
      const reason = (request.body as { reason?: string } | undefined)?.reason || null;
      const { row, managers } = await inTenant(request, async (tx) => {
        const current = await lockRecord(tx, {
          def: associations,
          tenantId: actor.tenantId,
          id: request.params.id,
        });
        if (!current.pending_shield) throw conflict("Esta entidade não tem escudo aguardando aprovação.");
        const set = approved
          ? { shield: current.pending_shield, pending_shield: null }
          : { pending_shield: null };
        const row = await reviseRecord(tx, { def: associations, actor, current, set });
        return { row, managers: await managerIdsOf(tx, actor.tenantId, current.id) };
      });
      await notifyDecision(request, {
        userIds: managers,
        subject: `O novo escudo da entidade ${row.name}`,
        approved,
        reason,
      });
      return ok(asAssociation(row), approved ? "Escudo aprovado." : "Escudo recusado.");
    });
  }

  // --- Claims -----------------------------------------------------------------------------------
  const managersDef = defOf("associationmanagers");
  for (const approved of [true, false]) {
    route(app, associationsOperations, approved ? "approveClaim" : "rejectClaim", async (request) => {
      const actor = actorOf(request);
      const reason = (request.body as { reason?: string } | undefined)?.reason || null;
      const { row, associationName } = await inTenant(request, async (tx) => {
        const current = await lockRecord(tx, {
          def: associationclaims,
          tenantId: actor.tenantId,
          id: request.params.id,
        });
        assertPending(current.status, "Este pedido de gestão");
        const association = await lockRecord(tx, {
          def: associations,
          tenantId: actor.tenantId,
          id: current.association_id,
        });
        if (approved) {
          const managers = await managerIdsOf(tx, actor.tenantId, association.id);
          if (!managers.includes(current.user_id))
            await insertRecord(tx, {
              def: managersDef,
              actor,
              values: {
                association_id: association.id,
                user_id: current.user_id,
                role: current.role ?? "director",
                since: today(),
              },
              title: association.name,
            });
        }
        const row = await reviseRecord(tx, {
          def: associationclaims,
          actor,
          current,
          set: {
            status: approved ? "approved" : "rejected",
            review_reason: reason,
            reviewed_by: reviewerOf(request),
            reviewed_at: new Date(),
          },
        });
        return { row, associationName: association.name as string };
      });
      await notifyDecision(request, {
        userIds: [row.user_id],
        subject: `Seu pedido de gestão da entidade ${associationName}`,
        approved,
        reason,
      });
      return ok(
        toRecord(associationclaims, row) as AssociationClaim,
        approved ? "Pedido aprovado: a pessoa agora gerencia a entidade." : "Pedido recusado.",
      );
    });
  }
};
