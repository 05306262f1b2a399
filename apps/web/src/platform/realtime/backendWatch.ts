import { BACKEND_WATCH_DELAY_MS, REALTIME_COLLECTION, realtimeTopic } from "@quadra/shared/constants";

export type ChangeEvent = { topic: string; action: "create" | "update" | "delete"; record?: unknown };
type Source = {
  addEventListener: (type: string, listener: (message: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type WatchDeps = {
  /** Current backend and tenant identifier (either may still be unknown). */
  current: () => { backend: string | null; identifier: string | null };
  /** Called on every non-delete change of this tenant's core record. */
  onChange: () => void;
  createSource?: (url: string) => Source;
  delayMs?: number;
};

/** Whether an event asks for a refetch: this tenant's topic, any action but delete (spec §4). */
export const isTenantChange = ({ event, identifier }: { event: ChangeEvent; identifier: string }) =>
  event.topic === realtimeTopic(identifier) && event.action !== "delete";

/**
 * Subscribes to `{backend}/api/v1/realtime`. While the identifier is unknown (before the directory
 * answers) the subscription waits BACKEND_WATCH_DELAY_MS and looks again. `sync()` re-subscribes
 * when the backend or identifier changed; `stop()` closes everything.
 */
export const watchBackend = ({
  current,
  onChange,
  createSource = (url) => new EventSource(url) as unknown as Source,
  delayMs = BACKEND_WATCH_DELAY_MS,
}: WatchDeps) => {
  let source: Source | null = null;
  let subscribedTo: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const close = () => {
    source?.close();
    source = null;
    subscribedTo = null;
  };

  const sync = () => {
    if (stopped) return;
    const { backend, identifier } = current();
    if (!backend || !identifier) {
      close();
      if (!timer) {
        timer = setTimeout(() => {
          timer = null;
          sync();
        }, delayMs);
      }
      return;
    }
    const key = `${backend}|${identifier}`;
    if (subscribedTo === key) return;
    close();
    subscribedTo = key;
    source = createSource(`${backend.replace(/\/+$/, "")}/api/v1/realtime`);
    source.addEventListener(REALTIME_COLLECTION, (message) => {
      try {
        const event = JSON.parse(message.data) as ChangeEvent;
        if (isTenantChange({ event, identifier })) onChange();
      } catch {
        // A malformed event is ignored; the next one will do.
      }
    });
  };

  sync();
  return {
    sync,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      close();
    },
  };
};
