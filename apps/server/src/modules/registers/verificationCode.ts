import { randomInt } from "node:crypto";

/**
 * The characters of a contract's verification code: digits and capitals without the ones read as
 * others (0/O, 1/I/L, U/V), so a code copied from paper is typed right.
 */
export const VERIFICATION_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const VERIFICATION_LENGTH = 12;

/**
 * A new verification code: 12 characters drawn by the system's CSPRNG (30^12 ≈ 5·10^17, about 59
 * bits), so a code cannot be guessed to read someone's contract; the unique index refuses a repeat.
 */
export const newVerificationCode = () =>
  Array.from(
    { length: VERIFICATION_LENGTH },
    () => VERIFICATION_ALPHABET[randomInt(VERIFICATION_ALPHABET.length)],
  ).join("");

/** A code as typed by someone checking it: upper-cased, spaces and dashes dropped. */
export const normalizeVerificationCode = (text: string) => text.toUpperCase().replace(/[\s-]/g, "");
