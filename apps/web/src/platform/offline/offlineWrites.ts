import { sendDuelResult } from "./duelResultSender.ts";
import { sendHeatMarks } from "./heatMarksSender.ts";
import { OFFLINE_KINDS } from "./offlineKinds.ts";
import { registerOfflineSender } from "./outbox.ts";
import { startOutbox } from "./startOutbox.ts";

/** Declares every kind's sender (OFFLINE_KINDS), then sends what is kept whenever the network allows. */
export const startOfflineWrites = () => {
  registerOfflineSender(OFFLINE_KINDS.duelResult, sendDuelResult);
  registerOfflineSender(OFFLINE_KINDS.heatMarks, sendHeatMarks);
  return startOutbox();
};
