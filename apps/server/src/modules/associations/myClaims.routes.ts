import {
  ASSOCIATION_MANAGER_ROLES,
  associationclaims,
  associations,
  createSchemaOf,
  fieldLabelsOf,
  normalizeCnpj,
  searchTerms,
} from "@quadra/shared";
import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { containsPattern } from "../../platform/db/like.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { AppError, conflict, denied, invalidFields } from "../../platform/http/errors.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { newRecordRow, toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { ASSOCIATION_LABELS, assertAssociationRules, cnpjError, newLinkToken } from "./associationRules.ts";
import { managedAssociation, managerGuard } from "./managerAccess.ts";
import { defOf, insertRecord } from "./reviseRecord.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const ROLE_VALUES = ASSOCIATION_MANAGER_ROLES.map((role) => role.value) as [string, ...string[]];
const ZRole = z.enum(ROLE_VALUES, { error: "Escolha a sua função na entidade." });
const today = () => new Date().toISOString().slice(0, 10);

const ZClaimBody = z.strictObject({
  association_id: z.uuid({ error: "Escolha a entidade." }),
  role: ZRole,
  file: z
    .string()
    .regex(/^uploads\/[0-9a-f-]{36}$/i, "Envie o comprovante pelo campo de upload.")
    .nullish(),
  message: z.string().trim().max(2_000, "Use até 2.000 caracteres.").nullish(),
});
const CLAIM_LABELS = fieldLabelsOf(associationclaims);

/** The fields of the self-registration of an association (the rest is the federation's). */
const REGISTER_FIELDS = [
  "name",
  "short_name",
  "founded_at",
  "email",
  "phone",
  "site",
  "cep",
  "street",
  "number",
  "complement",
  "district",
  "city_id",
] as const;
const ZRegisterBody = (() => {
  const shape = createSchemaOf(associations).shape as Record<string, z.ZodType>;
  return z.strictObject({
    ...Object.fromEntries(REGISTER_FIELDS.map((key) => [key, shape[key]!])),
    // Checked in the handler: whether its digits are verified is a setting (cnpj_check).
    cnpj: z.string().trim().max(18).nullish(),
    role: ZRole,
  });
})();
const REGISTER_LABELS = { ...ASSOCIATION_LABELS, role: "Sua função na entidade" };

/**
 * The claims of the manager area (a person asks to manage an association, with proof) and the
 * self-registration of a new association (it waits for the federation; its author manages it).
 */
export const registerMyClaimRoutes = (app: App) => {
  const tags = ["my"];
  const a = resourceTableOf(associations) as any;
  const c = resourceTableOf(associationclaims) as any;

  // Approved associations by name, short name or CNPJ: what the claim form offers.
  app.get(
    "/my/associations/search",
    {
      config: managerGuard,
      schema: {
        tags,
        summary: "Find an approved association to claim (name, short name or CNPJ)",
        querystring: z.object({ q: z.string().max(200).default("") }),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const terms = searchTerms(request.query.q);
      if (!terms.length) return ok([]);
      const rows = await inTenant(request, (tx) =>
        tx
          .select({ id: a.id, name: a.name, short_name: a.short_name, cnpj: a.cnpj })
          .from(a)
          .where(
            and(
              eq(a.tenant_id, actor.tenantId),
              eq(a.status, "approved"),
              isNull(a.deleted_at),
              ...terms.map((term) =>
                or(
                  sql`${a.search_text} like ${containsPattern(term)}`,
                  normalizeCnpj(term).length >= 4
                    ? sql`${a.cnpj} like ${`%${normalizeCnpj(term)}%`}`
                    : undefined,
                ),
              ),
            ),
          )
          .orderBy(asc(a.name))
          .limit(20),
      );
      return ok(rows);
    },
  );

  app.post(
    "/my/associationclaims",
    {
      config: { ...managerGuard, fieldLabels: CLAIM_LABELS },
      schema: { tags, summary: "Ask to manage an association (staff decide)", body: ZClaimBody },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      const row = await inTenant(request, async (tx) => {
        const [association] = await tx
          .select({ id: a.id, name: a.name })
          .from(a)
          .where(and(eq(a.tenant_id, actor.tenantId), eq(a.id, body.association_id), isNull(a.deleted_at)))
          .limit(1);
        if (!association)
          throw invalidFields({ association_id: "Entidade não encontrada. Busque de novo." }, CLAIM_LABELS);
        const alreadyManager = await managedAssociation(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId!,
          associationId: association.id,
        }).then(
          () => true,
          () => false,
        );
        if (alreadyManager)
          throw conflict("Você já gerencia esta entidade.", {
            association_id: "Você já gerencia esta entidade.",
          });
        const [pending] = await tx
          .select({ id: c.id })
          .from(c)
          .where(
            and(
              eq(c.tenant_id, actor.tenantId),
              eq(c.association_id, association.id),
              eq(c.user_id, actor.userId!),
              eq(c.status, "pending"),
            ),
          )
          .limit(1);
        if (pending)
          throw conflict("Você já tem um pedido aguardando análise para esta entidade.", {
            association_id: "Já existe um pedido seu aguardando análise.",
          });
        if (body.file) {
          const [file] = await tx
            .select({ createdBy: uploads.createdBy })
            .from(uploads)
            .where(
              and(eq(uploads.tenantId, actor.tenantId), eq(uploads.id, body.file.slice("uploads/".length))),
            )
            .limit(1);
          if (file?.createdBy !== actor.userId)
            throw invalidFields(
              { file: "Arquivo não encontrado. Envie o comprovante de novo." },
              CLAIM_LABELS,
            );
        }
        return insertRecord(tx, {
          def: associationclaims,
          actor,
          values: {
            association_id: association.id,
            user_id: actor.userId,
            role: body.role,
            file: body.file ?? null,
            message: body.message || null,
            status: "pending",
          },
          title: association.name,
        });
      });
      return reply
        .code(201)
        .send(
          ok(
            toRecord(associationclaims, row),
            "Pedido enviado. A federação vai analisar e avisar por e-mail.",
          ),
        );
    },
  );

  const myClaims = (tenantId: string, userId: string, id?: string) =>
    and(eq(c.tenant_id, tenantId), eq(c.user_id, userId), id ? eq(c.id, id) : undefined);
  const claimView = (found: { claim: Record<string, unknown>; name: string | null }) => ({
    ...toRecord(associationclaims, found.claim),
    association_name: found.name,
  });

  app.get(
    "/my/associationclaims",
    { config: managerGuard, schema: { tags, summary: "The caller's claims, newest first" } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await inTenant(request, (tx) =>
        tx
          .select({ claim: c, name: a.name })
          .from(c)
          .leftJoin(a, and(eq(a.tenant_id, c.tenant_id), eq(a.id, c.association_id)))
          .where(myClaims(actor.tenantId, actor.userId!))
          .orderBy(desc(c.created_at))
          .limit(200),
      );
      return ok(rows.map(claimView));
    },
  );

  app.get(
    "/my/associationclaims/:id",
    { config: managerGuard, schema: { tags, summary: "One of the caller's claims", params: ZId } },
    async (request) => {
      const actor = actorOf(request);
      const [found] = await inTenant(request, (tx) =>
        tx
          .select({ claim: c, name: a.name })
          .from(c)
          .leftJoin(a, and(eq(a.tenant_id, c.tenant_id), eq(a.id, c.association_id)))
          .where(myClaims(actor.tenantId, actor.userId!, request.params.id))
          .limit(1),
      );
      if (!found) throw new AppError(404, "Pedido não encontrado entre os seus.");
      return ok(claimView(found));
    },
  );

  app.post(
    "/my/register_associations",
    {
      config: { ...managerGuard, fieldLabels: REGISTER_LABELS },
      schema: {
        tags,
        summary: "Register a new association: it waits for approval and the caller manages it",
        body: ZRegisterBody,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const {
        role,
        cnpj: rawCnpj,
        ...fields
      } = request.body as Record<string, unknown> & {
        role: string;
        cnpj?: string | null;
      };
      const row = await inTenant(request, async (tx) => {
        const { settings } = await loadSettings(tx, actor.tenantId);
        const rules = settings.register_associations;
        if (!rules.open)
          throw denied(
            "O cadastro de entidades está fechado neste portal. Fale com a secretaria da federação.",
          );
        const cnpj = rawCnpj ? normalizeCnpj(rawCnpj) : null;
        const problem = cnpj ? cnpjError(cnpj, rules.cnpj_check) : undefined;
        if (problem) throw invalidFields({ cnpj: problem }, REGISTER_LABELS);
        const values = newRecordRow({ def: associations, actor, body: { ...fields, cnpj } });
        assertAssociationRules(rules, values);
        if (cnpj) {
          const [taken] = await tx
            .select({ id: a.id })
            .from(a)
            .where(and(eq(a.tenant_id, actor.tenantId), eq(a.cnpj, cnpj), isNull(a.deleted_at)))
            .limit(1);
          if (taken)
            throw conflict(
              "CNPJ: já existe uma entidade com este CNPJ. Peça a gestão dela em Minhas entidades.",
              { cnpj: "Já existe uma entidade com este CNPJ." },
            );
        }
        if (values.city_id) {
          const city = resourceTableOf(defOf("cities")) as any;
          const [found] = await tx
            .select({ id: city.id })
            .from(city)
            .where(and(eq(city.tenant_id, actor.tenantId), eq(city.id, values.city_id)))
            .limit(1);
          if (!found)
            throw invalidFields({ city_id: "Cidade não encontrada. Escolha outra." }, REGISTER_LABELS);
        }
        const [created] = await tx
          .insert(a)
          .values({ ...values, status: "pending", token: await newLinkToken(tx, actor.tenantId) })
          .returning();
        await writeAudit(tx, actor, [
          {
            action: "create",
            resource: associations.name,
            recordId: created.id,
            recordTitle: created.name,
            changes: { after: toRecord(associations, created) },
          },
        ]);
        await insertRecord(tx, {
          def: defOf("associationmanagers"),
          actor,
          values: { association_id: created.id, user_id: actor.userId, role, since: today() },
          title: created.name,
        });
        return created as Record<string, unknown>;
      });
      return reply
        .code(201)
        .send(
          ok(
            { ...toRecord(associations, row), my_role: role },
            "Entidade cadastrada. A federação vai analisar o cadastro e avisar por e-mail.",
          ),
        );
    },
  );
};
