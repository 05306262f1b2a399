import { peopleOperations } from "@quadra/shared/operations/people";
import { count, sql } from "drizzle-orm";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { COUNT_CAP } from "../../platform/resources/resourceStore.ts";
import { guardianNames } from "./guardianNames.ts";
import { peopleOrder, peopleWhere } from "./peopleQuery.ts";
import { loadReachablePerson } from "./personAccess.ts";
import { toPerson } from "./personRecord.ts";

/** `GET users` (the register of people, staff only) and `GET users/:id`. */
export const registerPeopleListRoutes = (app: App) => {
  route(app, peopleOperations, "list", async (request) => {
    const tenantId = tenantOf(request).id;
    const query = request.query;
    const where = peopleWhere(tenantId, query);
    return ok(
      await inTenant(request, async (tx) => {
        // Counting stops at COUNT_CAP, like every list: "more than" is enough for a person to refine.
        const [counted] = await tx
          .select({ n: count() })
          .from(sql`(select 1 from ${users} where ${where} limit ${COUNT_CAP + 1}) as matched`);
        const rows = await tx
          .select()
          .from(users)
          .where(where)
          .orderBy(...peopleOrder(query.sort))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page);
        const names = await guardianNames(
          tx,
          tenantId,
          rows.map((row) => row.guardianId),
        );
        const total = Number(counted?.n ?? 0);
        return {
          data: rows.map((row) => toPerson(row, row.guardianId ? (names.get(row.guardianId) ?? null) : null)),
          total: Math.min(total, COUNT_CAP),
          total_capped: total > COUNT_CAP,
          page: query.page,
          per_page: query.per_page,
        };
      }),
    );
  });

  // Staff, the person or their guardian (the image screen needs only login, spec §6); anyone else: 404.
  route(app, peopleOperations, "one", async (request) => {
    const tenantId = tenantOf(request).id;
    return ok(
      await inTenant(request, async (tx) => {
        const { row } = await loadReachablePerson(tx, request, { tenantId, id: request.params.id });
        const names = await guardianNames(tx, tenantId, [row.guardianId]);
        return toPerson(row, row.guardianId ? (names.get(row.guardianId) ?? null) : null);
      }),
    );
  });
};
