import type { SessionInfo } from "@quadra/shared";

/** A logged-in athlete without permissions; tests override what they need. */
export const sessionInfo = (patch: Partial<SessionInfo> = {}): SessionInfo => ({
  id: "1",
  name: "Ana Souza",
  image_url: null,
  phone: null,
  email: null,
  admin: false,
  master: false,
  super: false,
  verifyed_at: null,
  permissions_names: [],
  ...patch,
});
