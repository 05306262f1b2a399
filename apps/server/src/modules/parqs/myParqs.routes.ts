import { type MyParq, PARQ_KEYS } from "@quadra/shared";
import { PARQ_LABELS, parqsOperations } from "@quadra/shared/operations/parqs";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields, staleVersion } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { type Actor, diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { newRecordRow, toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import {
  isOwnUpload,
  myParqOf,
  PARQ_DEF,
  parqRowOf,
  parqsOf,
  parqTable,
  peopleOf,
  personOf,
} from "./parqAccess.ts";
import {
  anyYes,
  CLEARANCE_REQUIRED,
  ONE_YEAR_FROM_TODAY,
  type ParqAnswers,
  reviewOnSigning,
} from "./parqRules.ts";

const answersOf = (body: ParqAnswers): ParqAnswers =>
  Object.fromEntries(PARQ_KEYS.map((key) => [key, body[key]])) as ParqAnswers;

/**
 * The answers, the clearance and what the signature sets: any "sim" needs a clearance file the
 * caller sent (or the one already attached); one year of validity from today.
 */
const signedValues = async (
  tx: Executor,
  {
    actor,
    body,
    keptFile,
  }: { actor: Actor; body: ParqAnswers & { clearance_file: string | null }; keptFile?: string | null },
) => {
  const answers = answersOf(body);
  const yes = anyYes(answers);
  const file = body.clearance_file;
  if (yes && !file) throw invalidFields({ clearance_file: CLEARANCE_REQUIRED }, PARQ_LABELS);
  if (file && file !== keptFile && !(await isOwnUpload(tx, actor.tenantId, actor.userId!, file)))
    throw invalidFields({ clearance_file: "Envie o arquivo pelo campo de upload." }, PARQ_LABELS);
  const now = new Date();
  return {
    ...answers,
    clearance_file: file,
    any_yes: yes,
    signed_at: now.toISOString(),
    valid_until: ONE_YEAR_FROM_TODAY,
    ...reviewOnSigning(yes, now),
  };
};

const message = (parq: MyParq) =>
  parq.status === "approved"
    ? 'Questionário assinado. Todas as respostas foram "não": ele já está aprovado.'
    : "Questionário assinado. A equipe vai analisar o atestado e você receberá a decisão por e-mail.";

/**
 * The person's side of the PAR-Q (spec /my/forms/parq): their own questionnaires and their
 * dependents', answered and signed by them. Health data: nobody else's is reachable here.
 */
export const registerMyParqRoutes = (app: App) => {
  route(app, parqsOperations, "mine", async (request) => {
    const me = authOf(request).user.id;
    const tenantId = tenantOf(request).id;
    return ok(await inTenant(request, async (tx) => parqsOf(tx, tenantId, await peopleOf(tx, tenantId, me))));
  });

  route(app, parqsOperations, "people", async (request) =>
    ok(await inTenant(request, (tx) => peopleOf(tx, tenantOf(request).id, authOf(request).user.id))),
  );

  route(app, parqsOperations, "one", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        myParqOf(tx, tenantOf(request).id, authOf(request).user.id, request.params.id),
      ),
    ),
  );

  route(app, parqsOperations, "sign", async (request, reply) => {
    const actor = actorOf(request);
    const me = actor.userId!;
    const { user_id, declaration: _signed, ...body } = request.body;
    const created = await inTenant(request, async (tx) => {
      const person = await personOf(tx, actor.tenantId, me, user_id ?? me);
      const t = parqTable();
      const values: Record<string, unknown> = {
        ...newRecordRow({ def: PARQ_DEF, actor, body: { user_id: person.id } }),
        ...(await signedValues(tx, { actor, body })),
      };
      // The values are built from the definition at run time (newRecordRow): their keys are not in the type.
      const [row] = await tx
        .insert(t)
        .values(values as typeof t.$inferInsert)
        .returning();
      if (!row) throw new Error("parqs: the insert returned no row");
      await writeAudit(tx, actor, [
        {
          action: "create",
          resource: PARQ_DEF.name,
          recordId: row.id,
          recordTitle: person.name,
          changes: { after: toRecord(PARQ_DEF, row) },
        },
      ]);
      return myParqOf(tx, actor.tenantId, me, row.id);
    });
    return reply.code(201).send(ok(created, message(created)));
  });

  route(app, parqsOperations, "resign", async (request) => {
    const actor = actorOf(request);
    const me = actor.userId!;
    const { version, declaration: _signed, ...body } = request.body;
    const saved = await inTenant(request, async (tx) => {
      const mine = await myParqOf(tx, actor.tenantId, me, request.params.id);
      if (!mine.editable)
        throw conflict(
          "Este questionário já foi aprovado e não pode mais ser alterado. Para mudar as respostas, preencha um novo.",
        );
      const before = await parqRowOf(tx, actor.tenantId, mine.id);
      const t = parqTable();
      const [row] = await tx
        .update(t)
        .set({
          ...(await signedValues(tx, { actor, body, keptFile: before.clearance_file })),
          version: sql`${t.version} + 1`,
          updated_at: new Date(),
          updated_by: me,
        })
        .where(and(eq(t.tenant_id, actor.tenantId), eq(t.id, mine.id), eq(t.version, version)))
        .returning();
      if (!row) throw staleVersion();
      await writeAudit(tx, actor, [
        {
          action: "update",
          resource: PARQ_DEF.name,
          recordId: mine.id,
          recordTitle: mine.user_name,
          changes: diffRecords(toRecord(PARQ_DEF, before), toRecord(PARQ_DEF, row)),
        },
      ]);
      return myParqOf(tx, actor.tenantId, me, mine.id);
    });
    return ok(saved, message(saved));
  });
};
