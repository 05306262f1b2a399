import type {
  ScheduleBoard,
  SchedulePlacementView,
  ScheduleViolationView,
} from "@quadra/shared/contracts/schedules";

/** The board's rows: one every 15 minutes (the proposer's starts are multiples of it). */
export const SLOT_MINUTES = 15;

const CLOCK = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const DAY_LABEL = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "UTC",
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
});

const at = (minute: number) => new Date(minute * 60_000);
/** "08:30" in the tenant's zone, for a minute since 1970 UTC. */
export const clockOf = (minute: number) => CLOCK.format(at(minute));
/** "2026-05-04": the tenant's calendar day of a minute. */
export const dayOf = (minute: number) => DAY.format(at(minute));
/** "seg., 04/05" for a day tab. */
export const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T12:00:00Z`));

/** The rows of one day: from the earliest opening to the latest closing of the board's spaces. */
export const slotsOfDay = (board: Pick<ScheduleBoard, "spaces">, day: string): number[] => {
  const windows = board.spaces.flatMap((space) => space.windows).filter((w) => dayOf(w.start) === day);
  if (!windows.length) return [];
  const first = Math.floor(Math.min(...windows.map((w) => w.start)) / SLOT_MINUTES) * SLOT_MINUTES;
  const last = Math.max(...windows.map((w) => w.end));
  const slots: number[] = [];
  for (let slot = first; slot < last; slot += SLOT_MINUTES) slots.push(slot);
  return slots;
};

/** The row a placement shows in: its start, down to the slot. */
export const slotOf = (start: number) => Math.floor(start / SLOT_MINUTES) * SLOT_MINUTES;

/** A card moved to another space and start (its duration kept). */
export const movePlacement = (
  placements: readonly SchedulePlacementView[],
  itemId: string,
  spaceId: string,
  start: number,
): SchedulePlacementView[] =>
  placements.map((p) =>
    p.item_id === itemId ? { ...p, space_id: spaceId, start, end: start + (p.end - p.start) } : p,
  );

/**
 * Where an arrow key takes a card: up and down one row, left and right one space (the board's
 * keyboard alternative to dragging). Null past the board's edges.
 */
export const stepPlacement = (
  placement: SchedulePlacementView,
  spaceIds: readonly string[],
  key: string,
): { spaceId: string; start: number } | null => {
  const column = spaceIds.indexOf(placement.space_id);
  switch (key) {
    case "ArrowUp":
      return { spaceId: placement.space_id, start: placement.start - SLOT_MINUTES };
    case "ArrowDown":
      return { spaceId: placement.space_id, start: placement.start + SLOT_MINUTES };
    case "ArrowLeft":
      return column > 0 ? { spaceId: spaceIds[column - 1]!, start: placement.start } : null;
    case "ArrowRight":
      return column >= 0 && column < spaceIds.length - 1
        ? { spaceId: spaceIds[column + 1]!, start: placement.start }
        : null;
    default:
      return null;
  }
};

/** The items some violation names, to mark their cards. */
export const flaggedItems = (violations: readonly ScheduleViolationView[]) =>
  new Set(violations.flatMap((v) => v.item_ids));

/** Hard violations first (they block "Aplicar"), then the soft ones, each in the server's order. */
export const sortedViolations = (violations: readonly ScheduleViolationView[]) => [
  ...violations.filter((v) => v.hard),
  ...violations.filter((v) => !v.hard),
];

/** The placements as the check and apply bodies take them. */
export const placementInputs = (placements: readonly SchedulePlacementView[]) =>
  placements.map(({ item_id, space_id, start, referees }) => ({ item_id, space_id, start, referees }));
