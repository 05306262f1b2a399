/**
 * A person's own requests of the registers module (/my/registers/membershiprequests): membership
 * requests and affiliation requests in one list, each with its review, the entry approval made and
 * the bill to pay it.
 */

/** The bill of an approved request's debt, as the person pays it (features/bills). */
export type MyRequestBill = {
  debt_id: string;
  debt_status: string;
  amount_cents: number;
  due_date: string;
  /** The debt's current open or paid bill, or null when none is open (the person may make one). */
  bill_id: string | null;
  bill_status: string | null;
  bill_total_cents: number | null;
};

/** The entry (membership or affiliation) an approved request made. */
export type MyRequestEntry = {
  id: string;
  number: string | null;
  status: string;
  starts_on: string | null;
  ends_on: string | null;
};

export type MyRegisterRequest = {
  id: string;
  /** "membership": a registermembershiprequests row; "affiliation": a registerrequests row. */
  kind: "membership" | "affiliation";
  registertype_id: string;
  registertype_name: string;
  /** The plan (membership) or the role (affiliation) asked for. */
  option_name: string;
  style_name: string | null;
  association_name: string | null;
  source: string;
  status: string;
  review_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  notes: string | null;
  entry: MyRequestEntry | null;
  bill: MyRequestBill | null;
};
