import { ADMIN_CANDIDATES_LIMIT } from "@quadra/shared";
import { adminsOperations } from "@quadra/shared/operations/admins";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { listAdmins, searchCandidates } from "./adminPeople.ts";

/**
 * The administrators screen (/admin/admins): who reaches the administration area, and a search for
 * a person to promote. Roles are given and taken through PUT users/:id/roles, where the delegation
 * rules apply.
 */
export const registerAdminRoutes = (app: App) => {
  route(app, adminsOperations, "list", async (request) =>
    ok(await inTenant(request, (tx) => listAdmins(tx))),
  );

  route(app, adminsOperations, "candidates", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        searchCandidates(tx, { q: request.query.q, limit: ADMIN_CANDIDATES_LIMIT }),
      ),
    ),
  );
};
