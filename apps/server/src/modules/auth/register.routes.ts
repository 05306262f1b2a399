import { buildRegisterSchema, counted } from "@quadra/shared";
import { authOperations } from "@quadra/shared/operations/auth";
import { eq, sql } from "drizzle-orm";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import {
  AppError,
  conflict,
  denied,
  invalidFields,
  tooManyRequests,
  violatedUniqueIndex,
} from "../../platform/http/errors.ts";
import { FIELD_LABELS } from "../../platform/http/fieldLabels.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { issuesToFieldErrors } from "../../platform/http/zodErrors.ts";
import { hashPassword } from "../../platform/security/passwords.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { nextRegistrationNumber } from "../people/registrationNumber.ts";
import { grantDefaultRoles } from "../roles/defaultRoles.ts";
import { authRateLimit } from "./authRateLimit.ts";
import { loadPrincipal, toSessionInfo } from "./sessionInfo.ts";
import { createSession } from "./sessionStore.ts";

/**
 * Two registrations of one cpf or e-mail at the same moment both pass the lookups of the route; the unique
 * index refuses the second. It gets the same answer as if it had come a moment later.
 */
const takenByConcurrentRegistration = (error: unknown): { kind: "cpf_taken" | "email_taken" } => {
  const index = violatedUniqueIndex(error);
  if (index === "users_tenant_cpf_key") return { kind: "cpf_taken" };
  if (index === "users_tenant_email_key") return { kind: "email_taken" };
  throw error;
};

/**
 * Self-registration. The body is validated by the same schema the web form uses, built from the
 * tenant's settings. Failed document checks (invalid or already registered cpf) count against the
 * tolerance of spec §9 per client address, so the form cannot be used to probe who is registered.
 */
export const registerRegisterRoutes = (app: App) => {
  route(
    app,
    authOperations,
    "register",
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { documentChecks } = request.server.deps;
      const probeKey = `${tenant.id}:${request.ip}`;
      const wait = documentChecks.blockedFor(probeKey);
      if (wait > 0) {
        throw tooManyRequests(
          `Muitas tentativas com CPF inválido ou já cadastrado. Aguarde ${counted(Math.ceil(wait / 60), "minuto", "minutos")} e tente de novo.`,
          wait,
        );
      }
      const { settings } = await inTenant(request, (tx) => loadSettings(tx, tenant.id));
      if (!settings.register.open)
        throw denied("O cadastro de pessoas está fechado neste portal. Fale com a secretaria.");

      const parsed = buildRegisterSchema(settings.register).safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors = issuesToFieldErrors(parsed.error.issues);
        if (errors.cpf) documentChecks.fail(probeKey);
        throw invalidFields(errors, FIELD_LABELS);
      }
      const body = parsed.data;
      const passwordHash = await hashPassword(body.password);

      const outcome = await inTenant(request, async (tx) => {
        if (body.cpf) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.cpf, body.cpf))
            .limit(1);
          if (taken) return { kind: "cpf_taken" as const };
        }
        const [emailTaken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${body.email}`)
          .limit(1);
        if (emailTaken) return { kind: "email_taken" as const };

        const [user] = await tx
          .insert(users)
          .values({
            tenantId: tenant.id,
            name: body.name,
            socialName: body.social_name ?? null,
            cpf: body.cpf || null,
            email: body.email,
            phone: body.phone || null,
            birthdate: body.birthdate || null,
            gender: body.gender ?? null,
            motherName: body.mother_name ?? null,
            rg: body.rg ?? null,
            address: body.address ?? null,
            passwordHash,
            termsAcceptedAt: new Date(),
            registrationNumber: await nextRegistrationNumber(tx, tenant.id),
          })
          .returning();
        if (!user) throw new Error("insert returned no row");
        await grantDefaultRoles(tx, { tenantId: tenant.id, userId: user.id });
        const token = await createSession(tx, {
          tenantId: tenant.id,
          userId: user.id,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
        return { kind: "ok" as const, token, info: toSessionInfo(user, await loadPrincipal(tx, user)) };
      }).catch(takenByConcurrentRegistration);

      if (outcome.kind === "cpf_taken") {
        documentChecks.fail(probeKey);
        throw conflict("CPF: este CPF já está cadastrado. Entre com ele ou recupere a senha.", {
          cpf: "Este CPF já está cadastrado. Entre com ele ou recupere a senha.",
        });
      }
      if (outcome.kind === "email_taken") {
        throw conflict("E-mail: este e-mail já está cadastrado. Entre com ele ou recupere a senha.", {
          email: "Este e-mail já está cadastrado. Entre com ele ou recupere a senha.",
        });
      }
      if (outcome.kind !== "ok") throw new AppError(500, "Cadastro não concluído.");
      documentChecks.reset(probeKey);
      return reply
        .code(201)
        .send(ok({ token: outcome.token, info: outcome.info }, "Cadastro concluído. Bem-vindo!"));
    },
    { config: authRateLimit(app) },
  );
};
