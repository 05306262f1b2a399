import {
  type AssociationSchool,
  educationaloccurrences,
  OCCURRENCE_FIELD_LABELS,
  type OccurrenceStudentOption,
  searchTerms,
  type ZOccurrenceListQuery,
} from "@quadra/shared";
import { schoolsOperations } from "@quadra/shared/operations/schools";
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { foldedSql } from "../../platform/db/folding.ts";
import { containsPattern } from "../../platform/db/like.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { createRecord, updateRecord } from "../../platform/resources/resourceStore.ts";
import { managedAssociation } from "../associations/managerAccess.ts";
import { CURRENT_ENROLMENT } from "./educationalOccurrences.rules.ts";
import { asManagedOccurrences } from "./occurrenceRecords.ts";
import {
  type OccurrenceRow,
  type OccurrencesTable,
  occurrencesTable,
  type SchoolsTable,
  schoolStudentsTable,
  schoolsTable,
} from "./schoolAccess.ts";

const OCCURRENCE_NOT_FOUND = "Ocorrência não encontrada nas escolas e núcleos desta entidade.";
const NOT_OUR_SCHOOL = "Escolha uma escola ou núcleo desta entidade.";

/** An occurrence with its school's name, as the managers' answers are built from it. */
type OccurrenceWithSchool = OccurrenceRow & { school_name: string };

/** The caller manages the association (else its 404); the association as the routes need it. */
const associationOf = (request: FastifyRequest<{ Params: { id: string } }>, tx: Executor) => {
  const actor = actorOf(request);
  return managedAssociation(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId!,
    associationId: request.params.id,
  }).then(({ row }) => row);
};

/** The live schools the association runs: the only ones whose occurrences its managers see. */
const runSchoolsJoin = (s: SchoolsTable, o: OccurrencesTable, tenantId: string, associationId: string) =>
  and(
    eq(s.tenant_id, tenantId),
    eq(s.id, o.school_id),
    eq(s.association_id, associationId),
    isNull(s.deleted_at),
  );

/** One of the association's occurrences with its school's name, or 404 (another's does not exist here). */
const occurrenceOf = async (
  tx: Executor,
  { tenantId, associationId, id }: { tenantId: string; associationId: string; id: string },
) => {
  const o = occurrencesTable();
  const s = schoolsTable();
  const [found] = await tx
    .select({ occurrence: o, school_name: s.name })
    .from(o)
    .innerJoin(s, runSchoolsJoin(s, o, tenantId, associationId))
    .where(and(eq(o.tenant_id, tenantId), eq(o.id, id)))
    .limit(1);
  if (!found) throw notFound(OCCURRENCE_NOT_FOUND);
  // The table is untyped (occurrencesTable): the row is the catalogue's occurrence.
  return { ...(found.occurrence as OccurrenceRow), school_name: found.school_name as string };
};

/** The conditions of the list's filters; a student is searched by name or nome social, accent-free. */
const filtersOf = (o: OccurrencesTable, query: z.infer<typeof ZOccurrenceListQuery>) => {
  const conditions: (SQL | undefined)[] = [];
  if (query.school_id) conditions.push(eq(o.school_id, query.school_id));
  if (query.kind) conditions.push(eq(o.kind, query.kind));
  if (query.status) conditions.push(eq(o.status, query.status));
  if (query.from) conditions.push(gte(o.occurred_on, query.from));
  if (query.to) conditions.push(lte(o.occurred_on, query.to));
  for (const term of searchTerms(query.q))
    conditions.push(
      or(
        sql`${foldedSql(users.name)} like ${containsPattern(term)}`,
        sql`${users.publicNameFolded} like ${containsPattern(term)}`,
      ),
    );
  return conditions;
};

/**
 * The running association's managers follow the educational occurrences of its schools' students
 * (/my/associations/educationaloccurrences/:id): list with filters, record one about a student
 * enrolled or waiting at one of its schools, and follow one up (status, measures, description) under
 * the optimistic version check of every record. Occurrences at schools of other associations do not
 * exist here (404), even about a student who is also at one of its schools: they are about minors
 * and only the running association's managers may read them (LGPD).
 */
export const registerOccurrenceRoutes = (app: App) => {
  route(app, schoolsOperations, "associationSchools", async (request) => {
    const actor = actorOf(request);
    return ok(
      await inTenant(request, async (tx) => {
        const association = await associationOf(request, tx);
        const s = schoolsTable();
        const st = schoolStudentsTable();
        const rows = await tx
          .select({
            id: s.id,
            name: s.name,
            active: s.active,
            coordinator_id: s.coordinator_id,
            coordinator_name: sql<string | null>`coalesce(nullif(${users.socialName}, ''), ${users.name})`,
            students: sql<number>`(select count(*)::int from ${st} where ${st.tenant_id} = ${s.tenant_id} and ${st.school_id} = ${s.id} and ${st.status} in ('active', 'waiting'))`,
          })
          .from(s)
          .leftJoin(users, and(eq(users.tenantId, s.tenant_id), eq(users.id, s.coordinator_id)))
          .where(
            and(eq(s.tenant_id, actor.tenantId), eq(s.association_id, association.id), isNull(s.deleted_at)),
          )
          .orderBy(asc(s.name));
        return {
          association: { id: association.id, name: association.name },
          data: rows.map((row: AssociationSchool & { active: boolean | null }) => ({
            id: row.id,
            name: row.name,
            active: Boolean(row.active),
            coordinator_name: row.coordinator_name ?? null,
            students: Number(row.students),
          })),
        };
      }),
    );
  });

  route(app, schoolsOperations, "occurrenceStudents", async (request) => {
    const actor = actorOf(request);
    return ok(
      await inTenant(request, async (tx) => {
        const association = await associationOf(request, tx);
        const s = schoolsTable();
        const st = schoolStudentsTable();
        const [school] = await tx
          .select({ id: s.id })
          .from(s)
          .where(
            and(
              eq(s.tenant_id, actor.tenantId),
              eq(s.id, request.params.school_id),
              eq(s.association_id, association.id),
              isNull(s.deleted_at),
            ),
          )
          .limit(1);
        if (!school) throw notFound("Escola ou núcleo não encontrado nesta entidade.");
        const rows = await tx
          .select({ id: users.id, name: users.name, socialName: users.socialName, status: st.status })
          .from(st)
          .innerJoin(users, and(eq(users.tenantId, st.tenant_id), eq(users.id, st.user_id)))
          .where(
            and(
              eq(st.tenant_id, actor.tenantId),
              eq(st.school_id, school.id),
              inArray(st.status, CURRENT_ENROLMENT),
              isNull(users.anonymizedAt),
            ),
          )
          .orderBy(asc(users.name))
          .limit(2_000);
        return rows.map(
          (row: {
            id: string;
            name: string;
            socialName: string | null;
            status: OccurrenceStudentOption["status"];
          }) => ({
            id: row.id,
            name: row.socialName || row.name,
            status: row.status,
          }),
        );
      }),
    );
  });

  route(app, schoolsOperations, "occurrences", async (request) => {
    const actor = actorOf(request);
    const query = request.query;
    if (query.from && query.to && query.to < query.from)
      throw invalidFields({ to: "A data final não pode ser anterior à inicial." }, OCCURRENCE_FIELD_LABELS);
    return ok(
      await inTenant(request, async (tx) => {
        const association = await associationOf(request, tx);
        const o = occurrencesTable();
        const s = schoolsTable();
        const where = and(eq(o.tenant_id, actor.tenantId), ...filtersOf(o, query));
        const from = () =>
          tx
            .select({ occurrence: o, school_name: s.name })
            .from(o)
            .innerJoin(s, runSchoolsJoin(s, o, actor.tenantId, association.id))
            .innerJoin(users, and(eq(users.tenantId, o.tenant_id), eq(users.id, o.user_id)))
            .where(where);
        const [counted] = await tx
          .select({ n: count() })
          .from(o)
          .innerJoin(s, runSchoolsJoin(s, o, actor.tenantId, association.id))
          .innerJoin(users, and(eq(users.tenantId, o.tenant_id), eq(users.id, o.user_id)))
          .where(where);
        const rows = await from()
          .orderBy(desc(o.occurred_on), desc(o.created_at), desc(o.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page);
        return {
          data: await asManagedOccurrences(
            tx,
            rows.map(
              (row: { occurrence: OccurrenceRow; school_name: string }): OccurrenceWithSchool => ({
                ...row.occurrence,
                school_name: row.school_name,
              }),
            ),
          ),
          total: Number(counted?.n ?? 0),
          page: query.page,
          per_page: query.per_page,
        };
      }),
    );
  });

  route(app, schoolsOperations, "recordOccurrence", async (request, reply) => {
    const actor = actorOf(request);
    const body = request.body;
    const record = await inTenant(request, async (tx) => {
      const association = await associationOf(request, tx);
      const s = schoolsTable();
      const [school] = await tx
        .select({ id: s.id })
        .from(s)
        .where(
          and(
            eq(s.tenant_id, actor.tenantId),
            eq(s.id, body.school_id),
            eq(s.association_id, association.id),
            isNull(s.deleted_at),
          ),
        )
        .limit(1);
      // A school of another association answers like one that does not exist: nothing is revealed.
      if (!school) throw invalidFields({ school_id: NOT_OUR_SCHOOL }, OCCURRENCE_FIELD_LABELS);
      // The date and the enrolment are the resource's rules (educationalOccurrences.rules.ts),
      // which createRecord runs here as on the staff's CRUD and imports.
      const created = await createRecord(tx, { def: educationaloccurrences, actor, body });
      const row = await occurrenceOf(tx, {
        tenantId: actor.tenantId,
        associationId: association.id,
        id: String(created.id),
      });
      return (await asManagedOccurrences(tx, [row]))[0]!;
    });
    return reply.code(201).send(ok(record, "Ocorrência registrada."));
  });

  route(app, schoolsOperations, "followUpOccurrence", async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    const record = await inTenant(request, async (tx) => {
      const association = await associationOf(request, tx);
      const where = { tenantId: actor.tenantId, associationId: association.id };
      const current = await occurrenceOf(tx, { ...where, id: request.params.occurrence_id });
      // Only what a follow-up changes goes through: who, where and when stay as recorded.
      const changes = Object.fromEntries(
        Object.entries(body).filter(([key, value]) => key !== "version" && value !== undefined),
      );
      await updateRecord(tx, {
        def: educationaloccurrences,
        actor,
        id: current.id,
        body: { ...changes, version: body.version },
      });
      const row = await occurrenceOf(tx, { ...where, id: current.id });
      return (await asManagedOccurrences(tx, [row]))[0]!;
    });
    return ok(record, "Ocorrência atualizada.");
  });
};
