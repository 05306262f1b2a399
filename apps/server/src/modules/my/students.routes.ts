import { buildStudentSchema, STUDENT_LABELS, type Student } from "@quadra/shared";
import { myOperations } from "@quadra/shared/operations/my";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import {
  conflict,
  invalidFields,
  notFound,
  staleVersion,
  violatedUniqueIndex,
} from "../../platform/http/errors.ts";
import { FIELD_LABELS } from "../../platform/http/fieldLabels.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { issuesToFieldErrors } from "../../platform/http/zodErrors.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { brazilDay } from "../../platform/time.ts";
import type { UserRow } from "../auth/sessionInfo.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { nextRegistrationNumber } from "../people/registrationNumber.ts";
import { updatePerson } from "../people/updatePerson.ts";
import { selfActor } from "./myPerson.ts";

const NOT_YOURS = "Dependente não encontrado entre as pessoas que você acompanha.";
const CPF_TAKEN = "Este CPF já pertence a uma pessoa cadastrada. Peça à secretaria para vinculá-la a você.";
const LABELS = { ...FIELD_LABELS, ...STUDENT_LABELS };

export const toStudent = (row: UserRow): Student => ({
  id: row.id,
  name: row.name,
  birthdate: row.birthdate,
  gender: (row.gender as Student["gender"]) ?? null,
  cpf: row.cpf,
  rg: row.rg,
  mother_name: row.motherName,
  father_name: row.fatherName,
  blood_type: (row.bloodType as Student["blood_type"]) ?? null,
  image_url: row.imageUrl,
  registration_number: row.registrationNumber,
  version: row.version,
});

/** A dependent of the guardian, or 404: someone else's dependent does not exist for them. */
const findStudent = async (tx: Executor, guardianId: string, id: string, forUpdate = false) => {
  const query = tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.guardianId, guardianId)))
    .limit(1);
  const [row] = await (forUpdate ? query.for("update") : query);
  if (!row) throw notFound(NOT_YOURS);
  return row;
};

const parseStudent = async (request: FastifyRequest, tx: Executor, body: unknown) => {
  const { settings } = await loadSettings(tx, tenantOf(request).id);
  const parsed = buildStudentSchema(settings.register, brazilDay()).safeParse(body ?? {});
  if (!parsed.success) throw invalidFields(issuesToFieldErrors(parsed.error.issues), LABELS);
  return parsed.data;
};

const assertCpfFree = async (tx: Executor, cpf: string | null, exceptId?: string) => {
  if (!cpf) return;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.cpf, cpf), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(`CPF: ${CPF_TAKEN}`, { cpf: CPF_TAKEN });
};

const cpfRace = (error: unknown): never => {
  if (violatedUniqueIndex(error) === "users_tenant_cpf_key")
    throw conflict(`CPF: ${CPF_TAKEN}`, { cpf: CPF_TAKEN });
  throw error;
};

/**
 * /my/students: a guardian's dependents (minors linked by `users.guardian_id`). The guardian adds
 * them (no password, no e-mail: they do not log in), edits them and can end the link; the person
 * stays registered with the federation (their history, documents and affiliations are kept).
 */
export const registerStudentRoutes = (app: App) => {
  route(app, myOperations, "students", async (request) => {
    const actor = selfActor(request);
    const rows = await inTenant(request, (tx) =>
      tx
        .select()
        .from(users)
        .where(eq(users.guardianId, actor.userId!))
        .orderBy(asc(users.name), asc(users.id)),
    );
    return ok(rows.map(toStudent));
  });

  route(app, myOperations, "addStudent", async (request, reply) => {
    const tenant = tenantOf(request);
    const actor = selfActor(request);
    const row = await inTenant(request, async (tx) => {
      const body = await parseStudent(request, tx, request.body);
      await assertCpfFree(tx, body.cpf);
      const [created] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          name: body.name,
          birthdate: body.birthdate,
          gender: body.gender,
          cpf: body.cpf,
          rg: body.rg,
          motherName: body.mother_name,
          fatherName: body.father_name,
          bloodType: body.blood_type,
          guardianId: actor.userId,
          registrationNumber: await nextRegistrationNumber(tx, tenant.id),
        })
        .returning();
      await writeAudit(tx, actor, [
        {
          action: "create",
          resource: "users",
          recordId: created!.id,
          recordTitle: created!.name,
          changes: { after: { ...toStudent(created!), guardian_id: actor.userId } },
        },
      ]);
      return created!;
    }).catch(cpfRace);
    return reply.code(201).send(ok(toStudent(row), "Dependente cadastrado."));
  });

  route(app, myOperations, "student", async (request) => {
    const actor = selfActor(request);
    return ok(toStudent(await inTenant(request, (tx) => findStudent(tx, actor.userId!, request.params.id))));
  });

  route(app, myOperations, "saveStudent", async (request) => {
    const actor = selfActor(request);
    const row = await inTenant(request, async (tx) => {
      const current = await findStudent(tx, actor.userId!, request.params.id, true);
      // Read before the tenant's schema parses the body: the handler is the first to check it.
      const version: unknown = request.body?.version;
      if (typeof version !== "number")
        throw invalidFields({ version: "Recarregue a página e tente de novo." }, LABELS);
      const body = await parseStudent(request, tx, request.body);
      if (current.version !== version) throw staleVersion();
      await assertCpfFree(tx, body.cpf, current.id);
      return updatePerson(tx, {
        actor,
        before: current,
        version,
        view: toStudent,
        values: {
          name: body.name,
          birthdate: body.birthdate,
          gender: body.gender,
          cpf: body.cpf,
          rg: body.rg,
          motherName: body.mother_name,
          fatherName: body.father_name,
          bloodType: body.blood_type,
        },
      });
    }).catch(cpfRace);
    return ok(toStudent(row), "Dependente atualizado.");
  });

  route(app, myOperations, "endStudent", async (request) => {
    const actor = selfActor(request);
    await inTenant(request, async (tx) => {
      const current = await findStudent(tx, actor.userId!, request.params.id, true);
      await tx
        .update(users)
        .set({ guardianId: null, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, current.id));
      await writeAudit(tx, actor, [
        {
          action: "update",
          resource: "users",
          recordId: current.id,
          recordTitle: current.name,
          changes: { before: { guardian_id: actor.userId }, after: { guardian_id: null } },
        },
      ]);
    });
    return ok({}, "Vínculo com o dependente encerrado. O cadastro dele continua na federação.");
  });
};
