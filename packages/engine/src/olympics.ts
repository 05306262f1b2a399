import type { ParticipantId } from "./types.ts";

/** Final placing of one participant (athlete or team) in one event of a multi-sport games. */
export type Placing = { participant: ParticipantId; delegation: string; place: number };
export type EventResult = {
  event: string;
  placings: readonly Placing[];
  /** Points per place for this event when it differs from the games' table (e.g. team events count double). */
  points?: readonly number[];
};

export type Medal = "gold" | "silver" | "bronze";

/**
 * Medal for a place: 1st gold, 2nd silver, 3rd bronze. Ties are expressed by places (two golds
 * are both place 1 and the next is place 3, so no silver), and combat sports give two bronzes by
 * placing two participants 3rd.
 */
export const medalFor = (place: number): Medal | undefined =>
  place === 1 ? "gold" : place === 2 ? "silver" : place === 3 ? "bronze" : undefined;

export type MedalRow = {
  position: number;
  delegation: string;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
};

export type PointsRow = {
  position: number;
  delegation: string;
  points: number;
  gold: number;
  silver: number;
  bronze: number;
};

type Tally = { gold: number; silver: number; bronze: number; points: number };

const tally = (
  events: readonly EventResult[],
  pointsFor: (placing: Placing, event: EventResult) => number,
) => {
  const out = new Map<string, Tally>();
  for (const event of events) {
    for (const p of event.placings) {
      const t = out.get(p.delegation) ?? { gold: 0, silver: 0, bronze: 0, points: 0 };
      out.set(p.delegation, t);
      const medal = medalFor(p.place);
      if (medal) t[medal]++;
      t.points += pointsFor(p, event);
    }
  }
  return out;
};

/** Positions shared by rows equal on every key, listed by name. */
const rank = <R extends { delegation: string; position: number }>(
  rows: R[],
  keys: readonly ((r: R) => number)[],
): R[] => {
  const cmp = (a: R, b: R) => {
    for (const k of keys) if (k(a) !== k(b)) return k(b) - k(a);
    return 0;
  };
  rows.sort((a, b) => cmp(a, b) || a.delegation.localeCompare(b.delegation));
  rows.forEach((r, i) => {
    r.position = i > 0 && cmp(rows[i - 1]!, r) === 0 ? rows[i - 1]!.position : i + 1;
  });
  return rows;
};

/** The medal table, ordered by golds, then silvers, then bronzes (the IOC convention). */
export const medalTable = ({ events }: { events: readonly EventResult[] }): MedalRow[] => {
  const rows = [...tally(events, () => 0)].map(([delegation, t]) => ({
    position: 0,
    delegation,
    gold: t.gold,
    silver: t.silver,
    bronze: t.bronze,
    total: t.gold + t.silver + t.bronze,
  }));
  return rank(rows, [(r) => r.gold, (r) => r.silver, (r) => r.bronze]);
};

/**
 * The points table: each place is worth `table[place - 1]` points (e.g. [10, 8, 6, 5, 4, 3, 2, 1]).
 * With `ties: "share"` tied participants split the points of the places they occupy (two tied 2nd
 * get (8 + 6) / 2 each); with "full" each gets the points of the shared place.
 */
export const pointsTable = ({
  events,
  table,
  ties = "share",
}: {
  events: readonly EventResult[];
  table: readonly number[];
  ties?: "share" | "full";
}): PointsRow[] => {
  const pointsFor = (placing: Placing, event: EventResult) => {
    const worth = (place: number) => (event.points ?? table)[place - 1] ?? 0;
    if (ties === "full") return worth(placing.place);
    const tied = event.placings.filter((p) => p.place === placing.place).length;
    let sum = 0;
    for (let i = 0; i < tied; i++) sum += worth(placing.place + i);
    return sum / tied;
  };
  const rows = [...tally(events, pointsFor)].map(([delegation, t]) => ({ position: 0, delegation, ...t }));
  return rank(rows, [(r) => r.points, (r) => r.gold, (r) => r.silver, (r) => r.bronze]);
};
