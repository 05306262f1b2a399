import { REALTIME_COLLECTION, realtimeTopic } from "@quadra/shared";
import { guard } from "../../platform/http/guard.ts";
import { tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for the tenant's topic `core-<identifier>` (spec §4). The events say that the
 * client record or the configs changed; the app then refetches them quietly.
 */
export const registerRealtimeRoutes = (app: App) => {
  // Streams never end by themselves: the server's close would wait for them forever (a deploy's
  // SIGTERM would hang). They are ended first; browsers reconnect to another process after `retry`.
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.get(
    "/realtime",
    {
      config: guard({ auth: "public" }),
      schema: {
        tags: ["realtime"],
        summary: `SSE stream of ${REALTIME_COLLECTION} events for core-<identifier>`,
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const topic = realtimeTopic(tenant.identifier);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "access-control-allow-origin": request.headers.origin ?? "*",
      });
      raw.write(`retry: 3000\n: subscribed ${topic}\n\n`);
      const unsubscribe = request.server.deps.realtime.subscribe(topic, (event) => {
        raw.write(`event: ${REALTIME_COLLECTION}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        close();
        raw.end();
      };
      open.add(end);
      request.raw.on("close", close);
      raw.on("error", close);
    },
  );
};
