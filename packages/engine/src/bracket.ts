import type { ParticipantId } from "./types.ts";

/** Where a bracket match takes each of its two participants from. */
export type Slot =
  | { kind: "seed"; participant: ParticipantId; seed: number }
  | { kind: "bye" }
  | { kind: "winner"; match: string }
  | { kind: "loser"; match: string };

export type BracketSection = "winners" | "losers" | "final" | "reset" | "thirdPlace";

export type BracketMatch = {
  id: string;
  section: BracketSection;
  round: number;
  /** 1-based position within the round, top to bottom. */
  position: number;
  home: Slot;
  away: Slot;
};

/** Matches in an order where every match comes after the matches it takes participants from. */
export type Bracket = { matches: BracketMatch[]; participants: ParticipantId[] };

/** A participant, `null` for a bye, `undefined` while the feeding match is undecided. */
export type Occupant = ParticipantId | null | undefined;

export type ResolvedMatch = BracketMatch & {
  homeParticipant: Occupant;
  awayParticipant: Occupant;
  winner: Occupant;
  loser: Occupant;
  status: "pending" | "ready" | "played" | "bye" | "notNeeded";
};

export type ResolvedBracket = {
  matches: ResolvedMatch[];
  champion?: ParticipantId;
  runnerUp?: ParticipantId;
  third?: ParticipantId;
};

/**
 * Seed order of a bracket of `size` (a power of two): seed 1 meets seed `size`, and the top two
 * seeds can only meet in the final. For 8: [1, 8, 4, 5, 2, 7, 3, 6].
 */
export const seedOrder = (size: number): number[] => {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
};

export const nextPowerOfTwo = (n: number): number => {
  let size = 1;
  while (size < n) size *= 2;
  return size;
};

/** First-round slots: top seeds get the byes, since the missing seeds are the lowest. */
export const firstRoundSlots = (participants: readonly ParticipantId[]): Slot[] => {
  const size = Math.max(2, nextPowerOfTwo(participants.length));
  return seedOrder(size).map((seed) => {
    const participant = participants[seed - 1];
    return participant === undefined ? { kind: "bye" } : { kind: "seed", participant, seed };
  });
};

/**
 * Fills a bracket from the winners known so far (`winners` maps a match id to the participant who
 * won it). Byes advance automatically; a grand-final reset is only needed when the losers'
 * bracket champion wins the grand final.
 */
export const resolveBracket = ({
  bracket,
  winners,
}: {
  bracket: Bracket;
  winners: Readonly<Record<string, ParticipantId>>;
}): ResolvedBracket => {
  const byId = new Map<string, ResolvedMatch>();
  const occupant = (slot: Slot): Occupant => {
    if (slot.kind === "seed") return slot.participant;
    if (slot.kind === "bye") return null;
    const m = byId.get(slot.match);
    if (!m) throw new Error(`bracket: ${slot.match} is used before it is defined`);
    return slot.kind === "winner" ? m.winner : m.loser;
  };
  const matches: ResolvedMatch[] = [];
  for (const match of bracket.matches) {
    const home = occupant(match.home);
    const away = occupant(match.away);
    // Built field by field rather than with a spread: one object shape keeps this loop fast.
    const resolved: ResolvedMatch = {
      id: match.id,
      section: match.section,
      round: match.round,
      position: match.position,
      home: match.home,
      away: match.away,
      homeParticipant: home,
      awayParticipant: away,
      winner: undefined,
      loser: undefined,
      status: "pending",
    };
    const final = match.section === "reset" ? matches.find((m) => m.section === "final") : undefined;
    if (final && final.status !== "played") {
      // The reset waits for the grand final.
    } else if (final && final.winner === final.homeParticipant) {
      // The grand final's home side is the winners' bracket champion: if it won, no reset.
      resolved.status = "notNeeded";
    } else decide(resolved, winners[match.id]);
    byId.set(match.id, resolved);
    matches.push(resolved);
  }
  return { matches, ...placements(matches) };
};

const decide = (m: ResolvedMatch, declared: ParticipantId | undefined): void => {
  const home = m.homeParticipant;
  const away = m.awayParticipant;
  if (home === null || away === null) {
    // A bye: the present side goes through without playing (two byes make a bye).
    if (home === undefined || away === undefined) return;
    m.status = "bye";
    m.winner = home ?? away;
    m.loser = null;
    return;
  }
  if (home === undefined || away === undefined) return;
  m.status = "ready";
  if (declared === undefined) return;
  if (declared !== home && declared !== away) {
    throw new Error(`bracket: ${declared} is not playing ${m.id} (${home} × ${away})`);
  }
  m.status = "played";
  m.winner = declared;
  m.loser = declared === home ? away : home;
};

const placements = (matches: readonly ResolvedMatch[]): Omit<ResolvedBracket, "matches"> => {
  const out: Omit<ResolvedBracket, "matches"> = {};
  const reset = matches.find((m) => m.section === "reset");
  const final =
    reset && reset.status !== "notNeeded"
      ? reset
      : (matches.find((m) => m.section === "final") ?? matches.at(-1));
  if (final?.winner) out.champion = final.winner;
  if (final?.loser) out.runnerUp = final.loser;
  const third = matches.find((m) => m.section === "thirdPlace");
  if (third?.winner) out.third = third.winner;
  return out;
};
