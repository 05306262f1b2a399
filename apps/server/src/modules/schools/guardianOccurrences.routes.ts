import { schoolsOperations } from "@quadra/shared/operations/schools";
import { and, desc, eq } from "drizzle-orm";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { asStudentOccurrence } from "./occurrenceRecords.ts";
import { type OccurrenceRow, occurrencesTable, schoolsTable } from "./schoolAccess.ts";

// The same words as the dependents' own routes: someone else's dependent does not exist for the caller.
const NOT_YOURS = "Dependente não encontrado entre as pessoas que você acompanha.";

/**
 * A guardian reads their dependent's educational occurrences at every school (/my/students/show/:id):
 * the person who answers for the minor is entitled to what schools record about them. Read-only, and
 * without who recorded them (the school's staff are not the guardian's business). Another guardian's
 * dependent answers 404.
 */
export const registerGuardianOccurrenceRoutes = (app: App) => {
  route(app, schoolsOperations, "dependentOccurrences", async (request) => {
    const actor = actorOf(request);
    return ok(
      await inTenant(request, async (tx) => {
        const [dependent] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.tenantId, actor.tenantId),
              eq(users.id, request.params.id),
              eq(users.guardianId, actor.userId!),
            ),
          )
          .limit(1);
        if (!dependent) throw notFound(NOT_YOURS);
        const o = occurrencesTable();
        const s = schoolsTable();
        // A deleted school's records are still the child's history: the guardian keeps seeing them.
        const rows = await tx
          .select({ occurrence: o, school_name: s.name })
          .from(o)
          .innerJoin(s, and(eq(s.tenant_id, o.tenant_id), eq(s.id, o.school_id)))
          .where(and(eq(o.tenant_id, actor.tenantId), eq(o.user_id, dependent.id)))
          .orderBy(desc(o.occurred_on), desc(o.created_at), desc(o.id))
          .limit(500);
        return rows.map((row: { occurrence: OccurrenceRow; school_name: string }) =>
          asStudentOccurrence(row.occurrence, row.school_name),
        );
      }),
    );
  });
};
