import { useEffect, useState } from "react";
import type { OutboxEntry } from "./offlineDb.ts";
import { onOutboxChange, outboxEntries } from "./outbox.ts";

/** The signed-in person's kept writes (of one scope), read again whenever the outbox changes. */
export const useOutbox = (scope?: string): OutboxEntry[] => {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void outboxEntries(scope)
        .then((found) => live && setEntries(found))
        .catch(() => live && setEntries([]));
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [scope]);
  return entries;
};
