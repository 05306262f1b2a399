import { appStore } from "../state/appStore.ts";

/** How long a dropped stream waits before it connects again (the server's `retry:` says the same). */
const RECONNECT_MS = 3_000;

/** The names of the events of one Server-Sent Events block (`event:` lines; "message" by default). */
const eventNameOf = (block: string) => {
  let name = "message";
  for (const line of block.split("\n")) if (line.startsWith("event:")) name = line.slice(6).trim();
  return name;
};

/**
 * Reads a staff Server-Sent Events stream at `url` with the session's token (a browser EventSource
 * cannot send one), calling `onEvent` for each event named `eventName`, and connects again after a
 * drop. A 4xx answer (no permission, no such record) ends it for good. Returns what closes it.
 */
export const openAuthorizedEventStream = (
  url: string,
  eventName: string,
  onEvent: () => void,
): (() => void) => {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const connect = async () => {
    const { token } = appStore.get();
    try {
      const response = await fetch(url, {
        headers: { Accept: "text/event-stream", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: controller.signal,
      });
      if (response.status >= 400 && response.status < 500) return;
      if (response.ok && response.body) {
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value.replaceAll("\r\n", "\n");
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            if (eventNameOf(buffer.slice(0, end)) === eventName) onEvent();
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
        }
      }
    } catch {
      // A network error or the close below: the check that follows tells them apart.
    }
    if (!controller.signal.aborted) timer = setTimeout(() => void connect(), RECONNECT_MS);
  };
  void connect();
  return () => {
    controller.abort();
    if (timer) clearTimeout(timer);
  };
};
