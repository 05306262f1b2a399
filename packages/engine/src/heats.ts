import { createRng, shuffle } from "./random.ts";
import type { ParticipantId } from "./types.ts";

/** Times: lower is better. Distances, heights, scores: higher is better. */
export type MarkDirection = "lower" | "higher";

export type Entry = { athlete: ParticipantId; seedMark?: number };

export type HeatLane = { lane: number; athlete: ParticipantId };
export type DrawnHeat = { heat: number; lanes: HeatLane[] };

/** Status that leaves a performance without a valid mark. */
export type ResultStatus = "DNF" | "DNS" | "DQ" | "NM";

export type Performance = {
  athlete: ParticipantId;
  /** Final mark (seconds, metres, points). Ignored when `status` is set. */
  mark?: number;
  /** Field events: every valid attempt, for the countback (second best mark breaks ties, then third…). */
  attempts?: readonly number[];
  status?: ResultStatus;
};

export type HeatResults = { heat: number; performances: readonly Performance[] };

export type RankedPerformance = Performance & {
  heat: number;
  /** Place in the heat; shared on a tie; absent without a valid mark. */
  place?: number;
  /** Q: qualified by place; q: qualified by mark among the others. */
  qualification?: "Q" | "q";
};

/**
 * World Athletics lane allocation for 8 lanes in rounds after the first: the four best seeded
 * draw lanes 3–6, the next two draw 7–8, the last two draw 1–2.
 */
export const worldAthleticsLaneGroups: readonly (readonly number[])[] = [
  [3, 4, 5, 6],
  [7, 8],
  [1, 2],
];

const better = (direction: MarkDirection) => (a: number, b: number) =>
  direction === "lower" ? a - b : b - a;

/**
 * Seeds entries into heats in serpentine order by their entry mark (best in heat 1, second in heat
 * 2, …, back again), then draws lanes in each heat by seeding groups. Entries without a mark are
 * placed last. The same seed always gives the same heats.
 */
export const drawHeats = ({
  entries,
  heats,
  direction,
  seed,
  laneGroups = worldAthleticsLaneGroups,
}: {
  entries: readonly Entry[];
  heats: number;
  direction: MarkDirection;
  seed: number | string;
  laneGroups?: readonly (readonly number[])[];
}): DrawnHeat[] => {
  const rng = createRng(seed);
  const cmp = better(direction);
  // Shuffle first so that equal or missing marks are not ordered by input position.
  const ordered = shuffle(entries, rng).sort((a, b) => {
    if (a.seedMark === undefined || b.seedMark === undefined) return a.seedMark === undefined ? 1 : -1;
    return cmp(a.seedMark, b.seedMark);
  });
  const buckets: Entry[][] = Array.from({ length: heats }, () => []);
  ordered.forEach((entry, i) => {
    const lap = Math.floor(i / heats);
    const pos = i % heats;
    buckets[lap % 2 === 0 ? pos : heats - 1 - pos]!.push(entry);
  });
  const capacity = laneGroups.reduce((n, g) => n + g.length, 0);
  return buckets.map((bucket, h) => {
    if (bucket.length > capacity) throw new Error(`drawHeats: heat ${h + 1} has more athletes than lanes`);
    const lanes: HeatLane[] = [];
    let next = 0;
    for (const group of laneGroups) {
      const athletes = bucket.slice(next, next + group.length);
      next += group.length;
      const drawn = shuffle(group, rng);
      athletes.forEach((e, i) => {
        lanes.push({ lane: drawn[i]!, athlete: e.athlete });
      });
    }
    lanes.sort((a, b) => a.lane - b.lane);
    return { heat: h + 1, lanes };
  });
};

/** Compares two valid performances: negative when `a` is better. Field events use the countback. */
export const comparePerformances = (a: Performance, b: Performance, direction: MarkDirection): number => {
  const cmp = better(direction);
  const main = cmp(a.mark ?? 0, b.mark ?? 0);
  if (main !== 0 || !a.attempts || !b.attempts) return main;
  const as = a.attempts.slice().sort(cmp);
  const bs = b.attempts.slice().sort(cmp);
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    if (as[i] === undefined || bs[i] === undefined)
      return as[i] === undefined ? (bs[i] === undefined ? 0 : 1) : -1;
    const d = cmp(as[i]!, bs[i]!);
    if (d !== 0) return d;
  }
  return 0;
};

const isValid = (p: Performance) => p.status === undefined && p.mark !== undefined;

/** Places within one heat: ties share the place, invalid performances come last without one. */
export const rankHeat = ({
  heat,
  direction,
}: {
  heat: HeatResults;
  direction: MarkDirection;
}): RankedPerformance[] => {
  const valid = heat.performances.filter(isValid).sort((a, b) => comparePerformances(a, b, direction));
  const out: RankedPerformance[] = [];
  valid.forEach((p, i) => {
    const prev = out[i - 1];
    const place = prev && comparePerformances(valid[i - 1]!, p, direction) === 0 ? prev.place! : i + 1;
    out.push({ ...p, heat: heat.heat, place });
  });
  for (const p of heat.performances) if (!isValid(p)) out.push({ ...p, heat: heat.heat });
  return out;
};

/**
 * Qualification from heats: the first `byPlace` of each heat (Q), then the `byMark` best of the
 * rest across heats (q). A tie at the last qualifying place takes every tied athlete through, as
 * the rules do when there is room; the caller can see it as more qualifiers than planned.
 */
export const qualifyFromHeats = ({
  heats,
  direction,
  byPlace = 0,
  byMark = 0,
  standard,
  fillTo,
  lanes,
  seed = 0,
}: {
  heats: readonly HeatResults[];
  direction: MarkDirection;
  byPlace?: number;
  byMark?: number;
  /** Field-event qualifying standard: every mark at least this good is Q. */
  standard?: number;
  /** Field events: q by best marks until this many qualify in total ("or at least the 12 best"). */
  fillTo?: number;
  /**
   * Places in the next round. When ties at the line take more athletes than there are places,
   * lots are drawn among the athletes tied for the last q place (or the last Q place).
   */
  lanes?: number;
  seed?: number | string;
}): RankedPerformance[] => {
  const ranked = heats.flatMap((h) => rankHeat({ heat: h, direction }));
  const meets = (mark: number | undefined) =>
    standard !== undefined &&
    mark !== undefined &&
    (direction === "lower" ? mark <= standard : mark >= standard);
  for (const p of ranked) {
    if (p.place !== undefined && (p.place <= byPlace || meets(p.mark))) p.qualification = "Q";
  }
  if (fillTo !== undefined)
    byMark = Math.max(0, fillTo - ranked.filter((p) => p.qualification === "Q").length);
  const rest = ranked
    .filter((p) => p.place !== undefined && p.qualification === undefined)
    .sort((a, b) => comparePerformances(a, b, direction));
  for (let i = 0; i < rest.length; i++) {
    const p = rest[i]!;
    const tiedWithLast = i >= byMark && i > 0 && comparePerformances(rest[i - 1]!, p, direction) === 0;
    if (i < byMark || (tiedWithLast && rest[i - 1]!.qualification === "q")) p.qualification = "q";
    else break;
  }
  if (lanes !== undefined) drawLotsForLastPlaces({ ranked, lanes, direction, seed });
  return ranked;
};

/** Drops, by seeded lots, athletes tied at the qualifying line when they outnumber the places left. */
const drawLotsForLastPlaces = ({
  ranked,
  lanes,
  direction,
  seed,
}: {
  ranked: RankedPerformance[];
  lanes: number;
  direction: MarkDirection;
  seed: number | string;
}): void => {
  const qualified = ranked.filter((p) => p.qualification !== undefined);
  if (qualified.length <= lanes) return;
  // The weakest qualifiers: the q athletes if any, else those at the last Q place of any heat.
  const code = qualified.some((p) => p.qualification === "q") ? "q" : "Q";
  const pool = qualified.filter((p) => p.qualification === code);
  const worst =
    code === "q"
      ? pool.reduce((w, p) => (comparePerformances(p, w, direction) > 0 ? p : w))
      : pool.reduce((w, p) => ((p.place ?? 0) > (w.place ?? 0) ? p : w));
  const tied = pool.filter((p) =>
    code === "q" ? comparePerformances(p, worst, direction) === 0 : p.place === worst.place,
  );
  const keep = tied.length - (qualified.length - lanes);
  if (keep < 0) return; // more than the tie to remove: the rule itself gives too many places
  const drawn = shuffle(
    tied.slice().sort((a, b) => (a.athlete < b.athlete ? -1 : 1)),
    createRng(seed),
  );
  for (const p of drawn.slice(keep)) delete p.qualification;
};

/** Competition order for field events (or lanes in a first round): a seeded random order. */
export const drawOrder = ({
  athletes,
  seed,
}: {
  athletes: readonly ParticipantId[];
  seed: number | string;
}): { order: number; athlete: ParticipantId }[] =>
  shuffle(athletes, createRng(seed)).map((athlete, i) => ({ order: i + 1, athlete }));
