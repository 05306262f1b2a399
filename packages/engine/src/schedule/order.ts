/**
 * The order the proposer places items in: a topological order of `after` (Kahn); first the items
 * a director's fixed item waits for, then level by level
 * (round 1 of every competition, then round 2…), so courts fill from the first hour with every
 * competition interleaved; inside a level, the item heading the longest remaining chain first,
 * then the most constrained (fewest spaces, most referees, most people, earliest window end).
 */
import type { ScheduleItem } from "./types.ts";

export type DependencyOrder = {
  /** Every item not caught in a cycle, each after all its predecessors. */
  order: ScheduleItem[];
  /** Items in a cycle of `after`, or after one: they can never be placed in order. */
  cyclic: ScheduleItem[];
  /**
   * For the items a fixed item waits for (directly or through others): by when each must end so
   * that its successors still fit before the fixed start.
   */
  latestEnd: Map<string, number>;
};

export const dependencyOrder = (items: readonly ScheduleItem[]): DependencyOrder => {
  const index = new Map(items.map((item, i) => [item.id, i]));
  const preds: number[][] = items.map(() => []);
  const succs: number[][] = items.map(() => []);
  items.forEach((item, i) => {
    for (const dep of new Set(item.after ?? [])) {
      const j = index.get(dep);
      if (j === undefined || j === i) continue;
      preds[i]!.push(j);
      succs[j]!.push(i);
    }
  });

  const waiting = preds.map((p) => p.length);
  const level = items.map(() => 0);
  const topo: number[] = [];
  for (let i = 0; i < items.length; i++) if (waiting[i] === 0) topo.push(i);
  for (let k = 0; k < topo.length; k++) {
    const i = topo[k]!;
    for (const j of succs[i]!) {
      level[j] = Math.max(level[j]!, level[i]! + 1);
      if (--waiting[j]! === 0) topo.push(j);
    }
  }

  // Minutes from an item's start to the end of its longest chain of successors.
  const tail = items.map((item) => Math.max(0, item.durationMinutes));
  for (let k = topo.length - 1; k >= 0; k--) {
    const i = topo[k]!;
    const own = Math.max(0, items[i]!.durationMinutes);
    for (const j of succs[i]!) tail[i] = Math.max(tail[i]!, own + tail[j]!);
  }

  // Latest ends imposed by fixed successors, carried back through the chains leading to them.
  const latest = items.map(() => Number.POSITIVE_INFINITY);
  for (let k = topo.length - 1; k >= 0; k--) {
    const i = topo[k]!;
    for (const j of succs[i]!) {
      const next = items[j]!;
      const bound = next.fixed ? next.fixed.start : latest[j]! - Math.max(0, next.durationMinutes);
      latest[i] = Math.min(latest[i]!, bound);
    }
  }
  // Urgent items (a fixed item waits for them) go first; their predecessors are urgent too, so
  // the order stays topological.
  const urgent = (i: number) => (Number.isFinite(latest[i]!) ? 0 : 1);

  const people = (item: ScheduleItem) => item.teams.length + (item.athletes?.length ?? 0);
  const sorted = [...topo].sort((a, b) => {
    const x = items[a]!;
    const y = items[b]!;
    return (
      urgent(a) - urgent(b) ||
      level[a]! - level[b]! ||
      tail[b]! - tail[a]! ||
      x.spaces.length - y.spaces.length ||
      (y.referees ?? 0) - (x.referees ?? 0) ||
      people(y) - people(x) ||
      (x.window?.end ?? Number.POSITIVE_INFINITY) - (y.window?.end ?? Number.POSITIVE_INFINITY) ||
      a - b
    );
  });
  const placed = new Set(topo);
  return {
    order: sorted.map((i) => items[i]!),
    cyclic: items.filter((_, i) => !placed.has(i)),
    latestEnd: new Map(
      topo.filter((i) => Number.isFinite(latest[i]!)).map((i) => [items[i]!.id, latest[i]!]),
    ),
  };
};
