import { z } from "zod";
import {
  REGULATION_FIELD_LABELS,
  type RegulationCriterion,
  type RegulationPreset,
  type RegulationRecord,
  ZFromPreset,
  ZSavePoints,
  ZSaveSequences,
} from "../contracts/regulations.ts";
import { defineOperations, returns } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const ZPreset = z.object({
  preset: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,60}$/, "Modelo desconhecido.")
    .max(60, "Modelo desconhecido."),
});
const REGULATIONS = { auth: "login", permissions: ["regulations"], modules: ["competitions"] } as const;

/** A problem of a stored regulation, on the field it is about (points, sequences, …, fair_play). */
export type RegulationProblemView = { field: string; message: string };

/**
 * Regulations (spec /competitions/regulations): the engine's presets and criteria for the editor,
 * a new regulation copied from a preset, and the point table and criteria lists saved through the
 * engine's validation (the generic form leaves them read-only).
 */
export const regulationsOperations = defineOperations("regulations", {
  presets: {
    method: "GET",
    path: "regulations/presets",
    summary: "Os modelos de regulamento reais (FIFA, CBF, UEFA, FIVB, CBV, FIBA, IHF) para começar",
    guard: REGULATIONS,
    response: returns<RegulationPreset[]>(),
  },
  fromPreset: {
    method: "POST",
    path: "regulations/presets/:preset",
    summary: "Criar um regulamento copiando um modelo, para editar",
    guard: REGULATIONS,
    params: ZPreset,
    body: ZFromPreset,
    fieldLabels: REGULATION_FIELD_LABELS,
    response: returns<RegulationRecord>(),
  },
  criteria: {
    method: "GET",
    path: "regulations/criteria",
    summary: "Os critérios de desempate que o motor conhece, com o nome em português",
    guard: REGULATIONS,
    response: returns<RegulationCriterion[]>(),
  },
  savePoints: {
    method: "PUT",
    path: "regulations/:id/points",
    summary: "Salvar a pontuação por resultado (vitória, empate, W.O., prorrogação, pênaltis, sets)",
    guard: REGULATIONS,
    params: ZId,
    body: ZSavePoints,
    fieldLabels: REGULATION_FIELD_LABELS,
    response: returns<RegulationRecord>(),
  },
  saveSequences: {
    method: "PUT",
    path: "regulations/:id/sequences",
    summary: "Salvar as três listas de critérios de desempate e os pesos do fair play",
    guard: REGULATIONS,
    params: ZId,
    body: ZSaveSequences,
    fieldLabels: REGULATION_FIELD_LABELS,
    response: returns<RegulationRecord>(),
  },
  validate: {
    method: "POST",
    path: "regulations/:id/validate",
    summary: "Os problemas do regulamento salvo, cada um no seu campo (vazio: utilizável)",
    guard: REGULATIONS,
    params: ZId,
    response: returns<RegulationProblemView[]>(),
  },
});
