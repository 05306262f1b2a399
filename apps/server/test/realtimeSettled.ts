import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { competitionTopic, publishCompetitionChange } from "../src/modules/competitions/competitionEvents.ts";
import type { TestServer, TestTenant } from "./harness.ts";

/**
 * Waits until every change announced so far has reached this process. Writes announce themselves
 * through PostgreSQL's NOTIFY, which may arrive late on a loaded machine: a stream opened after a
 * test's setup could get the setup's draw or fixtures as its first event, or a cached copy be
 * dropped by them. Notifications come on one connection in commit order, so all earlier ones have
 * arrived once a marker announced after them has. (On PGlite they arrive at once; this is quick.)
 */
export const earlierChangesArrived = async (
  server: TestServer,
  tenant: TestTenant,
  competitionId: string,
) => {
  const marker = randomUUID();
  let arrived = false;
  const unsubscribe = server.app.deps.realtime.subscribe(
    competitionTopic(tenant.identifier, competitionId),
    (event) => {
      if ((event.record as { duel_id?: string }).duel_id === marker) arrived = true;
    },
  );
  try {
    await server.db.tenant(tenant.id, (tx) =>
      publishCompetitionChange(tx, tenant.identifier, {
        competition_id: competitionId,
        kind: "schedule",
        duel_id: marker,
      }),
    );
    await expect.poll(() => arrived, { timeout: 15_000 }).toBe(true);
  } finally {
    unsubscribe();
  }
};
