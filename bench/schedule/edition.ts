/**
 * The benchmark's games edition: 1,000 duels of 23 round-robin competitions of 10 teams (and one
 * of 5) in four sports (futsal, volleyball, handball, basketball; categories paired so that each
 * team shares an athlete with a team of the next category), rounds chained by `after`, on 20
 * courts in four gyms of 5 (one sport each), open 08:00–22:00 for 5 days; 100 referees from 6
 * associations, 40% of their days only a morning, an afternoon or off, one or two per duel and
 * excluded from their own associations' games. Rest 60 min, changeover 10, at most 4 games a team
 * and 6 a referee per day. Built by the generator the engine's property test uses
 * (packages/engine/test/scheduleEdition.ts), at full size.
 */
import type { ScheduleProblem } from "@quadra/engine";
import { buildEdition } from "../../packages/engine/test/scheduleEdition.ts";

export const DUELS = 1000;

/** Both editions: 6 associations, courts open 08:00–22:00, referees only part of some days. */
const GAMES_DAYS = { associations: 6, open: { from: 8 * 60, to: 22 * 60 }, partialReferees: true };
const RULES = {
  minRestMinutes: 60,
  changeoverMinutes: 10,
  refereeRestMinutes: 15,
  maxItemsPerRefereePerDay: 6,
  slotMinutes: 5,
};

/** Futsal, volleyball, handball, basketball: a duel's minutes and its referees. */
const SPORTS = [
  { durationMinutes: 50, referees: 2 },
  { durationMinutes: 60, referees: 2 },
  { durationMinutes: 60, referees: 2 },
  { durationMinutes: 45, referees: 1 },
];

export const benchEdition = (seed = 14): ScheduleProblem =>
  buildEdition({
    seed,
    days: 5,
    spaces: 20,
    spaceGroups: 4,
    competitions: Array.from({ length: 23 }, (_, i) => ({
      teams: i === 22 ? 5 : 10,
      spaceGroup: i % 4,
      ...SPORTS[i % 4]!,
    })),
    referees: 100,
    ...GAMES_DAYS,
    rules: { ...RULES, maxItemsPerTeamPerDay: 4 },
    maxItems: DUELS,
  });

/**
 * The largest request the server accepts (5,000 items): 112 round-robin competitions of 10 teams
 * (cut to 5,000 duels) of 60 minutes and two referees, on 100 courts (any court for any
 * competition) over 20 days, 300 referees. Same rules as above, at most 3 games a team per day.
 */
export const largeEdition = (seed = 3): ScheduleProblem =>
  buildEdition({
    seed,
    days: 20,
    spaces: 100,
    spaceGroups: 1,
    competitions: Array.from({ length: 112 }, () => ({ teams: 10, durationMinutes: 60, referees: 2 })),
    referees: 300,
    ...GAMES_DAYS,
    rules: { ...RULES, maxItemsPerTeamPerDay: 3 },
    maxItems: 5000,
  });
