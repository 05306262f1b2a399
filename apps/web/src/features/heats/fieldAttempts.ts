import {
  type Attempt,
  attemptText,
  type HeatEntryView,
  markOfAttempts,
  parseAttempt,
} from "@quadra/shared/contracts/heats";
import type { HeatMeasure } from "@quadra/shared/resources/catalog/heats";
import { decimalOf, showMark } from "./heatMarks.ts";

/**
 * Field events on the marks screen (docs/gamesday.md): each athlete's attempts typed one per field
 * (a mark, X for a foul, - for a pass), the best valid one shown as the mark while they are typed,
 * and a status field for what the attempts cannot say (DNS, DNF, DQ).
 */

/** An entry's stored attempts as the fields show them, one text per attempt the phase gives. */
export const entryAttemptTexts = (
  entry: { attempts: readonly Attempt[] | null },
  count: number,
  measure: HeatMeasure,
  language?: string,
): string[] =>
  Array.from({ length: count }, (_, i) => attemptText(entry.attempts?.[i], measure, decimalOf(language)));

/**
 * The status field of a field-event entry: DNS, DNF or DQ as stored, NM only when no attempt was
 * recorded (otherwise NM is what the attempts give, not something typed).
 */
export const entryStatusText = (entry: Pick<HeatEntryView, "mark_status" | "attempts">) =>
  entry.mark_status && (entry.mark_status !== "NM" || !entry.attempts?.length) ? entry.mark_status : "";

/**
 * What the typed attempts give, for the line beside them: the best mark shown in the language, NM
 * when every attempt taken was a foul or a pass, nothing before the first one; and each field's
 * pt-BR error, if any.
 */
export const typedAttempts = (
  texts: readonly string[],
  measure: HeatMeasure,
  language?: string,
): { best: string; errors: (string | null)[] } => {
  const parsed = texts.map((text) => parseAttempt(text, measure));
  const errors = parsed.map((p) => (p.kind === "error" ? p.message : null));
  const attempts = parsed.flatMap((p) => (p.kind === "attempt" ? [p.attempt] : []));
  const { mark, mark_status } = markOfAttempts(attempts);
  return { best: mark_status ?? showMark(mark, measure, language), errors };
};

/** A field that holds a whole attempt once one key is typed: a foul or a pass moves on at once. */
export const isWholeAttempt = (text: string) => ["X", "-"].includes(text.trim().toUpperCase());

/** The attempts of a result line: `7,45 · X · 7,30 · -`, empty without any. */
export const attemptsLine = (
  attempts: readonly Attempt[] | null | undefined,
  measure: HeatMeasure,
  language?: string,
) => (attempts ?? []).map((attempt) => attemptText(attempt, measure, decimalOf(language)) || "—").join(" · ");
