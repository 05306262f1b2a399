import {
  type AssociationTeam,
  COMPETITION_STATUSES,
  type FieldOption,
  type ManagedTeamDetail,
  type MyTeam,
  REVIEW_STATUSES,
  TEAM_MEMBER_ROLES,
  type TeamDetail,
  type TeamListFilter,
} from "@quadra/shared";
import { apiRequest } from "../../platform/api/apiClient.ts";

/** Every query of this feature starts with it; every change invalidates it. */
export const TEAMS_KEY = "teams";

/** The screens' addresses (spec §2), including the per-team document screens another feature serves. */
export const teamScreens = {
  mine: "/my/teams",
  show: (teamId: string) => `/my/teams/show/${teamId}`,
  memberDocuments: (teamId: string, userId: string) => `/my/teams/${teamId}/userdocuments/user/${userId}`,
  memberImage: (teamId: string, userId: string) => `/my/teams/${teamId}/users/image/${userId}`,
  associationTeams: (associationId: string) => `/my/associations/teams/${associationId}`,
  managed: (associationId: string, teamId: string) => `/my/associations/teams/${associationId}/${teamId}`,
  athleteDocuments: (associationId: string, userId: string, teamId: string) =>
    `/my/associations/userdocuments/${associationId}/user/${userId}/${teamId}`,
  athleteImage: (associationId: string, userId: string, teamId: string) =>
    `/my/associations/${associationId}/users/image/${userId}/${teamId}`,
};

const managedPath = (associationId: string, teamId: string) =>
  `my/associations/${associationId}/teams/${teamId}`;

export const fetchMyTeams = (signal?: AbortSignal) => apiRequest<MyTeam[]>({ path: "my/teams", signal });

export const fetchMyTeam = (id: string, signal?: AbortSignal) =>
  apiRequest<TeamDetail>({ path: `my/teams/${id}`, signal });

export const fetchAssociationTeams = (associationId: string, status: TeamListFilter, signal?: AbortSignal) =>
  apiRequest<AssociationTeam[]>({
    path: `my/associations/${associationId}/teams`,
    query: status === "all" ? {} : { status },
    signal,
  });

export const fetchManagedTeam = (associationId: string, teamId: string, signal?: AbortSignal) =>
  apiRequest<ManagedTeamDetail>({ path: managedPath(associationId, teamId), signal });

export type MemberBody = { user_id?: string; role: string; number: number | null; position: string | null };

export const addMember = ({
  associationId,
  teamId,
  body,
}: {
  associationId: string;
  teamId: string;
  body: MemberBody;
}) => apiRequest<unknown>({ path: `${managedPath(associationId, teamId)}/members`, method: "POST", body });

export const updateMember = ({
  associationId,
  teamId,
  memberId,
  body,
}: {
  associationId: string;
  teamId: string;
  memberId: string;
  body: MemberBody;
}) =>
  apiRequest<unknown>({
    path: `${managedPath(associationId, teamId)}/members/${memberId}`,
    method: "PATCH",
    body,
  });

export const removeMember = ({
  associationId,
  teamId,
  memberId,
}: {
  associationId: string;
  teamId: string;
  memberId: string;
}) =>
  apiRequest<unknown>({
    path: `${managedPath(associationId, teamId)}/members/${memberId}`,
    method: "DELETE",
  });

export const setResponsible = ({
  associationId,
  teamId,
  userId,
}: {
  associationId: string;
  teamId: string;
  userId: string;
}) =>
  apiRequest<unknown>({
    path: `${managedPath(associationId, teamId)}/responsible`,
    method: "PUT",
    body: { user_id: userId },
  });

/** An option's label in the current language (the options are defined once, in shared). */
const labelOf = (options: readonly FieldOption[], value: string | null | undefined, language: string) => {
  const option = options.find((candidate) => candidate.value === value);
  if (!option) return value ?? "";
  return language.startsWith("en") ? option.label.en : option.label["pt-BR"];
};

export const teamRoleLabel = (value: string, language: string) => labelOf(TEAM_MEMBER_ROLES, value, language);
export const competitionStatusLabel = (value: string, language: string) =>
  labelOf(COMPETITION_STATUSES, value, language);
export const teamStatusLabel = (value: string | null, language: string) =>
  labelOf(REVIEW_STATUSES, value ?? "approved", language);

export const teamRoleOptions = (language: string) =>
  TEAM_MEMBER_ROLES.map((role) => ({ value: role.value, label: teamRoleLabel(role.value, language) }));
