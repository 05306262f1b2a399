import { type DocumentRecord, resourceOf } from "@quadra/shared";
import { documentsOperations } from "@quadra/shared/operations/documents";
import { and, asc, count, eq } from "drizzle-orm";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { visibleOf } from "../../platform/resources/resourceRoutes.ts";
import { refTitles } from "../../platform/resources/resourceStore.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";

const def = resourceOf("associationdocuments");
const QUEUE_PAGE = 100;

/**
 * `GET associationdocuments/pending`: the association documents waiting for review across every
 * association, oldest first (the generic list lives under one association). People's documents need
 * no such route: `GET userdocuments?status=pending` already spans every person.
 */
export const registerDocumentQueueRoutes = (app: App) => {
  route(app, documentsOperations, "associationQueue", async (request) => {
    const tenantId = tenantOf(request).id;
    const t = resourceTableOf(def);
    const where = and(
      eq(t.tenant_id, tenantId),
      eq(t.status, "pending"),
      visibleOf(request, def),
      request.query.documenttype_id ? eq(t.documenttype_id, request.query.documenttype_id) : undefined,
    );
    return ok(
      await inTenant(request, async (tx) => {
        const [counted] = await tx.select({ n: count() }).from(t).where(where);
        const rows = (await tx
          .select()
          .from(t)
          .where(where)
          .orderBy(asc(t.created_at), asc(t.id))
          .limit(QUEUE_PAGE)) as Record<string, any>[];
        const titles = await refTitles(tx, def, tenantId, rows);
        return {
          data: rows.map((row) => ({
            ...(toRecord(def, row) as DocumentRecord),
            _titles: {
              association_id: titles.association_id?.[row.association_id] ?? null,
              documenttype_id: titles.documenttype_id?.[row.documenttype_id] ?? null,
            },
          })),
          total: Number(counted?.n ?? 0),
        };
      }),
    );
  });
};
