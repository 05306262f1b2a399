import { ZLoginBody, ZLoginResult, ZLogoutBody, ZSessionInfo, zEnvelope } from "@quadra/shared";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { guard } from "../../platform/http/guard.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { authRateLimit } from "./authRateLimit.ts";
import { credentialFailure } from "./credentialErrors.ts";
import { checkCredentials } from "./credentials.ts";
import { loadPrincipal, toSessionInfo } from "./sessionInfo.ts";
import { createSession, revokeSession } from "./sessionStore.ts";

const ZCheckResult = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    image_url: z.string().nullable(),
    verifyed_at: z.string().nullable(),
  }),
});

/** Log in, who am I, log out, and the staff credential check. */
export const registerSessionRoutes = (app: App) => {
  app.post(
    "/auth/login",
    {
      config: { ...guard({ auth: "public", allowReadOnly: true }), ...authRateLimit(app) },
      schema: {
        tags: ["auth"],
        summary: "Log in with the tenant's key (cpf) or e-mail and a password",
        body: ZLoginBody,
        response: { 200: zEnvelope(ZLoginResult) },
      },
    },
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
  );

  app.get(
    "/auth/me",
    {
      config: guard({ auth: "login" }),
      schema: {
        tags: ["auth"],
        summary: "The logged-in person and session facts",
        response: { 200: zEnvelope(ZSessionInfo) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return ok(toSessionInfo(auth.user, auth.principal));
    },
  );

  app.post(
    "/auth/logout",
    {
      config: guard({ auth: "login", allowReadOnly: true }),
      schema: {
        tags: ["auth"],
        summary: "Log out: the token is revoked, whatever the body holds",
        // The platform is only recorded when well formed: a malformed one is dropped, not refused.
        body: ZLogoutBody.catch({}),
      },
      // Revoked once the token is known and before the body is read: the client does not read the
      // answer, so a body that fails to parse or to pass the input checks must not keep the session
      // alive (ASVS 7.4.1).
      onRequest: async (request) => {
        await inTenant(request, (tx) => revokeSession(tx, authOf(request).sessionId, "logout"));
      },
    },
    async (request) => {
      request.log.info({ platform: request.body.platform, userId: authOf(request).user.id }, "logout");
      return ok({}, "Você saiu da sua conta.");
    },
  );

  app.post(
    "/auth/check",
    {
      config: {
        ...guard({ auth: "login", permissions: ["abc"], allowReadOnly: true }),
        ...authRateLimit(app),
      },
      schema: {
        tags: ["auth"],
        summary: "Confirm a person's credentials on a staff device without opening a session",
        body: ZLoginBody,
        response: { 200: zEnvelope(ZCheckResult) },
      },
    },
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
  );
};
