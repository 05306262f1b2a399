import { RESOURCES } from "@quadra/shared";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { resourceGuard } from "../../platform/resources/resourceRoutes.ts";
import { brazilDay } from "./documentExpiry.ts";
import { documentStatusOf } from "./documentStatus.ts";
import { personExists, subjectsOf } from "./documentSubjects.ts";
import { seesHealthData } from "./healthVisibility.ts";

const PERSON_NOT_FOUND = "Pessoa não encontrada.";

/**
 * Where a person stands on the required documents: `GET users/:id/documentstatus` for staff
 * holding `userdocuments`, `GET my/documentstatus?user_id=` for the person (self or a dependent).
 */
export const registerDocumentStatusRoutes = (app: App) => {
  app.get(
    "/users/:id/documentstatus",
    {
      config: resourceGuard(RESOURCES.userdocuments!),
      schema: {
        tags: ["userdocuments"],
        summary: "Required documents of one person and where each stands",
        params: z.object({ id: z.uuid("Identificador inválido.") }),
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    "/my/documentstatus",
    {
      config: guard({ auth: "login" }),
      schema: {
        tags: ["my"],
        summary: "Required documents of the caller or a dependent and where each stands",
        querystring: z.object({ user_id: z.uuid("Identificador inválido.").optional() }),
      },
    },
    async (request) => {
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
    },
  );
};
