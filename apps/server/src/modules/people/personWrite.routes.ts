import {
  buildPersonSchema,
  PERSON_FIELD_LABELS,
  PERSON_FIELDS,
  type PersonBody,
  type PersonField,
  patchOf,
} from "@quadra/shared";
import { peopleOperations } from "@quadra/shared/operations/people";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Tx } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, denied, invalidFields, staleVersion } from "../../platform/http/errors.ts";
import { FIELD_LABELS } from "../../platform/http/fieldLabels.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { issuesToFieldErrors } from "../../platform/http/zodErrors.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { grantDefaultRoles } from "../roles/defaultRoles.ts";
import { isPeopleStaff, loadPerson } from "./personAccess.ts";
import { auditedFieldsOf, columnsOf, toPerson, type UserRow } from "./personRecord.ts";
import { assertGuardian, assertUniqueKeys, uniqueKeyConflict } from "./personRules.ts";
import { nextRegistrationNumber } from "./registrationNumber.ts";

const ZVersion = z.object({
  version: z.number({ error: "Informe a versão do registro que você abriu." }).int(),
});

const parseOrFail = <T>(result: { success: true; data: T } | { success: false; error: z.ZodError }) => {
  if (!result.success)
    throw invalidFields(issuesToFieldErrors(result.error.issues), {
      ...FIELD_LABELS,
      ...PERSON_FIELD_LABELS,
    });
  return result.data;
};

/** The registration schema of this tenant's `configs/register`, the one the form validates with too. */
const personSchemaOf = async (request: FastifyRequest) => {
  const { settings } = await inTenant(request, (tx) => loadSettings(tx, tenantOf(request).id));
  return buildPersonSchema(settings.register);
};

const audit = (
  tx: Tx,
  request: FastifyRequest,
  action: "create" | "update",
  before: UserRow | null,
  after: UserRow,
) =>
  writeAudit(tx, actorOf(request), [
    {
      action,
      resource: "users",
      recordId: after.id,
      recordTitle: after.name,
      changes: before ? diffRecords(auditedFieldsOf(before), auditedFieldsOf(after)) : auditedFieldsOf(after),
    },
  ]);

/**
 * Only a master changes a master: whoever edits a person's e-mail can reset their password, so a
 * holder of `users` editing a master would become one.
 */
const assertMayChange = (request: FastifyRequest, person: UserRow) => {
  if (person.isMaster && !authOf(request).principal.master)
    throw denied("Só um master pode alterar o cadastro de outro master.");
  if (person.anonymizedAt)
    throw conflict(
      "Os dados desta pessoa foram anonimizados a pedido dela (LGPD) e não podem ser alterados.",
    );
};

/** `POST users`, `PATCH users/:id`, `POST users/:id/disable|enable`. */
export const registerPersonWriteRoutes = (app: App) => {
  // The create screen needs only login (spec §6): staff register anyone; anyone else registers a
  // dependent of their own (a child they are responsible for), whose guardian is them.
  route(app, peopleOperations, "create", async (request, reply) => {
    const tenantId = tenantOf(request).id;
    const body = parseOrFail((await personSchemaOf(request)).safeParse(request.body ?? {}));
    const staff = isPeopleStaff(request);
    const guardianId = staff ? body.guardian_id : authOf(request).user.id;
    const created = await inTenant(request, async (tx) => {
      await assertGuardian(tx, { tenantId, guardianId });
      await assertUniqueKeys(tx, { tenantId, body });
      const registrationNumber = await nextRegistrationNumber(tx, tenantId);
      const [row] = await tx
        .insert(users)
        .values({
          ...columnsOf({ ...body, guardian_id: guardianId }, PERSON_FIELDS),
          name: body.name,
          tenantId,
          registrationNumber,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await grantDefaultRoles(tx, { tenantId, userId: row.id });
      await audit(tx, request, "create", null, row);
      return row;
    }).catch(uniqueKeyConflict);
    return reply
      .code(201)
      .send(ok(toPerson(created), `Pessoa cadastrada com a matrícula ${created.registrationNumber}.`));
  });

  route(app, peopleOperations, "update", async (request) => {
    const tenantId = tenantOf(request).id;
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const schema = patchOf(await personSchemaOf(request)).extend(ZVersion.shape);
    const body: Partial<PersonBody> & { version: number } = parseOrFail(schema.safeParse(raw));
    const sent = PERSON_FIELDS.filter((field) => field in raw) as PersonField[];
    const updated = await inTenant(request, async (tx) => {
      const before = await loadPerson(tx, { tenantId, id: request.params.id, lock: true });
      assertMayChange(request, before);
      if (before.version !== body.version) throw staleVersion();
      if (sent.includes("guardian_id"))
        await assertGuardian(tx, { tenantId, guardianId: body.guardian_id ?? null, personId: before.id });
      await assertUniqueKeys(tx, { tenantId, body, exceptId: before.id });
      const [row] = await tx
        .update(users)
        .set({ ...columnsOf(body, sent), version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, before.id), eq(users.version, body.version)))
        .returning();
      if (!row) throw staleVersion();
      await audit(tx, request, "update", before, row);
      return row;
    }).catch(uniqueKeyConflict);
    return ok(toPerson(updated), "Cadastro salvo.");
  });

  for (const action of ["disable", "enable"] as const) {
    route(app, peopleOperations, action, async (request) => {
      const tenantId = tenantOf(request).id;
      const updated = await inTenant(request, async (tx) => {
        const before = await loadPerson(tx, { tenantId, id: request.params.id, lock: true });
        if (action === "disable" && before.id === authOf(request).user.id)
          throw conflict("Você não pode desativar o seu próprio acesso.");
        assertMayChange(request, before);
        const [row] = await tx
          .update(users)
          .set({
            disabledAt: action === "disable" ? (before.disabledAt ?? new Date()) : null,
            version: sql`${users.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(users.tenantId, tenantId), eq(users.id, before.id)))
          .returning();
        await audit(tx, request, "update", before, row!);
        return row!;
      });
      return ok(toPerson(updated), action === "disable" ? "Pessoa desativada." : "Pessoa reativada.");
    });
  }
};
