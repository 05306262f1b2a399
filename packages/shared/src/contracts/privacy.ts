import { z } from "zod";
import { CONSENT_PURPOSES, PRIVACY_REQUEST_KINDS, privacyrequests } from "../resources/catalog/people.ts";
import { maxLengthMessage, maxLengthOf } from "../resources/fieldLimits.ts";

/** The longest details of a privacy request (the form reads it too). */
export const PRIVACY_DETAILS_MAX = maxLengthOf(privacyrequests, "details");

const purposes = CONSENT_PURPOSES.map((option) => option.value) as [string, ...string[]];
const kinds = PRIVACY_REQUEST_KINDS.map((option) => option.value) as [string, ...string[]];

/** The categories of data the privacy screen shows, each with the items held (keys the web translates). */
export const PRIVACY_CATEGORIES = [
  "identification",
  "contact",
  "address",
  "family",
  "photo",
  "account",
  "documents",
  "health",
  "affiliations",
] as const;
export type PrivacyCategory = (typeof PRIVACY_CATEGORIES)[number];

/** Who the person's data reaches (LGPD art. 9, V), keys the web translates. */
export const PRIVACY_RECIPIENTS = [
  "federation",
  "associations",
  "public_search",
  "payment_gateway",
  "whatsapp",
  "sponsors",
] as const;

export const ZPrivacyOverview = z.object({
  person: z.object({ id: z.string(), name: z.string(), anonymized_at: z.string().nullable() }),
  /** What is held: per category, each item's key and a summary of its value (masked where sensitive). */
  categories: z.array(
    z.object({
      key: z.enum(PRIVACY_CATEGORIES),
      items: z.array(z.object({ key: z.string(), value: z.union([z.string(), z.number()]) })),
    }),
  ),
  sharing: z.array(z.object({ key: z.enum(PRIVACY_RECIPIENTS), detail: z.string().nullable() })),
  consents: z.array(
    z.object({
      id: z.string(),
      purpose: z.string(),
      granted_at: z.string().nullable(),
      revoked_at: z.string().nullable(),
    }),
  ),
  requests: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      status: z.string().nullable(),
      details: z.string().nullable(),
      answer: z.string().nullable(),
      created_at: z.string(),
      answered_at: z.string().nullable(),
    }),
  ),
  /** Whether the caller is the person (consents and requests are theirs to change). */
  self: z.boolean(),
  /** Whether the caller may anonymize (staff holding `users`, never on themselves). */
  can_anonymize: z.boolean(),
});
export type PrivacyOverview = z.infer<typeof ZPrivacyOverview>;

export const ZConsentBody = z.object({
  purpose: z.enum(purposes, { error: "Escolha uma finalidade da lista." }),
});

export const ZPrivacyRequestBody = z.object({
  kind: z.enum(kinds, { error: "Escolha o tipo de pedido." }),
  details: z
    .string()
    .trim()
    .max(PRIVACY_DETAILS_MAX, maxLengthMessage(PRIVACY_DETAILS_MAX))
    .nullish()
    .transform((value) => value || null),
});

/** POST users/:id/anonymize: optionally the deletion request it answers. */
export const ZAnonymizeBody = z
  .object({ request_id: z.uuid("Identificador inválido.").nullish() })
  .default({});

/** The resources that hold health data (LGPD art. 11): staff see them only with `parqs`. */
export const HEALTH_RESOURCES = ["parqs"] as const;

/** pt-BR names of the fields of the privacy calls, for messages that name the field. */
export const PRIVACY_LABELS: Record<string, string> = {
  purpose: "Finalidade",
  kind: "Pedido",
  details: "Detalhes",
  request_id: "Solicitação",
};

/** What an anonymization erased, counted (POST users/:id/anonymize). */
export type AnonymizeSummary = {
  documents_deleted: number;
  parqs_deleted: number;
  associations_no_longer_managed: number;
  files_deleted: number;
};

/** A consent or a privacy request as stored: the generic record of its resource (consents, privacyrequests). */
export type PrivacyRecord = Record<string, unknown>;
