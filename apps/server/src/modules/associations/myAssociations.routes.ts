import { associations, patchSchemaOf } from "@quadra/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { uniqueConflict, updateRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { ASSOCIATION_LABELS, newLinkToken } from "./associationRules.ts";
import { assertShieldUpload, SHIELD_LABELS, ZShieldBody } from "./imageUpload.ts";
import { managedAssociation, managerGuard } from "./managerAccess.ts";
import { defOf, lockRecord, reviseRecord } from "./reviseRecord.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });

/** What a manager edits of their association; the rest (type, status, notes) is the federation's. */
export const MANAGER_EDITABLE = [
  "short_name",
  "founded_at",
  "email",
  "phone",
  "site",
  "cep",
  "street",
  "number",
  "complement",
  "district",
  "city_id",
] as const;
/** The identity of an association: its manager may correct them only until the federation approves it. */
export const IDENTITY_FIELDS = ["name", "cnpj"] as const;

const ZManagerPatch = (() => {
  const shape = patchSchemaOf(associations).shape as Record<string, z.ZodType>;
  const keys: string[] = [...MANAGER_EDITABLE, ...IDENTITY_FIELDS, "version"];
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, shape[key]!])));
})();

/** An association as its manager sees it: the record plus their role there. */
const asManaged = ({ row, role }: { row: Record<string, unknown>; role: string }) => ({
  ...toRecord(associations, row),
  my_role: role,
});

/**
 * The manager area: the associations a person manages (associationmanagers), their data, link code
 * and shield. Every route answers 404 for an association the person does not manage.
 */
export const registerMyAssociationRoutes = (app: App) => {
  const tags = ["my"];
  const config = { ...managerGuard, fieldLabels: ASSOCIATION_LABELS };

  app.get(
    "/my/associations",
    { config, schema: { tags, summary: "The associations the caller manages" } },
    async (request) => {
      const actor = actorOf(request);
      const a = resourceTableOf(associations) as any;
      const m = resourceTableOf(defOf("associationmanagers")) as any;
      const rows = await inTenant(request, (tx) =>
        tx
          .select({ association: a, role: m.role })
          .from(a)
          .innerJoin(m, and(eq(m.tenant_id, a.tenant_id), eq(m.association_id, a.id)))
          .where(and(eq(a.tenant_id, actor.tenantId), eq(m.user_id, actor.userId!), isNull(a.deleted_at)))
          .orderBy(asc(a.name)),
      );
      return ok(rows.map((found: any) => asManaged({ row: found.association, role: found.role })));
    },
  );

  app.get(
    "/my/associations/:id",
    { config, schema: { tags, summary: "One association the caller manages", params: ZId } },
    async (request) => {
      const actor = actorOf(request);
      const found = await inTenant(request, (tx) =>
        managedAssociation(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId!,
          associationId: request.params.id,
        }),
      );
      return ok(asManaged(found));
    },
  );

  app.patch(
    "/my/associations/:id",
    {
      config,
      schema: { tags, summary: "Edit the data a manager may change", params: ZId, body: ZManagerPatch },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body as Record<string, unknown> & { version: number };
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
        found.row.status === "pending"
          ? "Dados salvos. A federação vai analisar o cadastro."
          : "Dados salvos.",
      );
    },
  );

  app.post(
    "/my/associations/:id/token",
    { config, schema: { tags, summary: "Draw a new link code (the old one stops working)", params: ZId } },
    async (request) => {
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
    },
  );

  app.put(
    "/my/associations/:id/shield",
    {
      config: { ...managerGuard, fieldLabels: SHIELD_LABELS },
      schema: {
        tags,
        summary: "Send a new shield; it waits for the federation's approval",
        params: ZId,
        body: ZShieldBody,
      },
    },
    async (request) => {
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
    },
  );
};
