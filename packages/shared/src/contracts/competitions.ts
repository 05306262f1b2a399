import { z } from "zod";
import type { RegulationScoring, ZoneKind } from "../resources/catalog/competitionRules.ts";
import type {
  DuelStatus,
  PhaseEntry,
  PhaseFormat,
  PhaseStatus,
} from "../resources/catalog/competitionStructure.ts";
import type { CompetitionStatus } from "../resources/catalog/teams.ts";

/**
 * What the competition operations exchange (docs/competitions.md): the director's cockpit, draws,
 * fixtures, duels and their results, standings with the engine's explanations and brackets. The
 * staff screens and the public pages read the same shapes.
 */

/** The largest score a duel's side may hold (the duels' resource says the same). */
export const MAX_DUEL_SCORE = 999;
export const MAX_SHOOTOUT_SCORE = 99;

export type CompetitionTeamRef = { id: string; name: string; association_name: string | null };

/** A zone a position falls in, with the colour the tables paint it. */
export type StandingZone = { label: string; color: string; kind: ZoneKind };

/** One row of a table: the engine's numbers, the zone, the deductions and why it is above the next. */
export type StandingRowView = {
  position: number;
  team: CompetitionTeamRef;
  points: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  score_for: number;
  score_against: number;
  score_difference: number;
  sets_won: number;
  sets_lost: number;
  /** Points taken by courts, with the reasons. */
  deductions: number;
  deduction_reasons: string[];
  fair_play: number;
  /** True when the regulation could not separate this team from a neighbour. */
  shared: boolean;
  zone: StandingZone | null;
  /**
   * Why this team is ahead of the next one level on points (pt-BR, e.g. "À frente de Bahia pelo
   * saldo de gols (+5 × +3)"); null when the points alone separate them or it is the last row.
   */
  explanation: string | null;
};

export type GroupStandingsView = {
  group_id: string;
  group_name: string;
  phase_id: string;
  rows: StandingRowView[];
};

export type PhaseStandingsView = {
  phase_id: string;
  phase_name: string;
  format: PhaseFormat;
  status: PhaseStatus;
  /** How the phase's regulation scores: goals, or sets (the tables then show sets won and lost). */
  scoring: RegulationScoring;
  groups: GroupStandingsView[];
};

/** One line of the final classification: the team's best phase reached and position there. */
export type FinalClassificationRow = {
  position: number;
  team: CompetitionTeamRef;
  phase_name: string;
};

export type CompetitionStandingsView = {
  competition_id: string;
  competition_name: string;
  phases: PhaseStandingsView[];
  /** Ordered by the furthest phase each team reached, then its place there (the champion first). */
  final: FinalClassificationRow[];
};

/** A duel as the lists show it: its teams, round, group and phase by name. */
export type DuelView = {
  id: string;
  number: number | null;
  competition_id: string;
  phase_id: string;
  phase_name: string;
  group_id: string;
  group_name: string;
  round_id: string;
  round_number: number;
  round_name: string;
  bracket_match: string | null;
  home: CompetitionTeamRef | null;
  away: CompetitionTeamRef | null;
  scheduled_at: string | null;
  place: string | null;
  court: string | null;
  home_score: number | null;
  away_score: number | null;
  sets: DuelSet[] | null;
  walkover: "home" | "away" | null;
  overtime: boolean;
  shootout_home: number | null;
  shootout_away: number | null;
  cards: DuelCards | null;
  status: DuelStatus;
  /** Moves on every write: a sheet sends the version it opened (base_version) with its result. */
  version: number;
};

export type DuelSet = { home: number; away: number };
export type SideCards = {
  yellow?: number;
  secondYellow?: number;
  red?: number;
  yellowRed?: number;
  discipline_points?: number;
};
export type DuelCards = { home?: SideCards; away?: SideCards };

export type CockpitPhase = {
  id: string;
  name: string;
  position: number;
  format: PhaseFormat;
  entry: PhaseEntry;
  status: PhaseStatus;
  groups: { id: string; name: string; teams: number; duels: number; played: number }[];
  duels: number;
  played: number;
  confirmed: number;
};

export type CompetitionCockpit = {
  competition: {
    id: string;
    name: string;
    status: CompetitionStatus;
    season: number | null;
    starts_on: string | null;
    ends_on: string | null;
    regulation_id: string | null;
    regulation_name: string | null;
  };
  phases: CockpitPhase[];
  /** The next scheduled duels (up to 10), soonest first. */
  next_duels: DuelView[];
  /** Duels whose date passed without a result, and results entered but not confirmed. */
  pending_results: DuelView[];
  teams: { approved: number; pending: number; rejected: number };
  /** The current phase (the first not finished) with its table. */
  current_standings: PhaseStandingsView | null;
};

export type PhaseEntrant = CompetitionTeamRef & {
  association_id: string | null;
  /** A pot suggested from the previous phase's position or the order of registration. */
  suggested_pot: number;
  /** Where the team came from when the phase takes qualifiers ("1º do Grupo A"). */
  origin: string | null;
};

export type PhaseEntrants = {
  phase_id: string;
  entry: PhaseEntry;
  groups_count: number;
  teams: PhaseEntrant[];
};

export type DrawnGroupView = { id: string | null; name: string; teams: CompetitionTeamRef[] };

export type CompetitionDrawView = {
  id: string;
  phase_id: string;
  seed: string;
  pots: string[][];
  groups: { name: string; teams: string[] }[];
  conflicts: number;
  drawn_by: string | null;
  created_at: string;
};

export type DrawResult = { draw: CompetitionDrawView; groups: DrawnGroupView[] };

export type DrawAudit = {
  draw: CompetitionDrawView;
  /** The groups the same seed and pots give now, by the engine. */
  recomputed: { name: string; teams: string[] }[];
  matches: boolean;
  teams: Record<string, string>;
};

export type FixturesResult = { rounds: number; duels: number; groups: number };

export type QualifyResult = { groups: DrawnGroupView[] };

/** The writes of a duel's result, as its audit entries name them (`changes.event`: competitions/results.ts). */
export const DUEL_RESULT_EVENTS = [
  "result",
  "result_cleared",
  "result_confirmed",
  "result_unlocked",
  "result_corrected",
] as const;
export type DuelResultEvent = (typeof DUEL_RESULT_EVENTS)[number];

/**
 * What an entry of a duel's history records (the sheet's "O quê"): a write of its result; the duel
 * made (`create`); a date, place or court given to a duel without a date (`schedule`) or changed
 * (`reschedule`); another change (its notes: `update`).
 */
export const DUEL_HISTORY_ACTIONS = [
  ...DUEL_RESULT_EVENTS,
  "create",
  "schedule",
  "reschedule",
  "update",
] as const;
export type DuelHistoryAction = (typeof DUEL_HISTORY_ACTIONS)[number];

export type ResultHistoryEntry = {
  at: string;
  action: DuelHistoryAction;
  by: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type DuelSheet = {
  duel: DuelView;
  competition_status: CompetitionStatus;
  scoring: RegulationScoring;
  /** A knockout duel needs a winner: a level score needs a shoot-out. */
  knockout: boolean;
  walkover_score: { winner: number; loser: number };
  /** The sheet's stored notes, so the form shows them and a save keeps them. */
  notes: string | null;
  history: ResultHistoryEntry[];
};

/**
 * What the staff's live stream (GET competitions/:id/events) sends on each committed change of the
 * competition's tables: the cockpit, the classifications and the duels read again.
 */
export const COMPETITION_EVENT = "competition";

export type EnterResultAnswer = { duel: DuelView; standings: GroupStandingsView | null };

export type BracketSlotView = { team: CompetitionTeamRef | null; from: string | null; bye: boolean };
export type BracketMatchView = {
  id: string;
  section: "winners" | "losers" | "final" | "reset" | "thirdPlace";
  round: number;
  /** The match's place within its round and section, from the top of the bracket (the engine's). */
  position: number;
  duel_id: string | null;
  home: BracketSlotView;
  away: BracketSlotView;
  winner_id: string | null;
  home_score: number | null;
  away_score: number | null;
  status: DuelStatus | null;
};
export type BracketView = {
  phase_id: string;
  format: PhaseFormat;
  rounds: { number: number; name: string }[];
  matches: BracketMatchView[];
  champion: CompetitionTeamRef | null;
};

const uuid = () => z.uuid("Identificador inválido.");
/** A score: a whole number from 0 to `max` (the API puts the field's label before each message). */
const scoreField = (max = MAX_DUEL_SCORE) =>
  z
    .number({ error: "Informe um número inteiro." })
    .int("Use um número inteiro.")
    .min(0, "Não pode ser negativo.")
    .max(max, `No máximo ${max}.`);
const cardCount = () => scoreField(99).optional();
const ZSideCards = z.object({
  yellow: cardCount(),
  secondYellow: cardCount(),
  red: cardCount(),
  yellowRed: cardCount(),
  discipline_points: cardCount(),
});

/** A result as the duel sheet sends it; sets and shoot-outs are checked against the regulation. */
export const ZDuelResult = z.object({
  home_score: scoreField(),
  away_score: scoreField(),
  sets: z
    .array(z.object({ home: scoreField(), away: scoreField() }), {
      error: "Informe a lista de sets.",
    })
    .max(9, "No máximo 9.")
    .nullish(),
  walkover: z.enum(["home", "away"], { error: "Escolha mandante ou visitante." }).nullish(),
  overtime: z.boolean({ error: "Informe sim ou não." }).optional(),
  shootout_home: scoreField(MAX_SHOOTOUT_SCORE).nullish(),
  shootout_away: scoreField(MAX_SHOOTOUT_SCORE).nullish(),
  cards: z.object({ home: ZSideCards.optional(), away: ZSideCards.optional() }).nullish(),
  notes: z.string({ error: "Informe um texto." }).max(5_000, "No máximo 5000 caracteres.").nullish(),
  /**
   * The duel's version the sheet was opened at: when another person changed the result since, the
   * write is refused (409) instead of overwriting it (a result kept offline and sent later).
   */
  base_version: z.number({ error: "Informe um número." }).int("Informe um número inteiro.").min(0).nullish(),
});
export type DuelResultInput = z.input<typeof ZDuelResult>;

/** Why a confirmed result is opened again or corrected (result security, permission duelssecurities). */
const securityReason = () =>
  z
    .string({ error: "Informe o motivo." })
    .trim()
    .min(5, "Explique o motivo em ao menos 5 caracteres.")
    .max(1_000, "No máximo 1000 caracteres.");
export const ZUnlockResult = z.object({ reason: securityReason() });
export const ZCorrectResult = ZDuelResult.extend({ reason: securityReason() });

export const ZDrawInput = z.object({
  pots: z
    .array(z.array(uuid(), { error: "Informe as equipes de cada pote." }).min(1, "Um pote vazio."), {
      error: "Informe os potes.",
    })
    .min(1, "Informe ao menos um pote.")
    .max(64, "No máximo 64."),
  seed: z
    .string({ error: "Informe um texto." })
    .trim()
    .min(1, "Informe um texto.")
    .max(64, "No máximo 64 caracteres.")
    .optional(),
  group_names: z
    .array(
      z
        .string({ error: "Informe um texto." })
        .trim()
        .min(1, "Um nome vazio.")
        .max(40, "No máximo 40 caracteres."),
      { error: "Informe a lista de nomes." },
    )
    .max(64, "No máximo 64 nomes.")
    .optional(),
});
export type DrawInput = z.input<typeof ZDrawInput>;

export const ZFixturesInput = z.object({
  starts_on: z.iso.date("Use uma data (AAAA-MM-DD).").optional(),
  days_between_rounds: z
    .number({ error: "Informe um número inteiro." })
    .int("Use um número inteiro.")
    .min(0, "Não pode ser negativo.")
    .max(365, "No máximo 365.")
    .optional(),
});
export type FixturesInput = z.input<typeof ZFixturesInput>;

export const ZDuelsQuery = z.object({
  phase_id: uuid().optional(),
  group_id: uuid().optional(),
  round_id: uuid().optional(),
  team_id: uuid().optional(),
  status: z
    .enum(["scheduled", "played", "confirmed", "cancelled"], {
      error: "Escolha agendada, com resultado, confirmada ou cancelada.",
    })
    .optional(),
  from: z.iso.date("Use uma data (AAAA-MM-DD).").optional(),
  to: z.iso.date("Use uma data (AAAA-MM-DD).").optional(),
});

const nullableText = (max: number) =>
  z
    .string({ error: "Informe um texto." })
    .trim()
    .max(max, `No máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const ZScheduleInput = z.object({
  duels: z
    .array(
      z.object({
        id: uuid(),
        scheduled_at: z.iso
          .datetime({ offset: true, local: true, error: "Use data e hora válidas." })
          .nullish()
          .transform((value) => value ?? null),
        place: nullableText(200),
        court: nullableText(60),
      }),
      { error: "Informe a lista." },
    )
    .min(1, "Informe ao menos uma.")
    .max(1_000, "No máximo 1000 por vez."),
});
export type ScheduleInput = z.input<typeof ZScheduleInput>;

export const ZStandingsExportQuery = z.object({
  format: z.enum(["xlsx", "csv", "pdf"], { error: "Escolha xlsx, csv ou pdf." }).default("xlsx"),
});

export const COMPETITION_FIELD_LABELS = {
  id: "Identificador",
  pots: "Potes",
  seed: "Semente",
  group_names: "Nomes dos grupos",
  starts_on: "Início",
  days_between_rounds: "Dias entre rodadas",
  phase_id: "Fase",
  group_id: "Grupo",
  round_id: "Rodada",
  team_id: "Equipe",
  status: "Situação",
  from: "De",
  to: "Até",
  duels: "Partidas",
  scheduled_at: "Data e hora",
  place: "Local",
  court: "Quadra / campo",
  home_score: "Placar do mandante",
  away_score: "Placar do visitante",
  sets: "Sets",
  walkover: "W.O.",
  overtime: "Prorrogação",
  shootout_home: "Pênaltis do mandante",
  shootout_away: "Pênaltis do visitante",
  cards: "Cartões",
  notes: "Observações",
  base_version: "Versão da súmula",
  reason: "Motivo",
  format: "Formato",
} as const;
