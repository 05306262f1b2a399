/**
 * checkSchedule against a brute-force oracle on random hand-edited schedules: every pair of
 * placements compared directly, every window scanned, no sweep, no sort, no merge shortcut (a
 * window is "one opening" when windows chain by overlapping or touching). Both must report the
 * same violations, and checkSchedule each once.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng, randomInt } from "../src/random.ts";
import { checkSchedule } from "../src/schedule/check.ts";
import type { Placement, ScheduleProblem, TimeWindow, Violation } from "../src/schedule/types.ts";
import { buildEdition, type EditionShape } from "./scheduleEdition.ts";

/** Whether [s, e) lies in the union of windows chained from one containing s. */
const covered = (windows: readonly TimeWindow[], s: number, e: number) => {
  let reach = Number.NEGATIVE_INFINITY;
  for (const w of windows) if (w.start <= s && w.end > reach && w.end > w.start) reach = w.end;
  if (reach === Number.NEGATIVE_INFINITY) return false;
  for (let grew = true; grew && reach < e; ) {
    grew = false;
    for (const w of windows) {
      if (w.start <= reach && w.end > reach && w.end > w.start) {
        reach = w.end;
        grew = true;
      }
    }
  }
  return reach >= e;
};

const oracle = (problem: ScheduleProblem, placements: Placement[]): string[] => {
  const out: string[] = [];
  const items = new Map(problem.items.map((i) => [i.id, i]));
  const placed = placements
    .filter((p, i) => items.has(p.itemId) && placements.findIndex((q) => q.itemId === p.itemId) === i)
    .map((p) => ({ ...p, end: p.start + items.get(p.itemId)!.durationMinutes, item: items.get(p.itemId)! }));
  const windowsOf = (list: { id: string; windows: TimeWindow[] }[], id: string) =>
    list.filter((x) => x.id === id).flatMap((x) => x.windows);
  const r = problem.rules;
  for (const item of problem.items)
    if (!placed.some((p) => p.itemId === item.id)) out.push(`unplaced ${item.id}`);
  for (const p of placed) {
    const { item } = p;
    if (!item.spaces.includes(p.spaceId)) out.push(`space_not_allowed ${item.id} ${p.spaceId}`);
    if (!covered(windowsOf(problem.spaces, p.spaceId), p.start, p.end))
      out.push(`outside_hours ${item.id} ${p.spaceId}`);
    if (item.window && (p.start < item.window.start || p.end > item.window.end))
      out.push(`window ${item.id}`);
    for (const dep of new Set(item.after)) {
      if (!items.has(dep) || dep === item.id) continue;
      const d = placed.find((x) => x.itemId === dep);
      if (!d || d.end > p.start) out.push(`order ${dep},${item.id}`);
    }
    const refs = [...new Set(p.referees)];
    if (refs.length < (item.referees ?? 0)) out.push(`referee_missing ${item.id}`);
    for (const ref of refs) {
      if (item.refereesExcluded?.includes(ref)) out.push(`referee_excluded ${item.id} ${ref}`);
      if (!covered(windowsOf(problem.referees, ref), p.start, p.end))
        out.push(`referee_unavailable ${item.id} ${ref}`);
    }
  }
  const pairs = (
    kindOverlap: string,
    kindGap: string,
    gap: number,
    keys: (p: (typeof placed)[number]) => string[],
  ) => {
    for (let i = 0; i < placed.length; i++) {
      for (let j = 0; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        // Each unordered pair once: the earlier start first, then the smaller id.
        if (a.start > b.start || (a.start === b.start && a.itemId >= b.itemId)) continue;
        for (const key of keys(a)) {
          if (!keys(b).includes(key)) continue;
          const overlap = a.start < b.end && b.start < a.end;
          const close = a.start < b.end + gap && b.start < a.end + gap;
          if (close) out.push(`${overlap ? kindOverlap : kindGap} ${a.itemId},${b.itemId} ${key}`);
        }
      }
    }
  };
  const uniq = (xs: readonly string[] | undefined) => [...new Set(xs ?? [])];
  pairs("space_overlap", "space_overlap", r.changeoverMinutes ?? 0, (p) => [p.spaceId]);
  pairs("team_overlap", "team_rest", r.minRestMinutes, (p) => uniq(p.item.teams));
  pairs("athlete_overlap", "athlete_rest", r.minRestMinutes, (p) => uniq(p.item.athletes));
  pairs("referee_overlap", "referee_overlap", r.refereeRestMinutes ?? 0, (p) => uniq(p.referees));
  const perDay = (kind: string, max: number | undefined, keys: (p: (typeof placed)[number]) => string[]) => {
    if (max === undefined) return;
    const count = new Map<string, string[]>();
    for (const p of placed) {
      for (const key of keys(p)) {
        const k = `${key} ${Math.floor(p.start / 1440)}`;
        count.set(k, [...(count.get(k) ?? []), p.itemId]);
      }
    }
    for (const [k, ids] of count) if (ids.length > max) out.push(`${kind} ${ids.length} ${k}`);
  };
  perDay("too_many_per_day", r.maxItemsPerTeamPerDay, (p) => uniq(p.item.teams));
  perDay("referee_too_many_per_day", r.maxItemsPerRefereePerDay, (p) => uniq(p.referees));
  return out.sort();
};

/** checkSchedule's answer in the oracle's words. */
const words = (v: Violation) => {
  const subject = v.spaceId ?? v.teamId ?? v.athleteId ?? v.refereeId;
  if (v.kind === "too_many_per_day" || v.kind === "referee_too_many_per_day") {
    return `${v.kind} ${v.count} ${subject} ${v.day}`;
  }
  return [v.kind, v.itemIds.join(","), subject].filter((x) => x !== undefined).join(" ");
};

const shapeArb: fc.Arbitrary<EditionShape> = fc.record({
  seed: fc.integer(),
  days: fc.integer({ min: 1, max: 2 }),
  spaces: fc.integer({ min: 1, max: 3 }),
  spaceGroups: fc.constant(1),
  competitions: fc.array(
    fc.record({
      teams: fc.integer({ min: 2, max: 5 }),
      durationMinutes: fc.integer({ min: 2, max: 12 }).map((n) => n * 10),
      referees: fc.integer({ min: 0, max: 2 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  referees: fc.integer({ min: 0, max: 4 }),
  associations: fc.integer({ min: 2, max: 3 }),
  open: fc.constant({ from: 480, to: 1080 }),
  breaks: fc.boolean(),
  partialReferees: fc.boolean(),
  competitionWindows: fc.boolean(),
  rules: fc.record({
    minRestMinutes: fc.integer({ min: 0, max: 60 }),
    changeoverMinutes: fc.integer({ min: 0, max: 15 }),
    maxItemsPerTeamPerDay: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    refereeRestMinutes: fc.integer({ min: 0, max: 20 }),
    maxItemsPerRefereePerDay: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  }),
});

describe("checkSchedule against a brute-force oracle", () => {
  it("reports exactly the oracle's violations, each once, on random hand-edited schedules", () => {
    fc.assert(
      fc.property(shapeArb, fc.integer(), (shape, salt) => {
        const problem = buildEdition(shape);
        const rng = createRng(salt);
        // A director's board after careless dragging: some items left out, some on any space at any time.
        const spaceIds = [...problem.spaces.map((s) => s.id), "elsewhere"];
        const refereeIds = [...problem.referees.map((r) => r.id), "stranger"];
        const placements: Placement[] = problem.items
          .filter(() => rng() < 0.85)
          .map((item) => {
            const start = 420 + randomInt(rng, (shape.days * 1440) / 10) * 10;
            return {
              itemId: item.id,
              spaceId:
                rng() < 0.9
                  ? item.spaces[randomInt(rng, item.spaces.length)]!
                  : spaceIds[randomInt(rng, spaceIds.length)]!,
              start,
              end: start + item.durationMinutes,
              referees: refereeIds.filter(() => rng() < 0.3),
            };
          });
        const violations = checkSchedule(problem, placements);
        const said = violations.map(words);
        expect(new Set(said).size).toBe(said.length);
        expect([...said].sort()).toEqual(oracle(problem, placements));
        expect(checkSchedule(problem, [...placements].reverse())).toEqual(violations);
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});
