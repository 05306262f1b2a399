import type {
  DocumentRecord,
  DocumentStatus,
  DocumentSubject,
  DocumentType,
  MyDocuments,
  Requirement,
} from "@quadra/shared";
import { documentsApi } from "../../platform/api/operations/documents.ts";
import { myDocumentsApi } from "../../platform/api/operations/myDocuments.ts";

export type { DocumentRecord, DocumentStatus, DocumentSubject, DocumentType, MyDocuments, Requirement };

/** The two kinds of reviewed documents: where their decisions go. */
export type DocumentKind = "userdocuments" | "associationdocuments";

/** Every query of this feature starts with it: a decision refreshes them all (and the menu badges). */
export const DOCUMENTS_KEY = "documents";

const DECISIONS = {
  userdocuments: { approve: documentsApi.approveUserDocument, reject: documentsApi.rejectUserDocument },
  associationdocuments: {
    approve: documentsApi.approveAssociationDocument,
    reject: documentsApi.rejectAssociationDocument,
  },
} as const;

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
  approve
    ? DECISIONS[kind].approve({ params: { id }, body: reason ? { reason } : {}, quiet: true })
    : DECISIONS[kind].reject({ params: { id }, body: { reason: reason ?? "" }, quiet: true });

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

export type DocumentBody = ReturnType<typeof documentBody>;

/**
 * Where a document form saves: `send` a new document, or `correct` the one it read (its version
 * goes along, so a copy someone else changed meanwhile answers 409). Each screen names its pair of
 * typed operations (the person's, a group keeper's) or the generic resource's.
 */
export type DocumentSaver = {
  send: (body: DocumentBody) => Promise<DocumentRecord>;
  correct: (id: string, body: DocumentBody & { version: number }) => Promise<DocumentRecord>;
};

/** Sends a new document, or corrects `current` with the version that was read. */
export const saveDocument = (
  saver: DocumentSaver,
  current: Pick<DocumentRecord, "id" | "version"> | undefined,
  body: DocumentBody,
) => (current ? saver.correct(current.id, { ...body, version: current.version }) : saver.send(body));

/** The person's own side (/my/documents): for themselves or (`subjectId`) a dependent. */
export const myDocumentSaver = (subjectId: string | undefined): DocumentSaver => ({
  send: (body) => myDocumentsApi.send({ body: { ...body, user_id: subjectId }, quiet: true }),
  correct: (id, body) => myDocumentsApi.correct({ params: { id }, body, quiet: true }),
});
