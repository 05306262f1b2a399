import { Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { uploadAddress } from "../../../platform/api/uploadFile.ts";
import { appStore } from "../../../platform/state/appStore.ts";
import { UploadField } from "../../../ui/forms/UploadField.tsx";

/** Whether an address is a file on this tenant's own file server (so UploadField may fetch it). */
const isOwnUpload = (address: string) => {
  try {
    return address.startsWith(uploadAddress("uploads/"));
  } catch {
    return false;
  }
};

/**
 * A logo: an image sent to the tenant's file server as a public file (visitors see it without a
 * session), or the address of one hosted elsewhere. The value is always an absolute address: the
 * directory record serves it before the app knows its backend.
 */
export const LogoField = ({
  label,
  description,
  value,
  error,
  onChange,
}: {
  label: string;
  description: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const own = value !== "" && isOwnUpload(value);
  // Backend unknown (no tenant yet) cannot happen on this screen; the guard needs a backend.
  const hasBackend = Boolean(appStore.get().backendUpload ?? appStore.get().backend);
  return (
    <Stack gap="xs">
      <UploadField
        label={label}
        description={description}
        accept="image/png,image/jpeg,image/webp"
        visibility="public"
        disabled={!hasBackend}
        // An address elsewhere is never handed to UploadField: it would send the session's token there.
        value={own ? value : null}
        onChange={(next) => onChange(next ? uploadAddress(next) : "")}
      />
      <TextInput
        label={t("colors_admin.logo_address", { label })}
        placeholder="https://"
        size="xs"
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Stack>
  );
};
