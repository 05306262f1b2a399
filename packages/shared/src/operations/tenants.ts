import { z } from "zod";
import { zPage } from "../contracts/envelope.ts";
import {
  ZTenant,
  ZTenantCreate,
  ZTenantDelete,
  ZTenantListQuery,
  ZTenantPatch,
} from "../contracts/tenants.ts";
import { defineOperations, returns, returnsShape } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const SUPER = { auth: "super" } as const;

/** The platform console: super users create and run tenants. */
export const tenantsOperations = defineOperations("platform", {
  list: {
    method: "GET",
    path: "platform/tenants",
    summary: "Os clientes da plataforma, por páginas, com busca",
    guard: SUPER,
    query: ZTenantListQuery,
    response: returnsShape(zPage(ZTenant)),
  },
  one: {
    method: "GET",
    path: "platform/tenants/:id",
    summary: "Um cliente da plataforma",
    guard: SUPER,
    params: ZId,
    response: returnsShape(ZTenant),
  },
  create: {
    method: "POST",
    path: "platform/tenants",
    summary: "Criar um cliente (e o seu primeiro master, que recebe um link para criar a senha)",
    guard: SUPER,
    body: ZTenantCreate,
    response: returnsShape(ZTenant),
  },
  update: {
    method: "PATCH",
    path: "platform/tenants/:id",
    summary: "Alterar um cliente (com a versão lida)",
    guard: SUPER,
    params: ZId,
    body: ZTenantPatch,
    response: returnsShape(ZTenant),
  },
  remove: {
    method: "DELETE",
    path: "platform/tenants/:id",
    summary: "Excluir um cliente com todos os seus dados (digitando o identificador)",
    guard: SUPER,
    params: ZId,
    body: ZTenantDelete,
    response: returns<Record<string, never>>(),
  },
});
