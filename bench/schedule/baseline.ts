/**
 * The baseline measured beside proposeSchedule: a naive first-fit that only keeps two duels off
 * one court at once, with the changeover between them, inside its opening hours. Each duel, in input order, goes to the allowed
 * court that frees up first. No rest, no order, no athletes, no referees: the least work any
 * scheduler does, so proposeSchedule's time is read as a ratio to it.
 */
import { mergeWindows, type Placement, type ScheduleProblem } from "@quadra/engine";

export const firstFit = (problem: ScheduleProblem): Placement[] => {
  const courts = new Map(
    problem.spaces.map((s) => [s.id, { windows: mergeWindows(s.windows), free: 0, w: 0 }]),
  );
  const changeover = problem.rules.changeoverMinutes ?? 0;
  const out: Placement[] = [];
  for (const item of problem.items) {
    let best: { id: string; start: number } | undefined;
    for (const id of item.spaces) {
      const court = courts.get(id);
      if (!court) continue;
      // Walk this court's windows from where it is free until the duel fits.
      let w = court.w;
      let start = court.free;
      while (w < court.windows.length) {
        const window = court.windows[w]!;
        start = Math.max(start, window.start);
        if (start + item.durationMinutes <= window.end) break;
        w++;
      }
      if (w < court.windows.length && (!best || start < best.start)) best = { id, start };
    }
    if (!best) continue;
    const court = courts.get(best.id)!;
    const end = best.start + item.durationMinutes;
    court.free = end + changeover;
    while (court.w < court.windows.length && court.windows[court.w]!.end < end) court.w++;
    out.push({ itemId: item.id, spaceId: best.id, start: best.start, end, referees: [] });
  }
  return out;
};
