import { buildMyDataSchema, MY_DATA_LABELS as MY_FIELDS } from "@quadra/shared";
import { myOperations } from "@quadra/shared/operations/my";
import { and, eq, ne, sql } from "drizzle-orm";
import { uploads, users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields, staleVersion, violatedUniqueIndex } from "../../platform/http/errors.ts";
import { FIELD_LABELS } from "../../platform/http/fieldLabels.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { issuesToFieldErrors } from "../../platform/http/zodErrors.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { updatePerson } from "../people/updatePerson.ts";
import { deleteStoredFiles, deleteUploadRows, uploadIdsOf } from "../privacy/storedFiles.ts";
import { loadPerson, selfActor, toMyData } from "./myPerson.ts";

/** The names the 400s of /my/data name fields by: the common ones and those of the personal area. */
export const MY_DATA_LABELS: Record<string, string> = { ...FIELD_LABELS, ...MY_FIELDS };

const CPF_LOCKED = "O CPF não pode ser alterado depois de informado. Fale com a secretaria para corrigi-lo.";
const CPF_TAKEN = "Este CPF já pertence a outra pessoa cadastrada. Fale com a secretaria.";
const EMAIL_TAKEN = "Este e-mail já pertence a outra pessoa cadastrada.";

/** A concurrent write of the same cpf or e-mail passes the lookup; the unique index answers it. */
const takenByConcurrentWrite = (error: unknown): never => {
  const index = violatedUniqueIndex(error);
  if (index === "users_tenant_cpf_key") throw conflict(`CPF: ${CPF_TAKEN}`, { cpf: CPF_TAKEN });
  if (index === "users_tenant_email_key") throw conflict(`E-mail: ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });
  throw error;
};

/**
 * /my/data and /my/image: a person edits their own record under the registration rules of the
 * tenant. A new nome social and a new photo wait for staff approval (PEOPLE-STAFF's queues) in
 * `pending_social_name` and `pending_image_url`; the approved ones stay in use meanwhile.
 */
export const registerMyDataRoutes = (app: App) => {
  route(app, myOperations, "data", async (request) => {
    const { user } = authOf(request);
    return ok(toMyData(await inTenant(request, (tx) => loadPerson(tx, user.id))));
  });

  route(app, myOperations, "saveData", async (request) => {
    const tenant = tenantOf(request);
    const actor = selfActor(request);
    const result = await inTenant(request, async (tx) => {
      const { settings } = await loadSettings(tx, tenant.id);
      const parsed = buildMyDataSchema(settings.register).safeParse(request.body ?? {});
      if (!parsed.success) throw invalidFields(issuesToFieldErrors(parsed.error.issues), MY_DATA_LABELS);
      const body = parsed.data;
      const current = await loadPerson(tx, actor.userId!, { forUpdate: true });
      if (current.version !== body.version) throw staleVersion();

      const cpf = body.cpf || null;
      if (current.cpf && cpf !== current.cpf) throw invalidFields({ cpf: CPF_LOCKED }, MY_DATA_LABELS);
      if (cpf && !current.cpf) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.cpf, cpf), ne(users.id, current.id)))
          .limit(1);
        if (taken) throw conflict(`CPF: ${CPF_TAKEN}`, { cpf: CPF_TAKEN });
      }
      const [emailTaken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${body.email}`, ne(users.id, current.id)))
        .limit(1);
      if (emailTaken) throw conflict(`E-mail: ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });

      // A nome social is approved by staff before it is used; removing one needs no approval.
      const socialName = body.social_name ?? null;
      const social =
        socialName === null
          ? { socialName: null, pendingSocialName: null, socialNameSubmittedAt: null }
          : socialName === current.socialName
            ? { pendingSocialName: null, socialNameSubmittedAt: null }
            : socialName === current.pendingSocialName
              ? {}
              : { pendingSocialName: socialName, socialNameSubmittedAt: new Date() };

      return updatePerson(tx, {
        actor,
        before: current,
        version: body.version,
        view: toMyData,
        values: {
          name: body.name,
          cpf,
          email: body.email,
          phone: body.phone || null,
          birthdate: body.birthdate || null,
          gender: body.gender ?? null,
          motherName: body.mother_name ?? null,
          rg: body.rg ?? null,
          address: body.address ?? null,
          fatherName: body.father_name,
          nationality: body.nationality,
          birthCity: body.birth_city,
          bloodType: body.blood_type,
          emergencyContactName: body.emergency_contact_name,
          emergencyContactPhone: body.emergency_contact_phone,
          ...social,
        },
      });
    }).catch(takenByConcurrentWrite);
    const message = result.pendingSocialName
      ? "Dados salvos. O nome social aguarda aprovação da secretaria."
      : "Dados salvos.";
    return ok(toMyData(result), message);
  });

  route(app, myOperations, "setImage", async (request) => {
    const actor = selfActor(request);
    const updated = await inTenant(request, async (tx) => {
      const [upload] = await tx.select().from(uploads).where(eq(uploads.id, request.body.upload_id)).limit(1);
      // Someone else's upload is answered like a missing one: ids are not probes.
      if (!upload || upload.createdBy !== actor.userId)
        throw invalidFields({ upload_id: "Foto não encontrada. Envie a imagem de novo." }, MY_DATA_LABELS);
      if (upload.kind !== "image")
        throw invalidFields({ upload_id: "Envie uma imagem (JPEG, PNG ou WebP)." }, MY_DATA_LABELS);
      const current = await loadPerson(tx, actor.userId!, { forUpdate: true });
      return updatePerson(tx, {
        actor,
        before: current,
        view: toMyData,
        values: { pendingImageUrl: `uploads/${upload.id}`, imageSubmittedAt: new Date() },
      });
    });
    return ok(
      toMyData(updated),
      "Foto enviada. Ela aparece no seu perfil depois de aprovada pela secretaria.",
    );
  });

  route(app, myOperations, "removeImage", async (request) => {
    const actor = selfActor(request);
    const { updated, keys } = await inTenant(request, async (tx) => {
      const current = await loadPerson(tx, actor.userId!, { forUpdate: true });
      // The photo is the person's own data: removing it removes the files, not only the link.
      const removed = await deleteUploadRows(tx, uploadIdsOf([current.imageUrl, current.pendingImageUrl]));
      const updated = await updatePerson(tx, {
        actor,
        before: current,
        view: toMyData,
        values: { imageUrl: null, pendingImageUrl: null, imageSubmittedAt: null },
      });
      return { updated, keys: removed };
    });
    await deleteStoredFiles(request, keys);
    return ok(toMyData(updated), "Foto removida.");
  });
};
