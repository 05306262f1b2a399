import type { ViolationKind } from "@quadra/engine";
import { z } from "zod";
import { counted } from "../counted.ts";

/**
 * The games-day scheduler (docs/gamesday.md): the duels and heats of a competition or of a whole
 * games edition placed on spaces (courts, pools, tracks) and times. Times on the wire are whole
 * minutes since 1970-01-01 UTC, the engine's unit; screens show them in the tenant's time zone.
 */

const uuid = () => z.uuid("Identificador inválido.");
/** The setup's number ranges, read by the setup form too (one place for each limit). */
export const SCHEDULE_LIMITS = {
  days: 31,
  duel_minutes: { min: 5, max: 600 },
  heat_minutes: { min: 1, max: 600 },
  min_rest_minutes: { min: 0, max: 1_440 },
  changeover_minutes: { min: 0, max: 240 },
  max_per_team_per_day: { min: 1, max: 20 },
  referees_per_duel: { min: 0, max: 5 },
} as const;
type Ranged = Exclude<keyof typeof SCHEDULE_LIMITS, "days">;

/**
 * A whole number in its SCHEDULE_LIMITS range, the messages naming the field and, with a unit, the
 * bound counted in it ("ao menos 1 minuto", "no máximo 600 minutos").
 */
const ranged = (label: string, key: Ranged, unit?: readonly [one: string, other: string]) => {
  const { min, max } = SCHEDULE_LIMITS[key];
  const bound = (value: number) => (unit ? counted(value, ...unit) : value.toLocaleString("pt-BR"));
  return z
    .number({ error: `${label}: informe um número.` })
    .int(`${label}: use um número inteiro.`)
    .min(min, min ? `${label}: ao menos ${bound(min)}.` : `${label}: não pode ser negativo.`)
    .max(max, `${label}: no máximo ${bound(max)}.`);
};
const minutes = (label: string, key: Ranged) => ranged(label, key, ["minuto", "minutos"]);
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (label: string) =>
  z.string({ error: `${label}: use HH:MM.` }).regex(HH_MM, `${label}: use HH:MM.`);

/** What the director chooses before "Propor": the spaces, the days and the rules. */
export const ZScheduleSetup = z
  .object({
    space_ids: z
      .array(uuid(), { error: "Áreas de jogo: escolha ao menos uma." })
      .min(1, "Áreas de jogo: escolha ao menos uma.")
      .max(200, "Áreas de jogo: no máximo 200."),
    /** Spaces allowed per competition (an edition: the pool for swimming); the others use space_ids. */
    competition_spaces: z
      .array(
        z.object({
          competition_id: uuid(),
          space_ids: z.array(uuid()).min(1, "Áreas de jogo: escolha ao menos uma."),
        }),
      )
      .max(500)
      .default([]),
    days: z
      .array(z.iso.date({ error: "Dias: use datas válidas (AAAA-MM-DD)." }), {
        error: "Dias: escolha ao menos um.",
      })
      .min(1, "Dias: escolha ao menos um.")
      .max(SCHEDULE_LIMITS.days, `Dias: no máximo ${SCHEDULE_LIMITS.days}.`),
    /** Narrows every day's opening hours (e.g. games only from 08:00 to 18:00). */
    day_starts: clock("Início do dia").nullish(),
    day_ends: clock("Fim do dia").nullish(),
    duel_minutes: minutes("Duração da partida", "duel_minutes").default(60),
    heat_minutes: minutes("Duração da bateria", "heat_minutes").default(15),
    min_rest_minutes: minutes("Descanso mínimo", "min_rest_minutes").default(60),
    changeover_minutes: minutes("Intervalo entre jogos", "changeover_minutes").default(0),
    max_per_team_per_day: ranged("Máximo por dia", "max_per_team_per_day").nullish(),
    referees_per_duel: ranged("Árbitros por partida", "referees_per_duel").default(0),
    /** Items already on a chosen space with a time stay where they are (proposals go around them). */
    keep_placed: z.boolean({ error: "Manter os já programados: sim ou não." }).default(false),
  })
  .refine((setup) => !setup.day_starts || !setup.day_ends || setup.day_starts < setup.day_ends, {
    path: ["day_ends"],
    message: "Fim do dia: deve ser depois do início.",
  });
export type ScheduleSetup = z.input<typeof ZScheduleSetup>;

export const ZPlacement = z.object({
  item_id: z.string().min(1, "Item: informe o item.").max(60, "Item: identificador inválido."),
  space_id: uuid(),
  start: z.number({ error: "Início: informe o horário." }).int("Início: use minutos inteiros.").min(0),
  referees: z.array(uuid()).max(5).default([]),
});
export type PlacementInput = z.input<typeof ZPlacement>;

const ZPlacements = z
  .array(ZPlacement, { error: "Programação: informe a lista." })
  .max(5_000, "Programação: no máximo 5000 itens.");

export const ZScheduleCheck = z.object({ setup: ZScheduleSetup, placements: ZPlacements });
export type ScheduleCheckInput = z.input<typeof ZScheduleCheck>;

export const ZScheduleApply = z.object({
  setup: ZScheduleSetup,
  placements: ZPlacements.min(1, "Programação: nada para aplicar."),
  /** Writes even with hard violations left (each is listed in the audit). */
  accept_violations: z.boolean().default(false),
  /** The role of the referees placed (refereeroles), needed when placements carry referees. */
  referee_role_id: uuid().nullish(),
});
export type ScheduleApplyInput = z.input<typeof ZScheduleApply>;

export type ScheduleItemKind = "duel" | "heat";

/** A duel or heat as the board shows it. */
export type ScheduleBoardItem = {
  id: string;
  kind: ScheduleItemKind;
  record_id: string;
  competition_id: string;
  competition_name: string;
  /** "Rodada 2" / "Eliminatórias – Série 1". */
  round: string;
  /** "Leões x Tigres" / "8 atletas". */
  title: string;
  duration: number;
  space_ids: string[];
};

/** The engine's kinds (packages/engine/src/schedule/types.ts), one list for both sides. */
export type ScheduleViolationKind = ViolationKind;

/**
 * Soft violations are worth a look but never block "Aplicar" (a short rest, a third game in a day);
 * every other kind is hard: it stops the apply unless the director accepts it.
 */
export const SOFT_VIOLATIONS: readonly ScheduleViolationKind[] = [
  "team_rest",
  "athlete_rest",
  "too_many_per_day",
  "referee_missing",
  "referee_too_many_per_day",
  "window",
];

export type ScheduleViolationView = {
  kind: ScheduleViolationKind;
  hard: boolean;
  item_ids: string[];
  /** The sentence the board lists, in pt-BR. */
  message: string;
};

export type SchedulePlacementView = {
  item_id: string;
  space_id: string;
  start: number;
  end: number;
  referees: string[];
};

export type ScheduleSpaceView = {
  id: string;
  name: string;
  venue_name: string;
  /** Opening hours over the chosen days, as concrete windows. */
  windows: { start: number; end: number }[];
};

export type ScheduleBoard = {
  /** The edition or competition the board schedules. */
  title: string;
  time_zone: string;
  days: string[];
  spaces: ScheduleSpaceView[];
  items: ScheduleBoardItem[];
  placements: SchedulePlacementView[];
  violations: ScheduleViolationView[];
  referees: { id: string; name: string }[];
};

export type ScheduleCheck = { violations: ScheduleViolationView[] };

export type ScheduleApplied = { written: number; violations: ScheduleViolationView[] };

export const SCHEDULE_FIELD_LABELS = {
  id: "Identificador",
  setup: "Configuração",
  space_ids: "Áreas de jogo",
  competition_spaces: "Áreas de jogo por competição",
  days: "Dias",
  day_starts: "Início do dia",
  day_ends: "Fim do dia",
  duel_minutes: "Duração da partida",
  heat_minutes: "Duração da bateria",
  min_rest_minutes: "Descanso mínimo",
  changeover_minutes: "Intervalo entre jogos",
  max_per_team_per_day: "Máximo por dia",
  referees_per_duel: "Árbitros por partida",
  keep_placed: "Manter os já programados",
  placements: "Programação",
  item_id: "Item",
  space_id: "Área de jogo",
  start: "Início",
  referees: "Árbitros",
  accept_violations: "Aceitar as violações",
  referee_role_id: "Função dos árbitros",
} as const;
