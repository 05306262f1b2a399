import type { MyParqInput, StaffParq } from "@quadra/shared";
import { parqsApi } from "../../platform/api/operations/parqs.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
/** Query keys of the PAR-Q screens: the person's list and the staff's queue refresh after a change. */
export const PARQ_KEYS_QUERY = {
  mine: ["my", "parqs"] as const,
  people: ["my", "parqs", "people"] as const,
  one: (id: string) => ["my", "parqs", id] as const,
  staffOne: (id: string) => ["parqs", id] as const,
  pending: ["parqs", "pending"] as const,
};

export const fetchMyParqs = () => parqsApi.mine();
export const fetchParqPeople = () => parqsApi.people();
export const fetchMyParq = (id: string) => parqsApi.one({ params: { id } });

export const signParq = (body: MyParqInput) => parqsApi.sign({ body });

export const resignParq = ({
  id,
  body,
}: {
  id: string;
  body: Omit<MyParqInput, "user_id"> & { version: number };
}) => parqsApi.resign({ params: { id }, body });

/** The staff's side reads PAR-Qs through the generic resource. */
const staffParqs = resourceClient<StaffParq>("parqs");

export const fetchPendingParqs = (page: number) =>
  staffParqs.list({ status: "pending", sort: "signed_at", page, per_page: 20 });

export const fetchParq = (id: string) => staffParqs.get(id);

export const decideParq = ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
  approve
    ? parqsApi.approve({ params: { id }, body: {} })
    : parqsApi.reject({ params: { id }, body: { reason: reason ?? "" } });
