import { z } from "zod";
import {
  type OpenCompetitions,
  type PendingTeam,
  REGISTRATION_FIELD_LABELS,
  type RegisteredTeam,
  type TeamDecision,
  ZPendingTeamsQuery,
  ZTeamApproval,
  ZTeamRegistration,
  ZTeamRejection,
} from "../contracts/competitionRegistrations.ts";
import type { Page } from "../contracts/envelope.ts";
import { defineOperations, returns } from "./operation.ts";

const uuid = () => z.uuid("Identificador inválido.");
const ZAssociation = z.object({ id: uuid() });
const ZCompetition = ZAssociation.extend({ competition_id: uuid() });

/** The managers' area (my_associations), for the competitions module. */
const MANAGERS = { auth: "login", permissions: ["my_associations"], modules: ["competitions"] } as const;
/** The federation's staff who run competitions. */
const STAFF = { auth: "login", permissions: ["competitions"], modules: ["competitions"] } as const;
/** A decision's path names the team. */
const DECISION_LABELS = { id: "Equipe", reason: REGISTRATION_FIELD_LABELS.reason } as const;

/**
 * Teams entered by associations: a manager sees the competitions taking registrations and enters a
 * team of the association's active athletes (it waits as `pending`); the federation's staff approve
 * or refuse it with a reason, and the association's managers are told by e-mail.
 */
export const competitionRegistrationsOperations = defineOperations("competitionRegistrations", {
  open: {
    method: "GET",
    path: "my/associations/:id/competitions/open",
    summary:
      "As competições com inscrições abertas para uma entidade que a pessoa gerencia, com as equipes dela e os atletas que podem ser inscritos",
    guard: MANAGERS,
    params: ZAssociation,
    fieldLabels: REGISTRATION_FIELD_LABELS,
    response: returns<OpenCompetitions>(),
  },
  register: {
    method: "POST",
    path: "my/associations/:id/competitions/:competition_id/teams",
    summary:
      "Inscrever uma equipe da entidade em uma competição com inscrições abertas (aguarda a aprovação da federação)",
    guard: MANAGERS,
    params: ZCompetition,
    body: ZTeamRegistration,
    fieldLabels: REGISTRATION_FIELD_LABELS,
    response: returns<RegisteredTeam>(),
  },
  pending: {
    method: "GET",
    path: "competitions/teams/pending",
    summary:
      "As equipes inscritas pelas entidades que aguardam a decisão da federação, com os integrantes e seus documentos",
    guard: STAFF,
    query: ZPendingTeamsQuery,
    fieldLabels: REGISTRATION_FIELD_LABELS,
    response: returns<Page<PendingTeam>>(),
  },
  approve: {
    method: "POST",
    path: "competitions/teams/:id/approve",
    summary: "Aprovar uma equipe inscrita por uma entidade",
    guard: STAFF,
    params: ZAssociation,
    body: ZTeamApproval.optional(),
    fieldLabels: DECISION_LABELS,
    response: returns<TeamDecision>(),
  },
  reject: {
    method: "POST",
    path: "competitions/teams/:id/reject",
    summary: "Recusar uma equipe inscrita por uma entidade, com o motivo",
    guard: STAFF,
    params: ZAssociation,
    body: ZTeamRejection,
    fieldLabels: DECISION_LABELS,
    response: returns<TeamDecision>(),
  },
});
