import type { LoginResult } from "@quadra/shared";
import { apiRequest } from "../../platform/api/apiClient.ts";
import type { Credentials } from "./LoginForm.tsx";

export const loginCall = (credentials: Credentials) =>
  apiRequest<LoginResult>({ path: "auth/login", method: "POST", body: credentials });

export const forgotPasswordCall = (login: string) =>
  apiRequest<unknown>({ path: "auth/password/forgot", method: "POST", body: { login } });

export const resetPasswordCall = (body: { token: string; password: string }) =>
  apiRequest<unknown>({ path: "auth/password/reset", method: "POST", body });

export type OAuthProvider = { key: string; name: string };
export const oauthProvidersCall = () =>
  apiRequest<OAuthProvider[]>({ path: "auth/oauth/providers", quiet: true });

export const oauthExchangeCall = ({ key, code }: { key: string; code: string }) =>
  apiRequest<LoginResult>({
    path: `auth/oauth/${encodeURIComponent(key)}/exchange`,
    method: "POST",
    body: { code },
  });

export type CheckedPerson = {
  id: string;
  name: string;
  image_url: string | null;
  verifyed_at: string | null;
};
export const checkCall = (credentials: Credentials) =>
  apiRequest<{ user: CheckedPerson }>({ path: "auth/check", method: "POST", body: credentials });
