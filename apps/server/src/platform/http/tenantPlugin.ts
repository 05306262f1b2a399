import { canAll, MODULES } from "@quadra/shared";
import type { FastifyRequest } from "fastify";
import { principalOf } from "../../modules/auth/sessionInfo.ts";
import { findSession, sessionNeedsTouch, touchSession } from "../../modules/auth/sessionStore.ts";
import { hashToken } from "../security/tokens.ts";
import { isReadOnly, toTenantContext } from "../tenancy/tenantContext.ts";
import { formatBrazilDateTime } from "../time.ts";
import { AppError, denied, disabled, notFound, unauthorized } from "./errors.ts";
import type { App } from "./types.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const READ_METHODS = new Set(["GET", "HEAD"]);

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};

/**
 * Mounts the tenant API. Every route inside declares a guard; on each request this resolves the
 * tenant (from `/t/<identifier>` or from a branded host), authenticates the bearer token inside the
 * tenant's scope, and enforces login, super, permissions, modules and read-only mode, in the same
 * order as the web app's guard, before the body is even parsed.
 */
export const tenantApi =
  (registerRoutes: (app: App) => void) => async (app: App, options: { byPath: boolean }) => {
    app.addHook("onRoute", (route) => {
      if (!route.config?.guard) throw new Error(`route ${route.method} ${route.url} declares no guard`);
      // The host-based copy of each route would only repeat the documented /t/{tenant} one.
      if (!options.byPath) route.schema = { ...route.schema, hide: true };
    });

    app.addHook("onRequest", async (request) => {
      const { tenants, db, sessions } = request.server.deps;
      const identifier = (request.params as { tenant?: string }).tenant;
      const row = options.byPath
        ? identifier
          ? await tenants.byIdentifier(identifier)
          : undefined
        : await tenants.byHost(request.host);
      if (!row) throw notFound("Cliente não encontrado. Confira o endereço ou o código do cliente.");
      const tenant = toTenantContext(row);
      request.tenant = tenant;

      const guard = request.routeOptions.config.guard!;
      const token = bearerToken(request);
      if (token) {
        const tokenHash = hashToken(token);
        const read = READ_METHODS.has(request.method);
        const cached = read ? sessions.get(tenant.id, tokenHash) : undefined;
        if (cached) request.auth = cached;
        else {
          const seen = sessions.generation();
          const row = await db.tenantStatement(tenant.id, (tx) => findSession(tx, tokenHash));
          // Touched at most every few minutes, in a transaction of its own (rarely paid).
          if (row && sessionNeedsTouch(row.session)) {
            await db.tenant(tenant.id, (tx) => touchSession(tx, row.session.id));
          }
          const found = row && {
            auth: {
              sessionId: row.session.id,
              user: row.user,
              principal: principalOf(row.user, row.granted),
            },
            expiresAt: row.session.expiresAt,
          };
          request.auth = found?.auth ?? null;
          if (found && read) sessions.set({ tenantId: tenant.id, tokenHash, ...found }, seen);
        }
      }
      if (guard.auth !== "public" && !request.auth) throw unauthorized();
      if (guard.auth === "super" && !request.auth?.principal.super) {
        throw denied("Só a equipe que opera a plataforma pode fazer isso.");
      }
      if (guard.permissions?.length && !canAll(request.auth?.principal, guard.permissions)) throw denied();
      const off = guard.modules?.find((key) => !tenant.modules.includes(key));
      if (off) throw disabled(MODULES[off].label["pt-BR"]);
      if (WRITE_METHODS.has(request.method) && !guard.allowReadOnly && isReadOnly(row)) {
        throw new AppError(
          423,
          `O portal está em modo somente leitura até ${formatBrazilDateTime(row.readOnlyUntil!)}. Nenhuma alteração pode ser salva até lá.`,
          { code: "read_only" },
        );
      }
    });

    // A write may have revoked a session or changed what someone may do (logout, password, roles,
    // people), or deleted records a remembered count covered: the reads after it check again.
    // onSend runs before the response leaves, after the write's transaction, so the client's next
    // request never meets the old entry here.
    app.addHook("onSend", async (request) => {
      if (!WRITE_METHODS.has(request.method)) return;
      request.server.deps.sessions.drop();
      request.server.deps.counts.drop();
    });

    registerRoutes(app);
  };
