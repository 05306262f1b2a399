import { cpfSearchDigits, searchTerms } from "@quadra/shared";
import { peopleOperations } from "@quadra/shared/operations/people";
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { containsPattern } from "../../platform/db/like.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { foldedSql } from "../imports/refLookup.ts";

/**
 * `GET users/options`: the people of the tenant for the selects of resources that point at a
 * person (`ref: "users"`), by name, e-mail or cpf, accent- and case-free; id and name only, 50 at
 * most. Needs permission `users`: who is registered is personal data (LGPD).
 */
export const registerPeopleOptionsRoutes = (app: App) => {
  route(app, peopleOperations, "options", async (request) => {
    const { q, ids } = request.query;
    const wanted = (ids ?? "").split(",").filter((id) => z.uuid().safeParse(id).success);
    const terms: SQL[] = searchTerms(q).map((term) => {
      const digits = cpfSearchDigits(term);
      const like = containsPattern(term);
      return or(
        sql`${foldedSql(users.name)} like ${like}`,
        sql`lower(${users.email}) like ${like}`,
        ...(digits ? [sql`${users.cpf} like ${`%${digits}%`}`] : []),
      )!;
    });
    const rows = await inTenant(request, (tx) =>
      tx
        .select({ id: users.id, title: users.name })
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantOf(request).id),
            isNull(users.disabledAt),
            wanted.length ? inArray(users.id, wanted) : undefined,
            ...terms,
          ),
        )
        .orderBy(asc(users.name))
        .limit(50),
    );
    return ok(rows);
  });
};
