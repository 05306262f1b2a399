import type { DuelResultInput, EnterResultAnswer } from "@quadra/shared/contracts/competitions";
import { competitionsApi } from "../api/operations/competitions.ts";
import { IDEMPOTENCY_HEADER } from "./idempotencyHeader.ts";

/**
 * Sends a duel's result with its idempotency key, quietly (the caller tells the person): the sheet's
 * first attempt and the outbox's resend go the same way, so the server applies it once.
 */
export const sendDuelResult = (
  input: { params?: Record<string, unknown>; body?: unknown },
  key: string,
): Promise<EnterResultAnswer> =>
  competitionsApi.enterResult({
    params: input.params as { id: string },
    body: input.body as DuelResultInput,
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet: true,
  });
