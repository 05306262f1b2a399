import { z } from "zod";
import {
  type AssociationTeam,
  type ManagedTeamDetail,
  type MyTeam,
  TEAM_FIELD_LABELS,
  type TeamDetail,
  type TeamMemberRecord,
  type TeamPerson,
  ZAssociationTeamsQuery,
  ZTeamMemberInput,
  ZTeamMemberUpdate,
  ZTeamResponsibleInput,
} from "../contracts/teams.ts";
import { defineOperations, returns } from "./operation.ts";

const uuid = () => z.uuid("Identificador inválido.");
const ZAssociation = z.object({ id: uuid() });
const ZTeam = ZAssociation.extend({ team_id: uuid() });
const ZMember = ZTeam.extend({ member_id: uuid() });

/** The personal team screens (/my/teams): a person with the personal permission, competitions on. */
const MY_TEAMS = { auth: "login", permissions: ["my_teams"], modules: ["competitions"] } as const;
/** The managers' area (my_associations) for the teams of the competitions module. */
const MANAGED_TEAMS = { auth: "login", permissions: ["my_associations"], modules: ["competitions"] } as const;

/**
 * Teams seen from /my: the person's teams (/my/teams) and an association's teams for its managers
 * (/my/associations/teams/…), with the roster's changes. The roster rules themselves live on the
 * team members' resource (apps/server/src/modules/teams/teamMembers.rules.ts).
 */
export const teamsOperations = defineOperations("teams", {
  mine: {
    method: "GET",
    path: "my/teams",
    summary: "As equipes da pessoa, as de seus dependentes e as de que ela é responsável",
    guard: MY_TEAMS,
    response: returns<MyTeam[]>(),
  },
  mineOne: {
    method: "GET",
    path: "my/teams/:id",
    summary: "Uma das equipes da pessoa, com os integrantes",
    guard: MY_TEAMS,
    params: ZAssociation,
    fieldLabels: { id: "Equipe" },
    response: returns<TeamDetail>(),
  },
  associationTeams: {
    method: "GET",
    path: "my/associations/:id/teams",
    summary: "As equipes de uma entidade que a pessoa gere",
    guard: MANAGED_TEAMS,
    params: ZAssociation,
    query: ZAssociationTeamsQuery,
    fieldLabels: TEAM_FIELD_LABELS,
    response: returns<AssociationTeam[]>(),
  },
  managed: {
    method: "GET",
    path: "my/associations/:id/teams/:team_id",
    summary: "Uma equipe de uma entidade gerida, com os integrantes e a situação de seus documentos",
    guard: MANAGED_TEAMS,
    params: ZTeam,
    fieldLabels: TEAM_FIELD_LABELS,
    response: returns<ManagedTeamDetail>(),
  },
  addMember: {
    method: "POST",
    path: "my/associations/:id/teams/:team_id/members",
    summary: "Incluir um(a) atleta ativo(a) da entidade em uma de suas equipes",
    guard: MANAGED_TEAMS,
    params: ZTeam,
    body: ZTeamMemberInput,
    fieldLabels: TEAM_FIELD_LABELS,
    response: returns<TeamMemberRecord & { name: string }>(),
  },
  updateMember: {
    method: "PATCH",
    path: "my/associations/:id/teams/:team_id/members/:member_id",
    summary: "Alterar a função, o número ou a posição de um(a) integrante",
    guard: MANAGED_TEAMS,
    params: ZMember,
    body: ZTeamMemberUpdate,
    fieldLabels: TEAM_FIELD_LABELS,
    response: returns<TeamMemberRecord>(),
  },
  removeMember: {
    method: "DELETE",
    path: "my/associations/:id/teams/:team_id/members/:member_id",
    summary: "Retirar um(a) integrante da equipe",
    guard: MANAGED_TEAMS,
    params: ZMember,
    fieldLabels: TEAM_FIELD_LABELS,
    response: returns<{ id: string }>(),
  },
  setResponsible: {
    method: "PUT",
    path: "my/associations/:id/teams/:team_id/responsible",
    summary: "Escolher o(a) responsável pela equipe: alguém da equipe ou um(a) gestor(a) da entidade",
    guard: MANAGED_TEAMS,
    params: ZTeam,
    body: ZTeamResponsibleInput,
    fieldLabels: TEAM_FIELD_LABELS,
    response: returns<{ id: string; responsible: TeamPerson | null }>(),
  },
});
