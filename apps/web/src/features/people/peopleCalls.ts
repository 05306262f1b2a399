import type { Page, Person } from "@quadra/shared";
import { apiRequest } from "../../platform/api/apiClient.ts";

export type PersonQueue = "profilepictures" | "socialnames";

/** The query key of everything about people, so a change refreshes lists, queues and records. */
export const PEOPLE_KEY = "people";

export const fetchPeople = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiRequest<Page<Person> & { total_capped?: boolean }>({ path: "users", query, signal });

export const fetchPerson = (id: string, signal?: AbortSignal) =>
  apiRequest<Person>({ path: `users/${id}`, signal });

export const createPerson = (body: object) => apiRequest<Person>({ path: "users", method: "POST", body });

export const updatePerson = (id: string, body: object, version: number) =>
  apiRequest<Person>({ path: `users/${id}`, method: "PATCH", body: { ...body, version } });

export const setPersonEnabled = (id: string, enabled: boolean) =>
  apiRequest<Person>({ path: `users/${id}/${enabled ? "enable" : "disable"}`, method: "POST" });

export const setPersonImage = (id: string, uploadId: string) =>
  apiRequest<Person>({ path: `users/${id}/image`, method: "PUT", body: { upload_id: uploadId } });

export const removePersonImage = (id: string) =>
  apiRequest<Person>({ path: `users/${id}/image`, method: "DELETE" });

export const fetchQueue = (queue: PersonQueue, page: number, signal?: AbortSignal) =>
  apiRequest<Page<Person>>({ path: `users/approvals/${queue}`, query: { page, per_page: 20 }, signal });

const DECISION_PATH: Record<PersonQueue, string> = {
  profilepictures: "profilepicture",
  socialnames: "socialname",
};

export const decide = ({
  queue,
  id,
  approved,
  reason,
}: {
  queue: PersonQueue;
  id: string;
  approved: boolean;
  reason?: string;
}) =>
  apiRequest<Person>({
    path: `users/${id}/${DECISION_PATH[queue]}/${approved ? "approve" : "reject"}`,
    method: "POST",
    body: approved ? {} : { reason },
  });
