import { z } from "zod";
import type { AppointmentStatus } from "../resources/catalog/refereeing.ts";

/**
 * The referee department's answers (operations group `referees`): the appointment board, the check
 * of an appointment before it is saved, the costs, the notices, and a referee's own appointments
 * (spec /referees/referees/all, /my/referees/scales).
 */

/** How long a match lasts when nothing says otherwise (a duel has a start, never an end). */
export const DEFAULT_MATCH_MINUTES = 120;

/**
 * A conflict of an appointment. `refusal`s are never saved (the referee is absent, of a playing
 * association, already on this match); `warning`s are saved only with `warnings_accepted` (why).
 */
export type AppointmentProblem = {
  code: "absent" | "association" | "duplicate" | "overlap" | "category" | "per_day";
  severity: "refusal" | "warning";
  field: string;
  message: string;
};

export type AppointmentCheck = { refusals: AppointmentProblem[]; warnings: AppointmentProblem[] };

export const ZAppointmentCheck = z.object({
  id: z.uuid("Identificador inválido.").optional(),
  duel_id: z.uuid("Escolha uma partida da lista.").optional(),
  heat_id: z.uuid("Escolha uma bateria da lista.").optional(),
  referee_id: z.uuid("Escolha um(a) árbitro(a) da lista."),
  role_id: z.uuid("Escolha uma função da lista."),
});
export type AppointmentCheckInput = z.input<typeof ZAppointmentCheck>;

export type BoardAppointment = {
  id: string;
  referee_id: string;
  referee_name: string;
  role_id: string;
  role_name: string;
  status: AppointmentStatus;
  respond_by: string | null;
  responded_at: string | null;
  decline_reason: string | null;
  fee: number | null;
  warnings_accepted: string | null;
  notified_at: string | null;
  /** Still unanswered after its deadline. */
  overdue: boolean;
  /** The warnings it stands despite (what the rules would warn today). */
  warnings: AppointmentProblem[];
};

export type BoardEvent = {
  kind: "duel" | "heat";
  id: string;
  competition_id: string;
  competition_name: string;
  /** "Jogo 3 — Leões × Tigres" or the heat's name. */
  title: string;
  scheduled_at: string | null;
  place: string | null;
  appointments: BoardAppointment[];
};

export type BoardReferee = {
  id: string;
  name: string;
  category_name: string | null;
  level: number | null;
  kinds: string[];
};
export type BoardRole = { id: string; name: string; kind: string; fee: number | null };

export type RefereeBoard = {
  events: BoardEvent[];
  referees: BoardReferee[];
  roles: BoardRole[];
  /** Appointments declined, or unanswered past their deadline: someone else must be found. */
  attention: number;
};

const ZDay = z.iso.date("Informe uma data válida (AAAA-MM-DD).");
export const ZBoardQuery = z
  .object({
    competition_id: z.uuid("Escolha uma competição da lista.").optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: "A data final deve ser igual ou posterior à inicial.",
  });
export type BoardQuery = z.input<typeof ZBoardQuery>;

export type CostLine = { id: string; name: string; matches: number; total: number };
/** Fees of the appointments that stand (not declined or cancelled), in cents. */
export type RefereeCosts = { referees: CostLine[]; competitions: CostLine[]; total: number };

export const ZNotify = z.object({
  ids: z
    .array(z.uuid("Identificador inválido."), { error: "Escolha as escalas a avisar." })
    .min(1, "Escolha ao menos uma escala.")
    .max(500, "Avise no máximo 500 escalas de uma vez."),
});
export type NotifyResult = { emailed: number; whatsapp: number; failures: string[] };

export const ZDecline = z.object({
  reason: z
    .string({ error: "Diga por que recusa." })
    .trim()
    .min(3, "Diga por que recusa (ao menos 3 caracteres).")
    .max(500, "Use no máximo 500 caracteres."),
});

export type MyAppointment = {
  id: string;
  competition_name: string;
  title: string;
  scheduled_at: string | null;
  place: string | null;
  role_name: string;
  status: AppointmentStatus;
  respond_by: string | null;
  decline_reason: string | null;
  fee: number | null;
  /** Still awaiting an answer and before its deadline. */
  can_respond: boolean;
};

/** The address of the referee's calendar feed, for a calendar app to subscribe to. */
export type CalendarFeed = { path: string };
