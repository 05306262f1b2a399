import { randomInt } from "node:crypto";
import { cpfFromBase } from "@quadra/shared";

/** A valid cpf no other fixture is likely to hold (random base digits, checked digits computed). */
export const uniqueCpf = () => cpfFromBase(String(randomInt(1, 999_999_999)).padStart(9, "1"));

/** A complete self-registration body under the default settings; override any field. */
export const registrationBody = (overrides: Record<string, unknown> = {}) => {
  const cpf = uniqueCpf();
  return {
    name: "Maria da Silva",
    cpf,
    email: `maria.${cpf}@example.com`,
    phone: "(11) 98765-4321",
    birthdate: "2001-05-20",
    password: "uma senha bem forte",
    accept_terms: true,
    ...overrides,
  };
};
