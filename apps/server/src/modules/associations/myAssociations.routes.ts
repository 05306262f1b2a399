import { ASSOCIATION_LABELS, type Association, associations, IDENTITY_FIELDS } from "@quadra/shared";
import { myAssociationsOperations } from "@quadra/shared/operations/myAssociations";
import { and, asc, eq, isNull } from "drizzle-orm";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { uniqueConflict, updateRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable, resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { newLinkToken } from "./associationRules.ts";
import { assertShieldUpload } from "./imageUpload.ts";
import { managedAssociation } from "./managerAccess.ts";
import { lockRecord, reviseRecord } from "./reviseRecord.ts";

/** An association as its manager sees it: the record plus their role there. */
const asManaged = ({ row, role }: { row: Record<string, unknown>; role: string }): Association => ({
  // The catalogue's definition gives the record's fields; the type names them.
  ...(toRecord(associations, row) as Association),
  my_role: role,
});

/**
 * The manager area: the associations a person manages (associationmanagers), their data, link code
 * and shield. Every route answers 404 for an association the person does not manage.
 */
export const registerMyAssociationRoutes = (app: App) => {
  route(app, myAssociationsOperations, "managed", async (request) => {
    const actor = actorOf(request);
    const a = resourceTableOf(associations);
    const m = resourceTable("associationmanagers");
    const rows = await inTenant(request, (tx) =>
      tx
        .select({ association: a, role: m.role })
        .from(a)
        .innerJoin(m, and(eq(m.tenant_id, a.tenant_id), eq(m.association_id, a.id)))
        .where(and(eq(a.tenant_id, actor.tenantId), eq(m.user_id, actor.userId!), isNull(a.deleted_at)))
        .orderBy(asc(a.name)),
    );
    return ok(
      rows.map((found) =>
        // A manager's role is a select that defaults to "director": the contract reads it as a string.
        asManaged({ row: found.association, role: found.role as string }),
      ),
    );
  });

  route(app, myAssociationsOperations, "one", async (request) => {
    const actor = actorOf(request);
    const found = await inTenant(request, (tx) =>
      managedAssociation(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId!,
        associationId: request.params.id,
      }),
    );
    return ok(asManaged(found));
  });

  route(app, myAssociationsOperations, "update", async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    const found = await inTenant(request, async (tx) => {
      const { row: current, role } = await managedAssociation(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId!,
        associationId: request.params.id,
        lock: true,
      });
      if (current.status === "approved" || current.status === "suspended") {
        const errors = Object.fromEntries(
          IDENTITY_FIELDS.filter((key) => key in body && body[key] !== current[key]).map((key) => [
            key,
            "Só a federação altera este dado de uma entidade já aprovada. Fale com a secretaria.",
          ]),
        );
        if (Object.keys(errors).length) throw invalidFields(errors, ASSOCIATION_LABELS);
      }
      await updateRecord(tx, { def: associations, actor, id: current.id, body });
      // A refused registration, corrected, goes back to the federation's queue.
      const updated = await lockRecord(tx, { def: associations, tenantId: actor.tenantId, id: current.id });
      const row =
        current.status === "rejected"
          ? await reviseRecord(tx, {
              def: associations,
              actor,
              current: updated,
              set: { status: "pending", review_reason: null },
            })
          : updated;
      return { row, role };
    }).catch(uniqueConflict(associations));
    return ok(
      asManaged(found),
      found.row.status === "pending" ? "Dados salvos. A federação vai analisar o cadastro." : "Dados salvos.",
    );
  });

  route(app, myAssociationsOperations, "newToken", async (request) => {
    const actor = actorOf(request);
    const found = await inTenant(request, async (tx) => {
      const { row: current, role } = await managedAssociation(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId!,
        associationId: request.params.id,
        lock: true,
      });
      const token = await newLinkToken(tx, actor.tenantId);
      return { row: await reviseRecord(tx, { def: associations, actor, current, set: { token } }), role };
    });
    return ok(asManaged(found), "Novo código gerado. O anterior deixou de valer.");
  });

  route(app, myAssociationsOperations, "sendShield", async (request) => {
    const actor = actorOf(request);
    const found = await inTenant(request, async (tx) => {
      const { row: current, role } = await managedAssociation(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId!,
        associationId: request.params.id,
        lock: true,
      });
      await assertShieldUpload(tx, {
        tenantId: actor.tenantId,
        value: request.body.shield,
        sentBy: actor.userId!,
      });
      const row = await reviseRecord(tx, {
        def: associations,
        actor,
        current,
        set: { pending_shield: request.body.shield },
      });
      return { row, role };
    });
    return ok(asManaged(found), "Escudo enviado. Ele aparece depois que a federação aprovar.");
  });
};
