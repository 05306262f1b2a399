import { z } from "zod";
import { ZPermissionEntry, ZRole, ZRoleInput, ZRolePatch, ZUserRolesBody } from "../contracts/roles.ts";
import { defineOperations, returns, returnsShape } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const ROLES = { auth: "login", permissions: ["roles"] } as const;

/** The permission catalogue, the tenant's roles and who holds which (delegation rules apply). */
export const rolesOperations = defineOperations("roles", {
  permissions: {
    method: "GET",
    path: "permissions",
    summary: "O catálogo de permissões",
    guard: { auth: "login" },
    response: returnsShape(z.array(ZPermissionEntry)),
  },
  list: {
    method: "GET",
    path: "roles",
    summary: "Os papéis do portal",
    guard: ROLES,
    response: returnsShape(z.array(ZRole)),
  },
  one: {
    method: "GET",
    path: "roles/:id",
    summary: "Um papel",
    guard: ROLES,
    params: ZId,
    response: returnsShape(ZRole),
  },
  create: {
    method: "POST",
    path: "roles",
    summary: "Criar um papel",
    guard: ROLES,
    body: ZRoleInput,
    response: returnsShape(ZRole),
  },
  update: {
    method: "PATCH",
    path: "roles/:id",
    summary: "Alterar um papel (com a versão lida)",
    guard: ROLES,
    params: ZId,
    body: ZRolePatch,
    response: returnsShape(ZRole),
  },
  remove: {
    method: "DELETE",
    path: "roles/:id",
    summary: "Excluir um papel",
    guard: ROLES,
    params: ZId,
    response: returns<Record<string, never>>(),
  },
  userRoles: {
    method: "GET",
    path: "users/:id/roles",
    summary: "Os papéis de uma pessoa",
    guard: ROLES,
    params: ZId,
    response: returnsShape(ZUserRolesBody),
  },
  setUserRoles: {
    method: "PUT",
    path: "users/:id/roles",
    summary: "Definir os papéis de uma pessoa",
    guard: ROLES,
    params: ZId,
    body: ZUserRolesBody,
    response: returnsShape(ZUserRolesBody),
  },
});
