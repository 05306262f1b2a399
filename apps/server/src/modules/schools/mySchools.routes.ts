import { type MySchool, type SchoolStudent, searchTerms } from "@quadra/shared";
import { schoolsOperations } from "@quadra/shared/operations/schools";
import { and, asc, count, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { foldedSql } from "../../platform/db/folding.ts";
import { containsPattern } from "../../platform/db/like.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { documentStatusesOf } from "../documents/documentStatus.ts";
import {
  followedSchool,
  followedSchoolsWhere,
  managesRunningAssociation,
  schoolStudentsTable,
  schoolsTable,
} from "./schoolAccess.ts";

/** A row of the list of /my/schools (the selected columns; the schools' table is untyped). */
type SchoolListRow = {
  id: string;
  name: string;
  active: boolean;
  association_id: string | null;
  association_name: string | null;
  coordinator_id: string | null;
  coordinator_name: string | null;
  manages: boolean | null;
  students: number;
};

/** A row of a school's students (the selected columns; the enrolments' table is untyped). */
type StudentListRow = {
  user_id: string;
  name: string;
  status: SchoolStudent["status"];
  since: string | null;
  until: string | null;
};

const displayNameSql = sql<string>`coalesce(nullif(${users.socialName}, ''), ${users.name})`;

/**
 * /my/schools: the schools a person coordinates or whose running association they manage, and each
 * one's students with their enrolment and whether their required documents are in order: the way
 * in to the students' documents and photo screens (/my/schools/:school_id/…). Any other school
 * answers 404.
 */
export const registerMySchoolRoutes = (app: App) => {
  route(app, schoolsOperations, "mine", async (request) => {
    const actor = actorOf(request);
    const rows = await inTenant(request, async (tx) => {
      const s = schoolsTable();
      const st = schoolStudentsTable();
      const a = resourceTable("associations");
      return tx
        .select({
          id: s.id,
          name: s.name,
          active: s.active,
          association_id: s.association_id,
          association_name: a.name,
          coordinator_id: s.coordinator_id,
          coordinator_name: displayNameSql,
          manages: managesRunningAssociation(tx, s, actor.userId!),
          students: sql<number>`(select count(*)::int from ${st} where ${st.tenant_id} = ${s.tenant_id} and ${st.school_id} = ${s.id} and ${st.status} in ('active', 'waiting'))`,
        })
        .from(s)
        .leftJoin(a, and(eq(a.tenant_id, s.tenant_id), eq(a.id, s.association_id), isNull(a.deleted_at)))
        .leftJoin(users, and(eq(users.tenantId, s.tenant_id), eq(users.id, s.coordinator_id)))
        .where(followedSchoolsWhere(tx, s, actor.tenantId, actor.userId!))
        .orderBy(asc(s.name), asc(s.id));
    });
    return ok(
      // The selected columns, typed (the schools' table is untyped: see schoolsTable).
      (rows as SchoolListRow[]).map(
        (row): MySchool => ({
          id: row.id,
          name: row.name,
          active: Boolean(row.active),
          association_id: row.association_name ? row.association_id : null,
          association_name: row.association_name ?? null,
          coordinator_name: row.coordinator_id ? (row.coordinator_name ?? null) : null,
          coordinates: row.coordinator_id === actor.userId,
          manages: Boolean(row.manages),
          students: Number(row.students),
        }),
      ),
    );
  });

  route(app, schoolsOperations, "students", async (request) => {
    const actor = actorOf(request);
    const query = request.query;
    return ok(
      await inTenant(request, async (tx) => {
        const school = await followedSchool(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId!,
          schoolId: request.params.id,
        });
        const st = schoolStudentsTable();
        const conditions: (SQL | undefined)[] = [
          eq(st.tenant_id, actor.tenantId),
          eq(st.school_id, school.id),
          // A person erased under the LGPD is nobody's student any more.
          isNull(users.anonymizedAt),
        ];
        if (query.status) conditions.push(eq(st.status, query.status));
        for (const term of searchTerms(query.q))
          conditions.push(
            or(
              sql`${foldedSql(users.name)} like ${containsPattern(term)}`,
              sql`${users.publicNameFolded} like ${containsPattern(term)}`,
            ),
          );
        const where = and(...conditions);
        const join = and(eq(users.tenantId, st.tenant_id), eq(users.id, st.user_id));
        const [counted] = await tx.select({ n: count() }).from(st).innerJoin(users, join).where(where);
        const rows = await tx
          .select({
            user_id: st.user_id,
            name: displayNameSql,
            status: st.status,
            since: st.since,
            until: st.until,
          })
          .from(st)
          .innerJoin(users, join)
          .where(where)
          // Current students first (enrolled, then waiting), then those who left; by name within.
          .orderBy(
            sql`case ${st.status} when 'active' then 0 when 'waiting' then 1 else 2 end`,
            asc(users.name),
            asc(users.id),
          )
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page);
        // The page's documents in one read (documentStatusesOf), health details hidden.
        const statuses = await documentStatusesOf(tx, {
          tenantId: actor.tenantId,
          userIds: (rows as StudentListRow[]).map((row) => row.user_id),
          today: brazilDay(),
          showHealth: false,
        });
        const data: SchoolStudent[] = (rows as StudentListRow[]).map((row) => {
          const status = statuses.get(row.user_id)!;
          return {
            user_id: row.user_id,
            name: row.name,
            status: row.status,
            since: row.since ?? null,
            until: row.until ?? null,
            documents_regular: status.regular,
            documents_pending: status.items.filter((item) => item.status !== "approved").length,
          };
        });
        return {
          school: { id: school.id, name: school.name },
          data,
          total: Number(counted?.n ?? 0),
          page: query.page,
          per_page: query.per_page,
        };
      }),
    );
  });
};
