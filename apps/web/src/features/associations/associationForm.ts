import {
  type AssociationRegisterSettings,
  associations,
  createSchemaOf,
  formatCep,
  formatCnpj,
  IDENTITY_FIELDS,
  isValidCnpj,
  MANAGER_EDITABLE,
  normalizeCnpj,
} from "@quadra/shared";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import type { Association } from "./associationsApi.ts";

/**
 * What the association forms edit (registration and the manager's edit), every field as text: its
 * identity and what its managers may change, as the contracts list them.
 */
export const ASSOCIATION_FORM_FIELDS = [...IDENTITY_FIELDS, ...MANAGER_EDITABLE] as const;
export type AssociationField = (typeof ASSOCIATION_FORM_FIELDS)[number];
export type AssociationValues = Record<AssociationField, string>;

/** The address block: `address` in the tenant's mandatory fields, or strict_address, asks all of it. */
export const ADDRESS_FIELDS = ["cep", "street", "number", "district", "city_id"] as const;

export const identityLocked = (association: Pick<Association, "status"> | null) =>
  association?.status === "approved" || association?.status === "suspended";

export const emptyAssociationValues = (): AssociationValues =>
  Object.fromEntries(ASSOCIATION_FORM_FIELDS.map((field) => [field, ""])) as AssociationValues;

/** A saved association as the form shows it (masks applied to CNPJ and CEP). */
export const associationValues = (association: Association): AssociationValues => {
  const values = emptyAssociationValues();
  for (const field of ASSOCIATION_FORM_FIELDS) values[field] = String(association[field] ?? "");
  values.cnpj = association.cnpj ? formatCnpj(association.cnpj) : "";
  values.cep = association.cep ? formatCep(association.cep) : "";
  return values;
};

/** The fields the tenant's association rules (configs/register `register_associations`) ask for. */
export const requiredAssociationFields = (rules: AssociationRegisterSettings) => {
  const required = new Set<AssociationField>(["name"]);
  if (rules.cnpj_check) required.add("cnpj");
  for (const key of rules.mandatory_fields)
    if (key === "address") for (const field of ADDRESS_FIELDS) required.add(field);
    else required.add(key);
  if (rules.strict_address) for (const field of ADDRESS_FIELDS) required.add(field);
  return required;
};

// Formats as the API checks them (e-mail, phone, CEP, site, date); the CNPJ is checked below, as the
// self-registration does (its digits only when cnpj_check is on), and what is mandatory too.
const formatSchema = createSchemaOf(associations)
  .pick(
    Object.fromEntries(
      ASSOCIATION_FORM_FIELDS.filter((key) => key !== "cnpj").map((key) => [key, true]),
    ) as Record<string, true> & Record<number, never>,
  )
  .partial();

/**
 * Checks the form before sending, with the messages the API would answer: formats, the fields the
 * tenant makes mandatory, and the CNPJ (14 characters, 12 letters or digits and 2 digits; with
 * `checkDigits`, its check digits). Returns the body to send (empty fields as null) or the errors.
 */
export const validateAssociation = ({
  values,
  required,
  checkDigits,
  fields = ASSOCIATION_FORM_FIELDS,
}: {
  values: AssociationValues;
  required: Set<AssociationField>;
  checkDigits: boolean;
  fields?: readonly AssociationField[];
}) => {
  const errors: Record<string, string> = {};
  const parsed = formatSchema.safeParse(
    Object.fromEntries(fields.filter((key) => key !== "cnpj").map((key) => [key, values[key].trim()])),
  );
  if (!parsed.success) Object.assign(errors, issuesToErrors(parsed.error.issues));
  const cnpj = normalizeCnpj(values.cnpj);
  if (fields.includes("cnpj") && cnpj) {
    if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj))
      errors.cnpj = "CNPJ inválido: são 14 caracteres (12 letras ou números e 2 dígitos).";
    else if (checkDigits && !isValidCnpj(cnpj)) errors.cnpj = "CNPJ inválido: confira os dígitos.";
  }
  for (const key of required)
    if (fields.includes(key) && !values[key].trim()) errors[key] ??= "Campo obrigatório.";
  if (Object.keys(errors).length) return { body: null, errors };
  const body = Object.fromEntries(fields.map((key) => [key, values[key].trim() || null])) as Record<
    string,
    string | null
  >;
  if (body.cnpj) body.cnpj = cnpj;
  return { body, errors };
};
