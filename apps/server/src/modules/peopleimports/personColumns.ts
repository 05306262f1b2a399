import type { Address } from "../../platform/db/schema/users.ts";

/**
 * The person's data a people import writes, by the key of the registration schema and the column
 * of `users` it lands in. Compared one by one with what is stored: a row whose values are all the
 * stored ones changes nothing ("sem alterações").
 */
export const IMPORTED_COLUMNS = {
  name: "name",
  social_name: "socialName",
  cpf: "cpf",
  email: "email",
  phone: "phone",
  birthdate: "birthdate",
  gender: "gender",
  mother_name: "motherName",
  father_name: "fatherName",
  rg: "rg",
  nationality: "nationality",
  birth_city: "birthCity",
  address: "address",
} as const;

export type ImportedKey = keyof typeof IMPORTED_COLUMNS;
export type ImportedColumn = (typeof IMPORTED_COLUMNS)[ImportedKey];
export type PersonColumns = Partial<Record<ImportedColumn, string | Address | null>>;

export const IMPORTED_KEYS = Object.keys(IMPORTED_COLUMNS) as ImportedKey[];

/** A value as compared: an address without its empty complement, the rest as stored. */
const comparable = (value: unknown) => {
  if (value && typeof value === "object") {
    const address = { ...(value as Address) };
    if (!address.complement) delete address.complement;
    return JSON.stringify(Object.entries(address).sort(([a], [b]) => a.localeCompare(b)));
  }
  return value ?? null;
};

export const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);
