import { i18n } from "../../i18n/i18n.ts";
import { buildUrl } from "../../platform/api/apiClient.ts";
import { ApiError } from "../../platform/api/apiError.ts";
import { fileNameOf } from "../../platform/api/uploadFile.ts";
import { appStore } from "../../platform/state/appStore.ts";

/**
 * Downloads a file the API makes for the logged-in person (their data as JSON, their documents as
 * CSV) with the session's token, which a plain link could not send, and saves it under the server's
 * name. Rejects with an ApiError carrying the server's message.
 */
export const downloadOwnFile = async ({ path, fallbackName }: { path: string; fallbackName: string }) => {
  const { backend, token } = appStore.get();
  if (!backend) throw new ApiError({ message: i18n.t("api.no_backend"), status: 0 });
  let response: Response;
  try {
    response = await fetch(buildUrl({ backend, path }), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError({ message: i18n.t("api.unreachable"), status: 0 });
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({
      message: envelope?.message ?? i18n.t("api.unexpected", { status: response.status }),
      status: response.status,
    });
  }
  const name = fileNameOf(response.headers.get("content-disposition")) ?? fallbackName;
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 1_000);
  return name;
};
