import { z } from "zod";
import { onlyDigits } from "../validators/digits.ts";
import { isValidBrazilianPhone } from "../validators/phone.ts";
import { AUTH_FIELD_LABELS, buildRegisterSchema, ZAddress, zRequiredEmail } from "./auth.ts";
import type { RegisterSettings } from "./configs.ts";
import type { Page } from "./envelope.ts";

export const BLOOD_TYPES = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;
export const GENDERS = ["F", "M", "O"] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .optional()
    .transform((value) => value || undefined);

const optionalPhone = z
  .string()
  .trim()
  .transform(onlyDigits)
  .refine(
    (value) => value.length === 0 || isValidBrazilianPhone(value),
    "Telefone inválido: use DDD e número.",
  )
  .optional()
  .transform((value) => value || undefined);

/**
 * The registration of a person by staff (`POST users`, `PATCH users/:id`): the self-registration
 * schema of the tenant's `configs/register` (key, cpf required and checked, mandatory fields, strict
 * address) without password and terms, plus what a federation keeps about an athlete. The e-mail is
 * required only when it is the login key: staff register minors and people without e-mail.
 * `guardian_id` makes the person a dependent of another person of the tenant.
 */
export const buildPersonSchema = (settings: RegisterSettings) => {
  const { password: _password, accept_terms: _terms, ...register } = buildRegisterSchema(settings).shape;
  const email = z.email("E-mail inválido.").max(254).toLowerCase();
  return z.object({
    ...register,
    email:
      settings.key === "email"
        ? zRequiredEmail()
        : z
            .union([z.literal(""), email])
            .optional()
            .transform((value) => value || undefined),
    // Blank or null clear an optional gender or address on an edit (a form sends every field).
    gender: settings.mandatory_fields.includes("gender")
      ? register.gender
      : z
          .union([z.literal(""), z.enum(GENDERS, { error: "Escolha um gênero da lista." })])
          .nullable()
          .optional()
          .transform((value) => value || undefined),
    address:
      settings.strict_address || settings.mandatory_fields.includes("address")
        ? register.address
        : ZAddress.nullable()
            .optional()
            .transform((value) => value ?? undefined),
    father_name: optionalText(160),
    nationality: optionalText(60),
    birth_city: optionalText(100),
    blood_type: z
      .union([z.literal(""), z.enum(BLOOD_TYPES, { error: "Escolha um tipo sanguíneo da lista." })])
      .optional()
      .transform((value) => value || undefined),
    emergency_contact_name: optionalText(160),
    emergency_contact_phone: optionalPhone,
    guardian_id: z
      .union([z.literal(""), z.uuid("Escolha o responsável na lista.")])
      .nullable()
      .optional()
      .transform((value) => value || null),
  });
};
export type PersonBody = z.infer<ReturnType<typeof buildPersonSchema>>;

/** The fields staff edit, in the order the form and the audit log show them. */
export const PERSON_FIELDS = [
  "name",
  "social_name",
  "cpf",
  "email",
  "phone",
  "birthdate",
  "gender",
  "mother_name",
  "father_name",
  "rg",
  "nationality",
  "birth_city",
  "blood_type",
  "emergency_contact_name",
  "emergency_contact_phone",
  "address",
  "guardian_id",
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/** A person as `GET users` and `GET users/:id` answer (never the password or the card's secret). */
export type Person = {
  id: string;
  name: string;
  social_name: string | null;
  cpf: string | null;
  email: string | null;
  phone: string | null;
  birthdate: string | null;
  gender: string | null;
  mother_name: string | null;
  father_name: string | null;
  rg: string | null;
  nationality: string | null;
  birth_city: string | null;
  blood_type: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  address: {
    cep: string;
    street: string;
    number: string;
    complement?: string;
    district: string;
    city: string;
    state: string;
  } | null;
  image_url: string | null;
  pending_image_url: string | null;
  image_submitted_at: string | null;
  pending_social_name: string | null;
  social_name_submitted_at: string | null;
  registration_number: number | null;
  guardian_id: string | null;
  guardian_name: string | null;
  master: boolean;
  verifyed_at: string | null;
  disabled_at: string | null;
  anonymized_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
};

const boolFilter = z.enum(["true", "false"], { error: "Use true ou false." }).optional();

export const PEOPLE_SORT_KEYS = ["name", "email", "registration_number", "birthdate", "created_at"] as const;

/** The query of the people list and of its export: page, sort, accent-free search and the filters. */
export const ZPeopleListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
  sort: z
    .string()
    .refine((value) => (PEOPLE_SORT_KEYS as readonly string[]).includes(value.replace(/^-/, "")), {
      message: "Ordenação desconhecida.",
    })
    .optional(),
  q: z.string().max(200).optional(),
  verified: boolFilter,
  disabled: boolFilter,
  pending_image: boolFilter,
  pending_social_name: boolFilter,
  guardian_id: z.uuid("Identificador inválido.").optional(),
});
export type PeopleListQuery = z.infer<typeof ZPeopleListQuery>;
/** The filters of the list (kept in the screen's URL and passed to the export). */
export const PEOPLE_FILTER_KEYS = [
  "verified",
  "disabled",
  "pending_image",
  "pending_social_name",
  "guardian_id",
] as const;

export const ZPersonImageBody = z.object({
  upload_id: z.uuid("Envie a foto de novo: o arquivo não foi encontrado."),
});

/** A decision on a pending photo or social name; a refusal must say why (the person reads it). */
export const ZDecisionBody = z.object({ reason: z.string().trim().max(500).optional() });
export const ZRejectBody = z.object({
  reason: z
    .string({ error: "Informe o motivo da recusa." })
    .trim()
    .min(3, "Informe o motivo da recusa.")
    .max(500, "Use no máximo 500 caracteres."),
});

/** pt-BR names of the fields of a person, for messages that name the field. */
export const PERSON_FIELD_LABELS: Record<string, string> = {
  ...AUTH_FIELD_LABELS,
  father_name: "Nome do pai",
  nationality: "Nacionalidade",
  birth_city: "Naturalidade",
  blood_type: "Tipo sanguíneo",
  emergency_contact_name: "Contato de emergência",
  emergency_contact_phone: "Telefone de emergência",
  guardian_id: "Responsável",
  upload_id: "Foto",
  reason: "Motivo",
  verified: "Verificado",
  disabled: "Desativado",
  pending_image: "Foto pendente",
  pending_social_name: "Nome social pendente",
  sort: "Ordenação",
  version: "Versão",
};

/** `GET users/options`: a search (name, e-mail, cpf) or the ids a select already holds. */
export const ZPeopleOptionsQuery = z.object({
  q: z.string().max(200).optional(),
  ids: z.string().max(2_000).optional(),
});
/** A person in a select: id and name only (who is registered is personal data). */
export type PersonOption = { id: string; title: string };

/** A page of the people list; `total_capped` when more matched than the count stops at. */
export type PeoplePage = Page<Person> & { total_capped: boolean };

/** The page of an approval queue of the register (new photos, new social names). */
export const ZPersonQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** A registration as a form sends it (what the tenant's schema reads: masked text, blanks to clear). */
export type PersonInput = z.input<ReturnType<typeof buildPersonSchema>>;
/** A change of a person by staff: the fields sent (the others stay) and the version that was read. */
export type PersonPatch = Partial<PersonInput> & { version: number };
