import type { FastifyReply, FastifyRequest } from "fastify";
import { leaveForeground } from "../http/foregroundRequests.ts";
import type { App } from "../http/types.ts";
import type { ChangeEvent } from "./hub.ts";

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events of realtime topics, for the routes that stream them (the tenant's core
 * changes, a public competition's results, a games edition's competitions). `topicStreams` returns a
 * function that answers a request with the stream of `topic` (or of each of several topics), each
 * event written by `format` as `event:`/`data:` lines.
 *
 * Streams never end by themselves: the server's close would wait for them forever (a deploy's
 * SIGTERM would hang). They are ended first, on the app's `preClose`; browsers reconnect to another
 * process after `retry`.
 */
export const topicStreams = (app: App) => {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    topic: string | readonly string[],
    format: (event: ChangeEvent) => { event: string; data: unknown },
  ) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      "access-control-allow-origin": request.headers.origin ?? "*",
    });
    const topics = typeof topic === "string" ? [topic] : topic;
    raw.write(`retry: 3000\n: subscribed ${topics.join(" ")}\n\n`);
    // Open for as long as the browser listens: not a request background jobs should wait for.
    leaveForeground(request);
    const unsubscribes = topics.map((one) =>
      request.server.deps.realtime.subscribe(one, (change) => {
        const { event, data } = format(change);
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      }),
    );
    const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      for (const unsubscribe of unsubscribes) unsubscribe();
      open.delete(end);
    };
    const end = () => {
      close();
      raw.end();
    };
    open.add(end);
    request.raw.on("close", close);
    raw.on("error", close);
    // Hijacked: Fastify sends nothing more for this reply.
    return reply;
  };
};
