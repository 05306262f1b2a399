import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: bearer tokens, reset links and one-time codes. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/** Tokens are stored only as their SHA-256, so a leaked table opens no session. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
