import { isApiError } from "../api/apiError.ts";
import type { OutboxEntry } from "./offlineDb.ts";
import { enqueueWrite } from "./outbox.ts";

export type SendOutcome<T> = { sent: T } | { kept: true };

/**
 * Sends a write a screen may make without signal (an OFFLINE_KINDS kind) with a fresh idempotency
 * key. Without an answer it is kept on the device under the same key and sent when the network
 * returns (outbox.ts), so nothing typed on a court without signal is lost or applied twice. The
 * server's refusals (a wrong value, a conflict) come back as they are.
 */
export const sendOrKeep = async <T>(
  write: Pick<OutboxEntry, "kind" | "scope" | "input" | "label">,
  send: (input: OutboxEntry["input"], key: string) => Promise<T>,
): Promise<SendOutcome<T>> => {
  const key = crypto.randomUUID();
  try {
    return { sent: await send(write.input, key) };
  } catch (error) {
    if (!isApiError(error) || error.status !== 0) throw error;
    await enqueueWrite({ ...write, id: key });
    return { kept: true };
  }
};
