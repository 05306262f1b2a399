import type { StatementUploadResult } from "@quadra/shared";
import { i18n } from "../../../i18n/i18n.ts";
import { ApiError } from "../../../platform/api/apiError.ts";
import { operationUrl } from "../../../platform/api/operationClient.ts";
import { paymentsAddresses } from "../../../platform/api/operations/payments.ts";
import { appStore } from "../../../platform/state/appStore.ts";

/**
 * Sends a bank statement to `POST payments/statements` (multipart `file`), as the imports send
 * their spreadsheets; rejects with an ApiError whose field error is on `file`.
 */
export const uploadStatement = (file: File): Promise<StatementUploadResult> =>
  new Promise((resolve, reject) => {
    const { token } = appStore.get();
    const form = new FormData();
    form.append("file", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", operationUrl(paymentsAddresses.uploadStatement));
    request.setRequestHeader("Accept", "application/json");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.onload = () => {
      let envelope: {
        status?: number;
        result?: StatementUploadResult;
        message?: string;
        errors?: Record<string, string>;
      } = {};
      try {
        envelope = JSON.parse(request.responseText);
      } catch {
        // Not our envelope: the generic message below.
      }
      if (request.status < 300 && envelope.status === 1 && envelope.result) resolve(envelope.result);
      else
        reject(
          new ApiError({
            message: envelope.message ?? i18n.t("api.unexpected", { status: request.status }),
            status: request.status,
            errors: envelope.errors,
          }),
        );
    };
    request.onerror = () => reject(new ApiError({ message: i18n.t("api.unreachable"), status: 0 }));
    request.send(form);
  });
