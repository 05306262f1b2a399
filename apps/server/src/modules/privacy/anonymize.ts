import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { oauthIdentities, oneTimeTokens, userRoles, users } from "../../platform/db/schema/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { revokeUserSessions } from "../auth/sessionStore.ts";
import { loadPerson } from "../my/myPerson.ts";
import { deleteUploadRows, uploadIdsOf } from "./storedFiles.ts";

export const ANONYMIZED_NAME = "Pessoa anonimizada";

/**
 * Anonymizes a person after a deletion request (LGPD art. 16 and 18, VI), in the caller's
 * transaction. What identifies them goes: name, social name, cpf, e-mail, phone, RG, address,
 * parents, birth data, emergency contact, blood type, photos, the card token, password, roles,
 * sessions, identity providers, pending reset links, management of associations, consents (revoked),
 * their documents and PAR-Q questionnaires with the files (identity and health data the federation
 * has no duty to keep once the person leaves), and the proof files of their claims.
 * What the federation must keep stays, now pointing at "Pessoa anonimizada": the matrícula, the
 * affiliation history (results and registrations of competitions refer to it), financial records,
 * the decisions of claims and the audit log (art. 16, I: legal and regulatory obligations), whose
 * entries about the person lose the erased values.
 * Answers the storage keys of the deleted files, to delete after the commit.
 */
export const anonymizePerson = async (
  tx: Executor,
  { personId, actor, requestId }: { personId: string; actor: Actor; requestId?: string | null | undefined },
) => {
  const person = await loadPerson(tx, personId, { forUpdate: true });
  if (person.anonymizedAt) throw conflict("Esta pessoa já foi anonimizada.");
  if (person.isMaster)
    throw conflict("Não é possível anonimizar um master. Retire o acesso de master antes.");
  if (person.id === actor.userId)
    throw conflict("Você não pode anonimizar a si mesmo. Peça a outra pessoa da equipe.");

  // Catalogue-built tables (columns by index signature): `!` names a column the catalogue declares.
  const docs = resourceTable("userdocuments");
  const parqs = resourceTable("parqs");
  const claims = resourceTable("associationclaims");
  const managers = resourceTable("associationmanagers");
  const consents = resourceTable("consents");
  const requests = resourceTable("privacyrequests");
  const now = new Date();

  const deletedDocuments = (await tx.delete(docs).where(eq(docs.user_id!, personId)).returning()) as {
    file: string | null;
  }[];
  const deletedParqs = (await tx.delete(parqs).where(eq(parqs.user_id!, personId)).returning()) as {
    clearance_file: string | null;
  }[];
  const claimFiles = (await tx
    .select({ file: claims.file! })
    .from(claims)
    .where(eq(claims.user_id!, personId))) as { file: string | null }[];
  await tx
    .update(claims)
    .set({ file: null, message: null, updated_at: now })
    .where(eq(claims.user_id!, personId));
  const removedManagement = await tx.delete(managers).where(eq(managers.user_id!, personId)).returning();
  await tx
    .update(consents)
    .set({ revoked_at: now.toISOString(), updated_at: now, updated_by: actor.userId })
    .where(and(eq(consents.user_id!, personId), isNull(consents.revoked_at!)));
  const answer = `Dados anonimizados em ${now.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" })}.`;
  await tx
    .update(requests)
    .set({
      status: "done",
      answer,
      answered_at: now.toISOString(),
      updated_at: now,
      updated_by: actor.userId,
    })
    .where(
      and(
        eq(requests.user_id!, personId),
        eq(requests.status!, "open"),
        requestId ? eq(requests.id!, requestId) : eq(requests.kind!, "deletion"),
      ),
    );

  await revokeUserSessions(tx, personId, "anonymized");
  await tx.delete(userRoles).where(eq(userRoles.userId, personId));
  await tx.delete(oauthIdentities).where(eq(oauthIdentities.userId, personId));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, personId));
  // Their dependents stay registered; staff choose who answers for them now.
  await tx.update(users).set({ guardianId: null, updatedAt: now }).where(eq(users.guardianId, personId));

  const fileKeys = await deleteUploadRows(
    tx,
    uploadIdsOf([
      person.imageUrl,
      person.pendingImageUrl,
      ...deletedDocuments.map((row) => row.file),
      ...deletedParqs.map((row) => row.clearance_file),
      ...claimFiles.map((row) => row.file),
    ]),
  );

  await tx
    .update(users)
    .set({
      name: ANONYMIZED_NAME,
      socialName: null,
      pendingSocialName: null,
      socialNameSubmittedAt: null,
      cpf: null,
      email: null,
      phone: null,
      birthdate: null,
      motherName: null,
      fatherName: null,
      rg: null,
      address: null,
      nationality: null,
      birthCity: null,
      bloodType: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      imageUrl: null,
      pendingImageUrl: null,
      imageSubmittedAt: null,
      passwordHash: null,
      cardToken: null,
      guardianId: null,
      disabledAt: person.disabledAt ?? now,
      anonymizedAt: now,
      version: sql`${users.version} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, personId));

  // Earlier entries about the person keep who did what and when, not the values now erased.
  const logs = resourceTable("logs");
  await tx
    .update(logs)
    .set({
      changes: { anonymized: true },
      record_title: ANONYMIZED_NAME,
      search_text: "users pessoa anonimizada",
    })
    .where(and(eq(logs.resource!, "users"), eq(logs.record_id!, personId)));

  const summary = {
    documents_deleted: deletedDocuments.length,
    parqs_deleted: deletedParqs.length,
    associations_no_longer_managed: removedManagement.length,
    files_deleted: fileKeys.length,
  };
  // The log keeps that it happened and by whom, not the erased values.
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: "users",
      recordId: personId,
      recordTitle: ANONYMIZED_NAME,
      changes: { after: { anonymized_at: now.toISOString(), ...summary } },
    },
  ]);
  return { fileKeys, summary };
};
