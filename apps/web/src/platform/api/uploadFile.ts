import { i18n } from "../../i18n/i18n.ts";
import { appStore } from "../state/appStore.ts";
import { buildUrl } from "./apiClient.ts";
import { ApiError } from "./apiError.ts";

export type UploadVisibility = "public" | "private";

/** What `POST uploads` answers; a form stores only `url` (`uploads/<id>`). */
export type Upload = {
  id: string;
  url: string;
  name: string;
  size: number;
  content_type: string;
  kind: "image" | "document";
  visibility: UploadVisibility;
  width: number | null;
  height: number | null;
};

/** The server refuses more (413); checking first spares sending a large file for nothing. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The file server: the tenant's `backend_upload`, which defaults to its `backend`. */
const uploadBackend = () => {
  const { backendUpload, backend } = appStore.get();
  return backendUpload ?? backend;
};

/** The absolute address of a stored value (`uploads/<id>`); an absolute address stays as it is. */
export const uploadAddress = (url: string) => {
  if (/^https?:\/\//i.test(url)) return url;
  const backend = uploadBackend();
  if (!backend) throw new ApiError({ message: i18n.t("api.no_backend"), status: 0 });
  return buildUrl({ backend, path: url });
};

const authorization = (): Record<string, string> => {
  const { token } = appStore.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

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
    // Not our envelope (a proxy's page, for instance): fall through to the generic message.
  }
  return new ApiError({ message: i18n.t("api.unexpected", { status }), status });
};

/**
 * Sends one file to `{backend_upload}/api/v1/uploads` with the session's token. XMLHttpRequest
 * rather than fetch, because only it reports how much of the body has been sent (`onProgress`, 0–1).
 * Rejects with an ApiError (field errors on `file` or `visibility`), or an AbortError when `signal`
 * aborts. Shows no notification: the field shows the failure under itself.
 */
export const uploadFile = ({
  file,
  visibility = "private",
  onProgress,
  signal,
}: {
  file: File;
  visibility?: UploadVisibility;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<Upload> =>
  new Promise((resolve, reject) => {
    let url: string;
    try {
      url = uploadAddress("uploads");
    } catch (error) {
      reject(error);
      return;
    }
    const form = new FormData();
    form.append("visibility", visibility);
    form.append("file", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          const envelope = JSON.parse(request.responseText) as { status: number; result: Upload };
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
    request.onabort = () => reject(new DOMException("Envio cancelado.", "AbortError"));
    if (signal?.aborted) {
      reject(new DOMException("Envio cancelado.", "AbortError"));
      return;
    }
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });

/** A stored file's bytes, read with the session's token (a private file needs it; a public one ignores it). */
export const fetchUpload = async ({ url, signal }: { url: string; signal?: AbortSignal }): Promise<Blob> => {
  const response = await fetch(uploadAddress(url), { headers: authorization(), signal });
  if (!response.ok) throw failureOf(response.status, await response.text());
  return response.blob();
};

/** A stored file's name and type, without its bytes (HEAD): what a form shows for a saved value. */
export const describeUpload = async ({
  url,
  signal,
}: {
  url: string;
  signal?: AbortSignal;
}): Promise<{ name: string | null; contentType: string }> => {
  const response = await fetch(uploadAddress(url), { method: "HEAD", headers: authorization(), signal });
  if (!response.ok) throw failureOf(response.status, "");
  return {
    name: fileNameOf(response.headers.get("content-disposition")),
    contentType: response.headers.get("content-type") ?? "",
  };
};

/** The file name of a `Content-Disposition` header: the UTF-8 `filename*` first, then `filename`. */
export const fileNameOf = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
};
