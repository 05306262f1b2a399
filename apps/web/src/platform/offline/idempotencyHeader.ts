/** The header a kept write is sent with, so the server applies it once however often it is sent. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
