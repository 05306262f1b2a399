import { and, eq, isNull, or } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { managesAssociationWhere } from "../associations/managerAccess.ts";

/**
 * Who follows a school from /my: its coordinator (schools.coordinator_id) and the managers of the
 * association that runs it (schools.association_id → associationmanagers). Nobody else, not even
 * the managers of an association some of its students are affiliated to: the students are mostly
 * minors (LGPD), so only those who answer for the school see them.
 */

/** /my/schools…: a logged-in person with the schools module on; being a coordinator needs no permission. */
export const schoolsGuard = guard({ auth: "login", modules: ["schools"] });

/** The managers' side of schools (/my/associations/:id/…): the managers' area with the schools module. */
export const schoolManagerGuard = guard({
  auth: "login",
  permissions: ["my_associations"],
  modules: ["schools"],
});

export const SCHOOL_NOT_FOUND = "Escola ou núcleo não encontrado entre os que você acompanha.";

export const schoolsTable = () => resourceTable("schools") as any;
export const schoolStudentsTable = () => resourceTable("schoolstudents") as any;
export const occurrencesTable = () => resourceTable("educationaloccurrences") as any;

/** Whether `userId` manages the live association that runs the school row `s` (correlated to `s`). */
export const managesRunningAssociation = (tx: Executor, s: any, userId: string) =>
  managesAssociationWhere(tx, { tenantId: s.tenant_id, userId, associationId: s.association_id });

/** The live schools `userId` coordinates or whose running association they manage. */
export const followedSchoolsWhere = (tx: Executor, s: any, tenantId: string, userId: string) =>
  and(
    eq(s.tenant_id, tenantId),
    isNull(s.deleted_at),
    or(eq(s.coordinator_id, userId), managesRunningAssociation(tx, s, userId)),
  );

/**
 * A school the caller follows (coordinates it or manages its running association), or 404, the same
 * answer as for a school that does not exist: the area reveals no other school.
 */
export const followedSchool = async (
  tx: Executor,
  { tenantId, userId, schoolId }: { tenantId: string; userId: string; schoolId: string },
) => {
  const s = schoolsTable();
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.id, schoolId), followedSchoolsWhere(tx, s, tenantId, userId)))
    .limit(1);
  if (!row) throw notFound(SCHOOL_NOT_FOUND);
  return row as Record<string, any>;
};
