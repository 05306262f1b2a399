import { ageOn, counted, type TenantArticle, tenantAfter } from "@quadra/shared";
import {
  buildPublicMembershipSchema,
  GUARDIAN_REQUIRED_UNDER,
  PUBLIC_MEMBERSHIP_LABELS,
  type PublicMembershipAnswer,
} from "@quadra/shared/contracts/publicRegisters";
import { publicRegistersOperations } from "@quadra/shared/operations/publicRegisters";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import {
  AppError,
  conflict,
  invalidFields,
  tooManyRequests,
  violatedUniqueIndex,
} from "../../platform/http/errors.ts";
import { FIELD_LABELS } from "../../platform/http/fieldLabels.ts";
import { idempotencyKeyOf, onceByKey } from "../../platform/http/idempotency.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { issuesToFieldErrors } from "../../platform/http/zodErrors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { authRateLimit } from "../auth/authRateLimit.ts";
import { issueOneTimeToken } from "../auth/oneTimeTokens.ts";
import type { UserRow } from "../auth/sessionInfo.ts";
import { trustedWebOrigin } from "../auth/trustedOrigin.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { nextRegistrationNumber } from "../people/registrationNumber.ts";
import { grantDefaultRoles } from "../roles/defaultRoles.ts";
import { registerOfferOf } from "./registerOffer.ts";
import { createMembershipRequest } from "./requestCreation.ts";

const LABELS = { ...FIELD_LABELS, ...PUBLIC_MEMBERSHIP_LABELS };
/** The idempotency table keys a write by person; a visitor has none, so every visitor shares this id. */
const ANONYMOUS = "00000000-0000-0000-0000-000000000000";
/** A new person creates their password by this link: long enough to read the e-mail on another day. */
const FIRST_ACCESS_TTL_MS = 7 * 86_400_000;

const CPF_OF_SOMEONE_ELSE =
  "Este CPF já está cadastrado com outra data de nascimento. Entre com a sua conta (ou recupere a senha) para fazer o pedido.";
const CPF_UNAVAILABLE = "Este cadastro não pode receber pedidos pela página aberta. Procure a secretaria.";
const EMAIL_TAKEN =
  "Este e-mail já está cadastrado. Entre com ele (ou recupere a senha) para fazer o pedido.";

/** j***@example.com: enough for the person to recognise the address, not to learn someone else's. */
export const maskEmail = (email: string | null) => {
  if (!email) return null;
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

type Mail = { to: string; subject: string; text: string };

/**
 * The person a visitor's request is for. An existing person (same CPF) is linked only when the birth
 * date typed matches theirs, and nothing of their record changes: a visitor who knows a CPF must not
 * overwrite anyone's data, nor make requests for someone whose birth date they do not know. Otherwise
 * a new person is made (as sign-up makes one, without a password), and a minor's guardian is linked
 * when the guardian's CPF is already registered.
 */
const personFor = async (
  tx: Executor,
  tenantId: string,
  body: ReturnType<ReturnType<typeof buildPublicMembershipSchema>["parse"]>,
): Promise<{ person: UserRow; created: boolean }> => {
  const [existing] = await tx.select().from(users).where(eq(users.cpf, body.cpf)).limit(1);
  if (existing) {
    if (existing.anonymizedAt || existing.disabledAt)
      throw conflict(`CPF: ${CPF_UNAVAILABLE}`, { cpf: CPF_UNAVAILABLE });
    if (existing.birthdate !== body.birthdate)
      throw conflict(`CPF: ${CPF_OF_SOMEONE_ELSE}`, { cpf: CPF_OF_SOMEONE_ELSE });
    return { person: existing, created: false };
  }
  const [emailTaken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email}`)
    .limit(1);
  if (emailTaken) throw conflict(`E-mail: ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });
  const [guardian] = body.guardian_cpf
    ? await tx.select({ id: users.id }).from(users).where(eq(users.cpf, body.guardian_cpf)).limit(1)
    : [];
  const [person] = await tx
    .insert(users)
    .values({
      tenantId,
      name: body.name,
      socialName: body.social_name ?? null,
      cpf: body.cpf,
      email: body.email,
      phone: body.phone || null,
      birthdate: body.birthdate,
      gender: body.gender ?? null,
      motherName: body.mother_name ?? null,
      rg: body.rg ?? null,
      address: body.address ?? null,
      guardianId: guardian?.id ?? null,
      termsAcceptedAt: new Date(),
      registrationNumber: await nextRegistrationNumber(tx, tenantId),
    })
    .returning();
  if (!person) throw new Error("insert returned no row");
  await grantDefaultRoles(tx, { tenantId, userId: person.id });
  return { person, created: true };
};

/** Two visitors sending one CPF or e-mail at the same moment: the unique index refuses the second. */
const takenByConcurrentRequest = (error: unknown): never => {
  const index = violatedUniqueIndex(error);
  if (index === "users_tenant_cpf_key")
    throw conflict(`CPF: ${CPF_OF_SOMEONE_ELSE}`, { cpf: CPF_OF_SOMEONE_ELSE });
  if (index === "users_tenant_email_key") throw conflict(`E-mail: ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });
  throw error;
};

/**
 * The open side of registers: the offer of the open page, the membership request a visitor makes
 * there, and (contractVerification.routes.ts) the contract check. The request is rate-limited as
 * sign-up is, its CPF failures count against the same per-address tolerance (the form must not
 * probe who is registered), and a retried send with the same Idempotency-Key answers the first
 * request instead of making a second.
 */
export const registerPublicRequestRoutes = (app: App) => {
  route(app, publicRegistersOperations, "offer", async (request) => {
    const tenant = tenantOf(request);
    return ok(await inTenant(request, (tx) => registerOfferOf(tx, tenant.id, "public", brazilDay())));
  });

  route(
    app,
    publicRegistersOperations,
    "requestMembership",
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { documentChecks } = request.server.deps;
      const probeKey = `${tenant.id}:${request.ip}`;
      const wait = documentChecks.blockedFor(probeKey);
      if (wait > 0)
        throw tooManyRequests(
          `Muitas tentativas com CPF inválido ou já cadastrado. Aguarde ${counted(Math.ceil(wait / 60), "minuto", "minutos")} e tente de novo.`,
          wait,
        );
      const key = idempotencyKeyOf(request);
      const today = brazilDay();
      const { settings } = await inTenant(request, (tx) => loadSettings(tx, tenant.id));
      const parsed = buildPublicMembershipSchema(settings.register, today).safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors = issuesToFieldErrors(parsed.error.issues);
        if (errors.cpf) documentChecks.fail(probeKey);
        throw invalidFields(errors, LABELS);
      }
      const body = parsed.data;
      // A field people never see: only a robot fills it in.
      if (body.website) throw invalidFields({ website: "Deixe este campo em branco." }, LABELS);

      const minor = ageOn(body.birthdate, today) < GUARDIAN_REQUIRED_UNDER;
      const guardianNote = minor
        ? `Responsável: ${body.guardian_name} (CPF ${formatCpf(body.guardian_cpf ?? "")}), que autorizou o pedido em ${today} pela página aberta.`
        : null;
      const notes = [guardianNote, body.notes].filter(Boolean).join("\n\n") || null;

      let mail: ((origin: string) => Mail) | undefined;
      const outcome = await inTenant(request, (tx) =>
        onceByKey(
          tx,
          { key, tenantId: tenant.id, operation: "publicRegisters.requestMembership", userId: ANONYMOUS },
          async (): Promise<PublicMembershipAnswer> => {
            const { person, created } = await personFor(tx, tenant.id, body);
            const actor: Actor = {
              tenantId: tenant.id,
              userId: null,
              userName: `${body.name} (página aberta)`,
              ip: request.ip,
            };
            const made = await createMembershipRequest(tx, actor, {
              registertype_id: body.registertype_id,
              registermembershipplan_id: body.registermembershipplan_id,
              registermembershipstyle_id: body.registermembershipstyle_id,
              user_id: person.id,
              source: "public",
              notes,
            });
            const names = await namesOf(tx, body.registertype_id, body.registermembershipplan_id);
            const token = created
              ? await issueOneTimeToken(tx, {
                  tenantId: tenant.id,
                  userId: person.id,
                  purpose: "password_reset",
                  ttlMs: FIRST_ACCESS_TTL_MS,
                })
              : null;
            if (person.email)
              mail = mailOf({
                person,
                token,
                names,
                title: settings.title,
                article: settings.title_article,
                tenantCode: tenant.row.code,
              });
            return {
              request_id: String(made.id),
              registertype_name: names.type,
              plan_name: names.plan,
              person: created ? "created" : "linked",
              email_masked: maskEmail(person.email),
            };
          },
        ),
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.errors?.cpf) documentChecks.fail(probeKey);
        return takenByConcurrentRequest(error);
      });
      if (mail) {
        const origin = await trustedWebOrigin(request, tenant);
        // The request is made: a mail server down must not answer the visitor an error (a retry would
        // replay the answer without the mail); "Esqueci a senha" gives the link again.
        await request.server.deps.mailer.send(mail(origin)).catch((error: unknown) => {
          request.log.error({ err: error }, "registers: the open request's e-mail was not sent");
        });
      }
      if (!outcome.replayed) documentChecks.reset(probeKey);
      return reply
        .code(outcome.replayed ? 200 : 201)
        .send(
          ok(
            outcome.answer,
            "Pedido enviado. A equipe vai analisá-lo e você receberá a resposta por e-mail.",
          ),
        );
    },
    { config: authRateLimit(app) },
  );
};

const namesOf = async (tx: Executor, typeId: string, planId: string) => {
  const t = resourceTable("registertypes");
  const p = resourceTable("registermembershipplans");
  const [type] = await tx.select({ name: t.name }).from(t).where(eq(t.id, typeId)).limit(1);
  const [plan] = await tx.select({ name: p.name }).from(p).where(eq(p.id, planId)).limit(1);
  return { type: type?.name ?? "", plan: plan?.name ?? "" };
};

/**
 * What the person is told: a new person receives the link to create a password (as a new portal's
 * administrator does), a person already registered is told a request was made in their name and
 * how to follow it with the password they have. Either way the decision comes by e-mail later.
 */
const mailOf =
  ({
    person,
    token,
    names,
    title,
    article,
    tenantCode,
  }: {
    person: UserRow;
    token: string | null;
    names: { type: string; plan: string };
    title: string;
    /** The article the tenant's name takes (settings.title_article): "portal da Federação…". */
    article: TenantArticle;
    tenantCode: string;
  }) =>
  (origin: string): Mail => {
    const follow = `${origin}/my/registers/membershiprequests`;
    const lines = [
      `Olá, ${person.socialName || person.name}.`,
      "",
      `Recebemos o pedido de associação a ${names.type} (plano ${names.plan}) pela página aberta do portal ${tenantAfter("de", { title, article })}.`,
      "A equipe vai analisá-lo e você receberá um e-mail com a decisão. Aprovado o pedido, a cobrança fica no portal para pagar por PIX.",
      "",
    ];
    if (token) {
      const link = `${origin}/login?reset=${encodeURIComponent(token)}&client=${encodeURIComponent(tenantCode)}`;
      lines.push(
        `Para acompanhar o pedido, crie a sua senha em até 7 dias por este link: ${link}`,
        `Depois, entre com o seu CPF ou e-mail e a senha e abra ${follow}.`,
      );
    } else {
      lines.push(
        `Para acompanhar o pedido, entre no portal com a sua senha e abra ${follow}.`,
        "Se não se lembra da senha, use “Esqueci a senha” na tela de entrada.",
        "Se não foi você quem fez o pedido, avise a secretaria.",
      );
    }
    return { to: person.email!, subject: `${title}: pedido de associação recebido`, text: lines.join("\n") };
  };
