import {
  type Address,
  buildPersonSchema,
  EMPTY_ADDRESS,
  formatCpf,
  type Person,
  type PersonInput,
  type RegisterSettings,
} from "@quadra/shared";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";

/** What the registration screen edits: every field as text, the address as AddressFields edits it. */
export type PersonValues = {
  name: string;
  social_name: string;
  cpf: string;
  email: string;
  phone: string;
  birthdate: string;
  gender: string;
  mother_name: string;
  father_name: string;
  rg: string;
  nationality: string;
  birth_city: string;
  blood_type: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  address: Address;
  guardian_id: string | null;
};

export const emptyPersonValues = (): PersonValues => ({
  name: "",
  social_name: "",
  cpf: "",
  email: "",
  phone: "",
  birthdate: "",
  gender: "",
  mother_name: "",
  father_name: "",
  rg: "",
  nationality: "",
  birth_city: "",
  blood_type: "",
  emergency_contact_name: "",
  emergency_contact_phone: "",
  address: { ...EMPTY_ADDRESS },
  guardian_id: null,
});

/** A saved person as the form shows it (the masks format digits as they are typed). */
export const personValues = (person: Person): PersonValues => ({
  name: person.name,
  social_name: person.social_name ?? "",
  cpf: person.cpf ? formatCpf(person.cpf) : "",
  email: person.email ?? "",
  phone: person.phone ?? "",
  birthdate: person.birthdate ?? "",
  gender: person.gender ?? "",
  mother_name: person.mother_name ?? "",
  father_name: person.father_name ?? "",
  rg: person.rg ?? "",
  nationality: person.nationality ?? "",
  birth_city: person.birth_city ?? "",
  blood_type: person.blood_type ?? "",
  emergency_contact_name: person.emergency_contact_name ?? "",
  emergency_contact_phone: person.emergency_contact_phone ?? "",
  address: person.address
    ? { ...EMPTY_ADDRESS, ...person.address, complement: person.address.complement ?? "" }
    : { ...EMPTY_ADDRESS },
  guardian_id: person.guardian_id,
});

/** The address is required by the tenant (mandatory or strict) or sent because something was typed. */
export const addressRequired = (settings: RegisterSettings) =>
  settings.strict_address || settings.mandatory_fields.includes("address");

/** Which fields the tenant's settings make mandatory (the screen marks them). */
export const requiredFields = (settings: RegisterSettings) => {
  const mandatory = new Set<string>(settings.mandatory_fields);
  return {
    cpf: settings.cpf_required || settings.key === "cpf",
    email: settings.key === "email",
    phone: mandatory.has("phone"),
    birthdate: mandatory.has("birthdate"),
    gender: mandatory.has("gender"),
    social_name: mandatory.has("social_name"),
    mother_name: mandatory.has("mother_name"),
    rg: mandatory.has("rg"),
    address: addressRequired(settings),
  };
};

/**
 * Validates with the very schema the API applies (`buildPersonSchema` of configs/register) and
 * returns the body to send, or the errors keyed like the API's 400 (`address.cep`). On an edit every
 * field is sent: a field emptied on screen is a field cleared.
 */
export const validatePerson = ({
  values,
  settings,
}: {
  values: PersonValues;
  settings: RegisterSettings;
}) => {
  const { address, gender, blood_type, ...rest } = values;
  const { ibge_code: _ibge, ...postal } = address;
  const anyAddress = Object.values(postal).some((value) => value.trim());
  const candidate = {
    ...rest,
    gender: gender || undefined,
    blood_type: blood_type || undefined,
    address:
      anyAddress || addressRequired(settings)
        ? { ...postal, complement: postal.complement || undefined }
        : undefined,
  };
  const parsed = buildPersonSchema(settings).safeParse(candidate);
  if (!parsed.success) return { body: null, errors: issuesToErrors(parsed.error.issues) };
  // Sent as typed (masked): the server normalises again, and blank means "clear" on an edit.
  // The select's text passed the same schema just above, so it is one of the contract's values.
  const body = { ...rest, gender, blood_type, address: candidate.address ?? null } as PersonInput;
  return { body, errors: {} as Record<string, string> };
};
