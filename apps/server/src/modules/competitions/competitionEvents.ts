import { REALTIME_COLLECTION } from "@quadra/shared";
import { type SQL, sql } from "drizzle-orm";
import { CHANGES_CHANNEL, type Executor } from "../../platform/db/database.ts";
import type { ChangeAction, ChangeEvent } from "../../platform/realtime/hub.ts";

/**
 * The realtime topic of one competition (docs/competitions.md): the cockpit and the public page
 * subscribe to it (`request.server.deps.realtime.subscribe(competitionTopic(…), …)`) and refetch
 * when a result, a W.O., a clearing, a confirmation, a draw, the fixtures or a team's approval or
 * rejection change its tables or its teams.
 */
export const competitionTopic = (tenantIdentifier: string, competitionId: string) =>
  `competition-${tenantIdentifier}-${competitionId}`;

/**
 * What changed, as subscribers read it: the kind of change and the records it touched (a team's
 * approval or rejection names the team: it enters or leaves the competition's approved teams).
 */
export type CompetitionChange = {
  competition_id: string;
  kind:
    | "result"
    | "result_cleared"
    | "result_confirmed"
    | "result_unlocked"
    | "result_corrected"
    | "draw"
    | "qualify"
    | "fixtures"
    | "schedule"
    | "team_approved"
    | "team_rejected";
  team_id?: string;
  duel_id?: string;
  phase_id?: string;
  group_id?: string;
};

/**
 * Queues the change on the competition's topic inside the writing transaction: pg_notify leaves
 * only when the transaction commits, so a refused or rolled-back write never announces itself. The
 * hub (platform/realtime/hub.ts) LISTENs on the same channel and hands it to the topic's subscribers.
 */
export const publishCompetitionChange = async (
  tx: Executor,
  tenantIdentifier: string,
  change: CompetitionChange,
  action: ChangeAction = "update",
): Promise<void> => {
  await tx.execute(sql`select ${competitionChangeNotice(tenantIdentifier, change, action)}`);
};

/**
 * The `pg_notify(…)` of a change as an expression, for a write that announces itself inside its own
 * statement (a result's UPDATE returns it: competitions/results.ts). Same queueing: it leaves at
 * the commit, and never when the transaction rolls back.
 */
export const competitionChangeNotice = (
  tenantIdentifier: string,
  change: CompetitionChange,
  action: ChangeAction = "update",
): SQL => {
  const event: ChangeEvent = {
    collection: REALTIME_COLLECTION,
    topic: competitionTopic(tenantIdentifier, change.competition_id),
    action,
    record: change,
  };
  return sql`pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(event)})`;
};
