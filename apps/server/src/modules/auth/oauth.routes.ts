import { authOperations } from "@quadra/shared/operations/auth";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { oauthStates, users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { isReadOnly } from "../../platform/tenancy/tenantContext.ts";
import { authRateLimit } from "./authRateLimit.ts";
import { credentialFailure } from "./credentialErrors.ts";
import { resolvePerson } from "./oauthAccounts.ts";
import { beginAuthorization, clientConfiguration, completeAuthorization } from "./oauthClient.ts";
import { callbackUri, findProvider } from "./oauthProviderStore.ts";
import { registerOAuthProviderRoutes } from "./oauthProviders.routes.ts";
import { consumeOneTimeToken, issueOneTimeToken } from "./oneTimeTokens.ts";
import { loadPrincipal, toSessionInfo } from "./sessionInfo.ts";
import { createSession } from "./sessionStore.ts";
import { trustedWebOrigin } from "./trustedOrigin.ts";

const STATE_TTL_MS = 10 * 60_000;
const LOGIN_CODE_TTL_MS = 2 * 60_000;
const RETURN_TO_MAX = 500;

const MESSAGES = {
  unavailable: "Este login externo não está disponível neste portal.",
  expired: "O pedido de login expirou ou não é válido. Tente de novo.",
  cancelled: "O login foi cancelado.",
  usedCode: "Este código de login já foi usado ou expirou. Entre de novo.",
  unreachable: (name: string) => `Não foi possível falar com ${name} agora. Tente de novo em instantes.`,
  unconfirmed: (name: string) => `Não foi possível confirmar o seu login com ${name}. Tente de novo.`,
};

const unsafeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return character === "\\" || code < 0x20 || code === 0x7f;
};

/** Only a path of this site: starts with one `/` (not `//`), no backslash, no control characters. */
export const safeReturnTo = (value: unknown): string =>
  typeof value === "string" &&
  value.length <= RETURN_TO_MAX &&
  value.startsWith("/") &&
  !value.startsWith("//") &&
  ![...value].some(unsafeCharacter)
    ? value
    : "/";

/** Sends the browser to the web app's login screen with a reason it can show. */
const refuse = (reply: FastifyReply, webOrigin: string, message: string) =>
  reply.redirect(`${webOrigin}/login?oauth_error=${encodeURIComponent(message)}`, 302);

const requestQuery = (request: FastifyRequest) => {
  const index = request.url.indexOf("?");
  return index === -1 ? "" : request.url.slice(index);
};

/**
 * OpenID Connect sign-in (route `oauth/:key/:code` of the web app): start sends the browser to the
 * identity provider with PKCE, state and nonce; callback checks the answer, finds or creates the
 * person and hands the web app a one-time login code; exchange trades the code for a session.
 */
export const registerOAuthRoutes = (app: App) => {
  registerOAuthProviderRoutes(app);

  const limited = { config: authRateLimit(app) };

  route(
    app,
    authOperations,
    "oauthStart",
    async (request, reply) => {
      const tenant = tenantOf(request);
      const webOrigin = await trustedWebOrigin(request, tenant);
      const provider = await inTenant(request, (tx) =>
        findProvider(tx, request.params.key, { enabledOnly: true }),
      );
      if (!provider) return refuse(reply, webOrigin, MESSAGES.unavailable);
      let authorization: Awaited<ReturnType<typeof beginAuthorization>>;
      try {
        authorization = await beginAuthorization(await clientConfiguration(request.server.deps, provider), {
          redirectUri: callbackUri(request, provider.key),
          scopes: provider.scopes,
        });
      } catch (error) {
        request.log.warn({ err: error, provider: provider.key }, "oauth discovery failed");
        return refuse(reply, webOrigin, MESSAGES.unreachable(provider.name));
      }
      await inTenant(request, async (tx) => {
        await tx.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
        await tx.insert(oauthStates).values({
          tenantId: tenant.id,
          state: authorization.state,
          providerKey: provider.key,
          codeVerifier: authorization.codeVerifier,
          nonce: authorization.nonce,
          returnTo: safeReturnTo(request.query.return_to),
          webOrigin,
          expiresAt: new Date(Date.now() + STATE_TTL_MS),
        });
      });
      return reply.redirect(authorization.url.href, 302);
    },
    limited,
  );

  route(
    app,
    authOperations,
    "oauthCallback",
    async (request, reply) => {
      const tenant = tenantOf(request);
      const search = new URLSearchParams(requestQuery(request));
      const stateParam = search.get("state");
      // The state is one-time: it is gone whatever happens next.
      const state = stateParam
        ? await inTenant(request, async (tx) => {
            const [row] = await tx.delete(oauthStates).where(eq(oauthStates.state, stateParam)).returning();
            return row;
          })
        : undefined;
      const webOrigin = state?.webOrigin ?? (await trustedWebOrigin(request, tenant));
      const key = request.params.key.toLowerCase();
      if (!state || state.providerKey !== key || state.expiresAt.getTime() <= Date.now()) {
        return refuse(reply, webOrigin, MESSAGES.expired);
      }
      if (search.get("error")) {
        request.log.info({ provider: key, error: search.get("error") }, "oauth sign-in not granted");
        return refuse(reply, webOrigin, MESSAGES.cancelled);
      }
      const provider = await inTenant(request, (tx) => findProvider(tx, key, { enabledOnly: true }));
      if (!provider) return refuse(reply, webOrigin, MESSAGES.unavailable);

      let claims: Awaited<ReturnType<typeof completeAuthorization>>;
      try {
        const currentUrl = new URL(callbackUri(request, provider.key));
        currentUrl.search = search.toString();
        claims = await completeAuthorization(
          await clientConfiguration(request.server.deps, provider),
          currentUrl,
          state,
        );
      } catch (error) {
        request.log.warn({ err: error, provider: provider.key }, "oauth code exchange failed");
        return refuse(reply, webOrigin, MESSAGES.unconfirmed(provider.name));
      }

      const outcome = await inTenant(request, async (tx) => {
        const person = await resolvePerson(tx, {
          tenantId: tenant.id,
          provider,
          claims,
          readOnly: isReadOnly(tenant.row),
        });
        if (person.kind !== "ok") return person;
        const code = await issueOneTimeToken(tx, {
          tenantId: tenant.id,
          userId: person.user.id,
          purpose: "oauth_login",
          ttlMs: LOGIN_CODE_TTL_MS,
          data: { provider: provider.key, return_to: state.returnTo },
        });
        return { kind: "ok" as const, code };
      });
      if (outcome.kind !== "ok") return refuse(reply, webOrigin, outcome.message);
      return reply.redirect(
        `${webOrigin}/oauth/${encodeURIComponent(provider.key)}/${encodeURIComponent(outcome.code)}`,
        302,
      );
    },
    limited,
  );

  route(
    app,
    authOperations,
    "oauthExchange",
    async (request) => {
      const tenant = tenantOf(request);
      const key = request.params.key.toLowerCase();
      const outcome = await inTenant(request, async (tx) => {
        const token = await consumeOneTimeToken(tx, request.body.code, "oauth_login");
        const data = token?.data as { provider?: string; return_to?: string } | null | undefined;
        if (!token || data?.provider !== key) return { kind: "used" as const };
        const [user] = await tx.select().from(users).where(eq(users.id, token.userId)).limit(1);
        if (!user || user.disabledAt) return { kind: "disabled" as const };
        const session = await createSession(tx, {
          tenantId: tenant.id,
          userId: user.id,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
        return {
          kind: "ok" as const,
          result: {
            token: session,
            info: toSessionInfo(user, await loadPrincipal(tx, user)),
            return_to: safeReturnTo(data.return_to),
          },
        };
      });
      if (outcome.kind === "used")
        throw invalidFields({ code: MESSAGES.usedCode }, { code: "Código de login" });
      if (outcome.kind === "disabled") throw credentialFailure({ kind: "disabled" });
      return ok(outcome.result);
    },
    limited,
  );
};
