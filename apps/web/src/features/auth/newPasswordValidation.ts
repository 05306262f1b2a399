import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@quadra/shared";
import type { TFunction } from "i18next";

/** The shared password rule (length) plus the confirmation match, as form validators. */
export const newPasswordValidation = (t: TFunction) => ({
  password: (value: string) =>
    value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH
      ? t("auth.password.length", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
      : null,
  confirmation: (value: string, values: { password: string }) =>
    value === values.password ? null : t("auth.password.mismatch"),
});
