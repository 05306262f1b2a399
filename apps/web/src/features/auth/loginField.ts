import { onlyDigits } from "@quadra/shared";

/** What is typed looks like a cpf (digits and its punctuation), not an e-mail. */
export const looksLikeCpf = (typed: string) => /^[\d.\-\s]*\d[\d.\-\s]*$/.test(typed);

/**
 * The login field as a person types it: digits take the cpf mask (000.000.000-00, separators added
 * as the digits come, at most 11), anything else (an e-mail) is left as typed.
 */
export const maskLogin = (typed: string): string => {
  if (!looksLikeCpf(typed)) return typed;
  const digits = onlyDigits(typed).slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join(".");
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
};

/** The login the server is sent: a cpf's digits, or the e-mail trimmed and in lower case. */
export const loginOf = (typed: string): string =>
  looksLikeCpf(typed) ? onlyDigits(typed) : typed.trim().toLowerCase();
