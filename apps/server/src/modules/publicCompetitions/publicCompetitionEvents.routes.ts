import { PUBLIC_COMPETITION_EVENT } from "@quadra/shared";
import { publicCompetitionsOperations } from "@quadra/shared/operations/publicCompetitions";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { topicStreams } from "../../platform/realtime/eventStream.ts";
import { competitionTopic } from "../competitions/competitionEvents.ts";
import { publicCompetition } from "./publicCompetitionRecords.ts";

/**
 * GET public/competitions/:id/events: Server-Sent Events of one public competition's topic. Each
 * committed change of its tables (a result, a draw, the fixtures…) arrives as a `competition`
 * event carrying what changed; the page then reads the competition again, without a reload.
 */
export const registerPublicCompetitionEventRoutes = (app: App) => {
  const stream = topicStreams(app);
  route(app, publicCompetitionsOperations, "events", async (request, reply) => {
    const tenant = tenantOf(request);
    const id = request.params.id;
    // Only a public competition has a public stream: anything else is the list's 404.
    await inTenant(request, (tx) => publicCompetition(tx, tenant.id, id));
    return stream(request, reply, competitionTopic(tenant.identifier, id), (event) => ({
      event: PUBLIC_COMPETITION_EVENT,
      data: event.record,
    }));
  });
};
