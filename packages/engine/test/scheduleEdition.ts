/**
 * Generated games editions for the scheduler's property test and benchmark (bench/schedule): round
 * robin competitions whose rounds chain by `after`, teams from associations, athletes playing in
 * two categories (each team of an odd competition shares an athlete with the same team of the
 * competition before it), spaces grouped by sport, referees with daily windows and excluded from
 * the items their association plays in. Deterministic for a seed.
 */
import { createRng, type Rng, randomInt } from "../src/random.ts";
import { roundRobin } from "../src/roundRobin.ts";
import type { ScheduleItem, ScheduleProblem, ScheduleRules, TimeWindow } from "../src/schedule/types.ts";

export type CompetitionShape = {
  teams: number;
  durationMinutes: number;
  referees: number;
  /** The sport group of spaces it plays in (random, sometimes two groups, when absent). */
  spaceGroup?: number;
};

export type EditionShape = {
  seed: number;
  days: number;
  spaces: number;
  /** Spaces are split into this many sport groups; a competition plays in one or two groups. */
  spaceGroups: number;
  competitions: CompetitionShape[];
  referees: number;
  associations: number;
  /** Opening hours each day (minutes since midnight); a random lunch break when `breaks`. */
  open: { from: number; to: number };
  breaks?: boolean;
  /** Referees available only part of some days. */
  partialReferees?: boolean;
  /** Some competitions restricted to a window of days. */
  competitionWindows?: boolean;
  rules: ScheduleRules;
  /** Stop after this many items (the last rounds of the last competition go first). */
  maxItems?: number;
};

const dayWindows = (shape: EditionShape, rng: Rng, partial: boolean): TimeWindow[] => {
  const out: TimeWindow[] = [];
  for (let d = 0; d < shape.days; d++) {
    const base = d * 1440;
    const { from, to } = shape.open;
    if (partial && rng() < 0.4) {
      // Morning only, afternoon only, or the day off.
      const pick = randomInt(rng, 3);
      const mid = Math.round((from + to) / 2 / 5) * 5;
      if (pick === 0) out.push({ start: base + from, end: base + mid });
      if (pick === 1) out.push({ start: base + mid, end: base + to });
    } else if (shape.breaks && rng() < 0.5) {
      const lunch = from + Math.floor(((to - from) / 2 / 5) * (0.8 + rng() * 0.4)) * 5;
      out.push({ start: base + from, end: base + lunch }, { start: base + lunch + 60, end: base + to });
    } else out.push({ start: base + from, end: base + to });
  }
  return out;
};

export const buildEdition = (shape: EditionShape): ScheduleProblem => {
  const rng = createRng(shape.seed);
  const spaces = Array.from({ length: shape.spaces }, (_, i) => ({
    id: `s${i}`,
    windows: dayWindows(shape, rng, false),
  }));
  const group = (g: number) => spaces.filter((_, i) => i % shape.spaceGroups === g).map((s) => s.id);
  const referees = Array.from({ length: shape.referees }, (_, i) => ({
    id: `r${i}`,
    windows: dayWindows(shape, rng, Boolean(shape.partialReferees)),
  }));
  const refereeAssociation = (id: string) => Number(id.slice(1)) % shape.associations;

  const items: ScheduleItem[] = [];
  shape.competitions.forEach((c, ci) => {
    const teams = Array.from({ length: c.teams }, (_, t) => `c${ci}t${t}`);
    const association = new Map(teams.map((t) => [t, randomInt(rng, shape.associations)]));
    // Athletes: three per team; a team of an odd competition shares its first with its sibling's.
    const athletes = (t: number) =>
      [0, 1, 2].map((k) =>
        k === 0 && ci % 2 === 1 && t < (shape.competitions[ci - 1]?.teams ?? 0)
          ? `c${ci - 1}t${t}a0`
          : `c${ci}t${t}a${k}`,
      );
    const g = c.spaceGroup ?? randomInt(rng, shape.spaceGroups);
    const allowed =
      c.spaceGroup === undefined && rng() < 0.3
        ? [...group(g), ...group((g + 1) % shape.spaceGroups)]
        : group(g);
    let window: TimeWindow | undefined;
    if (shape.competitionWindows && shape.days > 1 && rng() < 0.5) {
      const first = randomInt(rng, shape.days - 1);
      window = { start: first * 1440, end: shape.days * 1440 };
    }
    let previous: string[] = [];
    for (const round of roundRobin({ participants: teams })) {
      const ids: string[] = [];
      for (const [i, f] of round.fixtures.entries()) {
        const id = `c${ci}r${round.round}m${i}`;
        const playing = [f.home, f.away];
        const excluded = referees
          .filter((r) => playing.some((t) => association.get(t) === refereeAssociation(r.id)))
          .map((r) => r.id);
        items.push({
          id,
          durationMinutes: c.durationMinutes,
          spaces: allowed.length > 0 ? allowed : [spaces[0]!.id],
          teams: playing,
          athletes: playing.flatMap((t) => athletes(teams.indexOf(t))),
          referees: c.referees,
          refereesExcluded: excluded,
          after: previous,
          ...(window ? { window } : {}),
          group: `c${ci}`,
        });
        ids.push(id);
      }
      previous = ids;
    }
  });
  return {
    items: shape.maxItems === undefined ? items : items.slice(0, shape.maxItems),
    spaces,
    referees,
    rules: shape.rules,
  };
};
