import type { FastifyRequest } from "fastify";
import type { Tx } from "../db/database.ts";
import type { TenantContext } from "../tenancy/tenantContext.ts";
import { unauthorized } from "./errors.ts";
import type { RequestAuth } from "./types.ts";

/** The tenant of a tenant route (always resolved by the tenant plugin before a handler runs). */
export const tenantOf = (request: FastifyRequest): TenantContext => {
  if (!request.tenant) throw new Error("tenant route without a resolved tenant");
  return request.tenant;
};

export const authOf = (request: FastifyRequest): RequestAuth => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

/** Runs `fn` in one transaction scoped to the request's tenant: the only way handlers reach data. */
export const inTenant = <T>(request: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  request.server.deps.db.tenant(tenantOf(request).id, fn);

export const clientIp = (request: FastifyRequest) => request.ip;
