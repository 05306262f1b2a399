import { isLoopbackHttp } from "@quadra/shared/contracts/oauthProviders";
import * as oidc from "openid-client";
import type { oauthProviders } from "../../platform/db/schema/index.ts";
import type { AppDeps } from "../../platform/http/types.ts";

export type OAuthProviderRow = typeof oauthProviders.$inferSelect;

/** How long an issuer's discovery document is reused before it is fetched again. */
const DISCOVERY_TTL_MS = 5 * 60_000;
/** Seconds to wait for the identity provider (discovery, token and userinfo calls). */
const TIMEOUT_SECONDS = 10;

type Discovery = { metadata: Promise<oidc.ServerMetadata>; at: number };

// One discovery cache per running app (keyed by its dependencies), shared by the path and host mounts.
const caches = new WeakMap<AppDeps, Map<string, Discovery>>();

const discover = (deps: AppDeps, issuer: string): Promise<oidc.ServerMetadata> => {
  const cache = caches.get(deps) ?? new Map<string, Discovery>();
  caches.set(deps, cache);
  const hit = cache.get(issuer);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.metadata;
  const url = new URL(issuer);
  const metadata = oidc
    .discovery(url, "discovery", undefined, undefined, {
      timeout: TIMEOUT_SECONDS,
      ...(isLoopbackHttp(url) ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .then((config) => ({ ...config.serverMetadata() }));
  const entry = { metadata, at: Date.now() };
  cache.set(issuer, entry);
  // A failed discovery is not remembered: the next sign-in tries again.
  metadata.catch(() => cache.get(issuer) === entry && cache.delete(issuer));
  return metadata;
};

/**
 * The openid-client configuration of a tenant's provider: its issuer's discovered metadata (cached
 * per issuer) with the provider's own client credentials. The client authenticates with
 * client_secret_basic, the default of the standard, unless the issuer only offers client_secret_post.
 */
export const clientConfiguration = async (
  deps: AppDeps,
  provider: OAuthProviderRow,
): Promise<oidc.Configuration> => {
  const metadata = await discover(deps, provider.issuer);
  const methods = metadata.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
  const auth = methods.includes("client_secret_basic")
    ? oidc.ClientSecretBasic(provider.clientSecret)
    : oidc.ClientSecretPost(provider.clientSecret);
  const config = new oidc.Configuration(metadata, provider.clientId, provider.clientSecret, auth);
  config.timeout = TIMEOUT_SECONDS;
  if (isLoopbackHttp(new URL(provider.issuer))) oidc.allowInsecureRequests(config);
  return config;
};

/** A new authorization request: the URL to send the browser to and what the callback must check. */
export const beginAuthorization = async (
  config: oidc.Configuration,
  input: { redirectUri: string; scopes: string },
) => {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: input.scopes,
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url, codeVerifier, state, nonce };
};

/** The person facts an identity provider vouches for. */
export type OAuthClaims = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

const toClaims = (raw: Record<string, unknown>, sub: string): OAuthClaims => {
  const fullName = [text(raw.given_name), text(raw.family_name)].filter(Boolean).join(" ");
  return {
    sub,
    email: text(raw.email)?.toLowerCase() ?? null,
    // Some providers send the flag as the string "true".
    emailVerified: raw.email_verified === true || raw.email_verified === "true",
    name: text(raw.name) ?? (fullName || text(raw.preferred_username)),
  };
};

/**
 * Completes the authorization code grant for the browser's return to `callbackUrl`: checks the
 * state, sends the PKCE verifier, checks the ID token (signature, issuer, audience, nonce) and reads
 * its claims. When the ID token leaves out the e-mail or the name (providers that keep them for
 * userinfo), they are read from the userinfo endpoint for the same subject.
 */
export const completeAuthorization = async (
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<OAuthClaims> => {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error("no ID token");
  let raw: Record<string, unknown> = idToken;
  if ((!text(raw.email) || !text(raw.name)) && config.serverMetadata().userinfo_endpoint) {
    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    raw = { ...userinfo, ...idToken };
  }
  return toClaims(raw, idToken.sub);
};
