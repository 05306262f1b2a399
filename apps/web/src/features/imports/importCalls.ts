import type { UploadedImport } from "@quadra/shared";
import { i18n } from "../../i18n/i18n.ts";
import { ApiError } from "../../platform/api/apiError.ts";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { importsAddresses, importsApi } from "../../platform/api/operations/imports.ts";
import { peopleImportsAddresses, peopleImportsApi } from "../../platform/api/operations/peopleImports.ts";
import { appStore } from "../../platform/state/appStore.ts";

/** Whose import: the staff's `imports`, or a manager's import of athletes into their association. */
type Where = { associationId?: string };

/** The address of the upload, which XMLHttpRequest opens itself (for its progress). */
const uploadUrl = ({ associationId }: Where) =>
  associationId
    ? operationUrl(peopleImportsAddresses.managedUpload, { params: { id: associationId } })
    : operationUrl(importsAddresses.upload);

/**
 * The server refuses more (413, its MAX_IMPORT_BYTES); checking first spares sending a large file for
 * nothing.
 */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

const failureOf = (status: number, text: string): ApiError => {
  try {
    const envelope = JSON.parse(text) as { message?: string; code?: never; errors?: Record<string, string> };
    if (envelope.message)
      return new ApiError({
        message: envelope.message,
        status,
        code: envelope.code,
        errors: envelope.errors,
      });
  } catch {
    // Not our envelope (a proxy's page, for instance): the generic message below.
  }
  return new ApiError({ message: i18n.t("api.unexpected", { status }), status });
};

/**
 * Sends a spreadsheet to `POST imports` (multipart: `resource`, `file`). XMLHttpRequest rather than
 * fetch, because only it reports how much of a body of up to 50 MB has been sent (`onProgress`, 0–1). Rejects
 * with an ApiError whose field errors are on `file` or `resource`; shows no notification.
 */
export const uploadImport = ({
  file,
  resource,
  onProgress,
  associationId,
}: Where & {
  file: File;
  resource: string;
  onProgress?: (fraction: number) => void;
}): Promise<UploadedImport> =>
  new Promise((resolve, reject) => {
    const { backend, token } = appStore.get();
    if (!backend) {
      reject(new ApiError({ message: i18n.t("api.no_backend"), status: 0 }));
      return;
    }
    const form = new FormData();
    form.append("resource", resource);
    form.append("file", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", uploadUrl({ associationId }));
    request.setRequestHeader("Accept", "application/json");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          const envelope = JSON.parse(request.responseText) as { status: number; result: UploadedImport };
          if (envelope.status === 1) {
            resolve(envelope.result);
            return;
          }
        } catch {
          // Handled below as an unexpected answer.
        }
      }
      reject(failureOf(request.status, request.responseText));
    };
    request.onerror = () => reject(new ApiError({ message: i18n.t("api.unreachable"), status: 0 }));
    request.send(form);
  });

export const previewImport = ({
  id,
  mapping,
  associationId,
}: Where & { id: string; mapping: Record<string, string | null> }) =>
  associationId
    ? peopleImportsApi.managedPreview({
        params: { id: associationId, importId: id },
        body: { mapping },
        quiet: true,
      })
    : importsApi.preview({ params: { id }, body: { mapping }, quiet: true });

/**
 * Starts the import's job. The key is made once per import by the caller and sent again on a retry:
 * the server answers the same job for the same key, so a double click or a lost answer never imports
 * twice.
 */
export const commitImport = ({
  id,
  idempotencyKey,
  associationId,
}: Where & { id: string; idempotencyKey: string }) => {
  const headers = { "Idempotency-Key": idempotencyKey };
  return associationId
    ? peopleImportsApi.managedCommit({ params: { id: associationId, importId: id }, headers, quiet: true })
    : importsApi.commit({ params: { id }, headers, quiet: true });
};

export const fetchImport = ({ id, signal, associationId }: Where & { id: string; signal?: AbortSignal }) =>
  associationId
    ? peopleImportsApi.managedOne({ params: { id: associationId, importId: id }, quiet: true, signal })
    : importsApi.one({ params: { id }, quiet: true, signal });

/** A fresh idempotency key (crypto.randomUUID needs a secure context; the fallback does not). */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
