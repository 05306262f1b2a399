import { apiRequest } from "../../platform/api/apiClient.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import type { DocumentRecord, DocumentStatus } from "../documents/documentsApi.ts";

/** An athlete's documents as their association's manager sees them (health data sent by others hidden). */
export type AthleteDocuments = {
  association: { id: string; name: string };
  athlete: { id: string; name: string };
  data: DocumentRecord[];
};

/** An athlete's photo as the manager sees it: the file only when the manager sent it themselves. */
export type AthleteImage = {
  user_id: string;
  name: string;
  has_image: boolean;
  image_pending: boolean;
  image_submitted_at: string | null;
  pending_image_url: string | null;
};

/** Every query of this feature starts with it. */
export const MANAGER_DOCUMENTS_KEY = "managerdocuments";

/** The API's base for one athlete of one association. */
export const athleteApiPath = (associationId: string, userId: string) =>
  `my/associations/${associationId}/users/${userId}`;

/** The screens' addresses (spec §2). */
export const athleteScreens = {
  documents: (associationId: string, userId: string) =>
    `/my/associations/userdocuments/${associationId}/user/${userId}`,
  create: (associationId: string, userId: string) =>
    `/my/associations/userdocuments/${associationId}/user/${userId}/create`,
  edit: (associationId: string, userId: string, documentId: string) =>
    `/my/associations/userdocuments/${associationId}/user/${userId}/edit/${documentId}`,
  image: (associationId: string, userId: string) => `/my/associations/${associationId}/users/image/${userId}`,
};

export const fetchAthleteDocuments = (associationId: string, userId: string, signal?: AbortSignal) =>
  apiRequest<AthleteDocuments>({ path: `${athleteApiPath(associationId, userId)}/documents`, signal });

export const fetchAthleteStatus = (associationId: string, userId: string, signal?: AbortSignal) =>
  apiRequest<DocumentStatus>({ path: `${athleteApiPath(associationId, userId)}/documentstatus`, signal });

export const fetchAthleteImage = (associationId: string, userId: string, signal?: AbortSignal) =>
  apiRequest<AthleteImage>({ path: `${athleteApiPath(associationId, userId)}/image`, signal });

/** A 404 (not an athlete the manager handles) is an answer, not a hiccup: shown at once, not retried. */
export const retryUnlessNotFound = (count: number, error: Error) =>
  !(isApiError(error) && error.status === 404) && count < 2;
