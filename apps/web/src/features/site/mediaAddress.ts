import { uploadAddress } from "../../platform/api/uploadFile.ts";

/** The address of an image field's value (`uploads/<id>` or an absolute one), or null when empty. */
export const mediaAddress = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    return uploadAddress(value);
  } catch {
    return null;
  }
};
