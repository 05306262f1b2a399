import { z } from "zod";
import { l } from "../resources/fields.ts";

/**
 * The public search (spec §2 /public: users, associations, documents; login required). Each tenant
 * chooses what it shows. A person's display name (the approved nome social, else the name) is always
 * shown: a search by name that hid the name would find nothing anyone could read. The rest is chosen.
 */
export const PUBLIC_USER_FIELDS = {
  image: l("Foto", "Photo"),
  birth_year: l("Ano de nascimento", "Year of birth"),
  city: l("Cidade", "City"),
  associations: l("Entidades", "Associations"),
  registration_number: l("Matrícula", "Registration number"),
} as const;
export type PublicUserField = keyof typeof PUBLIC_USER_FIELDS;
export const PUBLIC_USER_FIELD_KEYS = Object.keys(PUBLIC_USER_FIELDS) as [
  PublicUserField,
  ...PublicUserField[],
];

/** An association's name is always shown; these are chosen. Only approved associations appear. */
export const PUBLIC_ASSOCIATION_FIELDS = {
  short_name: l("Sigla ou nome fantasia", "Short name"),
  shield: l("Escudo", "Shield"),
  city: l("Cidade", "City"),
  cnpj: l("CNPJ", "CNPJ"),
  email: l("E-mail", "E-mail"),
  phone: l("Telefone", "Phone"),
  site: l("Site", "Website"),
} as const;
export type PublicAssociationField = keyof typeof PUBLIC_ASSOCIATION_FIELDS;
export const PUBLIC_ASSOCIATION_FIELD_KEYS = Object.keys(PUBLIC_ASSOCIATION_FIELDS) as [
  PublicAssociationField,
  ...PublicAssociationField[],
];

export const PUBLIC_SEARCH_KINDS = ["users", "associations", "documents"] as const;
export type PublicSearchKind = (typeof PUBLIC_SEARCH_KINDS)[number];

// A refinement, not a transform: configs/common answers this schema, and a transform cannot be serialized.
const uniqueList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .array(z.enum(values, { error: "Escolha só campos da lista." }))
    .refine((list) => new Set(list).size === list.length, "Escolha cada campo uma vez só.");

/** `public_search` of the settings document: which searches are on and which fields each shows. */
export const ZPublicSearchSettings = z.object({
  users: z.object({ enabled: z.boolean(), fields: uniqueList(PUBLIC_USER_FIELD_KEYS) }),
  associations: z.object({ enabled: z.boolean(), fields: uniqueList(PUBLIC_ASSOCIATION_FIELD_KEYS) }),
  documents: z.object({ enabled: z.boolean() }),
});
export type PublicSearchSettings = z.infer<typeof ZPublicSearchSettings>;

/**
 * On by default: a person appears only after consenting (`consents`, purpose `public_profile`), so
 * the tenant's switch is a second gate, not the only one. Few fields until the federation chooses.
 */
export const DEFAULT_PUBLIC_SEARCH_SETTINGS: PublicSearchSettings = {
  users: { enabled: true, fields: ["image", "city", "associations"] },
  associations: { enabled: true, fields: ["short_name", "shield", "city", "site"] },
  documents: { enabled: true },
};

export const ZPublicSearchQuery = z.object({
  q: z.string().trim().max(200, "Busca longa demais: use até 200 caracteres.").optional(),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

/** A person as the public search shows them: only the chosen fields are present. */
export type PublicUserCard = {
  id: string;
  name: string;
  image?: string | null;
  birth_year?: number | null;
  city?: string | null;
  associations?: string[];
  registration_number?: number | null;
};

export type PublicAssociationCard = {
  id: string;
  name: string;
  short_name?: string | null;
  shield?: string | null;
  city?: string | null;
  cnpj?: string | null;
  email?: string | null;
  phone?: string | null;
  site?: string | null;
};

export type PublicDocumentCard = {
  id: string;
  title: string;
  type: string;
  number: string | null;
  issued_on: string | null;
  valid_until: string | null;
  file: string;
  description: string | null;
};

/** One page of a public search; `fields` are the chosen fields the cards carry (name/title always). */
export type PublicSearchPage<T> = {
  data: T[];
  total: number;
  total_capped: boolean;
  page: number;
  per_page: number;
  fields: string[];
};
