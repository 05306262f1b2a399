import type { HeatMarksAnswer, HeatMarksInput } from "@quadra/shared/contracts/heats";
import { heatsApi } from "../api/operations/heats.ts";
import { IDEMPOTENCY_HEADER } from "./idempotencyHeader.ts";

/**
 * Sends a heat's marks with their idempotency key, quietly (the caller tells the person): the marks
 * screen's first attempt and the outbox's resend go the same way, so the server applies them once.
 */
export const sendHeatMarks = (
  input: { params?: Record<string, unknown>; body?: unknown },
  key: string,
): Promise<HeatMarksAnswer> =>
  heatsApi.marks({
    params: input.params as { id: string },
    body: input.body as HeatMarksInput,
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet: true,
  });
