import { type MarkDirection, worldAthleticsLaneGroups } from "../heats.ts";

/** A round of a timed or measured event as data: how athletes go through to the next round. */
export type HeatsRegulation = {
  name: string;
  direction: MarkDirection;
  /** First `byPlace` of each heat (Q). */
  byPlace?: number;
  /** Best `byMark` of the others across heats (q). */
  byMark?: number;
  /** Qualifying standard (field events). */
  standard?: number;
  /** Fill to this many qualifiers by best marks (field events). */
  fillTo?: number;
  laneGroups?: readonly (readonly number[])[];
};

/** World Athletics sprint semi-finals in three heats of eight: first two (Q) and two fastest losers (q) make the final of eight. */
export const sprintSemiFinals: HeatsRegulation = {
  name: "Semifinais de velocidade (3 séries): 2 Q + 2 q",
  direction: "lower",
  byPlace: 2,
  byMark: 2,
  laneGroups: worldAthleticsLaneGroups,
};

/** Sprint round 1 in seven heats towards 24 semi-finalists: first three (Q) and three fastest losers (q). */
export const sprintRoundOne: HeatsRegulation = {
  name: "Eliminatórias de velocidade (7 séries): 3 Q + 3 q",
  direction: "lower",
  byPlace: 3,
  byMark: 3,
};

/** Field-event qualification: a standard (Q), or at least the 12 best performers (q). */
export const fieldQualification = (standard: number): HeatsRegulation => ({
  name: `Qualificação de campo: índice ${standard} ou 12 melhores`,
  direction: "higher",
  standard,
  fillTo: 12,
});
