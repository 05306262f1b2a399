import type { ImagesImportReport } from "@quadra/shared";
import { i18n } from "../../i18n/i18n.ts";
import { ApiError } from "../../platform/api/apiError.ts";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { peopleImportsAddresses } from "../../platform/api/operations/peopleImports.ts";
import { appStore } from "../../platform/state/appStore.ts";

export type { ImageFileReport, ImageFileStatus, ImagesImportReport } from "@quadra/shared";

/** The two images imports: people's photos named by cpf, associations' shields named by CNPJ. */
export type ImagesTarget = "users" | "associations";

/** The largest .zip the server takes (ZIP_LIMITS.totalBytes): checked first, to spare a long upload. */
export const MAX_ZIP_BYTES = 500 * 1024 * 1024;

const failureOf = (status: number, text: string): ApiError => {
  try {
    const envelope = JSON.parse(text) as { message?: string; errors?: Record<string, string> };
    if (envelope.message) return new ApiError({ message: envelope.message, status, errors: envelope.errors });
  } catch {
    // Not our envelope (a proxy's page): the generic message below.
  }
  return new ApiError({ message: i18n.t("api.unexpected", { status }), status });
};

/**
 * Sends the .zip (multipart `file`) with XMLHttpRequest, the one that reports how much of a large body
 * has gone (`onProgress`, 0–1). Resolves with the per-file report; rejects with an ApiError (a bomb or
 * an unreadable archive: 413/400 on `file`).
 */
export const uploadImagesZip = ({
  target,
  file,
  onProgress,
}: {
  target: ImagesTarget;
  file: File;
  onProgress?: (fraction: number) => void;
}): Promise<{ report: ImagesImportReport; message: string }> =>
  new Promise((resolve, reject) => {
    const { backend, token } = appStore.get();
    if (!backend) {
      reject(new ApiError({ message: i18n.t("api.no_backend"), status: 0 }));
      return;
    }
    const form = new FormData();
    form.append("file", file, file.name);
    const request = new XMLHttpRequest();
    request.open(
      "POST",
      operationUrl(
        target === "users" ? peopleImportsAddresses.usersImages : peopleImportsAddresses.associationsImages,
      ),
    );
    request.setRequestHeader("Accept", "application/json");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) {
        try {
          const envelope = JSON.parse(request.responseText) as {
            status: number;
            result: ImagesImportReport;
            message?: string;
          };
          if (envelope.status === 1) {
            resolve({ report: envelope.result, message: envelope.message ?? "" });
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
