import { isRepeated, onlyDigits } from "./digits.ts";

const checkDigit = (digits: number[], weightStart: number): number => {
  const sum = digits.reduce((acc, digit, index) => acc + digit * (weightStart - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** Validates a CPF (Cadastro de Pessoas Físicas) by its two modulo-11 check digits. Accepts masked input. */
export const isValidCpf = (value: string): boolean => {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || isRepeated(cpf)) return false;
  const numbers = [...cpf].map(Number);
  const first = checkDigit(numbers.slice(0, 9), 10);
  const second = checkDigit(numbers.slice(0, 10), 11);
  return first === numbers[9] && second === numbers[10];
};

/** Formats 11 digits as 000.000.000-00; returns the input unchanged when it is not 11 digits. */
export const formatCpf = (value: string): string => {
  const cpf = onlyDigits(value);
  return cpf.length === 11 ? cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4") : value;
};

/** Builds a valid CPF from 9 base digits (tests and demo data). */
export const cpfFromBase = (base: string): string => {
  const numbers = [...onlyDigits(base).padStart(9, "0").slice(0, 9)].map(Number);
  const first = checkDigit(numbers, 10);
  const second = checkDigit([...numbers, first], 11);
  return [...numbers, first, second].join("");
};
