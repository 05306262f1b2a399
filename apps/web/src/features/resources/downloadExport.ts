import { i18n } from "../../i18n/i18n.ts";
import { buildUrl } from "../../platform/api/apiClient.ts";
import { ApiError } from "../../platform/api/apiError.ts";
import { fileNameOf } from "../../platform/api/uploadFile.ts";
import { appStore } from "../../platform/state/appStore.ts";

export type ExportFormat = "csv" | "xlsx";

/** The export's address: `<collection>/export.<format>` with the list's search, filters and sort. */
export const exportUrl = ({
  backend,
  collection,
  format,
  query,
}: {
  backend: string;
  collection: string;
  format: ExportFormat;
  query: Record<string, string | number>;
}) => buildUrl({ backend, path: `${collection}/export.${format}`, query });

/** Saves a blob under its name through a temporary link (the only way to name a download). */
const saveBlob = ({ blob, name }: { blob: Blob; name: string }) => {
  const address = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 1_000);
};

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
 * Downloads a list's export with the session's token (a plain link could not send it) and saves it
 * under the name the server gives (`Países 2026-05-04.csv`). Rejects with an ApiError.
 */
export const downloadExport = async ({
  collection,
  format,
  query,
  fallbackName,
}: {
  collection: string;
  format: ExportFormat;
  query: Record<string, string | number>;
  fallbackName: string;
}) => {
  const { backend, token } = appStore.get();
  if (!backend) throw new ApiError({ message: i18n.t("api.no_backend"), status: 0 });
  let response: Response;
  try {
    response = await fetch(exportUrl({ backend, collection, format, query }), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError({ message: i18n.t("api.unreachable"), status: 0 });
  }
  if (!response.ok) throw await failureOf(response);
  const name = fileNameOf(response.headers.get("content-disposition")) ?? `${fallbackName}.${format}`;
  saveBlob({ blob: await response.blob(), name });
  return name;
};
