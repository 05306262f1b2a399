import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type FieldOption,
  REGISTER_STATUSES,
  REVIEW_STATUSES,
} from "@quadra/shared";
import { localeOf, localized } from "../resources/useLocalized.ts";

/** Query keys of the registers' screens for visitors and people. */
export const PEOPLE_REGISTERS_KEYS = {
  publicOffer: ["public-registers", "offer"] as const,
  myOffer: ["my-registers", "offer"] as const,
  myRequests: ["my-registers", "requests"] as const,
  myRequest: (id: string) => ["my-registers", "request", id] as const,
  contract: (code: string) => ["public-registers", "contract", code] as const,
};

const LISTS = {
  review: REVIEW_STATUSES,
  entry: REGISTER_STATUSES,
  contractKind: CONTRACT_KINDS,
  contractStatus: CONTRACT_STATUSES,
} satisfies Record<string, readonly FieldOption[]>;

/** The label of a catalog option (a request's status, a contract's kind) in the screen's language. */
export const registerOptionLabel = (list: keyof typeof LISTS, value: string, language: string) => {
  const option = (LISTS[list] as readonly FieldOption[]).find((candidate) => candidate.value === value);
  return option ? localized(option.label, localeOf(language)) : value;
};

/** A badge colour per status: green holds, yellow waits, red was refused or broken, grey is over. */
export const registerStatusColor = (status: string) =>
  ({
    approved: "teal",
    active: "teal",
    pending: "yellow",
    pending_payment: "yellow",
    rejected: "red",
    terminated: "red",
  })[status] ?? "gray";

/** The open page's address (the route table's `public_open_registers`). */
export const OPEN_REQUEST_PATH = "/public/open/registers/requests/create";
export const myRequestPath = (id: string) => `/my/registers/membershiprequests/show/${id}`;
export const myBillPath = (id: string) => `/my/personalfinances/bills/show/${id}`;
export const contractPath = (code: string) => `/public/contracts/${encodeURIComponent(code)}`;
