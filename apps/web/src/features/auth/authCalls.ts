import type { CheckResult, OAuthProviderButton } from "@quadra/shared";
import { authApi } from "../../platform/api/operations/auth.ts";
import type { Credentials } from "./LoginForm.tsx";

export const loginCall = (credentials: Credentials) => authApi.login({ body: credentials });

export const forgotPasswordCall = (login: string) => authApi.forgotPassword({ body: { login } });

export const resetPasswordCall = (body: { token: string; password: string }) =>
  authApi.resetPassword({ body });

export type OAuthProvider = OAuthProviderButton;
export const oauthProvidersCall = () => authApi.oauthProviders({ quiet: true });

export const oauthExchangeCall = ({ key, code }: { key: string; code: string }) =>
  authApi.oauthExchange({ params: { key }, body: { code } });

export type CheckedPerson = CheckResult["user"];
export const checkCall = (credentials: Credentials) => authApi.check({ body: credentials });
