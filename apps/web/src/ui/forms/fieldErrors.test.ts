import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../platform/api/apiError.ts";
import { applyApiErrors, issuesToErrors } from "./fieldErrors.ts";

describe("field errors", () => {
  it("keys zod issues by dotted path, first message wins", () => {
    expect(
      issuesToErrors([
        { path: ["address", "cep"], message: "CEP inválido." },
        { path: ["cpf"], message: "Informe o CPF." },
        { path: ["cpf"], message: "O CPF tem 11 dígitos." },
      ]),
    ).toEqual({ "address.cep": "CEP inválido.", cpf: "Informe o CPF." });
  });

  it("puts the server's field errors on the form", () => {
    const setErrors = vi.fn();
    applyApiErrors({
      error: new ApiError({ message: "x", status: 400, errors: { email: "Já cadastrado." } }),
      setErrors,
    });
    expect(setErrors).toHaveBeenCalledWith({ email: "Já cadastrado." });
    applyApiErrors({ error: new Error("x"), setErrors });
    expect(setErrors).toHaveBeenCalledOnce();
  });
});
