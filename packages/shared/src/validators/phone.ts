import { onlyDigits } from "./digits.ts";

/**
 * Brazilian phone: 2-digit area code (DDD, 11-99) plus 8 digits (landline, starting 2-5) or 9 digits
 * (mobile, starting with 9). A leading country code 55 is accepted.
 */
export const isValidBrazilianPhone = (value: string): boolean => {
  let phone = onlyDigits(value);
  if (phone.length >= 12 && phone.startsWith("55")) phone = phone.slice(2);
  if (!/^[1-9][1-9]/.test(phone)) return false;
  const local = phone.slice(2);
  if (local.length === 9) return local.startsWith("9");
  if (local.length === 8) return /^[2-5]/.test(local);
  return false;
};

/** The chat widget wants E.164-like +55 followed by digits only (spec §1, §9). */
export const toChatPhone = (value: string | null | undefined): string | undefined => {
  const digits = onlyDigits(value ?? "");
  if (!digits) return undefined;
  return `+55${digits.startsWith("55") && digits.length >= 12 ? digits.slice(2) : digits}`;
};

export const formatPhone = (value: string): string => {
  const phone = onlyDigits(value);
  if (phone.length === 11) return phone.replace(/^(\d{2})(\d{5})(\d{4})$/, "($1) $2-$3");
  if (phone.length === 10) return phone.replace(/^(\d{2})(\d{4})(\d{4})$/, "($1) $2-$3");
  return value;
};
