import { flushOutbox, outboxEntries } from "./outbox.ts";

const RETRY_MS = 30_000;

/**
 * Sends kept writes whenever there is a chance they get through: now, when the browser says the
 * network is back, and every 30 s while some wait (the "online" event is not sent on every
 * network change, and a captive Wi-Fi says online while nothing passes).
 */
export const startOutbox = () => {
  const tryNow = () => void flushOutbox().catch(() => undefined);
  window.addEventListener("online", tryNow);
  const timer = window.setInterval(() => {
    void outboxEntries()
      .then((entries) => entries.some((entry) => entry.state === "pending") && tryNow())
      .catch(() => undefined);
  }, RETRY_MS);
  tryNow();
  return () => {
    window.removeEventListener("online", tryNow);
    window.clearInterval(timer);
  };
};
