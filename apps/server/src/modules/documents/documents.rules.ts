import { documentNumberRequired, fieldLabelsOf, RESOURCES } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { defineResourceRules, type ResourceRules } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { derivedExpiry } from "./documentExpiry.ts";
import { healthFilter } from "./healthVisibility.ts";

type Row = Record<string, unknown>;

/**
 * A document whose type asks for a number (`needs_number`: an RG, a CPF) has one, whoever sends it:
 * the person, an association's manager, staff or an import. Checked when the type or the number is
 * part of the write.
 */
const assertNumber = async (tx: Executor, resource: string, tenantId: string, next: Row, changed: Row) => {
  if (!("documenttype_id" in changed || "number" in changed)) return;
  if (typeof next.number === "string" && next.number.trim()) return;
  if (typeof next.documenttype_id !== "string") return;
  const types = resourceTable("documenttypes");
  const [type] = (await tx
    .select({ name: types.name, needs_number: types.needs_number })
    .from(types)
    .where(and(eq(types.tenant_id, tenantId), eq(types.id, next.documenttype_id)))
    .limit(1)) as { name: string; needs_number: boolean | null }[];
  if (type?.needs_number)
    throw invalidFields({ number: documentNumberRequired(type.name) }, fieldLabelsOf(RESOURCES[resource]!));
};

/**
 * People's and associations' documents keep the generic routes (list, get, export, create, update,
 * delete), with their rules: a number when the type asks for one, the expiry derived from the
 * type's validity when none is given, and health documents hidden from staff without `parqs`.
 */
const documentRules = (resource: string): ResourceRules =>
  defineResourceRules({
    resource,
    // Whoever sends it, a new document waits for review (the status is read-only: no body sets it).
    beforeCreate: async (tx, { actor, values }) => {
      await assertNumber(tx, resource, actor.tenantId, values, values);
      return { status: "pending", ...(await derivedExpiry(tx, { tenantId: actor.tenantId, values })) };
    },
    beforeUpdate: async (tx, { actor, current, values }) => {
      await assertNumber(tx, resource, actor.tenantId, { ...current, ...values }, values);
      return derivedExpiry(tx, { tenantId: actor.tenantId, values, current });
    },
    visibleTo: healthFilter,
  });

export const userDocumentRules = documentRules("userdocuments");
export const associationDocumentRules = documentRules("associationdocuments");
