import { isRepeated } from "./digits.ts";

/**
 * CNPJ validation, numeric and alphanumeric. From July 2026 the Receita Federal issues CNPJs whose
 * first 12 characters may be letters (IN RFB 2.229/2024); each character is worth its ASCII code
 * minus 48, so digits keep their value and the check digits are computed exactly as before.
 */
const WEIGHTS_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Uppercases and drops mask characters (. / - and spaces). */
export const normalizeCnpj = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, "");

const charValue = (char: string): number => char.charCodeAt(0) - 48;

const checkDigit = (body: string, weights: number[]): number => {
  const sum = [...body].reduce((acc, char, index) => acc + charValue(char) * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

export const isValidCnpj = (value: string): boolean => {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || isRepeated(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12), WEIGHTS_FIRST);
  const second = checkDigit(cnpj.slice(0, 12) + String(first), WEIGHTS_SECOND);
  return cnpj.endsWith(`${first}${second}`);
};

export const formatCnpj = (value: string): string => {
  const cnpj = normalizeCnpj(value);
  return cnpj.length === 14 ? cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5") : value;
};

/** Builds a valid CNPJ from a 12-character body (tests and demo data). */
export const cnpjFromBody = (body: string): string => {
  const base = normalizeCnpj(body).padStart(12, "0").slice(0, 12);
  const first = checkDigit(base, WEIGHTS_FIRST);
  const second = checkDigit(base + String(first), WEIGHTS_SECOND);
  return `${base}${first}${second}`;
};
