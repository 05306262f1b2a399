import { z } from "zod";
import {
  ASSOCIATION_MANAGER_ROLES,
  associationclaims,
  associations,
  associationusers,
  type ReviewStatus,
} from "../resources/catalog/people.ts";
import { maxLengthMessage, maxLengthOf } from "../resources/fieldLimits.ts";
import { createSchemaOf, fieldLabelsOf, patchSchemaOf } from "../resources/resourceSchemas.ts";
import { onlyDigits } from "../validators/digits.ts";
import type { VersionedPatch } from "./documents.ts";
import { PERSON_FIELD_LABELS } from "./people.ts";

/** Limits the managers' and athletes' forms share with these bodies, read from the catalog. */
export const AFFILIATION_TOKEN_MAX = maxLengthOf(associations, "token");
export const REGISTRATION_MAX = maxLengthOf(associationusers, "registration");
export const CLAIM_MESSAGE_MAX = maxLengthOf(associationclaims, "message");

const UPLOAD = /^uploads\/[0-9a-f-]{36}$/i;

/** An association as the API answers it (the generic record plus, in the manager area, `my_role`). */
export type Association = {
  id: string;
  name: string;
  short_name: string | null;
  cnpj: string | null;
  email: string | null;
  phone: string | null;
  site: string | null;
  founded_at: string | null;
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city_id: string | null;
  shield: string | null;
  pending_shield: string | null;
  status: "pending" | "approved" | "rejected" | "suspended";
  review_reason: string | null;
  token: string | null;
  version: number;
  created_at: string;
  my_role?: string;
};

/** A person's request to manage an association, as the API answers it. */
export type AssociationClaim = {
  id: string;
  association_id: string;
  user_id: string;
  role: string;
  file: string | null;
  message: string | null;
  status: ReviewStatus;
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  version: number;
  association_name?: string | null;
  _titles?: { association_id?: string | null; user_id?: string | null };
};

/** An approved association the claim form offers. */
export type AssociationFound = { id: string; name: string; short_name: string | null; cnpj: string | null };

export type AffiliationStatus = "pending" | "active" | "inactive";

/** An affiliation record (associationusers) as the API answers it. */
export type AffiliationRecord = {
  id: string;
  association_id: string;
  user_id: string;
  registration: string | null;
  status: AffiliationStatus;
  since: string | null;
  until: string | null;
  version: number;
  created_at: string;
};

/** An athlete of an association as its manager lists them. */
export type Affiliation = AffiliationRecord & {
  name: string;
  cpf_masked: string | null;
  birthdate: string | null;
  registration_number: number | null;
};

/** An affiliation as the athlete sees it (GET my/affiliations). */
export type MyAffiliation = AffiliationRecord & { association_name: string };

/** What a manager edits of their association; the rest (type, status, notes) is the federation's. */
export const MANAGER_EDITABLE = [
  "short_name",
  "founded_at",
  "email",
  "phone",
  "site",
  "cep",
  "street",
  "number",
  "complement",
  "district",
  "city_id",
] as const;
/** The identity of an association: its manager may correct them only until the federation approves it. */
export const IDENTITY_FIELDS = ["name", "cnpj"] as const;

export const ASSOCIATION_LABELS = fieldLabelsOf(associations);

/** A manager's edit of their association (with `version`). */
export const ZManagerAssociationPatch = (() => {
  const shape = patchSchemaOf(associations).shape as Record<string, z.ZodType>;
  const keys: string[] = [...MANAGER_EDITABLE, ...IDENTITY_FIELDS, "version"];
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, shape[key]!])));
})() as unknown as VersionedPatch;

/** The body of the shield routes: the upload (`uploads/<id>`) the upload server answered. */
export const ZShieldBody = z.strictObject({
  shield: z
    .string({ error: "Envie a imagem do escudo." })
    .regex(UPLOAD, "Envie a imagem do escudo pelo campo de upload."),
});
export const SHIELD_LABELS = { shield: "Escudo" };

/** A staff decision on an association, a shield or a claim: a refusal says why (it is e-mailed). */
export const ZReviewApproval = z
  .strictObject({ reason: z.string().trim().max(1_000, "Use até 1.000 caracteres.").optional() })
  .default({});
export const ZReviewRejection = z.strictObject({
  reason: z
    .string({ error: "Diga o motivo da recusa: a pessoa o recebe por e-mail." })
    .trim()
    .min(3, "Diga o motivo da recusa: a pessoa o recebe por e-mail.")
    .max(1_000, "Use até 1.000 caracteres."),
});
export const DECISION_LABELS = { reason: "Motivo" };

const ROLE_VALUES = ASSOCIATION_MANAGER_ROLES.map((role) => role.value) as [string, ...string[]];
const ZRole = z.enum(ROLE_VALUES, { error: "Escolha a sua função na entidade." });

/** A person asks to manage an association, with an optional proof and message. */
export const ZClaimBody = z.strictObject({
  association_id: z.uuid({ error: "Escolha a entidade." }),
  role: ZRole,
  file: z.string().regex(UPLOAD, "Envie o comprovante pelo campo de upload.").nullish(),
  message: z.string().trim().max(CLAIM_MESSAGE_MAX, maxLengthMessage(CLAIM_MESSAGE_MAX)).nullish(),
});
export const CLAIM_LABELS = fieldLabelsOf(associationclaims);

/** The fields of the self-registration of an association (the rest is the federation's). */
/** What the author of a self-registration fills: the name and what its managers edit later. */
const REGISTER_FIELDS = ["name", ...MANAGER_EDITABLE] as const;
/** The self-registration of an association: its fields, its CNPJ and the author's role there. */
export const ZRegisterAssociationBody = (() => {
  const shape = createSchemaOf(associations).shape as Record<string, z.ZodType>;
  return z.strictObject({
    ...Object.fromEntries(REGISTER_FIELDS.map((key) => [key, shape[key]!])),
    // Checked in the handler: whether its digits are verified is a setting (cnpj_check).
    cnpj: z.string().trim().max(18).nullish(),
    role: ZRole,
  });
})() as z.ZodType<Record<string, unknown> & { role: string; cnpj?: string | null }>;
export const REGISTER_ASSOCIATION_LABELS = { ...ASSOCIATION_LABELS, role: "Sua função na entidade" };

/** An athlete asks to join an association with the link code it gave them. */
export const ZAffiliationTokenBody = z.strictObject({
  token: z
    .string({ error: "Informe o código de vínculo." })
    .trim()
    .min(4, "Informe o código de vínculo que a entidade passou.")
    .max(AFFILIATION_TOKEN_MAX, maxLengthMessage(AFFILIATION_TOKEN_MAX))
    .transform((value) => value.toUpperCase().replace(/[^0-9A-Z]/g, "")),
});

/** A manager links a person already registered, by cpf, as an athlete of the association. */
export const ZAthleteLinkBody = z.strictObject({
  mode: z.literal("link"),
  cpf: z
    .string({ error: "Informe o CPF." })
    .transform(onlyDigits)
    .refine((value) => value.length === 11, "Informe os 11 dígitos do CPF."),
  registration: z.string().trim().max(REGISTRATION_MAX, maxLengthMessage(REGISTRATION_MAX)).optional(),
});
/**
 * A manager registers an athlete: `{mode: "link", cpf, registration?}` (ZAthleteLinkBody) or the
 * person's fields, checked by the handler against the tenant's registration rules (a setting).
 */
export const ZRegisterAthleteBody = z.record(z.string(), z.unknown());
export const REGISTER_ATHLETE_LABELS = {
  ...PERSON_FIELD_LABELS,
  registration: "Matrícula na entidade",
  mode: "Forma",
};
