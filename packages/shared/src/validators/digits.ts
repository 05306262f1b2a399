/** Keeps only 0-9. Used by every Brazilian document and phone helper. */
export const onlyDigits = (value: string): string => value.replace(/\D+/g, "");

/** True when every character is the same ("111.111.111-11"), which passes the check digits but is never issued. */
export const isRepeated = (value: string): boolean => value.length > 0 && /^(.)\1*$/.test(value);
