import type { StudentOccurrence } from "@quadra/shared";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import type { RecordRow, SoftDeleted } from "../../platform/resources/recordRow.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { managesAssociationWhere } from "../associations/managerAccess.ts";

/**
 * Who follows a school from /my: its coordinator (schools.coordinator_id) and the managers of the
 * association that runs it (schools.association_id → associationmanagers). Nobody else, not even
 * the managers of an association some of its students are affiliated to: the students are mostly
 * minors (LGPD), so only those who answer for the school see them.
 */

/**
 * /my/schools…: a logged-in person with the schools module on; being a coordinator needs no
 * permission (the schools contract's guard; the students' documents screens share it).
 */
export const schoolsGuard = guard({ auth: "login", modules: ["schools"] });

export const SCHOOL_NOT_FOUND = "Escola ou núcleo não encontrado entre os que você acompanha.";

/** A school (catalog/schools.ts `schools`). */
export type SchoolRow = RecordRow<{
  name: string;
  sport_id: string | null;
  association_id: string | null;
  coordinator_id: string | null;
  email: string | null;
  phone: string | null;
  cep: string | null;
  street: string | null;
  number: string | null;
  district: string | null;
  city_id: string | null;
  active: boolean;
  notes: string | null;
}> &
  SoftDeleted;

/** An educational occurrence (catalog/schools.ts `educationaloccurrences`). */
export type OccurrenceRow = RecordRow<{
  school_id: string;
  user_id: string;
  occurred_on: string;
  kind: StudentOccurrence["kind"];
  status: StudentOccurrence["status"];
  description: string;
  measures: string | null;
}>;

// Their rows' statuses are read as the unions of SchoolRow and OccurrenceRow.
export const schoolsTable = () => resourceTable("schools");
export const schoolStudentsTable = () => resourceTable("schoolstudents");
export const occurrencesTable = () => resourceTable("educationaloccurrences");

export type SchoolsTable = ReturnType<typeof schoolsTable>;
export type OccurrencesTable = ReturnType<typeof occurrencesTable>;

/** Whether `userId` manages the live association that runs the school row `s` (correlated to `s`). */
export const managesRunningAssociation = (tx: Executor, s: SchoolsTable, userId: string) =>
  managesAssociationWhere(tx, { tenantId: s.tenant_id, userId, associationId: s.association_id });

/** The live schools `userId` coordinates or whose running association they manage. */
export const followedSchoolsWhere = (tx: Executor, s: SchoolsTable, tenantId: string, userId: string) =>
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
  return row as SchoolRow;
};
