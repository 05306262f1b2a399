import { ADMIN_CANDIDATES_LIMIT, ZAdminCandidatesQuery, ZAdminPerson, zEnvelope } from "@quadra/shared";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { guard } from "../../platform/http/guard.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { listAdmins, searchCandidates } from "./adminPeople.ts";

// Spec §6: the administrators list needs `admins` on top of `roles`.
const ADMINS = guard({ auth: "login", permissions: ["roles", "admins"] });

/**
 * The administrators screen (/admin/admins): who reaches the administration area, and a search for
 * a person to promote. Roles are given and taken through PUT users/:id/roles, where the delegation
 * rules apply.
 */
export const registerAdminRoutes = (app: App) => {
  app.get(
    "/admins",
    {
      config: ADMINS,
      schema: {
        tags: ["roles"],
        summary: "People who reach the administration area, with their roles",
        response: { 200: zEnvelope(z.array(ZAdminPerson)) },
      },
    },
    async (request) => ok(await inTenant(request, (tx) => listAdmins(tx))),
  );

  app.get(
    "/admins/candidates",
    {
      config: { ...ADMINS, fieldLabels: { q: "Busca" } },
      schema: {
        tags: ["roles"],
        summary: `People of the tenant by name, e-mail or cpf (accent-free, ${ADMIN_CANDIDATES_LIMIT} at most)`,
        querystring: ZAdminCandidatesQuery,
        response: { 200: zEnvelope(z.array(ZAdminPerson)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(request, (tx) =>
          searchCandidates(tx, { q: request.query.q, limit: ADMIN_CANDIDATES_LIMIT }),
        ),
      ),
  );
};
