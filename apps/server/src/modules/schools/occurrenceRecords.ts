import type { EducationalOccurrence, StudentOccurrence } from "@quadra/shared";
import { inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import type { OccurrenceRow } from "./schoolAccess.ts";

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The names people go by (the approved nome social, else the name), by id; one query. */
export const namesOf = async (tx: Executor, ids: (string | null | undefined)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, name: users.name, socialName: users.socialName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.socialName || row.name]));
};

/** An occurrence row as a guardian reads it (the school's name joined by the caller). */
export const asStudentOccurrence = (row: OccurrenceRow, schoolName: string): StudentOccurrence => ({
  id: row.id,
  school_id: row.school_id,
  school_name: schoolName,
  occurred_on: row.occurred_on,
  kind: row.kind,
  status: row.status,
  description: row.description,
  measures: row.measures ?? null,
  updated_at: iso(row.updated_at),
});

/** Occurrence rows (each with `school_name`) as the managers follow them, with who recorded and changed them. */
export const asManagedOccurrences = async (
  tx: Executor,
  rows: (OccurrenceRow & { school_name: string })[],
): Promise<EducationalOccurrence[]> => {
  const names = await namesOf(
    tx,
    rows.flatMap((row) => [row.user_id, row.created_by, row.updated_by]),
  );
  return rows.map((row) => ({
    ...asStudentOccurrence(row, row.school_name),
    user_id: row.user_id,
    student_name: names.get(row.user_id) ?? "—",
    created_at: iso(row.created_at),
    created_by_name: row.created_by ? (names.get(row.created_by) ?? null) : null,
    // A new record carries its author as updated_by too: only a follow-up (version > 0) names one.
    updated_by_name: row.version > 0 && row.updated_by ? (names.get(row.updated_by) ?? null) : null,
    version: row.version,
  }));
};
