import type { TFunction } from "i18next";

// The labels come from this feature's texts, not from the shared catalog's option lists: importing
// those values into the screens' chunks put the catalog in a chunk the route table and the
// registry import in a cycle, and every page opened by its address failed to start.

export const duelStatusLabel = (t: TFunction, value: string) => t(`competitions.labels.duel_status.${value}`);
export const phaseFormatLabel = (t: TFunction, value: string) =>
  t(`competitions.labels.phase_format.${value}`);
export const phaseStatusLabel = (t: TFunction, value: string) =>
  t(`competitions.labels.phase_status.${value}`);
export const phaseEntryLabel = (t: TFunction, value: string) => t(`competitions.labels.phase_entry.${value}`);
export const competitionStatusLabel = (t: TFunction, value: string) =>
  t(`competitions.labels.competition_status.${value}`);

/** The badge colour of a duel's status: what still needs the director stands out. */
export const DUEL_STATUS_COLORS: Record<string, string> = {
  scheduled: "gray",
  played: "yellow",
  confirmed: "green",
  cancelled: "red",
};

export const DUEL_STATUS_VALUES = ["scheduled", "played", "confirmed", "cancelled"] as const;

export const duelStatusOptions = (t: TFunction) =>
  DUEL_STATUS_VALUES.map((value) => ({ value, label: duelStatusLabel(t, value) }));

/** Phases whose duels form a bracket rather than a table. */
export const isBracketFormat = (format: string) => format === "knockout" || format === "double_elimination";
