import { OCCURRED_IN_FUTURE, OCCURRENCE_FIELD_LABELS } from "@quadra/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { brazilDay } from "../../platform/time.ts";
import { schoolStudentsTable } from "./schoolAccess.ts";

type Row = Record<string, unknown>;

export const NOT_OUR_STUDENT =
  "Escolha um(a) aluno(a) matriculado(a) ou em lista de espera nesta escola ou núcleo.";
/** Whom an occurrence may be recorded about: enrolled students and those on the waiting list. */
export const CURRENT_ENROLMENT = ["active", "waiting"];

const pairKey = (schoolId: unknown, userId: unknown) => `${schoolId}\n${userId}`;

/** The (school, student) pairs among these with a current enrolment, in one query. */
const enrolledPairs = async (tx: Executor, tenantId: string, rows: Row[]) => {
  const st = schoolStudentsTable();
  const schools = [...new Set(rows.map((row) => String(row.school_id)))];
  const people = [...new Set(rows.map((row) => String(row.user_id)))];
  if (!schools.length) return new Set<string>();
  const found = (await tx
    .select({ school_id: st.school_id, user_id: st.user_id })
    .from(st)
    .innerJoin(users, and(eq(users.tenantId, st.tenant_id), eq(users.id, st.user_id)))
    .where(
      and(
        eq(st.tenant_id, tenantId),
        inArray(st.school_id, schools),
        inArray(st.user_id, people),
        inArray(st.status, CURRENT_ENROLMENT),
        isNull(users.anonymizedAt),
      ),
    )) as { school_id: string; user_id: string }[];
  return new Set(found.map((row) => pairKey(row.school_id, row.user_id)));
};

/** The field errors of occurrences as they will be stored (`enrolled`: the pairs enrolled). */
const errorsOf = (row: Row, enrolled: Set<string>, today: string, changed?: Row) => {
  const errors: Record<string, string> = {};
  if (
    (!changed || "occurred_on" in changed) &&
    typeof row.occurred_on === "string" &&
    row.occurred_on > today
  )
    errors.occurred_on = OCCURRED_IN_FUTURE;
  if (
    (!changed || "school_id" in changed || "user_id" in changed) &&
    !enrolled.has(pairKey(row.school_id, row.user_id))
  )
    errors.user_id = NOT_OUR_STUDENT;
  return errors;
};

const refuse = (errors: Record<string, string>) => {
  if (Object.keys(errors).length) throw invalidFields(errors, OCCURRENCE_FIELD_LABELS);
};

/**
 * An educational occurrence happened (no date after today, in São Paulo) and is about a student
 * enrolled, or on the waiting list, at its school: on the staff's CRUD and imports as on the
 * association managers' form (which also keeps them to the schools their association runs).
 */
export const educationalOccurrenceRules = defineResourceRules({
  resource: "educationaloccurrences",
  beforeCreate: async (tx, { actor, values }) => {
    refuse(errorsOf(values, await enrolledPairs(tx, actor.tenantId, [values]), brazilDay()));
    return undefined;
  },
  beforeUpdate: async (tx, { actor, current, values }) => {
    const next = { ...current, ...values };
    const moved = "school_id" in values || "user_id" in values;
    const enrolled = moved ? await enrolledPairs(tx, actor.tenantId, [next]) : new Set<string>();
    refuse(errorsOf(next, enrolled, brazilDay(), values));
    return undefined;
  },
  beforeCreateMany: async (tx, { actor, rows }) => {
    const enrolled = await enrolledPairs(tx, actor.tenantId, rows);
    const today = brazilDay();
    return rows.map((row) => {
      const errors = errorsOf(row, enrolled, today);
      return Object.keys(errors).length ? { errors } : {};
    });
  },
});
