import { associationAthletesOperations } from "@quadra/shared/operations/associationAthletes";
import { schoolStudentsOperations } from "@quadra/shared/operations/schoolStudents";
import { teamMembersOperations } from "@quadra/shared/operations/teamMembers";
import { and, eq, exists, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { columnNamed, resourceTable } from "../../platform/resources/resourceTable.ts";
import { managesAssociationWhere, NOT_MINE } from "../associations/managerAccess.ts";
import { followedSchoolsWhere, SCHOOL_NOT_FOUND } from "../schools/schoolAccess.ts";

/** Affiliations under which a manager acts for an athlete: a request waiting for them, or an athlete. */
export const ACTING_STATUSES = ["active", "pending"] as const;

/** Enrolments under which a school's people act for a student: enrolled, or on the waiting list. */
export const ENROLLED_STATUSES = ["active", "waiting"] as const;

export const ATHLETE_NOT_FOUND = "Atleta não encontrado(a) nesta entidade.";

/**
 * A group of people someone outside the staff keeps the documents and photo of (/my/<name>/:id/users/
 * :user_id/…): an association's athletes, a team's members, a school's students. Each scope says
 * only who handles one of its records and who belongs to it; the routes, the 404s and the file
 * rules are derived from that, the same for the three.
 */
export type PersonScope = {
  /** The registry resource of the scope's records and the path segment under /my. */
  name: "associations" | "teams" | "schools";
  /** How the documents' listing names the scope record ({association|team|school: {id, name}}). */
  key: "association" | "team" | "school";
  /** The scope's operations (guard, labels and summaries included), the same keys for the three. */
  operations:
    | typeof associationAthletesOperations
    | typeof teamMembersOperations
    | typeof schoolStudentsOperations;
  /** The caller handles this record of the scope's table `t` (the scope's own soft delete aside). */
  handledBy: (tx: Executor, t: any, tenantId: string, callerId: string) => SQL;
  /** Who belongs to a record: the resource, the field naming the record, the statuses that count. */
  members: { resource: string; field: string; statuses?: readonly string[] };
  scopeNotFound: string;
  personNotFound: string;
};

/** An association's managers and its athletes, affiliated active or waiting (docs/decisions.md). */
export const ASSOCIATION_SCOPE: PersonScope = {
  name: "associations",
  key: "association",
  operations: associationAthletesOperations,
  handledBy: (tx, t, tenantId, callerId) =>
    managesAssociationWhere(tx, { tenantId, userId: callerId, associationId: t.id }),
  members: { resource: "associationusers", field: "association_id", statuses: ACTING_STATUSES },
  scopeNotFound: NOT_MINE,
  personNotFound: ATHLETE_NOT_FOUND,
};

/** A live competition holds the team: a deleted competition takes its teams out of /my (teamRecords.ts). */
const liveCompetition = (tx: Executor, t: any) => {
  const c = alias(resourceTable("competitions"), "scope_competitions");
  return exists(
    tx
      .select({ one: sql`1` })
      .from(c)
      .where(and(eq(c.tenant_id, t.tenant_id), eq(c.id, t.competition_id), isNull(c.deleted_at))),
  );
};

/**
 * A team's responsible (`responsible_id`) and the managers of the association that entered it, and
 * the team's members. Whatever the team's review status: a team waiting for approval is exactly
 * when its members' documents must be put in order.
 */
export const TEAM_SCOPE: PersonScope = {
  name: "teams",
  key: "team",
  operations: teamMembersOperations,
  handledBy: (tx, t, tenantId, callerId) =>
    and(
      liveCompetition(tx, t),
      or(
        eq(t.responsible_id, callerId),
        managesAssociationWhere(tx, { tenantId, userId: callerId, associationId: t.association_id }),
      ),
    )!,
  members: { resource: "teammembers", field: "team_id" },
  scopeNotFound: "Equipe não encontrada entre as que você acompanha.",
  personNotFound: "Integrante não encontrado(a) nesta equipe.",
};

/**
 * A school's coordinator (`coordinator_id`) and the managers of the association that runs it (the
 * schools module's own rule, followedSchoolsWhere, the one behind /my/schools), and its students,
 * enrolled or waiting. No personal permission: being named coordinator by staff is the grant, as
 * for /my/schools (schoolsGuard); `my_students` is the dependents' area ("Meus dependentes"), and a
 * tenant taking it from a role to close that area must not lock its coordinators out of their school.
 */
export const SCHOOL_SCOPE: PersonScope = {
  name: "schools",
  key: "school",
  operations: schoolStudentsOperations,
  handledBy: (tx, t, tenantId, callerId) => followedSchoolsWhere(tx, t, tenantId, callerId)!,
  members: { resource: "schoolstudents", field: "school_id", statuses: ENROLLED_STATUSES },
  scopeNotFound: SCHOOL_NOT_FOUND,
  personNotFound: "Aluno(a) não encontrado(a) neste núcleo.",
};

export const PERSON_SCOPES = [ASSOCIATION_SCOPE, TEAM_SCOPE, SCHOOL_SCOPE] as const;

/** The join condition of a scope's member rows to the people, with the statuses that count. */
const memberRows = (scope: PersonScope) => {
  // Each scope names its members' resource at run time: its columns are read by key.
  const members = resourceTable(scope.members.resource as string);
  const column = (key: string) => columnNamed(members, key);
  const { statuses } = scope.members;
  return {
    members,
    column,
    on: and(
      eq(members.tenant_id, users.tenantId),
      eq(column("user_id"), users.id),
      statuses ? inArray(column("status"), [...statuses]) : undefined,
      // Anonymized people (LGPD deletion) no longer belong to anyone's group.
      isNull(users.anonymizedAt),
    ),
  };
};

/**
 * The person the caller acts for in one record of a scope: the caller handles the record (else the
 * scope's 404, the same as a record that does not exist) and the person belongs to it (else 404,
 * the same as a person who does not exist: the area reveals nobody outside the caller's groups).
 * `lock` takes the person's row FOR UPDATE for a write.
 */
export const scopedPerson = async (
  tx: Executor,
  scope: PersonScope,
  {
    tenantId,
    callerId,
    scopeId,
    personId,
    lock = false,
  }: { tenantId: string; callerId: string; scopeId: string; personId: string; lock?: boolean },
) => {
  const t = resourceTable(scope.name);
  const [record] = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        eq(t.id, scopeId),
        isNull(t.deleted_at),
        scope.handledBy(tx, t, tenantId, callerId),
      ),
    )
    .limit(1);
  if (!record) throw notFound(scope.scopeNotFound);
  const { members, column, on } = memberRows(scope);
  const query = tx
    .select({ person: users })
    .from(users)
    .innerJoin(members, and(on, eq(column(scope.members.field), record.id)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, personId)))
    .limit(1);
  const [found] = lock ? await query.for("update", { of: users }) : await query;
  if (!found) throw notFound(scope.personNotFound);
  return { record: record as Record<string, any>, person: found.person };
};

/**
 * Whether the caller, in any scope, acts for one of these people: the managers of their
 * association, the responsible of their team, the coordinator of their school (and the managers of
 * the team's or school's association). They may open those people's photos and their documents
 * that are not health data (documentFileAccess.ts, photoFileAccess.ts).
 */
export const handlesAnyOf = async (
  tx: Executor,
  { tenantId, callerId, personIds }: { tenantId: string; callerId: string; personIds: string[] },
) => {
  if (!personIds.length) return false;
  for (const scope of PERSON_SCOPES) {
    const t = resourceTable(scope.name);
    const { members, column, on } = memberRows(scope);
    const [row] = await tx
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, on)
      .innerJoin(
        t,
        and(
          eq(t.tenant_id, members.tenant_id),
          eq(t.id, column(scope.members.field)),
          isNull(t.deleted_at),
          scope.handledBy(tx, t, tenantId, callerId),
        ),
      )
      .where(and(eq(members.tenant_id, tenantId), inArray(column("user_id"), personIds)))
      .limit(1);
    if (row) return true;
  }
  return false;
};
