import { z } from "zod";
import { isValidCep } from "../validators/cep.ts";
import { isValidCpf } from "../validators/cpf.ts";
import { onlyDigits } from "../validators/digits.ts";
import { isIsoDate } from "../validators/formats.ts";
import { isValidBrazilianPhone } from "../validators/phone.ts";
import type { RegisterSettings } from "./configs.ts";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ZPassword = z
  .string({ error: "Informe a senha." })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const ZLoginBody = z.object({
  login: z
    .string({ error: "Informe o CPF ou o e-mail." })
    .trim()
    .min(1, "Informe o CPF ou o e-mail.")
    .max(254),
  password: z.string({ error: "Informe a senha." }).min(1, "Informe a senha.").max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

/** Logged-in user info (spec §3). */
export const ZUserInfo = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** What auth/me answers: the user plus the session facts the guard needs. */
export const ZSessionInfo = ZUserInfo.extend({
  admin: z.boolean(),
  master: z.boolean(),
  super: z.boolean(),
  verifyed_at: z.string().nullable(),
  permissions_names: z.array(z.string()),
});
export type SessionInfo = z.infer<typeof ZSessionInfo>;

export const ZLoginResult = z.object({ token: z.string(), info: ZSessionInfo });
export type LoginResult = z.infer<typeof ZLoginResult>;

export const ZLogoutBody = z
  .object({
    platform: z
      .object({
        name: z.string().max(40).optional(),
        version: z.string().max(40).optional(),
        user_agent: z.string().max(500).optional(),
        pwa: z.boolean().optional(),
      })
      .optional(),
  })
  .default({});

export const ZPasswordChangeBody = z.object({
  current_password: z.string({ error: "Informe a senha atual." }).min(1, "Informe a senha atual."),
  password: ZPassword,
});

export const ZPasswordForgotBody = z.object({
  login: z
    .string({ error: "Informe o CPF ou o e-mail." })
    .trim()
    .min(1, "Informe o CPF ou o e-mail.")
    .max(254),
});

export const ZPasswordResetBody = z.object({
  token: z.string().min(20, "Link de redefinição inválido.").max(200),
  password: ZPassword,
});

/** The one-time login code the OAuth callback hands the web app, traded for a session. */
export const ZOAuthExchangeBody = z.object({
  code: z
    .string({ error: "Informe o código de login." })
    .min(20, "Código de login inválido.")
    .max(200, "Código de login inválido."),
});
export const ZOAuthExchangeResult = ZLoginResult.extend({ return_to: z.string() });
export type OAuthExchangeResult = z.infer<typeof ZOAuthExchangeResult>;
/** Where the browser returns after an OAuth sign-in; the server keeps only a path of its site. */
export const ZOAuthStartQuery = z.object({ return_to: z.unknown().optional() });
/** An identity provider's button on the login screen. */
export const ZOAuthProviderButton = z.object({ key: z.string(), name: z.string() });
export type OAuthProviderButton = z.infer<typeof ZOAuthProviderButton>;

/** Who the staff credential check (auth/check) confirmed. */
export const ZCheckResult = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    image_url: z.string().nullable(),
    verifyed_at: z.string().nullable(),
  }),
});
export type CheckResult = z.infer<typeof ZCheckResult>;

export const ZAddress = z.object({
  cep: z.string().refine(isValidCep, "CEP inválido.").transform(onlyDigits),
  street: z.string().trim().min(1, "Informe o logradouro.").max(200),
  number: z.string().trim().min(1, "Informe o número.").max(20),
  complement: z.string().trim().max(100).optional(),
  district: z.string().trim().min(1, "Informe o bairro.").max(100),
  city: z.string().trim().min(1, "Informe a cidade.").max(100),
  state: z.string().trim().length(2, "Informe a UF com 2 letras.").toUpperCase(),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * An e-mail as a person types it, when one is required: trimmed and lower-cased, "Informe o
 * e-mail." when left empty and "E-mail inválido." when it is not one.
 */
export const zRequiredEmail = () =>
  z
    .string({ error: "Informe o e-mail." })
    .trim()
    .min(1, "Informe o e-mail.")
    .pipe(z.email("E-mail inválido.").max(254))
    .transform((value) => value.toLowerCase());

/**
 * The person registration form, built from the tenant's registration settings so the browser and
 * the API apply the very same rules: the key type, whether cpf is required and checked, and which
 * optional fields are mandatory.
 */
export const buildRegisterSchema = (settings: RegisterSettings) => {
  const mandatory = new Set<string>(settings.mandatory_fields);
  const cpfRequired = settings.cpf_required || settings.key === "cpf";
  const cpf = z
    .string()
    .trim()
    .transform(onlyDigits)
    .refine((value) => !cpfRequired || value.length > 0, "Informe o CPF.")
    .refine(
      (value) => value.length === 0 || !settings.cpf_check || isValidCpf(value),
      "CPF inválido: confira os dígitos.",
    )
    .refine((value) => value.length === 0 || value.length === 11, "O CPF tem 11 dígitos.");
  const phone = z
    .string()
    .trim()
    .transform(onlyDigits)
    .refine((value) => !mandatory.has("phone") || value.length > 0, "Informe o telefone.")
    .refine(
      (value) => value.length === 0 || isValidBrazilianPhone(value),
      "Telefone inválido: use DDD e número.",
    );
  const birthdate = z
    .string()
    .trim()
    .refine((value) => !mandatory.has("birthdate") || value.length > 0, "Informe a data de nascimento.")
    .refine((value) => value.length === 0 || isIsoDate(value), "Data de nascimento inválida.")
    .refine(
      (value) =>
        value.length === 0 || (value >= "1900-01-01" && value <= new Date().toISOString().slice(0, 10)),
      "A data de nascimento não pode estar no futuro.",
    );
  const requiredText = (key: string, message: string, max: number) =>
    mandatory.has(key) ? z.string({ error: message }).trim().min(1, message).max(max) : optionalText(max);

  return z.object({
    name: z.string({ error: "Informe o nome completo." }).trim().min(3, "Informe o nome completo.").max(160),
    social_name: requiredText("social_name", "Informe o nome social.", 160),
    cpf: cpfRequired ? cpf : cpf.optional().default(""),
    email: zRequiredEmail(),
    phone: mandatory.has("phone") ? phone : phone.optional().default(""),
    birthdate: mandatory.has("birthdate") ? birthdate : birthdate.optional().default(""),
    gender: mandatory.has("gender")
      ? z.enum(["F", "M", "O"], { error: "Informe o gênero." })
      : z.enum(["F", "M", "O"]).optional(),
    mother_name: requiredText("mother_name", "Informe o nome da mãe.", 160),
    rg: requiredText("rg", "Informe o RG.", 20),
    address: mandatory.has("address") || settings.strict_address ? ZAddress : ZAddress.optional(),
    password: ZPassword,
    accept_terms: z.literal(true, {
      error: "É preciso aceitar os termos de uso e a política de privacidade.",
    }),
  });
};
export type RegisterBody = z.infer<ReturnType<typeof buildRegisterSchema>>;

/** pt-BR names of the fields the auth contracts use, for messages that name the field. */
export const AUTH_FIELD_LABELS: Record<string, string> = {
  login: "Login",
  password: "Senha",
  current_password: "Senha atual",
  name: "Nome",
  social_name: "Nome social",
  cpf: "CPF",
  email: "E-mail",
  phone: "Telefone",
  birthdate: "Data de nascimento",
  gender: "Gênero",
  mother_name: "Nome da mãe",
  rg: "RG",
  address: "Endereço",
  "address.cep": "CEP",
  "address.street": "Logradouro",
  "address.number": "Número",
  "address.district": "Bairro",
  "address.city": "Cidade",
  "address.state": "UF",
  accept_terms: "Termos de uso",
  token: "Link de redefinição",
};
