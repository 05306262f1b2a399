import { COMPETITION_EVENT } from "@quadra/shared/contracts/competitions";
import { competitionsOperations } from "@quadra/shared/operations/competitions";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { topicStreams } from "../../platform/realtime/eventStream.ts";
import { competitionTopic } from "./competitionEvents.ts";
import { competitionById } from "./phaseRecords.ts";

/**
 * GET competitions/:id/events: the director's Server-Sent Events of one competition's topic. Each
 * committed change of its tables (a result entered by another director or a referee's device, a
 * draw, the fixtures, the schedule…) arrives as a `competition` event carrying what changed, so
 * the cockpit, the classifications and the duels read again without waiting for their own writes.
 */
export const registerCompetitionEventRoutes = (app: App) => {
  const stream = topicStreams(app);
  route(app, competitionsOperations, "events", async (request, reply) => {
    const tenant = tenantOf(request);
    const id = request.params.id;
    // Read before the answer is taken over, so a competition that is not this tenant's is a plain 404.
    await inTenant(request, (tx) => competitionById(tx, id));
    return stream(request, reply, competitionTopic(tenant.identifier, id), (event) => ({
      event: COMPETITION_EVENT,
      data: event.record,
    }));
  });
};
