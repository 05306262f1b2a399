import { REALTIME_COLLECTION, realtimeTopic } from "@quadra/shared";
import { realtimeOperations } from "@quadra/shared/operations/realtime";
import { route } from "../../platform/http/operationRoute.ts";
import { tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { topicStreams } from "../../platform/realtime/eventStream.ts";

/**
 * Server-Sent Events for the tenant's topic `core-<identifier>` (spec §4). The events say that the
 * client record or the configs changed; the app then refetches them quietly.
 */
export const registerRealtimeRoutes = (app: App) => {
  const stream = topicStreams(app);
  route(app, realtimeOperations, "stream", async (request, reply) =>
    stream(request, reply, realtimeTopic(tenantOf(request).identifier), (event) => ({
      event: REALTIME_COLLECTION,
      data: event,
    })),
  );
};
