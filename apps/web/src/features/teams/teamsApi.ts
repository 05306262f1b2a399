import { COMPETITION_STATUSES, type FieldOption, REVIEW_STATUSES, TEAM_MEMBER_ROLES } from "@quadra/shared";
import type { BodyIn } from "@quadra/shared/operations/operation";
import type { teamsOperations } from "@quadra/shared/operations/teams";

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

/** The managers' body of a roster change, as the contract reads it (a new member names the person). */
export type MemberBody = BodyIn<(typeof teamsOperations)["operations"]["addMember"]>;

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
