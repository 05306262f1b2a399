/** Identifier of a team, athlete or delegation; the engine never looks inside it. */
export type ParticipantId = string;

export type Side = "home" | "away";

/** Score of one set or period, from the home side's point of view. */
export type PartialScore = { home: number; away: number };

/** Cards shown to one side in one match, as used by fair-play criteria. */
export type CardCounts = {
  yellow?: number;
  /** A second yellow card in the same match (indirect red). */
  secondYellow?: number;
  /** A direct red card. */
  red?: number;
  /** A yellow card followed by a direct red card for the same player. */
  yellowRed?: number;
  /**
   * Disciplinary points the body counted itself (a federation's own scale, a court's fine in
   * points, a sanction on officials), added as they are to the fair-play score beside the cards.
   */
  disciplinePoints?: number;
};

/**
 * A finished duel between two participants as it enters a table. `homeScore`/`awayScore` are the
 * result that decides the winner: goals, basketball points, or sets won in volleyball/tennis.
 */
export type MatchResult = {
  id?: string;
  home: ParticipantId;
  away: ParticipantId;
  homeScore: number;
  awayScore: number;
  /** Per-set points (volleyball, tennis games) used by set and point ratios. */
  sets?: readonly PartialScore[];
  /** The side that did not appear or forfeited: the match is a W.O. loss for it. */
  walkover?: Side;
  /** Played on neutral ground: no away goals are counted. */
  neutral?: boolean;
  cards?: { home?: CardCounts; away?: CardCounts };
  /** Won in overtime / extra time (ice hockey, some handball and futsal leagues score it apart). */
  overtime?: boolean;
  /** A level result decided by a shoot-out; the goals of the shoot-out are not in the score. */
  shootout?: PartialScore;
  /**
   * The round (matchday) the duel belongs to, 1-based. Only `lastRoundShootout` reads it: it must
   * know whether two teams met in their last match.
   */
  round?: number;
};

/** A points deduction imposed by a court or the federation. */
export type PointDeduction = { team: ParticipantId; points: number; reason?: string };
