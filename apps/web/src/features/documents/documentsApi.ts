import { apiRequest } from "../../platform/api/apiClient.ts";

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

export type DocumentType = {
  id: string;
  name: string;
  description: string | null;
  required: boolean;
  validity_months: number | null;
  needs_number: boolean;
  health: boolean;
};

export type Requirement = {
  documenttype_id: string;
  name: string;
  description: string | null;
  health: boolean;
  status: "approved" | "pending" | "rejected" | "expired" | "missing";
  document_id?: string;
  expires_on?: string | null;
  review_reason?: string | null;
};
export type DocumentStatus = { user_id: string; regular: boolean; items: Requirement[] };

export type DocumentSubject = { id: string; name: string; is_self: boolean };
export type MyDocuments = { people: DocumentSubject[]; data: DocumentRecord[] };

/** The two kinds of reviewed documents: where their decisions go. */
export type DocumentKind = "userdocuments" | "associationdocuments";

/** Every query of this feature starts with it: a decision refreshes them all (and the menu badges). */
export const DOCUMENTS_KEY = "documents";

export const decideDocument = ({
  kind,
  id,
  approve,
  reason,
}: {
  kind: DocumentKind;
  id: string;
  approve: boolean;
  reason?: string;
}) =>
  apiRequest<DocumentRecord>({
    path: `${kind}/${id}/${approve ? "approve" : "reject"}`,
    method: "POST",
    body: reason ? { reason } : {},
    quiet: true,
  });

/** The editable fields of a document form. */
export type DocumentValues = {
  documenttype_id: string;
  number: string;
  issued_on: string;
  expires_on: string;
  file: string | null;
  notes: string;
};

/** A form's values as a body: empty texts are sent as null (a cleared field), the rest as typed. */
export const documentBody = (values: DocumentValues) => ({
  documenttype_id: values.documenttype_id,
  number: values.number.trim() || null,
  issued_on: values.issued_on || null,
  expires_on: values.expires_on || null,
  file: values.file,
  notes: values.notes.trim() || null,
});
