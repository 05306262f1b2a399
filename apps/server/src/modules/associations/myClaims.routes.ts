import {
  type Association,
  type AssociationClaim,
  type AssociationFound,
  associationclaims,
  associations,
  CLAIM_LABELS,
  normalizeCnpj,
  REGISTER_ASSOCIATION_LABELS as REGISTER_LABELS,
  searchTerms,
} from "@quadra/shared";
import { myAssociationsOperations } from "@quadra/shared/operations/myAssociations";
import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import { containsPattern } from "../../platform/db/like.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { AppError, conflict, denied, invalidFields } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { newRecordRow, toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { resourceTable, resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { assertAssociationRules, cnpjError, newLinkToken } from "./associationRules.ts";
import { managedAssociation } from "./managerAccess.ts";
import { defOf, insertRecord } from "./reviseRecord.ts";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The claims of the manager area (a person asks to manage an association, with proof) and the
 * self-registration of a new association (it waits for the federation; its author manages it).
 */
export const registerMyClaimRoutes = (app: App) => {
  const a = resourceTableOf(associations);
  const c = resourceTableOf(associationclaims);

  // Approved associations by name, short name or CNPJ: what the claim form offers.
  route(app, myAssociationsOperations, "search", async (request) => {
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
    return ok(rows as AssociationFound[]);
  });

  route(app, myAssociationsOperations, "claim", async (request, reply) => {
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
          throw invalidFields({ file: "Arquivo não encontrado. Envie o comprovante de novo." }, CLAIM_LABELS);
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
          toRecord(associationclaims, row) as AssociationClaim,
          "Pedido enviado. A federação vai analisar e avisar por e-mail.",
        ),
      );
  });

  const myClaims = (tenantId: string, userId: string, id?: string) =>
    and(eq(c.tenant_id, tenantId), eq(c.user_id, userId), id ? eq(c.id, id) : undefined);
  const claimView = (found: { claim: Record<string, unknown>; name: string | null }): AssociationClaim => ({
    ...(toRecord(associationclaims, found.claim) as AssociationClaim),
    association_name: found.name,
  });

  route(app, myAssociationsOperations, "claims", async (request) => {
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
  });

  route(app, myAssociationsOperations, "oneClaim", async (request) => {
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
  });

  route(app, myAssociationsOperations, "register", async (request, reply) => {
    const actor = actorOf(request);
    const { role, cnpj: rawCnpj, ...fields } = request.body;
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
        const city = resourceTable("cities");
        const [found] = await tx
          .select({ id: city.id })
          .from(city)
          .where(and(eq(city.tenant_id, actor.tenantId), eq(city.id, String(values.city_id))))
          .limit(1);
        if (!found)
          throw invalidFields({ city_id: "Cidade não encontrada. Escolha outra." }, REGISTER_LABELS);
      }
      const [created] = await tx
        .insert(a)
        // The values are built from the definition at run time: their keys are not in the type.
        .values({
          ...values,
          status: "pending",
          token: await newLinkToken(tx, actor.tenantId),
        } as typeof a.$inferInsert)
        .returning();
      if (!created) throw new Error("associations: the insert returned no row");
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
          { ...(toRecord(associations, row) as Association), my_role: role },
          "Entidade cadastrada. A federação vai analisar o cadastro e avisar por e-mail.",
        ),
      );
  });
};
