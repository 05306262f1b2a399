import type { AthleteDocuments, AthleteImage, ScopeKind } from "@quadra/shared";
import type { associationAthletesOperations } from "@quadra/shared/operations/associationAthletes";
import { isApiError } from "../../platform/api/apiError.ts";
import type { OperationClient } from "../../platform/api/operationClient.ts";
import { associationAthletesApi } from "../../platform/api/operations/associationAthletes.ts";
import { schoolStudentsApi } from "../../platform/api/operations/schoolStudents.ts";
import { teamMembersApi } from "../../platform/api/operations/teamMembers.ts";
import type { DocumentSaver } from "../documents/documentsApi.ts";

/**
 * Whose people the caller keeps the documents and photo of (the server's scopeAccess.ts): an
 * association's athletes, a team's members, a school's students.
 */
export type { AthleteDocuments, AthleteImage, ScopeKind };

/** The typed client of one scope's operations: the three answer the same operations, same shapes. */
type ScopeClient = OperationClient<typeof associationAthletesOperations>;

/** The calls about one person of one record of a scope (server: /my/<scope>/:id/users/:user_id/…). */
export type PersonCalls = ReturnType<ReturnType<typeof personCalls>>;

const personCalls = (client: ScopeClient) => (scopeId: string, userId: string) => {
  const params = { id: scopeId, user_id: userId };
  const saver: DocumentSaver = {
    send: (body) => client.send({ params, body, quiet: true }),
    correct: (documentId, body) =>
      client.correct({ params: { ...params, document_id: documentId }, body, quiet: true }),
  };
  return {
    documents: (signal?: AbortSignal) => client.documents({ params, signal }),
    status: (signal?: AbortSignal) => client.status({ params, signal }),
    document: (documentId: string, signal?: AbortSignal) =>
      client.document({ params: { ...params, document_id: documentId }, signal }),
    image: (signal?: AbortSignal) => client.image({ params, signal }),
    sendImage: (uploadId: string) => client.sendImage({ params, body: { upload_id: uploadId } }),
    /** Where the document form saves: send a new document or correct one (documentsApi's saveDocument). */
    saver,
  };
};

/** Every query of this feature starts with it. */
export const MANAGER_DOCUMENTS_KEY = "managerdocuments";

/**
 * Where a screen of a scope goes back to: a link, or (`to: null`) the page the person came from,
 * for a scope whose list has no address of its own.
 */
export type BackLink = { to: string | null; label: string };

/**
 * One scope's addresses, the only thing that differs between the three (spec §2 /my). `scopeId` is
 * the scope's record; `teamId` is the association's optional team (…/:team_id?), which only the
 * association's screens carry: from a team's page the way back is to that team.
 */
export type PersonScope = {
  kind: ScopeKind;
  /** The route param naming the scope's record. */
  param: "association_id" | "team_id" | "school_id";
  /** The calls about one person of one record (server: /my/<scope>/:id/users/:user_id/…). */
  api: (scopeId: string, userId: string) => PersonCalls;
  screens: {
    documents: (scopeId: string, userId: string, teamId?: string) => string;
    create: (scopeId: string, userId: string, teamId?: string) => string;
    edit: (scopeId: string, userId: string, documentId: string, teamId?: string) => string;
    image: (scopeId: string, userId: string, teamId?: string) => string;
  };
  back: (scopeId: string, teamId?: string) => BackLink;
};

/** The form routes have no :team_id; the association's team rides along in the query string. */
const withTeam = (path: string, teamId?: string) => (teamId ? `${path}?team_id=${teamId}` : path);
const tail = (teamId?: string) => (teamId ? `/${teamId}` : "");

/** Screens under /my/<base>/userdocuments/user/… and /my/<base>/users/image/… (teams, schools). */
const nestedScreens = (base: string): PersonScope["screens"] => ({
  documents: (scopeId, userId) => `/my/${base}/${scopeId}/userdocuments/user/${userId}`,
  create: (scopeId, userId) => `/my/${base}/${scopeId}/userdocuments/user/${userId}/create`,
  edit: (scopeId, userId, documentId) =>
    `/my/${base}/${scopeId}/userdocuments/user/${userId}/edit/${documentId}`,
  image: (scopeId, userId) => `/my/${base}/${scopeId}/users/image/${userId}`,
});

export const PERSON_SCOPES: Record<ScopeKind, PersonScope> = {
  association: {
    kind: "association",
    param: "association_id",
    api: personCalls(associationAthletesApi),
    screens: {
      documents: (scopeId, userId, teamId) =>
        `/my/associations/userdocuments/${scopeId}/user/${userId}${tail(teamId)}`,
      create: (scopeId, userId, teamId) =>
        withTeam(`/my/associations/userdocuments/${scopeId}/user/${userId}/create`, teamId),
      edit: (scopeId, userId, documentId, teamId) =>
        withTeam(`/my/associations/userdocuments/${scopeId}/user/${userId}/edit/${documentId}`, teamId),
      image: (scopeId, userId, teamId) => `/my/associations/${scopeId}/users/image/${userId}${tail(teamId)}`,
    },
    back: (scopeId, teamId) =>
      teamId
        ? {
            to: `/my/associations/teams/${scopeId}/${teamId}`,
            label: "managerdocuments.scopes.association.back_team",
          }
        : { to: `/my/associations/users/${scopeId}`, label: "managerdocuments.scopes.association.back" },
  },
  team: {
    kind: "team",
    param: "team_id",
    api: personCalls(teamMembersApi),
    screens: nestedScreens("teams"),
    back: (scopeId) => ({ to: `/my/teams/show/${scopeId}`, label: "managerdocuments.scopes.team.back" }),
  },
  school: {
    kind: "school",
    param: "school_id",
    api: personCalls(schoolStudentsApi),
    screens: nestedScreens("schools"),
    // A school's students are listed inside other pages (the coordinator's schools, the
    // association's), with no address of their own: back is where the person came from.
    back: () => ({ to: null, label: "managerdocuments.scopes.school.back" }),
  },
};

/** The association's screens (spec §2), as the athletes list links to them. */
export const athleteScreens = PERSON_SCOPES.association.screens;

export const fetchAthleteDocuments = (api: PersonCalls, signal?: AbortSignal) => api.documents(signal);

export const fetchAthleteStatus = (api: PersonCalls, signal?: AbortSignal) => api.status(signal);

export const fetchAthleteImage = (api: PersonCalls, signal?: AbortSignal) => api.image(signal);

/** A 404 (not a person the caller handles) is an answer, not a hiccup: shown at once, not retried. */
export const retryUnlessNotFound = (count: number, error: Error) =>
  !(isApiError(error) && error.status === 404) && count < 2;
