import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { columnNamed, resourceTable } from "../../platform/resources/resourceTable.ts";

type Row = Record<string, unknown>;

/** A ref of a register's record to a catalog of its type, and the sentence when it is another type's. */
type TypedRef = { field: string; target: string; message: string };

const ROLE: TypedRef = {
  field: "registerrole_id",
  target: "registerroles",
  message: "Esta função é de outro tipo de registro; escolha uma função deste tipo.",
};
const STYLE: TypedRef = {
  field: "registerstyle_id",
  target: "registerstyles",
  message: "Esta modalidade é de outro tipo de registro; escolha uma modalidade deste tipo.",
};
const GRADUATION: TypedRef = {
  field: "registergraduation_id",
  target: "registergraduations",
  message: "Esta graduação é de outro tipo de registro; escolha uma graduação deste tipo.",
};
const PLAN: TypedRef = {
  field: "registermembershipplan_id",
  target: "registermembershipplans",
  message: "Este plano é de outro tipo de registro; escolha um plano deste tipo.",
};
const MEMBERSHIP_STYLE: TypedRef = {
  field: "registermembershipstyle_id",
  target: "registermembershipstyles",
  message: "Esta modalidade de associação é de outro tipo de registro; escolha uma deste tipo.",
};

/** The catalogs each record of a register points at, all of which must be of the record's own type. */
export const TYPED_REFS: Record<string, TypedRef[]> = {
  registers: [ROLE, STYLE, GRADUATION],
  registerrequests: [ROLE, STYLE, GRADUATION],
  registermemberships: [PLAN, MEMBERSHIP_STYLE],
  registermembershiprequests: [PLAN, MEMBERSHIP_STYLE],
};

/**
 * The register type of each catalog record these rows name, one query per ref field for the whole
 * batch: "target\nid" → registertype_id.
 */
export const loadRefTypes = async (
  tx: Executor,
  { tenantId, resource, rows }: { tenantId: string; resource: string; rows: Row[] },
) => {
  const types = new Map<string, string>();
  // One query per catalog, sent together.
  await Promise.all(
    (TYPED_REFS[resource] ?? []).map(async (ref) => {
      const ids = [
        ...new Set(rows.map((row) => row[ref.field]).filter((id): id is string => typeof id === "string")),
      ];
      if (!ids.length) return;
      const t = resourceTable(ref.target);
      const found = (await tx
        .select({ id: t.id, type: columnNamed(t, "registertype_id") })
        .from(t)
        .where(and(eq(t.tenant_id, tenantId), inArray(t.id, ids)))) as { id: string; type: string }[];
      for (const row of found) types.set(`${ref.target}\n${row.id}`, row.type);
    }),
  );
  return types;
};

/**
 * The first ref of `row` to another type's catalog (null: all of its own type). A ref to no record
 * at all is left to the generic check, which names the field "not found".
 */
export const typedRefRefusal = (resource: string, row: Row, types: Map<string, string>): Refusal | null => {
  for (const ref of TYPED_REFS[resource] ?? []) {
    const id = row[ref.field];
    if (typeof id !== "string") continue;
    const type = types.get(`${ref.target}\n${id}`);
    if (type !== undefined && type !== row.registertype_id)
      return { status: 400, field: ref.field, message: ref.message };
  }
  return null;
};
