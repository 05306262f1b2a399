import { i18n } from "../../i18n/i18n.ts";
import { apiRequest, buildUrl } from "../../platform/api/apiClient.ts";
import { ApiError } from "../../platform/api/apiError.ts";
import { appStore } from "../../platform/state/appStore.ts";
import type { ImportDetail, ImportPreview, UploadedImport } from "./importTypes.ts";

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
  base = "",
}: {
  file: File;
  resource: string;
  onProgress?: (fraction: number) => void;
  /** Where the import steps live: "" (imports), or a manager's `my/associations/<id>/`. */
  base?: string;
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
    request.open("POST", buildUrl({ backend, path: `${base}imports` }));
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
  base = "",
}: {
  id: string;
  mapping: Record<string, string | null>;
  base?: string;
}) =>
  apiRequest<ImportPreview>({
    path: `${base}imports/${id}/preview`,
    method: "POST",
    body: { mapping },
    quiet: true,
  });

/**
 * Starts the import's job. The key is made once per import by the caller and sent again on a retry:
 * the server answers the same job for the same key, so a double click or a lost answer never imports
 * twice.
 */
export const commitImport = ({
  id,
  idempotencyKey,
  base = "",
}: {
  id: string;
  idempotencyKey: string;
  base?: string;
}) =>
  apiRequest<ImportDetail>({
    path: `${base}imports/${id}/commit`,
    method: "POST",
    headers: { "Idempotency-Key": idempotencyKey },
    quiet: true,
  });

export const fetchImport = ({ id, signal, base = "" }: { id: string; signal?: AbortSignal; base?: string }) =>
  apiRequest<ImportDetail>({ path: `${base}imports/${id}`, quiet: true, ...(signal ? { signal } : {}) });

/** A fresh idempotency key (crypto.randomUUID needs a secure context; the fallback does not). */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
