import { z } from "zod";
import { ADMIN_CANDIDATES_LIMIT, ZAdminCandidatesQuery, ZAdminPerson } from "../contracts/admins.ts";
import { defineOperations, returnsShape } from "./operation.ts";

// Spec §6: the administrators list needs `admins` on top of `roles`.
const ADMINS = { auth: "login", permissions: ["roles", "admins"] } as const;

/**
 * The administrators screen (/admin/admins): who reaches the administration area, and a search for
 * a person to promote. Roles are given and taken through PUT users/:id/roles.
 */
export const adminsOperations = defineOperations("admins", {
  list: {
    method: "GET",
    path: "admins",
    summary: "As pessoas que chegam à área de administração, com os seus papéis",
    guard: ADMINS,
    response: returnsShape(z.array(ZAdminPerson)),
  },
  candidates: {
    method: "GET",
    path: "admins/candidates",
    summary: `Pessoas do portal por nome, e-mail ou CPF (sem acentos, no máximo ${ADMIN_CANDIDATES_LIMIT})`,
    guard: ADMINS,
    query: ZAdminCandidatesQuery,
    fieldLabels: { q: "Busca" },
    response: returnsShape(z.array(ZAdminPerson)),
  },
});
