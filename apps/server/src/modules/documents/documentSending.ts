import {
  DOCUMENT_LABELS,
  type DocumentRecord,
  type DocumentType,
  documentNumberRequired,
  resourceOf,
} from "@quadra/shared";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { conflict, invalidFields, notFound } from "../../platform/http/errors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { createRecord, refTitles, updateRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/**
 * What sending and correcting a person's document means, whoever does it outside the staff screens:
 * the person (/my/documents, for themselves or a dependent) and an association's manager (for an
 * athlete of the association). The routes decide whose documents the caller handles; this decides
 * what may be sent and what a correction does.
 */
export const documentDef = resourceOf("userdocuments");
export const documentLabels = DOCUMENT_LABELS;
export const DOCUMENT_NOT_FOUND = "Documento não encontrado.";
/** The active person document types, as the sender chooses among them. */
export const personTypes = async (tx: Executor, tenantId: string) => {
  const t = resourceTable("documenttypes");
  return (await tx
    .select({
      id: t.id,
      name: t.name,
      description: t.description,
      required: t.required,
      validity_months: t.validity_months,
      needs_number: t.needs_number,
      health: t.health,
    })
    .from(t)
    .where(
      and(eq(t.tenant_id, tenantId), eq(t.applies_to, "person"), eq(t.active, true), isNull(t.deleted_at)),
    )
    .orderBy(asc(t.name))) as DocumentType[];
};

/** Documents as the API answers them, with the names of their type and person. */
export const asDocumentRecords = async (tx: Executor, tenantId: string, rows: Record<string, any>[]) => {
  const titles = await refTitles(tx, documentDef, tenantId, rows);
  return rows.map((row) => ({
    // The record as the generic API answers it (toRecord of the catalogue's definition), named.
    ...(toRecord(documentDef, row) as DocumentRecord),
    _titles: {
      user_id: titles.user_id?.[row.user_id] ?? null,
      documenttype_id: titles.documenttype_id?.[row.documenttype_id] ?? null,
    },
  }));
};

/** A document of one of `subjectIds`, or 404 (another person's is as if it did not exist). */
export const documentOfSubjects = async (
  tx: Executor,
  tenantId: string,
  subjectIds: string[],
  id: string,
) => {
  const t = resourceTable("userdocuments");
  const [row] = subjectIds.length
    ? await tx
        .select()
        .from(t)
        .where(and(eq(t.tenant_id, tenantId), eq(t.id, id), inArray(t.user_id, subjectIds)))
        .limit(1)
    : [];
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row as Record<string, any>;
};

/**
 * What may be sent: a type among the active person types (with its number when the type asks for
 * one) and a file the sender uploaded themselves (not someone else's upload named by its address).
 */
export const assertSendable = async (
  tx: Executor,
  {
    tenantId,
    senderId,
    values,
    previous,
  }: {
    tenantId: string;
    senderId: string;
    values: Record<string, unknown>;
    previous?: Record<string, any>;
  },
) => {
  const errors: Record<string, string> = {};
  const typeId = values.documenttype_id ?? previous?.documenttype_id;
  const type = (await personTypes(tx, tenantId)).find((candidate) => candidate.id === typeId);
  if (!type) errors.documenttype_id = "Escolha um tipo de documento da lista.";
  const number = "number" in values ? values.number : previous?.number;
  // The same sentence as the resource's rule (documents.rules.ts), said here with the other fields'.
  if (type?.needs_number && !number) errors.number = documentNumberRequired(type.name);
  const file = values.file;
  if (typeof file === "string" && file !== previous?.file) {
    const id = /^uploads\/([0-9a-f-]{36})$/i.exec(file)?.[1];
    const [upload] = id
      ? await tx
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id), eq(uploads.createdBy, senderId)))
          .limit(1)
      : [];
    if (!upload) errors.file = "Envie o arquivo pelo campo de upload.";
  }
  if (Object.keys(errors).length) throw invalidFields(errors, documentLabels);
};

/** Sends a document about `subjectId` on behalf of the actor: it waits for review (audited). */
export const sendDocument = async (
  tx: Executor,
  { actor, subjectId, body }: { actor: Actor; subjectId: string; body: Record<string, unknown> },
) => {
  await assertSendable(tx, { tenantId: actor.tenantId, senderId: actor.userId!, values: body });
  // The record as the generic API answers it (toRecord of the catalogue's definition), named.
  return (await createRecord(tx, {
    def: documentDef,
    actor,
    body: { ...body, user_id: subjectId },
  })) as DocumentRecord;
};

/**
 * Corrects a document waiting for review or refused (an approved one is final: a new one is sent
 * instead); the corrected document is a new request, back to the queue with the old decision
 * cleared (audited).
 */
export const correctDocument = async (
  tx: Executor,
  {
    actor,
    current,
    body,
  }: { actor: Actor; current: Record<string, any>; body: Record<string, unknown> & { version: number } },
) => {
  if (current.status === "approved")
    throw conflict(
      "Este documento já foi aprovado e não pode mais ser alterado. Se ele mudou, envie um novo.",
    );
  await assertSendable(tx, {
    tenantId: actor.tenantId,
    senderId: actor.userId!,
    values: body,
    previous: current,
  });
  return (await updateRecord(tx, {
    def: documentDef,
    actor,
    id: current.id,
    body,
    set: { status: "pending", review_reason: null, reviewed_by: null, reviewed_at: null },
  })) as DocumentRecord;
};
