import type { PersonInput, PersonPatch } from "@quadra/shared";
import type { QueryIn } from "@quadra/shared/operations/operation";
import type { peopleOperations } from "@quadra/shared/operations/people";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { peopleAddresses, peopleApi } from "../../platform/api/operations/people.ts";
import type { ExportFormat } from "../resources/downloadExport.ts";

export type PersonQueue = "profilepictures" | "socialnames";

/** The query key of everything about people, so a change refreshes lists, queues and records. */
export const PEOPLE_KEY = "people";

/** The list's query as the screen's address holds it (search, sort, filters, page). */
type PeopleQuery = Record<string, string | number>;
// The filters come from the address as typed text; the server checks each one (400 naming it).
const listQuery = (query: PeopleQuery) => query as QueryIn<typeof peopleOperations.operations.list>;

export const fetchPeople = (query: PeopleQuery, signal?: AbortSignal) =>
  peopleApi.list({ query: listQuery(query), signal });

export const fetchPerson = (id: string, signal?: AbortSignal) => peopleApi.one({ params: { id }, signal });

export const createPerson = (body: PersonInput) => peopleApi.create({ body });

export const updatePerson = (id: string, body: Omit<PersonPatch, "version">, version: number) =>
  peopleApi.update({ params: { id }, body: { ...body, version } });

export const setPersonEnabled = (id: string, enabled: boolean) =>
  (enabled ? peopleApi.enable : peopleApi.disable)({ params: { id } });

export const setPersonImage = (id: string, uploadId: string) =>
  peopleApi.setImage({ params: { id }, body: { upload_id: uploadId } });

export const removePersonImage = (id: string) => peopleApi.removeImage({ params: { id } });

/** The address of the people list's spreadsheet, with the list's search, filters and sort. */
export const peopleExportUrl = (format: ExportFormat, query: PeopleQuery) =>
  operationUrl(format === "csv" ? peopleAddresses.exportCsv : peopleAddresses.exportXlsx, {
    query: listQuery(query),
  });

const QUEUE_CALLS = {
  profilepictures: {
    list: peopleApi.profilePictures,
    approve: peopleApi.approveProfilePicture,
    reject: peopleApi.rejectProfilePicture,
  },
  socialnames: {
    list: peopleApi.socialNames,
    approve: peopleApi.approveSocialName,
    reject: peopleApi.rejectSocialName,
  },
} as const;

export const fetchQueue = (queue: PersonQueue, page: number, signal?: AbortSignal) =>
  QUEUE_CALLS[queue].list({ query: { page, per_page: 20 }, signal });

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
  approved
    ? QUEUE_CALLS[queue].approve({ params: { id }, body: {} })
    : QUEUE_CALLS[queue].reject({ params: { id }, body: { reason: reason ?? "" } });
