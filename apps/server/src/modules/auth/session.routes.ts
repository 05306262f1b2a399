import { authOperations } from "@quadra/shared/operations/auth";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { authRateLimit } from "./authRateLimit.ts";
import { credentialFailure } from "./credentialErrors.ts";
import { checkCredentials } from "./credentials.ts";
import { loadPrincipal, toSessionInfo } from "./sessionInfo.ts";
import { createSession, revokeSession } from "./sessionStore.ts";

/** Log in, who am I, log out, and the staff credential check. */
export const registerSessionRoutes = (app: App) => {
  route(
    app,
    authOperations,
    "login",
    async (request) => {
      const tenant = tenantOf(request);
      const outcome = await inTenant(request, async (tx) => {
        const checked = await checkCredentials(tx, request.body.login, request.body.password);
        if (checked.kind !== "ok") return checked;
        const token = await createSession(tx, {
          tenantId: tenant.id,
          userId: checked.user.id,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
        return {
          kind: "ok" as const,
          token,
          info: toSessionInfo(checked.user, await loadPrincipal(tx, checked.user)),
        };
      });
      if (outcome.kind !== "ok") throw credentialFailure(outcome);
      return ok({ token: outcome.token, info: outcome.info });
    },
    { config: authRateLimit(app) },
  );

  route(app, authOperations, "me", async (request) => {
    const auth = authOf(request);
    return ok(toSessionInfo(auth.user, auth.principal));
  });

  route(
    app,
    authOperations,
    "logout",
    async (request) => {
      request.log.info({ platform: request.body.platform, userId: authOf(request).user.id }, "logout");
      return ok({}, "Você saiu da sua conta.");
    },
    {
      // Revoked once the token is known and before the body is read: the client does not read the
      // answer, so a body that fails to parse or to pass the input checks must not keep the session
      // alive (ASVS 7.4.1).
      onRequest: async (request) => {
        await inTenant(request, (tx) => revokeSession(tx, authOf(request).sessionId, "logout"));
      },
    },
  );

  route(
    app,
    authOperations,
    "check",
    async (request) => {
      const outcome = await inTenant(request, (tx) =>
        checkCredentials(tx, request.body.login, request.body.password),
      );
      if (outcome.kind !== "ok") throw credentialFailure(outcome);
      const { user } = outcome;
      request.log.info({ checkedBy: authOf(request).user.id, checked: user.id }, "credential check");
      return ok(
        {
          user: {
            id: user.id,
            name: user.socialName || user.name,
            image_url: user.imageUrl,
            verifyed_at: user.verifyedAt?.toISOString() ?? null,
          },
        },
        "Identidade confirmada.",
      );
    },
    { config: authRateLimit(app) },
  );
};
