import { createHash, timingSafeEqual } from "node:crypto";

/** Compares a received token with the expected one in constant time (hashes make lengths equal). */
export const safeEqual = (received: string | undefined, expected: string): boolean =>
  received !== undefined &&
  expected !== "" &&
  timingSafeEqual(
    createHash("sha256").update(received).digest(),
    createHash("sha256").update(expected).digest(),
  );
