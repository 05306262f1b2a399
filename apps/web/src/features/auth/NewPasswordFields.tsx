import { PasswordInput, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PasswordStrength } from "../../ui/forms/PasswordStrength.tsx";

type WithNewPassword = { password: string; confirmation: string };

/** New password + confirmation with the strength meter (reset, change password). */
export const NewPasswordFields = <T extends WithNewPassword>({
  form,
  userInputs,
}: {
  form: UseFormReturnType<T>;
  userInputs?: string[];
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t("auth.password.new")}
        description={t("auth.password.rules")}
        autoComplete="new-password"
        required
        {...form.getInputProps("password")}
      />
      <PasswordStrength password={form.values.password} userInputs={userInputs} />
      <PasswordInput
        label={t("auth.password.confirmation")}
        autoComplete="new-password"
        required
        {...form.getInputProps("confirmation")}
      />
    </Stack>
  );
};
