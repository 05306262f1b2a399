import type { MyParq, MyParqInput, ParqPerson } from "@quadra/shared";
import { apiRequest } from "../../platform/api/apiClient.ts";

/** Query keys of the PAR-Q screens: the person's list and the staff's queue refresh after a change. */
export const PARQ_KEYS_QUERY = {
  mine: ["my", "parqs"] as const,
  people: ["my", "parqs", "people"] as const,
  one: (id: string) => ["my", "parqs", id] as const,
  staffOne: (id: string) => ["parqs", id] as const,
  pending: ["parqs", "pending"] as const,
};

export const fetchMyParqs = () => apiRequest<MyParq[]>({ path: "my/parqs" });
export const fetchParqPeople = () => apiRequest<ParqPerson[]>({ path: "my/parqs/people" });
export const fetchMyParq = (id: string) => apiRequest<MyParq>({ path: `my/parqs/${id}` });

export const signParq = (body: MyParqInput) => apiRequest<MyParq>({ path: "my/parqs", method: "POST", body });

export const resignParq = ({
  id,
  body,
}: {
  id: string;
  body: Omit<MyParqInput, "user_id"> & { version: number };
}) => apiRequest<MyParq>({ path: `my/parqs/${id}`, method: "PATCH", body });

/** A PAR-Q as the staff's generic resource answers it (GET parqs, GET parqs/:id). */
export type StaffParq = Omit<MyParq, "user_name" | "valid" | "editable"> & {
  reviewed_by: string | null;
  _titles?: { user_id?: string | null };
};

export type StaffParqPage = { data: StaffParq[]; total: number; page: number; per_page: number };

export const fetchPendingParqs = (page: number) =>
  apiRequest<StaffParqPage>({
    path: "parqs",
    query: { status: "pending", sort: "signed_at", page, per_page: 20 },
  });

export const fetchParq = (id: string) => apiRequest<StaffParq>({ path: `parqs/${id}` });

export const decideParq = ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
  apiRequest<StaffParq>({
    path: `parqs/${id}/${approve ? "approve" : "reject"}`,
    method: "POST",
    body: approve ? {} : { reason },
  });
