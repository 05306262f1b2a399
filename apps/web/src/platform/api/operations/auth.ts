// Generated from packages/shared/src/operations/auth.ts by `npm run api:client`: do not edit.
import type { authOperations } from "@quadra/shared/operations/auth";
import { operationClient } from "../operationClient.ts";

export const authAddresses = {
  login: { method: "POST", path: "auth/login" },
  me: { method: "GET", path: "auth/me" },
  logout: { method: "POST", path: "auth/logout" },
  check: { method: "POST", path: "auth/check" },
  register: { method: "POST", path: "auth/register" },
  changePassword: { method: "POST", path: "auth/password" },
  forgotPassword: { method: "POST", path: "auth/password/forgot" },
  resetPassword: { method: "POST", path: "auth/password/reset" },
  oauthProviders: { method: "GET", path: "auth/oauth/providers" },
  oauthStart: { method: "GET", path: "auth/oauth/:key/start" },
  oauthCallback: { method: "GET", path: "auth/oauth/:key/callback" },
  oauthExchange: { method: "POST", path: "auth/oauth/:key/exchange" },
} as const;

export const authApi = operationClient<typeof authOperations>(authAddresses);
