import { createRng, shuffle } from "./random.ts";
import type { ParticipantId } from "./types.ts";

export type PotTeam = { id: ParticipantId; association?: string };

export type DrawnGroup = { name: string; teams: ParticipantId[] };

export type PotDraw = {
  groups: DrawnGroup[];
  /** Teams placed with another team of their association, only when no draw could avoid it. */
  conflicts: number;
};

const SEARCH_BUDGET = 100_000;

/**
 * Draws teams from pots into groups, pot by pot, UEFA style: each drawn team goes to the first
 * group (in order) that has room for its pot, has no team of its association (unless that is
 * unavoidable) and leaves the rest of the draw possible. Reproducible: the same seed gives the
 * same groups.
 */
export const drawPots = ({
  pots,
  groups,
  seed,
}: {
  pots: readonly (readonly PotTeam[])[];
  /** Group names, e.g. ["A", "B", "C", "D"]. */
  groups: readonly string[];
  seed: number | string;
}): PotDraw => {
  const rng = createRng(seed);
  const order = pots.flatMap((pot, p) => shuffle(pot, rng).map((team) => ({ team, pot: p })));
  const capacity = pots.map((pot) => Math.ceil(pot.length / groups.length));
  const members: PotTeam[][] = groups.map(() => []);
  const perPot: number[][] = groups.map(() => pots.map(() => 0));

  const clash = (g: number, team: PotTeam) =>
    team.association !== undefined && members[g]!.some((t) => t.association === team.association);
  const fits = (g: number, pot: number) => perPot[g]![pot]! < capacity[pot]!;
  const place = (g: number, team: PotTeam, pot: number) => {
    members[g]!.push(team);
    perPot[g]![pot]!++;
  };
  const unplace = (g: number, pot: number) => {
    members[g]!.pop();
    perPot[g]![pot]!--;
  };

  // Can teams from index `from` on all be placed with at most `allowed` clashes?
  const budget = { left: SEARCH_BUDGET };
  const feasible = (from: number, allowed: number): boolean => {
    if (from === order.length) return true;
    if (--budget.left < 0) return true; // out of budget: assume possible rather than hang
    const { team, pot } = order[from]!;
    for (let g = 0; g < groups.length; g++) {
      if (!fits(g, pot)) continue;
      const cost = clash(g, team) ? 1 : 0;
      if (cost > allowed) continue;
      place(g, team, pot);
      const ok = feasible(from + 1, allowed - cost);
      unplace(g, pot);
      if (ok) return true;
    }
    return false;
  };

  let allowed = 0;
  while (!feasible(0, allowed)) {
    allowed++;
    budget.left = SEARCH_BUDGET;
  }
  let conflicts = 0;
  for (let i = 0; i < order.length; i++) {
    const { team, pot } = order[i]!;
    let chosen = -1;
    for (let g = 0; g < groups.length && chosen < 0; g++) {
      if (!fits(g, pot)) continue;
      const cost = clash(g, team) ? 1 : 0;
      if (conflicts + cost > allowed) continue;
      place(g, team, pot);
      budget.left = SEARCH_BUDGET;
      if (feasible(i + 1, allowed - conflicts - cost)) {
        chosen = g;
        conflicts += cost;
      } else unplace(g, pot);
    }
    if (chosen < 0) throw new Error(`drawPots: no group for ${team.id}`);
  }
  return { groups: groups.map((name, g) => ({ name, teams: members[g]!.map((t) => t.id) })), conflicts };
};
