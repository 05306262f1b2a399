import type { ProviderRecord } from "@quadra/shared/contracts/oauthProviders";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { oauthProviders } from "../../platform/db/schema/index.ts";
import { tenantOf } from "../../platform/http/requestScope.ts";
import type { OAuthProviderRow } from "./oauthClient.ts";

/**
 * Where the identity provider sends the browser back: the callback route on the mount the request
 * came through (`/t/<identifier>/api/v1/...`, or `/api/v1/...` on a branded host).
 */
export const callbackUri = (request: FastifyRequest, key: string) => {
  // Route params are the validated ones (the tenant segment is not kept): ask the route itself.
  const byPath = request.routeOptions.url?.startsWith("/t/:tenant/") ?? false;
  const prefix = byPath ? `/t/${encodeURIComponent(tenantOf(request).identifier)}` : "";
  return `${request.protocol}://${request.host}${prefix}/api/v1/auth/oauth/${encodeURIComponent(key)}/callback`;
};

export const toProviderRecord = (request: FastifyRequest, row: OAuthProviderRow): ProviderRecord => ({
  key: row.key,
  name: row.name,
  issuer: row.issuer,
  client_id: row.clientId,
  has_secret: row.clientSecret.length > 0,
  scopes: row.scopes,
  allow_signup: row.allowSignup,
  enabled: row.enabled,
  redirect_uri: callbackUri(request, row.key),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const findProvider = async (
  tx: Executor,
  key: string,
  options: { enabledOnly?: boolean } = {},
): Promise<OAuthProviderRow | undefined> => {
  const [row] = await tx
    .select()
    .from(oauthProviders)
    .where(
      and(
        eq(oauthProviders.key, key.toLowerCase()),
        ...(options.enabledOnly ? [eq(oauthProviders.enabled, true)] : []),
      ),
    )
    .limit(1);
  return row;
};
