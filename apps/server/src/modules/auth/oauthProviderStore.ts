import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { oauthProviders } from "../../platform/db/schema/index.ts";
import { tenantOf } from "../../platform/http/requestScope.ts";
import { isAcceptableIssuer, type OAuthProviderRow } from "./oauthClient.ts";

export const DEFAULT_SCOPES = "openid email profile";
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

export const ZProviderKey = z
  .string({ error: "Informe a chave." })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/,
    "Use até 40 letras minúsculas, números ou hífens, sem hífen no começo ou no fim.",
  );

const ZScopes = z
  .string({ error: "Informe os escopos." })
  .max(500, "Escopos demais.")
  .transform((value) => [...new Set(value.split(/\s+/).filter(Boolean))])
  .refine((scopes) => scopes.every((scope) => SCOPE_TOKEN.test(scope)), "Escopo com caracteres inválidos.")
  .refine((scopes) => scopes.includes("openid"), "Os escopos precisam incluir openid.")
  .transform((scopes) => scopes.join(" "));

/** The editable fields of a provider. The secret is write-only: answers only say `has_secret`. */
const providerFields = {
  name: z
    .string({ error: "Informe o nome mostrado no botão de login." })
    .trim()
    .min(2, "Informe o nome mostrado no botão de login.")
    .max(80, "Use no máximo 80 caracteres."),
  issuer: z
    .string({ error: "Informe o endereço do emissor (issuer)." })
    .trim()
    .max(500, "Endereço longo demais.")
    .refine(
      isAcceptableIssuer,
      "Informe o endereço do emissor com https:// (ex.: https://accounts.google.com).",
    ),
  client_id: z
    .string({ error: "Informe o client ID." })
    .trim()
    .min(1, "Informe o client ID.")
    .max(255, "Client ID longo demais."),
  client_secret: z
    .string({ error: "Informe o client secret." })
    .min(1, "Informe o client secret.")
    .max(1000, "Client secret longo demais."),
  scopes: ZScopes,
  allow_signup: z.boolean({ error: "Informe sim ou não." }),
  enabled: z.boolean({ error: "Informe sim ou não." }),
};

export const ZProviderCreate = z.object({
  key: ZProviderKey,
  ...providerFields,
  scopes: ZScopes.default(DEFAULT_SCOPES),
  allow_signup: providerFields.allow_signup.default(false),
  enabled: providerFields.enabled.default(true),
});
/** A change: the key stays; a missing secret keeps the stored one. */
export const ZProviderPatch = z.object(providerFields).partial();

export const ZProviderRecord = z.object({
  key: z.string(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  has_secret: z.boolean(),
  scopes: z.string(),
  allow_signup: z.boolean(),
  enabled: z.boolean(),
  /** The address to register at the identity provider as the allowed redirect URI. */
  redirect_uri: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const ZProviderKeyParams = z.object({ key: z.string().max(60) });

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

export const toProviderRecord = (request: FastifyRequest, row: OAuthProviderRow) => ({
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
