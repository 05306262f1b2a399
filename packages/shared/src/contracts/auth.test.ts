import { describe, expect, it } from "vitest";
import { buildRegisterSchema } from "./auth.ts";

const settings = {
  open: true,
  key: "cpf" as const,
  cpf_required: true,
  cpf_check: false,
  mandatory_fields: [],
  strict_address: false,
};
const emailMessage = (email: unknown) =>
  buildRegisterSchema(settings)
    .safeParse({
      name: "Ana Atleta",
      cpf: "12345678909",
      email,
      password: "Senha-forte-2026",
      accept_terms: true,
    })
    .error?.issues.find((issue) => issue.path[0] === "email")?.message;

describe("the registration form's e-mail", () => {
  it("asks for it when left empty, and says when it is not an e-mail", () => {
    expect(emailMessage("")).toBe("Informe o e-mail.");
    expect(emailMessage("   ")).toBe("Informe o e-mail.");
    expect(emailMessage(undefined)).toBe("Informe o e-mail.");
    expect(emailMessage("ana@")).toBe("E-mail inválido.");
  });

  it("keeps it trimmed and in lower case", () => {
    const parsed = buildRegisterSchema(settings).safeParse({
      name: "Ana Atleta",
      cpf: "12345678909",
      email: "  Ana.Atleta@Exemplo.COM ",
      password: "Senha-forte-2026",
      accept_terms: true,
    });
    expect(parsed.data?.email).toBe("ana.atleta@exemplo.com");
  });
});
