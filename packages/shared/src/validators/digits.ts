/** Keeps only 0-9. Used by every Brazilian document and phone helper. */
export const onlyDigits = (value: string): string => value.replace(/\D+/g, "");

/** True when every character is the same ("111.111.111-11"), which passes the check digits but is never issued. */
export const isRepeated = (value: string): boolean => value.length > 0 && /^(.)\1*$/.test(value);

/**
 * The digits a search term means as part of a cpf, when it is one: digits with the cpf's own
 * punctuation ("529.982", "52998") and at least three of them. A word with letters is a name or an
 * e-mail ("ana2", "e1x2k9"): matching its scattered digits against cpfs would find strangers.
 */
export const cpfSearchDigits = (term: string): string | undefined => {
  if (!/^[\d.\-/\s]+$/.test(term)) return undefined;
  const digits = onlyDigits(term);
  return digits.length >= 3 ? digits : undefined;
};
