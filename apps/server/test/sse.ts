/** A Server-Sent-Events client for tests: connects with fetch and parses the stream as it arrives. */
export type SseEvent = { event: string; data: any };

export const openEventStream = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const response = await fetch(url, {
    signal: controller.signal,
    headers: { ...headers, accept: "text/event-stream" },
  });
  if (!response.ok || !response.body) throw new Error(`SSE ${url} answered ${response.status}`);
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let notify = () => {};

  const parseBlock = (block: string) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) comments.push(line.slice(1).trim());
      else if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).trim());
    }
    if (data.length) events.push({ event, data: JSON.parse(data.join("\n")) });
  };

  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
        notify();
      }
    } catch {
      // aborted by close()
    }
  })();

  /** Resolves once `check` holds for what has arrived, or rejects after `timeoutMs`. */
  const until = <T>(check: () => T | undefined, what: string, timeoutMs = 10_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        notify = () => {};
        reject(new Error(`timed out waiting for ${what} on ${url}; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      const test = () => {
        const found = check();
        if (found === undefined) return;
        clearTimeout(timer);
        notify = () => {};
        resolve(found);
      };
      notify = test;
      test();
    });

  return {
    events,
    /** The stream says it is subscribed to its topic: changes from now on reach it. */
    subscribed: () =>
      until(() => comments.find((line) => line.startsWith("subscribed ")), "the subscription"),
    /** The n-th event (0-based) once it has arrived. */
    event: (index: number, timeoutMs?: number) => until(() => events[index], `event #${index}`, timeoutMs),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
};
export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
