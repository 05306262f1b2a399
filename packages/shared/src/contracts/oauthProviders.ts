import { z } from "zod";

export const DEFAULT_SCOPES = "openid email profile";
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Plain http is accepted only for an identity provider on this machine (development and tests). */
export const isLoopbackHttp = (url: URL) => url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);

export const isAcceptableIssuer = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return !url.search && !url.hash && (url.protocol === "https:" || isLoopbackHttp(url));
};

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
export type ProviderRecord = z.infer<typeof ZProviderRecord>;

export const ZProviderKeyParams = z.object({ key: z.string().max(60) });
