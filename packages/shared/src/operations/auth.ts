import { z } from "zod";
import type { LoginResult } from "../contracts/auth.ts";
import {
  type RegisterBody,
  ZCheckResult,
  ZLoginBody,
  ZLoginResult,
  ZLogoutBody,
  ZOAuthExchangeBody,
  ZOAuthExchangeResult,
  ZOAuthProviderButton,
  ZOAuthStartQuery,
  ZPasswordChangeBody,
  ZPasswordForgotBody,
  ZPasswordResetBody,
  ZSessionInfo,
} from "../contracts/auth.ts";
import { ZProviderKeyParams } from "../contracts/oauthProviders.ts";
import { defineOperations, returns, returnsFile, returnsShape } from "./operation.ts";

/** Answers that carry only their message. */
type Done = Record<string, never>;

/**
 * Sessions (log in, who am I, log out, the staff's credential check), self-registration, passwords
 * and the OpenID Connect sign-in.
 */
export const authOperations = defineOperations("auth", {
  login: {
    method: "POST",
    path: "auth/login",
    summary: "Entrar com a chave do portal (CPF) ou o e-mail e a senha",
    guard: { auth: "public", allowReadOnly: true },
    body: ZLoginBody,
    response: returnsShape(ZLoginResult),
  },
  me: {
    method: "GET",
    path: "auth/me",
    summary: "A pessoa conectada e os dados da sessão",
    guard: { auth: "login" },
    response: returnsShape(ZSessionInfo),
  },
  logout: {
    method: "POST",
    path: "auth/logout",
    summary: "Sair: o token é revogado, seja qual for o corpo",
    guard: { auth: "login", allowReadOnly: true },
    // The platform is only recorded when well formed: a malformed one is dropped, not refused.
    body: ZLogoutBody.catch({}),
    response: returns<Done>(),
  },
  check: {
    method: "POST",
    path: "auth/check",
    summary: "Confirmar as credenciais de uma pessoa num aparelho da equipe, sem abrir sessão",
    guard: { auth: "login", permissions: ["abc"], allowReadOnly: true },
    body: ZLoginBody,
    response: returnsShape(ZCheckResult),
  },
  register: {
    method: "POST",
    path: "auth/register",
    summary: "Cadastrar uma pessoa (campos conforme configs/register) e abrir a sua sessão",
    guard: { auth: "public" },
    // Checked by the handler against the schema built from the tenant's registration settings
    // (buildRegisterSchema): here only its type, so any body reaches that check.
    body: z.custom<RegisterBody>(),
    // 201: the result is a LoginResult built field by field (toSessionInfo).
    response: returns<LoginResult>(),
  },
  changePassword: {
    method: "POST",
    path: "auth/password",
    summary: "Trocar a minha senha; as outras sessões são encerradas e um novo token é devolvido",
    guard: { auth: "login" },
    body: ZPasswordChangeBody,
    response: returnsShape(ZLoginResult),
  },
  forgotPassword: {
    method: "POST",
    path: "auth/password/forgot",
    summary: "Enviar por e-mail o link para criar uma nova senha",
    guard: { auth: "public" },
    body: ZPasswordForgotBody,
    response: returns<Done>(),
  },
  resetPassword: {
    method: "POST",
    path: "auth/password/reset",
    summary: "Criar uma nova senha com o link recebido por e-mail",
    guard: { auth: "public" },
    body: ZPasswordResetBody,
    response: returns<Done>(),
  },
  oauthProviders: {
    method: "GET",
    path: "auth/oauth/providers",
    summary: "Os provedores de login externo oferecidos na tela de login",
    guard: { auth: "public" },
    response: returnsShape(z.array(ZOAuthProviderButton)),
  },
  oauthStart: {
    method: "GET",
    path: "auth/oauth/:key/start",
    summary: "Começar um login OpenID Connect: 302 para o provedor de identidade",
    guard: { auth: "public" },
    params: ZProviderKeyParams,
    query: ZOAuthStartQuery,
    response: returnsFile(),
  },
  oauthCallback: {
    method: "GET",
    path: "auth/oauth/:key/callback",
    summary: "A resposta do provedor de identidade: 302 para <web>/oauth/:key/:code, ou para o login",
    guard: { auth: "public" },
    params: ZProviderKeyParams,
    response: returnsFile(),
  },
  oauthExchange: {
    method: "POST",
    path: "auth/oauth/:key/exchange",
    summary: "Trocar o código de uso único do retorno do login externo por uma sessão",
    guard: { auth: "public", allowReadOnly: true },
    params: ZProviderKeyParams,
    body: ZOAuthExchangeBody,
    response: returnsShape(ZOAuthExchangeResult),
  },
});
