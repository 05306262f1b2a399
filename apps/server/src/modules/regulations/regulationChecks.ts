import { type Regulation, regulationProblems } from "@quadra/engine";
import { CRITERION_IDS, ZFairPlayWeights, ZPointsTable } from "@quadra/shared";
import { z } from "zod";
import { issuesToFieldErrors } from "../../platform/http/zodErrors.ts";

type Row = Record<string, unknown>;

/** The columns of a row the engine reads, and the names its problems use for them. */
const COLUMN_OF = {
  points: "points",
  sequences: "sequences",
  doublesequences: "doublesequences",
  multiplesequences: "multiplesequences",
  fairPlay: "fair_play",
  classificationzones: "classificationzones",
} as const;

const ZCriteria = z.array(z.enum(CRITERION_IDS, { error: "Critério desconhecido." }), {
  error: "A lista de critérios está em formato inválido.",
});

/** Adds a field's message after any it already has: a person sees every problem of the field. */
const addTo = (errors: Record<string, string>, field: string, message: string) => {
  errors[field] = errors[field] ? `${errors[field]} ${message}.` : `${message}.`;
};

/**
 * The problems of a regulation row's rules, per column, in pt-BR: first the shapes (the stored JSON
 * may come from anywhere: an import, an old row), then the engine's own checks. Empty when usable.
 */
export const regulationRowErrors = (row: Row): Record<string, string> => {
  const errors: Record<string, string> = {};
  const points = ZPointsTable.safeParse(row.points);
  if (!points.success)
    for (const message of Object.values(issuesToFieldErrors(points.error.issues)))
      addTo(errors, "points", message.replace(/\.$/, ""));
  const lists = {} as Record<"sequences" | "doublesequences" | "multiplesequences", string[]>;
  for (const key of ["sequences", "doublesequences", "multiplesequences"] as const) {
    const parsed = ZCriteria.safeParse(row[key] ?? []);
    if (parsed.success) lists[key] = parsed.data;
    else addTo(errors, key, (parsed.error.issues[0]?.message ?? "Lista inválida").replace(/\.$/, ""));
  }
  const fairPlay =
    row.fair_play === null || row.fair_play === undefined ? null : ZFairPlayWeights.safeParse(row.fair_play);
  if (fairPlay && !fairPlay.success)
    addTo(errors, "fair_play", (fairPlay.error.issues[0]?.message ?? "Pesos inválidos").replace(/\.$/, ""));
  // The engine judges what has the right shape; a broken part was already named above.
  if (!points.success || Object.keys(errors).length) return errors;
  const regulation: Regulation = {
    name: String(row.name ?? ""),
    points: points.data,
    sequences: lists.sequences as Regulation["sequences"],
    doublesequences: lists.doublesequences as Regulation["sequences"],
    multiplesequences: lists.multiplesequences as Regulation["sequences"],
    ...(fairPlay?.success ? { fairPlay: fairPlay.data } : {}),
  };
  for (const problem of regulationProblems({ regulation }))
    addTo(errors, COLUMN_OF[problem.field], problem.message);
  return errors;
};
