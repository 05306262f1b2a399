import type { RegisterSettings } from "@quadra/shared";
import { buildRegisterSchema } from "@quadra/shared";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";

export type RegisterValues = {
  name: string;
  social_name: string;
  cpf: string;
  email: string;
  phone: string;
  birthdate: string;
  gender: string;
  mother_name: string;
  rg: string;
  address: {
    cep: string;
    street: string;
    number: string;
    complement: string;
    district: string;
    city: string;
    state: string;
  };
  password: string;
  confirmation: string;
  accept_terms: boolean;
};

export const emptyRegisterValues = (): RegisterValues => ({
  name: "",
  social_name: "",
  cpf: "",
  email: "",
  phone: "",
  birthdate: "",
  gender: "",
  mother_name: "",
  rg: "",
  address: { cep: "", street: "", number: "", complement: "", district: "", city: "", state: "" },
  password: "",
  confirmation: "",
  accept_terms: false,
});

export const addressRequired = (settings: RegisterSettings) =>
  settings.strict_address || settings.mandatory_fields.includes("address");

/** Which optional fields the form shows: the mandatory ones, plus phone and birthdate always. */
export const shownFields = (settings: RegisterSettings) => {
  const mandatory = new Set<string>(settings.mandatory_fields);
  return {
    social_name: mandatory.has("social_name"),
    gender: mandatory.has("gender"),
    mother_name: mandatory.has("mother_name"),
    rg: mandatory.has("rg"),
    address: addressRequired(settings),
  };
};

/**
 * Validates with the very schema the API uses (`buildRegisterSchema`) and returns the body to send,
 * or the errors keyed by field path (`address.cep`), the shape the server's 400 uses too.
 */
export const validateRegister = ({
  values,
  settings,
}: {
  values: RegisterValues;
  settings: RegisterSettings;
}) => {
  const { confirmation, address, gender, ...rest } = values;
  const anyAddress = Object.values(address).some((value) => value.trim());
  const candidate = {
    ...rest,
    gender: gender || undefined,
    address:
      anyAddress || addressRequired(settings)
        ? { ...address, complement: address.complement || undefined }
        : undefined,
  };
  const parsed = buildRegisterSchema(settings).safeParse(candidate);
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  return {
    body: parsed.success ? parsed.data : null,
    errors,
    passwordsMatch: confirmation === values.password,
  };
};
