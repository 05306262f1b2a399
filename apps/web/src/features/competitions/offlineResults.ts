import type { DuelResultInput, EnterResultAnswer } from "@quadra/shared/contracts/competitions";
import { sendDuelResult } from "../../platform/offline/duelResultSender.ts";
import { OFFLINE_KINDS } from "../../platform/offline/offlineKinds.ts";
import { type SendOutcome, sendOrKeep } from "../../platform/offline/sendOrKeep.ts";

/** The outbox scope of a duel's result: the sheet shows what it keeps of its own duel. */
export const duelResultScope = (duelId: string) => `duel:${duelId}`;

export type SaveOutcome = SendOutcome<EnterResultAnswer>;

/**
 * Saves a result from the sheet opened at `baseVersion`: sent at once with the network, kept on
 * the device and sent when it returns otherwise (sendOrKeep); the server refuses it (409) when
 * another person changed the result since the sheet was opened.
 */
export const saveResultOrKeep = ({
  duelId,
  baseVersion,
  body,
  label,
}: {
  duelId: string;
  baseVersion: number;
  body: DuelResultInput;
  label: string;
}): Promise<SaveOutcome> =>
  sendOrKeep(
    {
      kind: OFFLINE_KINDS.duelResult,
      scope: duelResultScope(duelId),
      input: { params: { id: duelId }, body: { ...body, base_version: baseVersion } },
      label,
    },
    sendDuelResult,
  );
