import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { emptyRegisterValues, shownFields, validateRegister } from "./registerForm.ts";

const settings = DEFAULT_TENANT_SETTINGS.register;
const valid = {
  ...emptyRegisterValues(),
  name: "Ana Souza",
  cpf: "529.982.247-25",
  email: "Ana@Example.com",
  phone: "(11) 98765-4321",
  birthdate: "1990-05-01",
  password: "uma senha longa",
  confirmation: "uma senha longa",
  accept_terms: true,
};

describe("register form", () => {
  it("sends digits for cpf and phone and leaves an empty address out", () => {
    const { body, errors } = validateRegister({ values: valid, settings });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ cpf: "52998224725", phone: "11987654321", email: "ana@example.com" });
    expect(body?.address).toBeUndefined();
  });

  it("checks the cpf digits when cpf_check is on and names mandatory fields", () => {
    const { errors } = validateRegister({
      values: { ...valid, cpf: "529.982.247-24", phone: "", accept_terms: false },
      settings,
    });
    expect(errors.cpf).toBe("CPF inválido: confira os dígitos.");
    expect(errors.phone).toBe("Informe o telefone.");
    expect(errors.accept_terms).toBeDefined();
  });

  it("requires the address fields when the tenant asks for a strict address", () => {
    const strict = { ...settings, strict_address: true };
    expect(shownFields(strict).address).toBe(true);
    const { errors } = validateRegister({ values: valid, settings: strict });
    expect(errors["address.cep"]).toBe("CEP inválido.");
  });

  it("reports a confirmation that does not match", () => {
    expect(validateRegister({ values: { ...valid, confirmation: "outra" }, settings }).passwordsMatch).toBe(
      false,
    );
  });
});
