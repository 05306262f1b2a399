import { z } from "zod";
import {
  type AppointmentCheck,
  type CalendarFeed,
  type MyAppointment,
  type NotifyResult,
  type RefereeBoard,
  type RefereeCosts,
  ZAppointmentCheck,
  ZBoardQuery,
  ZDecline,
  ZNotify,
} from "../contracts/referees.ts";
import { defineOperations, returns, returnsFile } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const SCHEDULES = { auth: "login", permissions: ["refereeschedules"], modules: ["competitions"] } as const;
const MINE = { auth: "login", permissions: ["my_referees"], modules: ["competitions"] } as const;

/** The names the referee department's 400 messages give its fields. */
export const REFEREES_LABELS: Record<string, string> = {
  competition_id: "Competição",
  from: "De",
  to: "Até",
  duel_id: "Partida",
  heat_id: "Bateria",
  referee_id: "Árbitro(a)",
  role_id: "Função",
  ids: "Escalas",
  reason: "Motivo da recusa",
  token: "Chave da agenda",
};

/**
 * The referee department: the appointment board of matches and heats with their conflicts, the
 * costs, the notices by e-mail and WhatsApp (spec /referees/referees/all, permission
 * `refereeschedules`), and a referee's own appointments, answers and calendar feed (spec
 * /my/referees/scales, permission `my_referees`). Appointments themselves are written through the
 * generic `refereeappointments` routes, whose rules refuse or warn the conflicts.
 */
export const refereesOperations = defineOperations("referees", {
  board: {
    method: "GET",
    path: "referees/board",
    summary: "Quadro de escalas: partidas e baterias de uma competição ou de um período, com suas escalas",
    guard: SCHEDULES,
    query: ZBoardQuery,
    fieldLabels: REFEREES_LABELS,
    response: returns<RefereeBoard>(),
  },
  check: {
    method: "POST",
    path: "referees/check",
    summary: "Confere uma escala antes de salvá-la: os impedimentos e os alertas",
    guard: SCHEDULES,
    body: ZAppointmentCheck,
    fieldLabels: REFEREES_LABELS,
    response: returns<AppointmentCheck>(),
  },
  cancel: {
    method: "POST",
    path: "refereeappointments/:id/cancel",
    summary: "Cancela uma escala de arbitragem",
    guard: SCHEDULES,
    params: ZId,
    response: returns<{ id: string; status: "cancelled" }>(),
  },
  costs: {
    method: "GET",
    path: "referees/costs",
    summary: "Custos de arbitragem por árbitro(a) e por competição (taxas das escalas que valem)",
    guard: SCHEDULES,
    query: ZBoardQuery,
    fieldLabels: REFEREES_LABELS,
    response: returns<RefereeCosts>(),
  },
  notify: {
    method: "POST",
    path: "referees/notify",
    summary: "Avisa os árbitros das escalas por e-mail e WhatsApp",
    guard: SCHEDULES,
    body: ZNotify,
    fieldLabels: REFEREES_LABELS,
    response: returns<NotifyResult>(),
  },
  mine: {
    method: "GET",
    path: "my/referees/scales",
    summary: "As escalas de arbitragem da pessoa",
    guard: MINE,
    response: returns<MyAppointment[]>(),
  },
  confirm: {
    method: "POST",
    path: "my/referees/scales/:id/confirm",
    summary: "Confirma uma escala dentro do prazo",
    guard: MINE,
    params: ZId,
    response: returns<MyAppointment>(),
  },
  decline: {
    method: "POST",
    path: "my/referees/scales/:id/decline",
    summary: "Recusa uma escala dentro do prazo, com o motivo",
    guard: MINE,
    params: ZId,
    body: ZDecline,
    fieldLabels: REFEREES_LABELS,
    response: returns<MyAppointment>(),
  },
  feed: {
    method: "GET",
    path: "my/referees/calendar",
    summary: "O endereço da agenda (iCalendar) das escalas da pessoa, para assinar num aplicativo",
    guard: MINE,
    response: returns<CalendarFeed>(),
  },
  calendar: {
    method: "GET",
    path: "referees/calendar/:token",
    summary: "Agenda iCalendar (text/calendar) das escalas de um(a) árbitro(a), pela chave pessoal",
    guard: { auth: "public", modules: ["competitions"] },
    params: z.object({
      token: z.string().regex(/^[A-Za-z0-9_-]{20,400}(\.ics)?$/, "Chave da agenda inválida."),
    }),
    fieldLabels: REFEREES_LABELS,
    response: returnsFile(),
  },
});
