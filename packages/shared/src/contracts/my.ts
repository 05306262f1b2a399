import { z } from "zod";
import { isValidCpf } from "../validators/cpf.ts";
import { onlyDigits } from "../validators/digits.ts";
import { isIsoDate } from "../validators/formats.ts";
import { isValidBrazilianPhone } from "../validators/phone.ts";
import { AUTH_FIELD_LABELS, buildRegisterSchema } from "./auth.ts";
import type { RegisterSettings } from "./configs.ts";
import { BLOOD_TYPES } from "./people.ts";

/** A person's own data as /my/data shows and edits it (GET my/data). */
export const ZMyData = z.object({
  id: z.string(),
  name: z.string(),
  social_name: z.string().nullable(),
  /** A nome social sent and waiting for staff approval (the screen says "aguardando aprovação"). */
  pending_social_name: z.string().nullable(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.enum(["F", "M", "O"]).nullable(),
  mother_name: z.string().nullable(),
  father_name: z.string().nullable(),
  rg: z.string().nullable(),
  nationality: z.string().nullable(),
  birth_city: z.string().nullable(),
  blood_type: z.enum(BLOOD_TYPES).nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  address: z
    .object({
      cep: z.string(),
      street: z.string(),
      number: z.string(),
      complement: z.string().optional(),
      district: z.string(),
      city: z.string(),
      state: z.string(),
    })
    .nullable(),
  image_url: z.string().nullable(),
  pending_image_url: z.string().nullable(),
  registration_number: z.number().int().nullable(),
  version: z.number().int(),
});
export type MyData = z.infer<typeof ZMyData>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => value || null);

const optionalPhone = z
  .string()
  .trim()
  .transform(onlyDigits)
  .refine(
    (value) => value.length === 0 || isValidBrazilianPhone(value),
    "Telefone inválido: use DDD e número.",
  )
  .nullish()
  .transform((value) => value || null);

/**
 * The body of PATCH my/data: the registration form's rules (the tenant's mandatory fields, cpf
 * checked, strict address) without password and terms, plus the fields a federation keeps beyond
 * registration. `version` is the one read: a stale one answers 409.
 */
export const buildMyDataSchema = (settings: RegisterSettings) =>
  buildRegisterSchema(settings)
    .omit({ password: true, accept_terms: true })
    .extend({
      version: z.number({ error: "Recarregue a página e tente de novo." }).int().min(0),
      father_name: optionalText(160),
      nationality: optionalText(60),
      birth_city: optionalText(120),
      blood_type: z
        .enum(BLOOD_TYPES, { error: "Escolha um tipo sanguíneo da lista." })
        .nullish()
        .transform((value) => value ?? null),
      emergency_contact_name: optionalText(160),
      emergency_contact_phone: optionalPhone,
    });
export type MyDataBody = z.input<ReturnType<typeof buildMyDataSchema>>;

/** PUT my/image: the upload (an image the person sent through POST uploads) that becomes their photo. */
export const ZMyImageBody = z.object({ upload_id: z.uuid("Envie a foto antes de salvar.") });

/**
 * An active registration or membership on the card (registers module): type, number, validity, and
 * for a registration its role, style and graduation (with the belt's colour); for a membership its plan.
 */
export const ZCardEntry = z.object({
  kind: z.enum(["register", "membership"]),
  registertype_name: z.string(),
  number: z.string().nullable(),
  role_name: z.string().nullable(),
  style_name: z.string().nullable(),
  graduation_name: z.string().nullable(),
  graduation_color: z.string().nullable(),
  plan_name: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
});
export type CardEntry = z.infer<typeof ZCardEntry>;

/** The digital card (GET my/card). */
export const ZMyCard = z.object({
  name: z.string(),
  image_url: z.string().nullable(),
  /** Shown only when the tenant numbers people (`ids_user`). */
  registration_number: z.number().int().nullable(),
  cpf_masked: z.string().nullable(),
  birthdate: z.string().nullable(),
  tenant_name: z.string(),
  tenant_logo: z.string().nullable(),
  /** The earliest expiry of the person's required documents, or null when nothing expires. */
  valid_until: z.string().nullable(),
  token: z.string(),
  /** Why a verification would answer invalid now, or null when it is valid. */
  invalid_reason: z.string().nullable(),
  /** Active registrations and memberships (empty without the registers module). */
  entries: z.array(ZCardEntry),
});
export type MyCard = z.infer<typeof ZMyCard>;

export const CARD_INVALID_REASONS = [
  "disabled",
  "anonymized",
  "documents_missing",
  "documents_expired",
] as const;
export type CardInvalidReason = (typeof CARD_INVALID_REASONS)[number];

/**
 * What the public verification of a card answers (GET public/cards/:token): valid or not and why,
 * and just enough to match the card to the person holding it. Nothing else (LGPD).
 */
export const ZCardVerification = z.object({
  valid: z.boolean(),
  reason: z.enum(CARD_INVALID_REASONS).nullable(),
  name: z.string().nullable(),
  /** Path of the photo through the card's token (public/cards/:token/photo), or null. */
  photo_url: z.string().nullable(),
  registration_number: z.number().int().nullable(),
  tenant_name: z.string(),
  /** Active registrations and memberships, none when the card is not valid. */
  entries: z.array(ZCardEntry),
  checked_at: z.string(),
});
export type CardVerification = z.infer<typeof ZCardVerification>;

/** Dependents are minors: a guardian adds people under this age. */
export const STUDENT_MAX_AGE = 18;

/** The age in whole years on `today` (both ISO dates). */
export const ageOn = (birthdate: string, today: string) => {
  const [by, bm, bd] = birthdate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

/**
 * A dependent a guardian adds or edits (POST my/students, PATCH my/students/:id). A minor: birthdate
 * required and under 18. The cpf is optional (many children have none yet) but checked when given
 * and the tenant checks cpfs.
 */
export const buildStudentSchema = (settings: Pick<RegisterSettings, "cpf_check">, today: string) =>
  z.object({
    name: z.string({ error: "Informe o nome completo." }).trim().min(3, "Informe o nome completo.").max(160),
    birthdate: z
      .string({ error: "Informe a data de nascimento." })
      .trim()
      .min(1, "Informe a data de nascimento.")
      .refine(isIsoDate, "Data de nascimento inválida.")
      .refine((value) => value <= today, "A data de nascimento não pode estar no futuro.")
      .refine(
        (value) => !isIsoDate(value) || ageOn(value, today) < STUDENT_MAX_AGE,
        `Dependentes têm menos de ${STUDENT_MAX_AGE} anos; maiores de idade fazem o próprio cadastro.`,
      ),
    gender: z.enum(["F", "M", "O"], { error: "Informe o gênero." }),
    cpf: z
      .string()
      .trim()
      .transform(onlyDigits)
      .refine((value) => value.length === 0 || value.length === 11, "O CPF tem 11 dígitos.")
      .refine(
        (value) => value.length === 0 || !settings.cpf_check || isValidCpf(value),
        "CPF inválido: confira os dígitos.",
      )
      .nullish()
      .transform((value) => value || null),
    rg: optionalText(20),
    mother_name: optionalText(160),
    father_name: optionalText(160),
    blood_type: z
      .enum(BLOOD_TYPES, { error: "Escolha um tipo sanguíneo da lista." })
      .nullish()
      .transform((value) => value ?? null),
  });
export type StudentBody = z.input<ReturnType<typeof buildStudentSchema>>;

/** A dependent as the guardian sees them. */
export const ZStudent = z.object({
  id: z.string(),
  name: z.string(),
  birthdate: z.string().nullable(),
  gender: z.enum(["F", "M", "O"]).nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  mother_name: z.string().nullable(),
  father_name: z.string().nullable(),
  blood_type: z.enum(BLOOD_TYPES).nullable(),
  image_url: z.string().nullable(),
  registration_number: z.number().int().nullable(),
  version: z.number().int(),
});
export type Student = z.infer<typeof ZStudent>;

/** The person's own summary (GET my/reports): what a printable page lists. */
export const ZMyReport = z.object({
  name: z.string(),
  registration_number: z.number().int().nullable(),
  generated_at: z.string(),
  documents: z.array(
    z.object({
      type: z.string(),
      status: z.string(),
      expires_on: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Required document types without an approved, unexpired document. */
  missing_documents: z.array(z.string()),
  affiliations: z.array(
    z.object({ association: z.string(), status: z.string().nullable(), since: z.string().nullable() }),
  ),
  managed_associations: z.array(z.object({ association: z.string(), role: z.string().nullable() })),
  parq: z
    .object({
      status: z.string().nullable(),
      valid_until: z.string().nullable(),
      signed_at: z.string().nullable(),
    })
    .nullable(),
  consents: z.array(z.object({ purpose: z.string(), granted_at: z.string().nullable() })),
});
export type MyReport = z.infer<typeof ZMyReport>;

/** The code of a digital card, as the QR code carries it (24 random bytes, URL-safe). */
export const ZCardToken = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Código de carteirinha inválido."),
});

/** A change of a dependent: the form's fields and the version that was read. */
export type StudentPatch = StudentBody & { version: number };

/** pt-BR names of the fields of /my/data and /my/image, for messages that name the field. */
export const MY_DATA_LABELS: Record<string, string> = {
  ...AUTH_FIELD_LABELS,
  version: "Versão",
  father_name: "Nome do pai",
  nationality: "Nacionalidade",
  birth_city: "Naturalidade",
  blood_type: "Tipo sanguíneo",
  emergency_contact_name: "Contato de emergência",
  emergency_contact_phone: "Telefone de emergência",
  upload_id: "Foto",
};
/** pt-BR names of the fields of a dependent (/my/students). */
export const STUDENT_LABELS: Record<string, string> = { ...MY_DATA_LABELS, name: "Nome" };
