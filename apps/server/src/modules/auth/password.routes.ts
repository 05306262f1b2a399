import { PASSWORD_RESET_TTL_MS, tenantAfter } from "@quadra/shared";
import { authOperations } from "@quadra/shared/operations/auth";
import { eq } from "drizzle-orm";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { FIELD_LABELS } from "../../platform/http/fieldLabels.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { hashPassword, verifyPassword } from "../../platform/security/passwords.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { authRateLimit } from "./authRateLimit.ts";
import { findUserByLogin } from "./credentials.ts";
import { consumeOneTimeToken, issueOneTimeToken } from "./oneTimeTokens.ts";
import { loadPrincipal, toSessionInfo } from "./sessionInfo.ts";
import { createSession, revokeUserSessions } from "./sessionStore.ts";
import { trustedWebOrigin } from "./trustedOrigin.ts";

const FORGOT_ANSWER =
  "Se houver uma conta com esses dados, enviamos um e-mail com o link para criar uma nova senha.";

/** Change a password (logged in), and the forgotten-password flow by e-mail. */
export const registerPasswordRoutes = (app: App) => {
  route(
    app,
    authOperations,
    "changePassword",
    async (request) => {
      const auth = authOf(request);
      const tenant = tenantOf(request);
      if (
        auth.user.passwordHash &&
        !(await verifyPassword(auth.user.passwordHash, request.body.current_password))
      ) {
        throw invalidFields({ current_password: "Senha atual incorreta." }, FIELD_LABELS);
      }
      const passwordHash = await hashPassword(request.body.password);
      const result = await inTenant(request, async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
          .where(eq(users.id, auth.user.id))
          .returning();
        await revokeUserSessions(tx, auth.user.id, "password_changed");
        const token = await createSession(tx, {
          tenantId: tenant.id,
          userId: auth.user.id,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
        return { token, info: toSessionInfo(user!, await loadPrincipal(tx, user!)) };
      });
      return ok(result, "Senha alterada. As outras sessões abertas foram encerradas.");
    },
    { config: authRateLimit(app) },
  );

  route(
    app,
    authOperations,
    "forgotPassword",
    async (request) => {
      const tenant = tenantOf(request);
      const found = await inTenant(request, async (tx) => {
        const user = await findUserByLogin(tx, request.body.login);
        if (!user?.email || user.disabledAt) return undefined;
        const token = await issueOneTimeToken(tx, {
          tenantId: tenant.id,
          userId: user.id,
          purpose: "password_reset",
          ttlMs: PASSWORD_RESET_TTL_MS,
        });
        const { settings } = await loadSettings(tx, tenant.id);
        return {
          user,
          token,
          title: settings.title,
          // "no portal da Federação…": the name after "de" takes its article (tenantName.ts).
          ofTitle: tenantAfter("de", { title: settings.title, article: settings.title_article }),
        };
      });
      if (found) {
        const origin = await trustedWebOrigin(request, tenant);
        const link = `${origin}/login?reset=${encodeURIComponent(found.token)}&client=${encodeURIComponent(tenant.row.code)}`;
        await request.server.deps.mailer.send({
          to: found.user.email!,
          subject: `${found.title}: redefinição de senha`,
          text: [
            `Olá, ${found.user.socialName || found.user.name}.`,
            "",
            `Recebemos um pedido para criar uma nova senha no portal ${found.ofTitle}.`,
            `Para continuar, abra este link em até 1 hora: ${link}`,
            "",
            "Se não foi você, ignore este e-mail: a sua senha continua a mesma.",
          ].join("\n"),
        });
      }
      return ok({}, FORGOT_ANSWER);
    },
    { config: authRateLimit(app) },
  );

  route(
    app,
    authOperations,
    "resetPassword",
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const done = await inTenant(request, async (tx) => {
        const token = await consumeOneTimeToken(tx, request.body.token, "password_reset");
        if (!token) return false;
        await tx
          .update(users)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
          .where(eq(users.id, token.userId));
        await revokeUserSessions(tx, token.userId, "password_reset");
        return true;
      });
      if (!done) {
        throw invalidFields(
          { token: "Este link de redefinição é inválido ou expirou. Peça um novo." },
          FIELD_LABELS,
        );
      }
      return ok({}, "Senha redefinida. Entre com a nova senha.");
    },
    { config: authRateLimit(app) },
  );
};
