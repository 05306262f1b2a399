import { RESOURCES } from "@quadra/shared";
import type { AppointmentCheckInput, BoardQuery } from "@quadra/shared/contracts/referees";
import type { AppointmentStatus } from "@quadra/shared/resources/catalog/refereeing";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { refereesAddresses, refereesApi } from "../../platform/api/operations/referees.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";

/** Query keys of the referee screens: the board and costs per filter, the referee's own list. */
export const REFEREE_KEYS = {
  board: (query: BoardQuery) => ["referees", "board", query] as const,
  costs: (query: BoardQuery) => ["referees", "costs", query] as const,
  competitions: ["referees", "competitions"] as const,
  mine: ["my", "referees", "scales"] as const,
  feed: ["my", "referees", "calendar"] as const,
};

/** A filter without its empty values (the query string carries only what was chosen). */
export const cleanQuery = (query: BoardQuery): BoardQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => Boolean(value))) as BoardQuery;

export const fetchBoard = (query: BoardQuery) => refereesApi.board({ query: cleanQuery(query) });
export const fetchCosts = (query: BoardQuery) => refereesApi.costs({ query: cleanQuery(query) });
export const fetchCompetitionOptions = () => resourceClient("competitions").options({ per_page: 200 });
export const checkAppointment = (body: AppointmentCheckInput) => refereesApi.check({ body });
export const cancelAppointment = (id: string) => refereesApi.cancel({ params: { id } });
export const notifyAppointments = (ids: string[]) => refereesApi.notify({ body: { ids } });

/** An appointment is written through the generic resource, whose rules check its conflicts. */
export const saveAppointment = (body: {
  duel_id?: string;
  heat_id?: string;
  referee_id: string;
  role_id: string;
  respond_by?: string | null;
  warnings_accepted?: string | null;
}) => resourceClient("refereeappointments").create(body);

export const fetchMine = () => refereesApi.mine();
export const confirmMine = (id: string) => refereesApi.confirm({ params: { id } });
export const declineMine = ({ id, reason }: { id: string; reason: string }) =>
  refereesApi.decline({ params: { id }, body: { reason } });
export const fetchFeed = () => refereesApi.feed();

/** The absolute address of the calendar feed, for a calendar app (the key is the path's last part). */
export const calendarUrl = (path: string) => {
  const token = path.split("/").pop() ?? "";
  const url = operationUrl(refereesAddresses.calendar, { params: { token } });
  return new URL(url, window.location.origin).toString();
};

export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  appointed: "yellow",
  confirmed: "teal",
  declined: "red",
  cancelled: "gray",
};
/** The i18n key of an appointment's status (the same words as the resource's options). */
export const statusKey = (status: AppointmentStatus) => `referees.status.${status}` as const;

/** The board filtered to one competition (the cockpit links here). */
export const refereeBoardOf = (competitionId: string) =>
  `/referees/referees/all?competition_id=${encodeURIComponent(competitionId)}`;

/** The longest reason of accepted warnings, as the appointments' definition says. */
export const WARNINGS_ACCEPTED_MAX = RESOURCES.refereeappointments?.fields.warnings_accepted?.max ?? 1_000;
