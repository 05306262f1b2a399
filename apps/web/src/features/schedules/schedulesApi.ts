import type {
  ScheduleApplyInput,
  ScheduleCheckInput,
  ScheduleSetup,
} from "@quadra/shared/contracts/schedules";
import { schedulesApi } from "../../platform/api/operations/schedules.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";

/** Which board: one competition's, or a whole games edition's (every competition of it). */
export type ScheduleScope = "competition" | "olympics";

/** The board's addresses (ours, not in spec §2: docs/gamesday.md). */
export const scheduleScreens = {
  competition: (id: string) => `/competitions/competitions/${id}/gamesday`,
  olympics: (id: string) => `/competitions/olympics/${id}/gamesday`,
};

// The board's calls are quiet: the page says what failed, once (under the setup's fields, or a notice).
export const proposeSchedule = (scope: ScheduleScope, id: string, body: ScheduleSetup) =>
  scope === "competition"
    ? schedulesApi.competitionPropose({ params: { id }, body, quiet: true })
    : schedulesApi.olympicsPropose({ params: { id }, body, quiet: true });

export const checkSchedule = (scope: ScheduleScope, id: string, body: ScheduleCheckInput) =>
  scope === "competition"
    ? schedulesApi.competitionCheck({ params: { id }, body, quiet: true })
    : schedulesApi.olympicsCheck({ params: { id }, body, quiet: true });

export const applySchedule = (scope: ScheduleScope, id: string, body: ScheduleApplyInput) =>
  scope === "competition"
    ? schedulesApi.competitionApply({ params: { id }, body, quiet: true })
    : schedulesApi.olympicsApply({ params: { id }, body, quiet: true });

/** The spaces a board may use, searched by name (the server checks they are active on propose). */
export const fetchSpaceOptions = (q: string) =>
  resourceClient("spaces").options(q.trim() ? { q: q.trim() } : {});
export const SPACE_OPTIONS_KEY = ["schedules", "spaceOptions"] as const;
