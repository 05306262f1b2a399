import { documentsOperations } from "@quadra/shared/operations/documents";
import { myDocumentsOperations } from "@quadra/shared/operations/myDocuments";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { brazilDay } from "../../platform/time.ts";
import { documentStatusOf } from "./documentStatus.ts";
import { personExists, subjectsOf } from "./documentSubjects.ts";
import { seesHealthData } from "./healthVisibility.ts";

const PERSON_NOT_FOUND = "Pessoa não encontrada.";

/**
 * Where a person stands on the required documents: `GET users/:id/documentstatus` for staff
 * holding `userdocuments`, `GET my/documentstatus?user_id=` for the person (self or a dependent).
 */
export const registerDocumentStatusRoutes = (app: App) => {
  route(app, documentsOperations, "personStatus", async (request) => {
    const tenantId = tenantOf(request).id;
    const showHealth = seesHealthData(authOf(request).principal);
    return ok(
      await inTenant(request, async (tx) => {
        if (!(await personExists(tx, tenantId, request.params.id))) throw notFound(PERSON_NOT_FOUND);
        return documentStatusOf(tx, {
          tenantId,
          userId: request.params.id,
          today: brazilDay(),
          showHealth,
        });
      }),
    );
  });

  route(app, myDocumentsOperations, "status", async (request) => {
    const tenantId = tenantOf(request).id;
    const me = authOf(request).user.id;
    const userId = request.query.user_id ?? me;
    return ok(
      await inTenant(request, async (tx) => {
        const subjects = await subjectsOf(tx, tenantId, me);
        if (!subjects.some((subject) => subject.id === userId)) throw notFound(PERSON_NOT_FOUND);
        return documentStatusOf(tx, { tenantId, userId, today: brazilDay(), showHealth: true });
      }),
    );
  });
};
