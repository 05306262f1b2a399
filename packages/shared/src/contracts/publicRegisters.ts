import { z } from "zod";
import { isValidCpf } from "../validators/cpf.ts";
import { onlyDigits } from "../validators/digits.ts";
import { buildRegisterSchema } from "./auth.ts";
import type { RegisterSettings } from "./configs.ts";
import { ageOn, STUDENT_MAX_AGE } from "./my.ts";

/**
 * The people's side of registers (issue 16): what the open page offers, the membership request a
 * visitor sends without a login, and the public verification of a contract (as CBF's BID).
 */

/** A price of an age band, as a style's price list holds it (amounts in integer cents). */
export type RegisterPrice = {
  name: string;
  amount_cents: number;
  age_min: number | null;
  age_max: number | null;
  valid_from: string | null;
  valid_until: string | null;
};

/**
 * The price of a list that applies to a person of `age` on `today`: its dates hold today and its
 * band holds the age (no age known: only a band without limits). The narrowest band wins, so a
 * "Sub-18" price beats a catch-all one written beside it.
 */
export const priceForAge = <P extends RegisterPrice>(
  prices: readonly P[],
  age: number | null,
  today: string,
): P | null => {
  const fits = prices.filter(
    (price) =>
      (!price.valid_from || price.valid_from <= today) &&
      (!price.valid_until || price.valid_until >= today) &&
      (age === null
        ? price.age_min === null && price.age_max === null
        : (price.age_min === null || age >= price.age_min) &&
          (price.age_max === null || age <= price.age_max)),
  );
  const width = (price: P) => (price.age_max ?? 200) - (price.age_min ?? 0);
  return fits.sort((a, b) => width(a) - width(b))[0] ?? null;
};

export type OfferPlan = {
  id: string;
  name: string;
  amount_cents: number;
  billing: string;
  months: number;
  description: string | null;
};
export type OfferStyle = {
  id: string;
  name: string;
  description: string | null;
  /** The prices whose dates hold today; which one applies depends on the person's age (priceForAge). */
  prices: RegisterPrice[];
};
/** A register type a person may ask to join, with its plans and membership styles. */
export type RegisterOffer = {
  id: string;
  name: string;
  kind: string;
  validity: string;
  description: string | null;
  parq_required: boolean;
  plans: OfferPlan[];
  styles: OfferStyle[];
};

/** The choice of a membership request: the type, its plan and (optionally) a membership style. */
export const ZMembershipChoice = z.object({
  registertype_id: z.uuid("Escolha o tipo de registro."),
  registermembershipplan_id: z.uuid("Escolha o plano."),
  registermembershipstyle_id: z
    .union([z.uuid("Escolha a modalidade da lista."), z.literal(""), z.null()])
    .optional()
    .transform((value) => value || null),
  notes: z
    .string()
    .trim()
    .max(1_500, "Escreva no máximo 1.500 caracteres.")
    .optional()
    .transform((value) => value || null),
});
export type MembershipChoice = z.input<typeof ZMembershipChoice>;

/** Under this age (on the day of the request) a guardian must be named and consent. */
export const GUARDIAN_REQUIRED_UNDER = STUDENT_MAX_AGE;

const cpfField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform(onlyDigits)
    .refine((value) => value.length > 0, message)
    .refine((value) => value.length === 0 || isValidCpf(value), "CPF inválido: confira os dígitos.");

/**
 * The open page's form, built from the tenant's registration settings (configs/register) as the
 * sign-up's is, so browser and API apply the same rules. Beside them: the CPF and the birth date are
 * always asked (the CPF links an existing person, the birth date confirms it and picks the age band
 * and whether a guardian must consent), no password (the person creates one by the e-mailed link),
 * and `website`, a field people never see: a robot that fills it is refused.
 */
export const buildPublicMembershipSchema = (settings: RegisterSettings, today: string) =>
  buildRegisterSchema(settings)
    .omit({ password: true, cpf: true, birthdate: true })
    .extend({
      cpf: cpfField("Informe o CPF."),
      birthdate: z
        .string({ error: "Informe a data de nascimento." })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Informe a data de nascimento.")
        .refine((value) => value >= "1900-01-01" && value <= today, "Data de nascimento inválida."),
      guardian_name: z
        .string()
        .trim()
        .max(160)
        .optional()
        .transform((value) => value || null),
      guardian_cpf: z
        .string()
        .trim()
        .optional()
        .transform((value) => (value ? onlyDigits(value) : null)),
      guardian_consent: z.boolean().optional().default(false),
      website: z.string().max(200).optional().default(""),
    })
    .extend(ZMembershipChoice.shape)
    .superRefine((body, context) => {
      if (ageOn(body.birthdate, today) >= GUARDIAN_REQUIRED_UNDER) return;
      const issue = (path: string, message: string) =>
        context.addIssue({ code: "custom", path: [path], message });
      if (!body.guardian_name || body.guardian_name.length < 3)
        issue("guardian_name", "Menor de 18 anos: informe o nome completo do responsável.");
      if (!body.guardian_cpf) issue("guardian_cpf", "Menor de 18 anos: informe o CPF do responsável.");
      else if (!isValidCpf(body.guardian_cpf)) issue("guardian_cpf", "CPF do responsável inválido.");
      else if (body.guardian_cpf === body.cpf)
        issue("guardian_cpf", "O CPF do responsável não pode ser o mesmo do menor.");
      if (!body.guardian_consent)
        issue("guardian_consent", "Menor de 18 anos: o responsável precisa autorizar o pedido.");
    });
export type PublicMembershipBody = z.input<ReturnType<typeof buildPublicMembershipSchema>>;

/** pt-BR names of the open form's own fields, for the 400s (the person's come from AUTH_FIELD_LABELS). */
export const PUBLIC_MEMBERSHIP_LABELS: Record<string, string> = {
  registertype_id: "Tipo de registro",
  registermembershipplan_id: "Plano",
  registermembershipstyle_id: "Modalidade",
  notes: "Observações",
  guardian_name: "Nome do responsável",
  guardian_cpf: "CPF do responsável",
  guardian_consent: "Autorização do responsável",
  website: "Site",
};

/** What the open page answers: the request made and what happens next. */
export type PublicMembershipAnswer = {
  request_id: string;
  registertype_name: string;
  plan_name: string;
  /** "created": a new person, who gets the link to create a password; "linked": an existing one. */
  person: "created" | "linked";
  /** Where the e-mail went, masked (j***@example.com), or null when the person has no e-mail. */
  email_masked: string | null;
};

/** A contract as anyone may check it by its code: no CPF, no notes (LGPD). */
export type ContractVerification = {
  number: string | null;
  verification_code: string;
  registertype_name: string;
  athlete_name: string;
  association_name: string;
  lending_association_name: string | null;
  kind: string;
  starts_on: string;
  ends_on: string | null;
  status: string;
  terminated_on: string | null;
  /** In force today: status active and today within its dates. */
  in_force: boolean;
  checked_at: string;
};

export const ZContractCode = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,20}$/, "Código de verificação inválido: use as letras e os números do contrato."),
});
