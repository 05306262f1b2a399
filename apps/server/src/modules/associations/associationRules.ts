import { randomInt } from "node:crypto";
import {
  ASSOCIATION_LABELS,
  type AssociationRegisterSettings,
  associations,
  isValidCnpj,
  normalizeCnpj,
} from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";

type Row = Record<string, unknown>;

/** The columns of the address block: `address` in the settings' mandatory fields means all of them. */
export const ADDRESS_COLUMNS = ["cep", "street", "number", "district", "city_id"] as const;

const MANDATORY_COLUMNS: Record<AssociationRegisterSettings["mandatory_fields"][number], readonly string[]> =
  {
    phone: ["phone"],
    email: ["email"],
    site: ["site"],
    founded_at: ["founded_at"],
    address: ADDRESS_COLUMNS,
  };

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/**
 * What the tenant's association settings (`register_associations`) ask of an association as it will
 * be after a write: a CNPJ when `cnpj_check` is on, the mandatory fields, and, with `strict_address`,
 * the whole address (CEP, street, number, district and city), as the person registration does.
 * Staff writes and the managers' own forms answer the same errors.
 */
export const associationRuleErrors = (settings: AssociationRegisterSettings, row: Row) => {
  const errors: Record<string, string> = {};
  if (settings.cnpj_check && isEmpty(row.cnpj)) errors.cnpj = "Informe o CNPJ.";
  for (const key of settings.mandatory_fields)
    for (const column of MANDATORY_COLUMNS[key])
      if (isEmpty(row[column])) errors[column] = "Campo obrigatório.";
  if (settings.strict_address)
    for (const column of ADDRESS_COLUMNS)
      if (isEmpty(row[column])) errors[column] = "Endereço completo obrigatório: preencha este campo.";
  return errors;
};

export const assertAssociationRules = (settings: AssociationRegisterSettings, row: Row) => {
  const errors = associationRuleErrors(settings, row);
  if (Object.keys(errors).length) throw invalidFields(errors, ASSOCIATION_LABELS);
};

/**
 * A CNPJ as the self-registration takes it: with `cnpj_check` on, its check digits must match
 * (numeric and the alphanumeric CNPJ of IN RFB 2.229/2024); off, only its shape is checked (12
 * letters or digits and 2 digits), for entities whose CNPJ the federation verifies by other means.
 */
export const cnpjError = (value: string, check: boolean) => {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj))
    return "CNPJ inválido: são 14 caracteres (12 letras ou números e 2 dígitos).";
  if (check && !isValidCnpj(cnpj)) return "CNPJ inválido: confira os dígitos.";
  return undefined;
};

// No 0/O, 1/I/L: the code is read aloud and typed by athletes.
const TOKEN_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const TOKEN_LENGTH = 8;

const randomToken = () =>
  Array.from({ length: TOKEN_LENGTH }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join("");

/**
 * A new link code (código de vínculo) of an association, unique in its tenant: 31^8 ≈ 8.5e11 codes,
 * so a clash is rare; one is looked up and another drawn. There is no unique index on the column
 * (the schema is fixed this round), so the lookup is what keeps codes unique.
 */
export const newLinkToken = async (tx: Executor, tenantId: string) => {
  const t = resourceTableOf(associations);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const token = randomToken();
    const [taken] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.tenant_id, tenantId), eq(t.token, token)))
      .limit(1);
    if (!taken) return token;
  }
  throw new Error("no free association link code after 10 draws");
};
