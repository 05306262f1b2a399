import { onlyDigits } from "./digits.ts";

/** A CEP (Código de Endereçamento Postal) has 8 digits; 00000-000 is not issued. */
export const isValidCep = (value: string): boolean => {
  const cep = onlyDigits(value);
  return cep.length === 8 && cep !== "00000000";
};

export const formatCep = (value: string): string => {
  const cep = onlyDigits(value);
  return cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : value;
};
