import { i18n } from "../../i18n/i18n.ts";
import { appStore } from "../state/appStore.ts";
import { ApiError } from "./apiError.ts";
import { fileNameOf } from "./uploadFile.ts";

/** The server's message of a failed file answer (its usual envelope), else a generic one. */
const failureOf = async (response: Response) => {
  try {
    const envelope = (await response.json()) as { message?: string };
    if (envelope.message) return new ApiError({ message: envelope.message, status: response.status });
  } catch {
    // Not our envelope: the generic message below.
  }
  return new ApiError({
    message: i18n.t("api.unexpected", { status: response.status }),
    status: response.status,
  });
};

/**
 * A file the API answers (an export, a person's own data, a photo the public search shows), read
 * with the session's token, which a plain link or `<img>` could not send. `url` is the address
 * `operationUrl` or `resourceClient().exportUrl` gives. Rejects with an ApiError carrying the
 * server's message.
 */
export const fetchFile = async (url: string, signal?: AbortSignal) => {
  const { backend, token } = appStore.get();
  if (!backend) throw new ApiError({ message: i18n.t("api.no_backend"), status: 0 });
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ message: i18n.t("api.unreachable"), status: 0 });
  }
  if (!response.ok) throw await failureOf(response);
  return { blob: await response.blob(), name: fileNameOf(response.headers.get("content-disposition")) };
};

/** Saves a blob under its name through a temporary link (the only way to name a download). */
export const saveBlob = ({ blob, name }: { blob: Blob; name: string }) => {
  const address = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 1_000);
};

/** Downloads a file of the API and saves it under the server's name (or `fallbackName`); answers the name. */
export const downloadFile = async ({ url, fallbackName }: { url: string; fallbackName: string }) => {
  const { blob, name } = await fetchFile(url);
  const saved = name ?? fallbackName;
  saveBlob({ blob, name: saved });
  return saved;
};
