import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng, randomInt } from "../src/random.ts";
import { checkSchedule } from "../src/schedule/check.ts";
import { proposeSchedule } from "../src/schedule/propose.ts";
import type { ScheduleItem, ScheduleProblem, ScheduleProposal, Violation } from "../src/schedule/types.ts";
import { buildEdition, type EditionShape } from "./scheduleEdition.ts";

/** SCHEDULE_RUNS=20 multiplies the runs, for a long hunt before a change lands. */
const SCALE = Number(process.env.SCHEDULE_RUNS ?? 1);
const runs = (n: number) => ({ numRuns: n * SCALE });
const TIMEOUT = 30_000 * SCALE;

const competitionArb = fc.record({
  teams: fc.integer({ min: 2, max: 6 }),
  durationMinutes: fc.integer({ min: 4, max: 18 }).map((n) => n * 5),
  referees: fc.integer({ min: 0, max: 2 }),
});

/** Any edition: tight or loose, with breaks, partial referees, windows and every optional rule. */
const editionArb: fc.Arbitrary<EditionShape> = fc.record({
  seed: fc.integer(),
  days: fc.integer({ min: 1, max: 3 }),
  spaces: fc.integer({ min: 1, max: 6 }),
  spaceGroups: fc.integer({ min: 1, max: 3 }),
  competitions: fc.array(competitionArb, { minLength: 1, maxLength: 4 }),
  referees: fc.integer({ min: 0, max: 8 }),
  associations: fc.integer({ min: 2, max: 4 }),
  open: fc.record({
    from: fc.integer({ min: 84, max: 120 }).map((n) => n * 5),
    to: fc.integer({ min: 180, max: 276 }).map((n) => n * 5),
  }),
  breaks: fc.boolean(),
  partialReferees: fc.boolean(),
  competitionWindows: fc.boolean(),
  rules: fc.record(
    {
      minRestMinutes: fc.integer({ min: 0, max: 120 }),
      changeoverMinutes: fc.integer({ min: 0, max: 20 }),
      maxItemsPerTeamPerDay: fc.integer({ min: 1, max: 4 }),
      refereeRestMinutes: fc.integer({ min: 0, max: 30 }),
      maxItemsPerRefereePerDay: fc.integer({ min: 1, max: 6 }),
      slotMinutes: fc.constantFrom(1, 5, 10, 15, 7),
    },
    { requiredKeys: ["minRestMinutes"] },
  ),
});

/**
 * The property itself: nothing but "unplaced", and exactly the items the proposal left out. The
 * one exception is the director's: a fixed item whose predecessor could not be placed before it.
 */
const expectSound = (problem: ScheduleProblem, proposal: ScheduleProposal) => {
  const violations = checkSchedule(problem, proposal.placements);
  const fixed = new Set(problem.items.filter((i) => i.fixed).map((i) => i.id));
  const unplaced = new Set(proposal.unplaced.map((u) => u.itemId));
  const directors = (v: Violation) =>
    v.kind === "order" && v.minutes === undefined && unplaced.has(v.itemIds[0]!) && fixed.has(v.itemIds[1]!);
  expect(violations.filter((v) => v.kind !== "unplaced" && !directors(v))).toEqual([]);
  expect(
    violations
      .filter((v) => v.kind === "unplaced")
      .map((v) => v.itemIds[0])
      .sort(),
  ).toEqual(proposal.unplaced.map((u) => u.itemId).sort());
  expect(proposal.placements.length + proposal.unplaced.length).toBe(problem.items.length);
};

/** The problem with the items `fixedOf` fixes, as a director's board after some dragging. */
const withFixed = (
  problem: ScheduleProblem,
  fixedOf: (item: ScheduleItem) => ScheduleItem["fixed"] | undefined,
): ScheduleProblem => ({
  ...problem,
  items: problem.items.map((item) => {
    const fixed = fixedOf(item);
    return fixed ? { ...item, fixed } : item;
  }),
});

describe("proposeSchedule properties", () => {
  it(
    "never proposes a placement that breaks a hard constraint",
    () => {
      fc.assert(
        fc.property(editionArb, (shape) => {
          const problem = buildEdition(shape);
          expectSound(problem, proposeSchedule(problem));
        }),
        runs(150),
      );
    },
    TIMEOUT,
  );

  it(
    "places everything when capacity is generous",
    () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.array(competitionArb, { minLength: 1, maxLength: 4 }),
          fc.integer({ min: 0, max: 60 }),
          (seed, competitions, minRestMinutes) => {
            const problem = buildEdition({
              seed,
              days: 3,
              spaces: 12,
              spaceGroups: 1,
              competitions,
              referees: 40,
              associations: 4,
              open: { from: 8 * 60, to: 22 * 60 },
              rules: { minRestMinutes, changeoverMinutes: 10 },
            });
            const proposal = proposeSchedule(problem);
            expectSound(problem, proposal);
            expect(proposal.unplaced).toEqual([]);
          },
        ),
        runs(60),
      );
    },
    TIMEOUT,
  );

  it(
    "keeps the director's fixed items and stays sound around them",
    () => {
      fc.assert(
        fc.property(editionArb, fc.integer(), (shape, pick) => {
          const problem = buildEdition(shape);
          const first = proposeSchedule(problem);
          // Fix every third placement, as a director who dragged some games and locked them.
          const fixed = new Map(
            first.placements.filter((_, i) => (i + pick) % 3 === 0).map((p) => [p.itemId, p]),
          );
          const edited = withFixed(problem, (item) => {
            const p = fixed.get(item.id);
            return p && { spaceId: p.spaceId, start: p.start, referees: p.referees };
          });
          const again = proposeSchedule(edited);
          for (const p of fixed.values()) expect(again.placements).toContainEqual(p);
          expectSound(edited, again);
        }),
        runs(80),
      );
    },
    TIMEOUT,
  );

  it(
    "places nothing against the director's items, even when those break the rules",
    () => {
      fc.assert(
        fc.property(editionArb, fc.integer(), (shape, salt) => {
          const problem = buildEdition(shape);
          const rng = createRng(salt);
          // A director who dropped some games anywhere, some with referees of their own choosing.
          const edited = withFixed(problem, (item) => {
            if (rng() > 0.25) return undefined;
            const spaceId = item.spaces[randomInt(rng, item.spaces.length)]!;
            const start = randomInt(rng, (shape.days * 1440) / 5) * 5;
            const pick = problem.referees.filter(() => rng() < 0.2).map((r) => r.id);
            return rng() < 0.5 ? { spaceId, start, referees: pick } : { spaceId, start };
          });
          const fixed = new Set(edited.items.filter((i) => i.fixed).map((i) => i.id));
          const proposal = proposeSchedule(edited);
          const unplaced = new Set(proposal.unplaced.map((u) => u.itemId));
          for (const v of checkSchedule(edited, proposal.placements)) {
            if (v.kind === "unplaced") expect(unplaced.has(v.itemIds[0]!)).toBe(true);
            else if (v.kind === "order" && v.minutes === undefined)
              expect(fixed.has(v.itemIds[1]!)).toBe(true);
            else expect(v.itemIds.filter((id) => !fixed.has(id))).toEqual([]);
          }
        }),
        runs(80),
      );
    },
    TIMEOUT,
  );

  it(
    "is deterministic",
    () => {
      fc.assert(
        fc.property(editionArb, (shape) => {
          const problem = buildEdition(shape);
          expect(proposeSchedule(problem)).toEqual(proposeSchedule(problem));
        }),
        runs(20),
      );
    },
    TIMEOUT,
  );
});
