import { appStore } from "../state/appStore.ts";

/** Who is signed in on this device (`<tenant>:<person>`), or null: offline data is kept per person. */
export const currentOwner = (): string | null => {
  const { identifier, info, token } = appStore.get();
  const person = (info as { id?: string } | null)?.id;
  return token && identifier && person ? `${identifier}:${person}` : null;
};
