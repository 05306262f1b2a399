import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { tenantHosts } from "../../platform/db/schema/index.ts";
import type { TenantContext } from "../../platform/tenancy/tenantContext.ts";
import { hostCandidates } from "../../platform/tenancy/tenantContext.ts";

/**
 * The web origin to put in mailed links and OAuth redirects. The request's own origin is used only
 * when its host is one of the tenant's hosts, a generic host of the product or PUBLIC_URL's, so a
 * forged Host header cannot send a reset link to someone else's site.
 */
export const trustedWebOrigin = async (request: FastifyRequest, tenant: TenantContext): Promise<string> => {
  const { config, db } = request.server.deps;
  const own = `${request.protocol}://${request.host}`;
  const hosts = await db.global((tx) =>
    tx.select({ host: tenantHosts.host }).from(tenantHosts).where(eq(tenantHosts.tenantId, tenant.id)),
  );
  const trusted = new Set([
    ...hosts.map((row) => row.host),
    ...config.connectHosts,
    ...(config.publicUrl ? [new URL(config.publicUrl).host] : []),
  ]);
  if (hostCandidates(request.host).some((candidate) => trusted.has(candidate))) return own;
  if (config.publicUrl) return config.publicUrl.replace(/\/$/, "");
  const [first] = hosts;
  if (first) return `https://${first.host}`;
  // Nothing trusted is known (no PUBLIC_URL, a tenant without hosts): never the request's own host,
  // which the caller chose. This server's generic (connect) host opens the tenant by its client code.
  request.log.warn({ host: request.host }, "untrusted host and no PUBLIC_URL: link uses the connect host");
  const connect = config.connectHosts[0] ?? "localhost";
  return `http://${/:\d+$/.test(connect) ? connect : `${connect}:${config.port}`}`;
};
