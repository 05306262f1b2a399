import { z } from "zod";
import { userdocuments } from "../resources/catalog/people.ts";
import { createSchemaOf, fieldLabelsOf, patchSchemaOf } from "../resources/resourceSchemas.ts";

/** A person's or an association's document as the API answers it. */
export type DocumentRecord = {
  id: string;
  user_id?: string;
  association_id?: string;
  documenttype_id: string;
  number: string | null;
  issued_on: string | null;
  expires_on: string | null;
  file: string | null;
  notes: string | null;
  status: "pending" | "approved" | "rejected";
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  version: number;
  created_at: string;
  _titles?: { user_id?: string | null; association_id?: string | null; documenttype_id?: string | null };
};

/** An active person document type, as the sender chooses among them. */
export type DocumentType = {
  id: string;
  name: string;
  description: string | null;
  required: boolean;
  validity_months: number | null;
  needs_number: boolean;
  health: boolean;
};

/** Where a person stands on one required document type. */
export type RequirementStatus = "approved" | "pending" | "rejected" | "expired" | "missing";

export type Requirement = {
  documenttype_id: string;
  name: string;
  description: string | null;
  health: boolean;
  status: RequirementStatus;
  /** The document that decides the status (absent when missing or hidden as health data). */
  document_id?: string;
  expires_on?: string | null;
  review_reason?: string | null;
};

/** A person's required documents and where each stands; `regular` when all are approved and valid. */
export type DocumentStatus = { user_id: string; regular: boolean; items: Requirement[] };

/** Whose documents a person handles in /my: themselves and their dependents. */
export type DocumentSubject = { id: string; name: string; is_self: boolean };
export type MyDocuments = { people: DocumentSubject[]; data: DocumentRecord[] };

/** A page of the association documents waiting for review. */
export type DocumentQueue = { data: DocumentRecord[]; total: number };

/**
 * A PATCH body built from the catalogue at run time (patchSchemaOf): its field keys are not in the
 * static type, the `version` it requires is.
 */
export type VersionedPatch = z.ZodType<
  Record<string, unknown> & { version: number },
  Record<string, unknown> & { version: number }
>;

const documentDef = userdocuments;
export const DOCUMENT_LABELS = fieldLabelsOf(documentDef);

/**
 * The sentence on `number` when the document's type asks for one (`needs_number`) and none is
 * given: the API's rule whoever sends it, and the form's before it sends.
 */
export const documentNumberRequired = (typeName: string) => `Informe o número do documento (${typeName}).`;

/** A document sent outside the staff screens, for the caller or (`user_id`) a dependent. */
export const ZSendDocument = createSchemaOf(documentDef).extend({
  user_id: z.uuid("Escolha a pessoa da lista.").optional(),
});
/** A correction of a document (with `version`): which person it is about never changes. */
export const ZCorrectDocument = patchSchemaOf(documentDef).omit({
  user_id: true,
} as never) as unknown as VersionedPatch;

const TOO_LONG = "Escreva no máximo 1.000 caracteres.";
const REASON_REQUIRED = "Informe o motivo da recusa, para a pessoa saber o que corrigir.";
/** A staff decision on a pending document: a refusal says what to correct. */
export const ZDocumentApproval = z.strictObject({
  reason: z.string().trim().max(1_000, TOO_LONG).optional(),
});
export const ZDocumentRejection = z.strictObject({
  reason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(1_000, TOO_LONG),
});

/** The kinds of group whose keepers handle their people's documents and photo (spec §2 /my). */
export type ScopeKind = "association" | "team" | "school";

/**
 * A person's documents as the keeper of one of their groups sees them (health data sent by others
 * hidden), with the group's record under its kind: `association`, `team` or `school`.
 */
export type AthleteDocuments = {
  athlete: { id: string; name: string };
  data: DocumentRecord[];
} & Partial<Record<ScopeKind, { id: string; name: string }>>;

/** A person's photo as the keeper sees it: the file only when the keeper sent it themselves. */
export type AthleteImage = {
  user_id: string;
  name: string;
  has_image: boolean;
  image_pending: boolean;
  image_submitted_at: string | null;
  pending_image_url: string | null;
};
