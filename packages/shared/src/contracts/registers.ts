import { z } from "zod";
import type { ReviewStatus } from "../resources/catalog/people.ts";
import type { RegisterStatus } from "../resources/catalog/registers.ts";

/** A staff decision on a pending register or membership request: a reason is required to refuse. */
export const ZRegisterApproval = z.object({ reason: z.string().trim().max(1_000).optional() });
export const ZRegisterRejection = z.object({
  reason: z
    .string({ error: "Informe o motivo da recusa." })
    .trim()
    .min(3, "Informe o motivo da recusa.")
    .max(1_000, "Use até 1000 caracteres."),
});
export type RegisterRejection = z.input<typeof ZRegisterRejection>;

/** A required document of the type and where the person stands on it. */
export type RegisterDocumentCheck = {
  documenttype_id: string;
  name: string;
  blocks_approval: boolean;
  /** The person's latest document of this type: approved and in force, waiting, refused or none. */
  status: "approved" | "pending" | "rejected" | "expired" | "missing";
};

/** Where the person's PAR-Q stands when the type requires one (null: the type does not). */
export type RegisterParqCheck = {
  status: "approved" | "pending" | "missing";
  valid_until: string | null;
} | null;

/** The price an approval charges: the style's (and plan's) amounts that fit the person's age today. */
export type RegisterCharge = {
  /** The plan's amount (memberships only). */
  plan_cents: number;
  /** The style price band that fits, if any. */
  band: { id: string; name: string; amount_cents: number } | null;
  total_cents: number;
  /** Who the debt is charged to. */
  payer: { kind: "person" | "association"; id: string; name: string };
};

/** The entry an approval made and the debt and bill that activate it. */
export type RegisterEntryPayment = {
  entry_id: string;
  number: string | null;
  status: RegisterStatus;
  starts_on: string | null;
  ends_on: string | null;
  debt: {
    id: string;
    status: string;
    amount_cents: number;
    due_date: string;
    bill_id: string | null;
    bill_status: string | null;
  } | null;
};

/** A request as the staff's review screen shows it (either track). */
export type RegisterRequestReview = {
  kind: "register" | "membership";
  id: string;
  registertype_id: string;
  type_name: string;
  status: ReviewStatus;
  source: string;
  notes: string | null;
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  person: {
    id: string;
    name: string;
    email: string | null;
    birthdate: string | null;
    /** Whole years today (null without a birth date). */
    age: number | null;
  };
  association: { id: string; name: string } | null;
  /** Role, style, graduation (register) or plan, style (membership), as names. */
  choices: { label: string; value: string }[];
  documents: RegisterDocumentCheck[];
  parq: RegisterParqCheck;
  /** What approving now would charge (null once decided). */
  charge: RegisterCharge | null;
  /** The pt-BR sentences of what blocks an approval now (empty: it may be approved). */
  blockers: string[];
  /** After an approval: the entry made and its debt. */
  entry: RegisterEntryPayment | null;
};

/** The approval queues' page: which page of how many requests, 20 at most. */
export const ZPendingRequestsQuery = z.object({
  page: z.coerce.number({ error: "Informe o número da página." }).int().min(1).max(10_000).default(1),
  per_page: z.coerce
    .number({ error: "Informe quantos pedidos por página." })
    .int()
    .min(1)
    .max(100)
    .default(20),
});

/** A request waiting in an approval queue (of any register type), with its person's and type's names. */
export type PendingRequestRow = {
  id: string;
  registertype_id: string;
  user_id: string;
  created_at: string;
  /** How it came (the open page, the person's area, an association, the desk). */
  source: string | null;
  /** The person's and the type's names ("" when one is gone). */
  _titles: { user_id: string; registertype_id: string };
};

/** One page of an approval queue, oldest request first. */
export type PendingRequestsPage = {
  data: PendingRequestRow[];
  total: number;
  page: number;
  per_page: number;
};

/** A register type's cockpit: how many of each of its records. */
export type RegisterTypeSummary = {
  pending_requests: number;
  pending_membership_requests: number;
  active_entries: number;
  pending_payment_entries: number;
  active_memberships: number;
  contracts_in_force: number;
  /** Entries and memberships active whose validity ends in the next 30 days. */
  expiring_30_days: number;
};

/** One run of the expiry and reminder sweep (tests and the ticker's log). */
export type RegisterSweepResult = {
  expired: number;
  reminders: number;
};
