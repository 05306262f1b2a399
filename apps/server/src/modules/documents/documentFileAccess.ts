import { can } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { handlesAnyOf } from "../managerdocuments/scopeAccess.ts";
import type { UploadReadRule } from "../uploads/uploadReadRules.ts";

const isHealthType = async (tx: Executor, tenantId: string, typeId: string) => {
  const types = resourceTable("documenttypes");
  const [type] = await tx
    .select({ health: types.health })
    .from(types)
    .where(and(eq(types.tenant_id, tenantId), eq(types.id, typeId)))
    .limit(1);
  return Boolean(type?.health);
};

const holdersOf = async (
  tx: Executor,
  name: "userdocuments" | "associationdocuments",
  tenantId: string,
  file: string,
) => {
  const t = resourceTable(name);
  return (await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.file, file)))) as Record<string, any>[];
};

/** The person the document is about, or their guardian. */
const isPersonOrGuardian = async (tx: Executor, tenantId: string, personId: string, callerId: string) => {
  if (personId === callerId) return true;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, personId), eq(users.guardianId, callerId)))
    .limit(1);
  return Boolean(row);
};

const isManager = async (tx: Executor, tenantId: string, associationId: string, callerId: string) => {
  const managers = resourceTable("associationmanagers");
  const [row] = await tx
    .select({ id: managers.id })
    .from(managers)
    .where(
      and(
        eq(managers.tenant_id, tenantId),
        eq(managers.association_id, associationId),
        eq(managers.user_id, callerId),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/**
 * Who may download a document's file: whoever sent it; the person it is about (or their guardian),
 * or the association's managers; whoever handles the person in a scope (the managers of an
 * association they are affiliated to, the responsible of a team they are on, the coordinator of a
 * school they attend, and the managers of that team's or school's association: scopeAccess.ts),
 * unless its type is health data; and the staff holding the documents'
 * permission, plus `parqs` when its type is health data. Files that no document holds are left to
 * the other rules.
 */
export const documentFileRule: UploadReadRule = async (tx, { upload, principal }) => {
  if (upload.visibility === "public") return undefined;
  const file = `uploads/${upload.id}`;
  const people = await holdersOf(tx, "userdocuments", upload.tenantId, file);
  const associations = await holdersOf(tx, "associationdocuments", upload.tenantId, file);
  if (!people.length && !associations.length) return undefined;
  if (!principal) return false;
  if (upload.createdBy === principal.userId) return true;
  const holders = [
    ...people.map((row) => ({ row, permission: "userdocuments" })),
    ...associations.map((row) => ({ row, permission: "associationdocuments" })),
  ];
  for (const { row, permission } of holders) {
    if (
      row.user_id
        ? await isPersonOrGuardian(tx, upload.tenantId, row.user_id, principal.userId)
        : await isManager(tx, upload.tenantId, row.association_id, principal.userId)
    )
      return true;
    if (
      row.user_id &&
      (await handlesAnyOf(tx, {
        tenantId: upload.tenantId,
        callerId: principal.userId,
        personIds: [row.user_id],
      })) &&
      !(await isHealthType(tx, upload.tenantId, row.documenttype_id))
    )
      return true;
    if (
      can(principal, permission) &&
      (can(principal, "parqs") || !(await isHealthType(tx, upload.tenantId, row.documenttype_id)))
    )
      return true;
  }
  return false;
};
