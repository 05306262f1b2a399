import {
  type Affiliation,
  type AffiliationRecord,
  associations,
  buildPersonSchema,
  type MyAffiliation,
  PERSON_FIELDS,
  REGISTER_ATHLETE_LABELS as REGISTER_LABELS,
  ZAthleteLinkBody as ZLinkBody,
} from "@quadra/shared";
import { myAssociationsOperations } from "@quadra/shared/operations/myAssociations";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { AppError, conflict, invalidFields, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { issuesToFieldErrors } from "../../platform/http/zodErrors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { maskCpf } from "../admins/adminPeople.ts";
import { notifyDecision } from "../approvals/notifyDecision.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { auditedFieldsOf, columnsOf, type UserRow } from "../people/personRecord.ts";
import { assertUniqueKeys, uniqueKeyConflict } from "../people/personRules.ts";
import { nextRegistrationNumber } from "../people/registrationNumber.ts";
import { grantDefaultRoles } from "../roles/defaultRoles.ts";
import { managedAssociation } from "./managerAccess.ts";
import { ATHLETE_OF_ANOTHER_ASSOCIATION, activeElsewhere } from "./managerLinks.ts";
import { defOf, insertRecord, lockRecord, reviseRecord } from "./reviseRecord.ts";

const affiliationsDef = defOf("associationusers");
/** The API's record of an affiliation: the catalogue's definition gives its fields, the type names them. */
const asAffiliation = (row: Record<string, unknown>) => toRecord(affiliationsDef, row) as AffiliationRecord;
const today = () => new Date().toISOString().slice(0, 10);

const ALREADY = {
  pending: "Esta pessoa já pediu vínculo com a entidade; aceite o pedido na lista de atletas.",
  active: "Esta pessoa já é atleta da entidade.",
} as Record<string, string>;

const affiliationOf = async (tx: Executor, tenantId: string, associationId: string, userId: string) => {
  const t = resourceTableOf(affiliationsDef);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.association_id, associationId), eq(t.user_id, userId)))
    .for("update")
    .limit(1);
  return row as Record<string, any> | undefined;
};

/**
 * Affiliates a person to an association, or reopens an ended affiliation: one row per person and
 * association (its unique key). A pending or active one is a 409.
 */
const affiliate = async (
  tx: Executor,
  {
    actor,
    association,
    userId,
    status,
    registration,
  }: {
    actor: Actor;
    association: Record<string, any>;
    userId: string;
    status: "pending" | "active";
    registration?: string | undefined;
  },
) => {
  const existing = await affiliationOf(tx, actor.tenantId, association.id, userId);
  const values = {
    status,
    since: status === "active" ? today() : null,
    until: null,
    ...(registration ? { registration } : {}),
  };
  if (existing) {
    const message = ALREADY[existing.status];
    if (message) throw conflict(message);
    return reviseRecord(tx, { def: affiliationsDef, actor, current: existing, set: values });
  }
  return insertRecord(tx, {
    def: affiliationsDef,
    actor,
    values: { association_id: association.id, user_id: userId, ...values },
    title: association.name,
  });
};

/**
 * Athletes and their associations: an athlete asks to join with the association's link code (the
 * association accepts), and a manager lists, accepts, ends, registers or links athletes.
 */
export const registerAffiliationRoutes = (app: App) => {
  const a = resourceTableOf(associations);
  const t = resourceTableOf(affiliationsDef);

  route(app, myAssociationsOperations, "join", async (request, reply) => {
    const actor = actorOf(request);
    const { row, name } = await inTenant(request, async (tx) => {
      const [association] = await tx
        .select()
        .from(a)
        .where(
          and(
            eq(a.tenant_id, actor.tenantId),
            eq(a.token, request.body.token),
            eq(a.status, "approved"),
            isNull(a.deleted_at),
          ),
        )
        .limit(1);
      if (!association)
        throw new AppError(
          404,
          "Código de vínculo: nenhuma entidade com este código. Confira com a entidade.",
          {
            errors: { token: "Nenhuma entidade com este código. Confira com a entidade." },
          },
        );
      const row = await affiliate(tx, { actor, association, userId: actor.userId!, status: "pending" });
      return { row, name: association.name as string };
    });
    return reply
      .code(201)
      .send(
        ok(
          { ...asAffiliation(row), association_name: name },
          `Pedido de vínculo enviado a ${name}. A entidade precisa aceitar.`,
        ),
      );
  });

  route(app, myAssociationsOperations, "affiliations", async (request) => {
    const actor = actorOf(request);
    const rows = await inTenant(request, (tx) =>
      tx
        .select({ affiliation: t, name: a.name })
        .from(t)
        .innerJoin(a, and(eq(a.tenant_id, t.tenant_id), eq(a.id, t.association_id)))
        .where(and(eq(t.tenant_id, actor.tenantId), eq(t.user_id, actor.userId!)))
        .orderBy(desc(t.created_at)),
    );
    return ok(
      rows.map(
        (found: { affiliation: Record<string, unknown>; name: string }): MyAffiliation => ({
          ...asAffiliation(found.affiliation),
          association_name: found.name,
        }),
      ),
    );
  });

  const managed = (request: FastifyRequest, tx: Executor, associationId: string, lock = false) => {
    const actor = actorOf(request);
    return managedAssociation(tx, { tenantId: actor.tenantId, userId: actor.userId!, associationId, lock });
  };

  route(app, myAssociationsOperations, "athletes", async (request) => {
    const actor = actorOf(request);
    const rows = await inTenant(request, async (tx) => {
      await managed(request, tx, request.params.id);
      return tx
        .select({ affiliation: t, person: users })
        .from(t)
        .innerJoin(users, and(eq(users.tenantId, t.tenant_id), eq(users.id, t.user_id)))
        .where(
          and(
            eq(t.tenant_id, actor.tenantId),
            eq(t.association_id, request.params.id),
            request.query.status ? eq(t.status, request.query.status) : undefined,
          ),
        )
        .orderBy(asc(users.name))
        .limit(2_000);
    });
    return ok(
      rows.map(
        ({
          affiliation,
          person,
        }: {
          affiliation: Record<string, unknown>;
          person: UserRow;
        }): Affiliation => ({
          ...asAffiliation(affiliation),
          name: person.socialName || person.name,
          cpf_masked: maskCpf(person.cpf),
          birthdate: person.birthdate,
          registration_number: person.registrationNumber,
        }),
      ),
    );
  });

  for (const [action, status] of [
    ["accept", "active"],
    ["end", "inactive"],
  ] as const) {
    route(
      app,
      myAssociationsOperations,
      action === "accept" ? "acceptAthlete" : "endAthlete",
      async (request) => {
        const actor = actorOf(request);
        const { row, name } = await inTenant(request, async (tx) => {
          const { row: association } = await managed(request, tx, request.params.id);
          const current = await lockRecord(tx, {
            def: affiliationsDef,
            tenantId: actor.tenantId,
            id: request.params.affiliation_id,
            message: "Vínculo não encontrado nesta entidade.",
          });
          if (current.association_id !== association.id)
            throw notFound("Vínculo não encontrado nesta entidade.");
          if (action === "accept" && current.status !== "pending")
            throw conflict("Só um pedido aguardando a entidade pode ser aceito.");
          if (action === "end" && current.status === "inactive")
            throw conflict("Este vínculo já foi encerrado.");
          const set =
            action === "accept" ? { status, since: today(), until: null } : { status, until: today() };
          return {
            row: await reviseRecord(tx, { def: affiliationsDef, actor, current, set }),
            name: association.name as string,
            pending: current.status === "pending",
          };
        });
        if (action === "accept")
          await notifyDecision(request, {
            userIds: [row.user_id],
            subject: `Seu pedido de vínculo com a entidade ${name}`,
            approved: true,
          });
        return ok(
          asAffiliation(row),
          action === "accept" ? "Atleta aceito(a) na entidade." : "Vínculo encerrado.",
        );
      },
    );
  }

  // Registers an athlete for the association: links a person already registered (by cpf) or
  // registers a new one with the tenant's registration rules (PEOPLE's schema) and affiliates them,
  // in one transaction.
  route(app, myAssociationsOperations, "registerAthlete", async (request, reply) => {
    const actor = actorOf(request);
    const raw = request.body;
    const result = await inTenant(request, async (tx) => {
      const { row: association } = await managed(request, tx, request.params.id, true);
      if (association.status !== "approved")
        throw conflict("A entidade precisa estar aprovada pela federação para registrar atletas.");
      if (raw.mode === "link") {
        const parsed = ZLinkBody.safeParse(raw);
        if (!parsed.success) throw invalidFields(issuesToFieldErrors(parsed.error.issues), REGISTER_LABELS);
        const [person] = await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(and(eq(users.tenantId, actor.tenantId), eq(users.cpf, parsed.data.cpf)))
          .limit(1);
        if (!person)
          throw new AppError(
            404,
            "CPF: nenhuma pessoa cadastrada com este CPF. Cadastre-a com os dados completos.",
            {
              errors: { cpf: "Nenhuma pessoa cadastrada com este CPF. Cadastre-a com os dados completos." },
            },
          );
        const elsewhere = await activeElsewhere(tx, {
          tenantId: actor.tenantId,
          associationId: association.id,
          userIds: [person.id],
        });
        if (elsewhere.has(person.id))
          throw new AppError(409, `CPF: ${ATHLETE_OF_ANOTHER_ASSOCIATION}`, {
            errors: { cpf: ATHLETE_OF_ANOTHER_ASSOCIATION },
          });
        const row = await affiliate(tx, {
          actor,
          association,
          userId: person.id,
          status: "active",
          registration: parsed.data.registration,
        });
        return { row, name: person.name, created: false };
      }
      const { mode: _mode, registration, ...fields } = raw;
      const { settings } = await loadSettings(tx, actor.tenantId);
      const parsed = buildPersonSchema(settings.register).omit({ guardian_id: true }).safeParse(fields);
      if (!parsed.success) throw invalidFields(issuesToFieldErrors(parsed.error.issues), REGISTER_LABELS);
      const body = parsed.data;
      await assertUniqueKeys(tx, { tenantId: actor.tenantId, body });
      const [person] = await tx
        .insert(users)
        .values({
          ...columnsOf(
            body,
            PERSON_FIELDS.filter((field) => field !== "guardian_id"),
          ),
          name: body.name,
          tenantId: actor.tenantId,
          registrationNumber: await nextRegistrationNumber(tx, actor.tenantId),
        })
        .returning();
      if (!person) throw new Error("insert returned no row");
      await grantDefaultRoles(tx, { tenantId: actor.tenantId, userId: person.id });
      await writeAudit(tx, actor, [
        {
          action: "create",
          resource: "users",
          recordId: person.id,
          recordTitle: person.name,
          changes: auditedFieldsOf(person),
        },
      ]);
      const row = await affiliate(tx, {
        actor,
        association,
        userId: person.id,
        status: "active",
        registration: typeof registration === "string" ? registration.trim().slice(0, 40) : undefined,
      });
      return { row, name: person.name, created: true };
    }).catch(uniqueKeyConflict);
    return reply
      .code(201)
      .send(
        ok(
          asAffiliation(result.row),
          result.created
            ? `${result.name} cadastrado(a) e vinculado(a) à entidade.`
            : `${result.name} vinculado(a) à entidade.`,
        ),
      );
  });
};
