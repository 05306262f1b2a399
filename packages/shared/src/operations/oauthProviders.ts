import { z } from "zod";
import {
  ZProviderCreate,
  ZProviderKeyParams,
  ZProviderPatch,
  ZProviderRecord,
} from "../contracts/oauthProviders.ts";
import { defineOperations, returns, returnsShape } from "./operation.ts";

const CONNECTIONS = { auth: "login", permissions: ["connections"] } as const;

/** The tenant's OpenID Connect identity providers (secrets are written, never answered). */
export const oauthProvidersOperations = defineOperations("oauth", {
  list: {
    method: "GET",
    path: "oauth/providers",
    summary: "Os provedores de identidade do portal (os segredos nunca são devolvidos)",
    guard: CONNECTIONS,
    response: returnsShape(z.array(ZProviderRecord)),
  },
  one: {
    method: "GET",
    path: "oauth/providers/:key",
    summary: "Um provedor de identidade",
    guard: CONNECTIONS,
    params: ZProviderKeyParams,
    response: returnsShape(ZProviderRecord),
  },
  create: {
    method: "POST",
    path: "oauth/providers",
    summary: "Adicionar um provedor de identidade OpenID Connect",
    guard: CONNECTIONS,
    body: ZProviderCreate,
    response: returnsShape(ZProviderRecord),
  },
  update: {
    method: "PATCH",
    path: "oauth/providers/:key",
    summary: "Alterar um provedor de identidade; sem client_secret, o guardado continua",
    guard: CONNECTIONS,
    params: ZProviderKeyParams,
    body: ZProviderPatch,
    response: returnsShape(ZProviderRecord),
  },
  remove: {
    method: "DELETE",
    path: "oauth/providers/:key",
    summary: "Excluir um provedor de identidade",
    guard: CONNECTIONS,
    params: ZProviderKeyParams,
    response: returns<Record<string, never>>(),
  },
});
