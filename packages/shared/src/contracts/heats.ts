import { z } from "zod";
import type { HeatMeasure, HeatStatus, MarkStatus } from "../resources/catalog/heats.ts";

/**
 * Timed and measured events (docs/gamesday.md): a phase of format `heats` is one round of one event;
 * its heats hold the entries with their lane or order, their marks and what the marks earned.
 * Marks are decimals: seconds for times, metres for distances and heights, points for points.
 */

export const MARK_STATUS_CODES = ["DNS", "DNF", "DQ", "NM"] as const satisfies readonly MarkStatus[];

/** What a typed mark says: a mark, a status without a mark, nothing (cleared), or why it is refused. */
export type ParsedMark =
  | { kind: "mark"; mark: number }
  | { kind: "status"; status: MarkStatus }
  | { kind: "empty" }
  | { kind: "error"; message: string };

export const MAX_MARK = 1_000_000;

/** Lower is better for times; higher for distances, heights and points. */
export const markDirection = (measure: HeatMeasure | null | undefined): "lower" | "higher" =>
  (measure ?? "time") === "time" ? "lower" : "higher";

const DECIMAL = /^\d+(?:[.,]\d{1,3})?$/;

const numberOf = (text: string) => Number(text.replace(",", "."));

/**
 * Reads a mark as the official types it: a time as `62.34`, `1:02.34` or `1:02:03.4` (a comma for
 * the decimals also works), a distance or height as `7.45`, points as `812` or `8.5`; or a status
 * (DNS, DNF, DQ, NM, any case). At most thousandths. An empty text clears the mark.
 */
export const parseMark = (input: string, measure: HeatMeasure | null | undefined): ParsedMark => {
  const text = input.trim().replaceAll(" ", "");
  if (text === "") return { kind: "empty" };
  const upper = text.toUpperCase();
  if ((MARK_STATUS_CODES as readonly string[]).includes(upper))
    return { kind: "status", status: upper as MarkStatus };
  const isTime = (measure ?? "time") === "time";
  let value: number;
  if (isTime && text.includes(":")) {
    const parts = text.split(":");
    const seconds = parts.pop()!;
    if (parts.length > 2 || !DECIMAL.test(seconds) || parts.some((p) => !/^\d{1,3}$/.test(p)))
      return { kind: "error", message: "Tempo inválido. Use 62.34, 1:02.34 ou 1:02:03.45." };
    const whole = numberOf(seconds);
    const minutes = parts.map(Number);
    if (whole >= 60 || (minutes.length === 2 && minutes[1]! >= 60))
      return { kind: "error", message: "Segundos e minutos vão até 59 depois de dois-pontos." };
    value = minutes.reduce((total, part) => total * 60 + part, 0) * 60 + whole;
  } else if (DECIMAL.test(text)) value = numberOf(text);
  else
    return {
      kind: "error",
      message: isTime
        ? "Tempo inválido. Use 62.34, 1:02.34 ou DNS, DNF, DQ, NM."
        : "Marca inválida. Use um número como 7.45 ou DNS, DNF, DQ, NM.",
    };
  if (isTime && value <= 0) return { kind: "error", message: "O tempo deve ser maior que zero." };
  if (value > MAX_MARK) return { kind: "error", message: `No máximo ${MAX_MARK}.` };
  return { kind: "mark", mark: Math.round(value * 1000) / 1000 };
};

const decimals = (value: number) => (Math.round(value * 1000) % 10 !== 0 ? 3 : 2);

/**
 * A mark as results show it: times in `m:ss.cc` from a minute on (`h:mm:ss.cc` from an hour),
 * other marks with two decimals (three when thousandths were typed). `decimal` is the locale's
 * separator (a comma in pt-BR).
 */
export const formatMark = (
  mark: number | null | undefined,
  measure: HeatMeasure | null | undefined,
  decimal: "." | "," = ".",
): string => {
  if (mark === null || mark === undefined) return "";
  const places = decimals(mark);
  const fixed = (value: number) => value.toFixed(places).replace(".", decimal);
  if ((measure ?? "time") !== "time" || mark < 60) {
    if ((measure ?? "time") === "points" && Number.isInteger(mark)) return String(mark);
    return fixed(mark);
  }
  const hours = Math.floor(mark / 3600);
  const minutes = Math.floor((mark - hours * 3600) / 60);
  const seconds = fixed(mark - hours * 3600 - minutes * 60).padStart(places + 3, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
};

/** What the mark field of an entry shows in the entry screen: the mark or its status. */
export const markText = (
  entry: { mark: number | null; mark_status: MarkStatus | null },
  measure: HeatMeasure | null | undefined,
  decimal: "." | "," = ".",
) => entry.mark_status ?? formatMark(entry.mark, measure, decimal);

/**
 * One attempt of a field event: a mark (metres), a foul ("X"), a pass ("-"), or null when not yet
 * taken. Stored as such in heatentries.attempts; the entry's mark is the best valid one.
 */
export type Attempt = number | "X" | "-" | null;

/** The most attempts a phase may give (World Athletics: 3, and 3 more for the best 8). */
export const MAX_ATTEMPTS = 6;

/** Distances and heights are field events: athletes get attempts and ties go to the countback. */
export const isFieldEvent = (measure: HeatMeasure | null | undefined) =>
  measure === "distance" || measure === "height";

/** Reads a typed attempt: `7.45` (a comma also works), X for a foul, - for a pass, empty for not taken. */
export const parseAttempt = (
  input: string,
  measure: HeatMeasure | null | undefined,
): { kind: "attempt"; attempt: Attempt } | { kind: "error"; message: string } => {
  const text = input.trim().toUpperCase();
  if (text === "") return { kind: "attempt", attempt: null };
  if (text === "X" || text === "-") return { kind: "attempt", attempt: text };
  const parsed = parseMark(text, measure);
  if (parsed.kind === "mark") return { kind: "attempt", attempt: parsed.mark };
  return {
    kind: "error",
    message:
      parsed.kind === "error"
        ? parsed.message.replace(" ou DNS, DNF, DQ, NM", ", X (nula) ou - (passou)")
        : "Tentativa inválida. Use um número como 7.45, X (nula) ou - (passou).",
  };
};

/** The valid marks among the attempts, for the engine's countback. */
export const validAttempts = (attempts: readonly Attempt[] | null | undefined): number[] =>
  (attempts ?? []).filter((a): a is number => typeof a === "number");

/**
 * The mark the attempts give: the best valid one; NM when every attempt taken was a foul or a pass;
 * nothing when no attempt was taken yet.
 */
export const markOfAttempts = (
  attempts: readonly Attempt[],
): { mark: number | null; mark_status: "NM" | null } => {
  const valid = validAttempts(attempts);
  if (valid.length) return { mark: Math.max(...valid), mark_status: null };
  return { mark: null, mark_status: attempts.some((a) => a !== null) ? "NM" : null };
};

/** Attempts as the screen types them (a mark with the locale's separator, X, -, or empty). */
export const attemptText = (
  attempt: Attempt | undefined,
  measure: HeatMeasure | null | undefined,
  decimal: "." | "," = ".",
) => (typeof attempt === "number" ? formatMark(attempt, measure, decimal) : (attempt ?? ""));

const uuid = () => z.uuid("Identificador inválido.");
const seedText = () =>
  z
    .string({ error: "Informe um texto." })
    .trim()
    .min(1, "Informe um texto.")
    .max(64, "No máximo 64 caracteres.")
    .optional();

export const HEAT_FIELD_LABELS = {
  id: "Identificador",
  entries: "Inscrições",
  heats: "Número de baterias",
  seed: "Semente",
  marks: "Marcas",
  entry_id: "Inscrição",
  value: "Marca",
  base_version: "Versão da inscrição",
  attempts: "Tentativas",
  team_id: "Equipe",
  user_id: "Atleta",
  seed_mark: "Marca de inscrição",
  csv: "Planilha",
  commit: "Gravar",
  phase_id: "Fase",
} as const;

/** An athlete (or a relay team, without `user_id`) entered in a round, with the entry mark seeding it. */
export const ZHeatEntryInput = z.object({
  team_id: uuid(),
  user_id: uuid().nullish(),
  seed_mark: z
    .number({ error: "Informe um número." })
    .min(0, "Não pode ser negativa.")
    .max(MAX_MARK, `No máximo ${MAX_MARK}.`)
    .nullish(),
});

export const ZHeatDrawInput = z.object({
  entries: z
    .array(ZHeatEntryInput, { error: "Informe as inscrições." })
    .min(1, "Inscreva ao menos um(a) atleta.")
    .max(2_000, "No máximo 2000."),
  heats: z
    .number({ error: "Informe um número inteiro." })
    .int("Use um número inteiro.")
    .min(1, "Ao menos 1.")
    .max(500, "No máximo 500.")
    .optional(),
  seed: seedText(),
});
export type HeatDrawInput = z.input<typeof ZHeatDrawInput>;

export const ZHeatMarksInput = z.object({
  marks: z
    .array(
      z.object({
        entry_id: uuid(),
        value: z.string({ error: "Informe a marca." }).max(20, "No máximo 20 caracteres."),
        /** Field events: each attempt as typed (7.45, X, -, empty); the mark is then the best of them. */
        attempts: z
          .array(z.string({ error: "Informe a tentativa." }).max(20, "No máximo 20 caracteres."), {
            error: "Informe as tentativas.",
          })
          .max(MAX_ATTEMPTS, `No máximo ${MAX_ATTEMPTS} tentativas.`)
          .optional(),
        /**
         * The entry's version when the screen was opened (HeatEntryView.version): a mark kept on a
         * device offline must not overwrite another person's mark entered since (a 409 says what is there).
         */
        base_version: z
          .number({ error: "Informe um número." })
          .int("Informe um número inteiro.")
          .min(0, "Não pode ser negativa.")
          .nullish(),
      }),
      { error: "Informe as marcas." },
    )
    .min(1, "Informe ao menos uma marca.")
    .max(2_000, "No máximo 2000."),
});
export type HeatMarksInput = z.input<typeof ZHeatMarksInput>;

export const ZHeatQualifyInput = z.object({ seed: seedText() });
export type HeatQualifyInput = z.input<typeof ZHeatQualifyInput>;

export const ZHeatImportInput = z.object({
  csv: z
    .string({ error: "Envie o conteúdo da planilha." })
    .min(1, "A planilha está vazia.")
    .max(2_000_000, "Planilha grande demais (no máximo 2 MB)."),
  commit: z.boolean({ error: "Informe sim ou não." }).optional(),
});
export type HeatImportInput = z.input<typeof ZHeatImportInput>;

/** The spreadsheet's columns, by the header a timing system or a person writes (any case, accents ignored). */
export const HEAT_IMPORT_COLUMNS = {
  team: ["equipe", "delegacao", "clube", "team"],
  athlete: ["atleta", "nome", "athlete", "name"],
  lane: ["raia", "ordem", "lane", "order"],
  seed_mark: ["marca de inscricao", "inscricao", "seed", "seed mark", "entry mark"],
  mark: ["marca", "tempo", "resultado", "mark", "time", "result"],
} as const;

/** Field events' attempt columns: T1…T6 (or "Tentativa 1"…), in order. */
export const HEAT_IMPORT_ATTEMPT_COLUMNS = Array.from({ length: MAX_ATTEMPTS }, (_, i) => [
  `t${i + 1}`,
  `tentativa ${i + 1}`,
  `attempt ${i + 1}`,
]);

export type HeatEntryView = {
  id: string;
  team_id: string;
  team_name: string;
  user_id: string | null;
  athlete_name: string | null;
  lane: number | null;
  seed_mark: number | null;
  mark: number | null;
  mark_status: MarkStatus | null;
  /** Field events: every attempt in order (null when the phase is not one or none were entered). */
  attempts: Attempt[] | null;
  place: number | null;
  qualified: "Q" | "q" | null;
  record: boolean;
  /** Moves on every write of the entry: the marks screen sends it back as each mark's base_version. */
  version: number;
};

export type HeatPhaseRef = {
  id: string;
  name: string;
  measure: HeatMeasure;
  lanes: number;
  /** Field events: attempts per athlete. */
  attempts: number;
  qualify_by_place: number;
  qualify_by_mark: number;
  status: string;
};

export type HeatView = {
  id: string;
  number: number;
  name: string;
  scheduled_at: string | null;
  place: string | null;
  status: HeatStatus;
  entries: HeatEntryView[];
};

export type HeatDrawView = { seed: string; created_at: string; heats: number; entries: number };

/** A heats phase: its heats with their entries, its draw, and the phase its qualifiers go to. */
export type HeatsPhaseView = {
  competition: { id: string; name: string; status: string };
  phase: HeatPhaseRef;
  draw: HeatDrawView | null;
  heats: HeatView[];
  next_phase: { id: string; name: string } | null;
  /** The competition's best valid mark in the event (null before any). */
  record: number | null;
};

/** One heat for the marks screen: the heat, its phase and competition, the event's record. */
export type HeatSheet = {
  competition: { id: string; name: string; status: string };
  phase: HeatPhaseRef;
  heat: HeatView;
  record: number | null;
};

/** A candidate for a round: an athlete of an approved team (or a qualifier of the previous round). */
export type HeatEntrant = {
  team_id: string;
  team_name: string;
  user_id: string | null;
  athlete_name: string | null;
  seed_mark: number | null;
};
export type HeatEntrants = { phase: HeatPhaseRef; from: "teams" | "qualifiers"; entrants: HeatEntrant[] };

/** A heat of the competition, for the list of every heat by time. */
export type HeatListItem = {
  id: string;
  number: number;
  name: string;
  scheduled_at: string | null;
  place: string | null;
  status: HeatStatus;
  phase_id: string;
  phase_name: string;
  measure: HeatMeasure;
  entries: number;
  marks: number;
};

export type HeatMarksAnswer = { heat: HeatSheet; changed: number };

export type HeatQualifyAnswer = {
  phase: HeatsPhaseView;
  qualified: { by_place: number; by_mark: number };
  /** The next round drawn with the qualifiers (null when the phase is the last heats round). */
  next_phase: { id: string; name: string; heats: number; seed: string } | null;
};

export type HeatImportRow = {
  line: number;
  team: string;
  athlete: string;
  lane: string;
  seed_mark: string;
  mark: string;
  /** Field events: the T1…T6 cells as typed (empty when the sheet has no attempt columns). */
  attempts: string[];
  /** Column → pt-BR sentence; empty when the row can be written. */
  errors: Record<string, string>;
  /** What the row does: a new entry or a change to the one already in the heat. */
  action: "create" | "update";
};
export type HeatImportAnswer = { rows: HeatImportRow[]; written: number; errors: number };

/** A heats phase as the public page shows it: each heat's results, without ids of people. */
export type PublicHeatEntry = {
  lane: number | null;
  name: string;
  team_name: string;
  mark: number | null;
  mark_status: MarkStatus | null;
  attempts: Attempt[] | null;
  place: number | null;
  qualified: "Q" | "q" | null;
  record: boolean;
};
export type PublicHeatsPhase = {
  id: string;
  name: string;
  measure: HeatMeasure;
  heats: {
    id: string;
    name: string;
    status: HeatStatus;
    scheduled_at: string | null;
    entries: PublicHeatEntry[];
  }[];
};
/** GET public/competitions/:id/heats: the heats phases of a public competition with their results. */
export type PublicHeats = { phases: PublicHeatsPhase[] };
