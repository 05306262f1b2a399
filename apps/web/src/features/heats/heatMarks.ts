import { formatMark, markText, parseMark } from "@quadra/shared/contracts/heats";
import type { HeatMeasure, MarkStatus } from "@quadra/shared/resources/catalog/heats";

/** The decimal separator marks are shown with in a language (a comma in Portuguese). */
export const decimalOf = (language: string | undefined): "." | "," =>
  (language ?? "pt-BR").startsWith("pt") ? "," : ".";

/** A mark as the results show it in the language (`1:02,34`, `7,45`), empty without one. */
export const showMark = (mark: number | null | undefined, measure: HeatMeasure, language?: string) =>
  formatMark(mark, measure, decimalOf(language));

/** An entry's mark or status as the entry screen shows it, ready to be typed over. */
export const entryMarkText = (
  entry: { mark: number | null; mark_status: MarkStatus | null },
  measure: HeatMeasure,
  language?: string,
) => markText(entry, measure, decimalOf(language));

/**
 * What a typed mark will be saved as, for the line under the field while the official types:
 * the mark shown back (`62.34` → `1:02,34`), the status, nothing, or the pt-BR reason it is refused.
 */
export const typedMark = (
  text: string,
  measure: HeatMeasure,
  language?: string,
): { preview: string | null; error: string | null } => {
  const parsed = parseMark(text, measure);
  if (parsed.kind === "error") return { preview: null, error: parsed.message };
  if (parsed.kind === "mark") return { preview: showMark(parsed.mark, measure, language), error: null };
  if (parsed.kind === "status") return { preview: parsed.status, error: null };
  return { preview: null, error: null };
};

/** An entry mark typed in the draw (a number only): the value sent, undefined when empty, or an error. */
export const seedMarkOf = (text: string, measure: HeatMeasure): number | null | { error: string } => {
  const parsed = parseMark(text, measure);
  if (parsed.kind === "mark") return parsed.mark;
  if (parsed.kind === "empty") return null;
  return { error: parsed.kind === "error" ? parsed.message : "A marca de inscrição é um número." };
};
