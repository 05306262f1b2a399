import type { DuelResultInput, EnterResultAnswer } from "@quadra/shared/contracts/competitions";
import { isApiError } from "../../platform/api/apiError.ts";
import { sendDuelResult } from "../../platform/offline/duelResultSender.ts";
import { OFFLINE_KINDS } from "../../platform/offline/offlineKinds.ts";
import { enqueueWrite } from "../../platform/offline/outbox.ts";

/** The outbox scope of a duel's result: the sheet shows what it keeps of its own duel. */
export const duelResultScope = (duelId: string) => `duel:${duelId}`;

export type SaveOutcome = { sent: EnterResultAnswer } | { kept: true };

/**
 * Saves a result from the sheet opened at `baseVersion`. With the network, it is sent (with an
 * idempotency key); without an answer, it is kept on the device under the same key and sent when
 * the network returns (platform/offline), so a result typed on a court without signal is never lost
 * and never applied twice. The server's refusals (a wrong score, a conflict) come back as they are.
 */
export const saveResultOrKeep = async ({
  duelId,
  baseVersion,
  body,
  label,
}: {
  duelId: string;
  baseVersion: number;
  body: DuelResultInput;
  label: string;
}): Promise<SaveOutcome> => {
  const key = crypto.randomUUID();
  const sent = { ...body, base_version: baseVersion };
  try {
    return { sent: await sendDuelResult({ params: { id: duelId }, body: sent }, key) };
  } catch (error) {
    if (!isApiError(error) || error.status !== 0) throw error;
    await enqueueWrite({
      id: key,
      kind: OFFLINE_KINDS.duelResult,
      scope: duelResultScope(duelId),
      input: { params: { id: duelId }, body: sent },
      label,
    });
    return { kept: true };
  }
};
