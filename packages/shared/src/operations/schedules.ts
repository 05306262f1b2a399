import { z } from "zod";
import {
  SCHEDULE_FIELD_LABELS,
  type ScheduleApplied,
  type ScheduleBoard,
  type ScheduleCheck,
  ZScheduleApply,
  ZScheduleCheck,
  ZScheduleSetup,
} from "../contracts/schedules.ts";
import { defineOperations, returns } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
/** A competition's director (its own schedule). */
const DIRECTOR = { auth: "login", permissions: ["competitions"], modules: ["competitions"] } as const;
/** A games edition's staff (every competition of the edition at once). */
const GAMES = { auth: "login", permissions: ["olympics"], modules: ["competitions"] } as const;

const common = { params: ZId, fieldLabels: SCHEDULE_FIELD_LABELS } as const;

/**
 * The games-day scheduler (docs/gamesday.md): propose a schedule of the unplayed duels and heats on
 * the chosen spaces and days (nothing written), check a schedule moved by hand, and apply it (all
 * placements in one transaction), for one competition or for every competition of a games edition.
 */
export const schedulesOperations = defineOperations("schedules", {
  competitionPropose: {
    ...common,
    method: "POST",
    path: "competitions/:id/schedule/propose",
    summary: "Propor a programação da competição nos espaços e dias escolhidos (nada é gravado)",
    guard: DIRECTOR,
    body: ZScheduleSetup,
    response: returns<ScheduleBoard>(),
  },
  competitionCheck: {
    ...common,
    method: "POST",
    path: "competitions/:id/schedule/check",
    summary: "Conferir uma programação da competição: as restrições que ela quebra",
    guard: DIRECTOR,
    body: ZScheduleCheck,
    response: returns<ScheduleCheck>(),
  },
  competitionApply: {
    ...common,
    method: "POST",
    path: "competitions/:id/schedule/apply",
    summary: "Gravar a programação da competição (datas, espaços e quadras) de uma vez",
    guard: DIRECTOR,
    body: ZScheduleApply,
    response: returns<ScheduleApplied>(),
  },
  olympicsPropose: {
    ...common,
    method: "POST",
    path: "olympics/:id/schedule/propose",
    summary: "Propor a programação de todas as competições dos jogos (nada é gravado)",
    guard: GAMES,
    body: ZScheduleSetup,
    response: returns<ScheduleBoard>(),
  },
  olympicsCheck: {
    ...common,
    method: "POST",
    path: "olympics/:id/schedule/check",
    summary: "Conferir uma programação dos jogos: as restrições que ela quebra",
    guard: GAMES,
    body: ZScheduleCheck,
    response: returns<ScheduleCheck>(),
  },
  olympicsApply: {
    ...common,
    method: "POST",
    path: "olympics/:id/schedule/apply",
    summary: "Gravar a programação dos jogos (datas, espaços e quadras) de uma vez",
    guard: GAMES,
    body: ZScheduleApply,
    response: returns<ScheduleApplied>(),
  },
});
