import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, rowId, tenantId, updatedAt, version } from "./columns.ts";
import { tenants } from "./tenants.ts";

/**
 * How a tenant is paid (modules/bills/pix, gateways): its own PIX key for static codes, and each
 * gateway's credentials sealed with the secret box (`{ asaas: { base_url, api_key, webhook_secret } … }`,
 * api_key and webhook_secret sealed). Which gateway is used is the `gateway` tenant setting.
 */
export const paymentSettings = pgTable("payment_settings", {
  tenantId: tenantId()
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  pixKeyType: text("pix_key_type"),
  pixKey: text("pix_key"),
  merchantName: text("merchant_name"),
  merchantCity: text("merchant_city"),
  gateways: jsonb("gateways").notNull().default({}),
  version: version(),
  updatedAt: updatedAt(),
});

/**
 * Every gateway event applied or seen, by the gateway's own event id: a redelivery finds its row and
 * changes nothing (the primary key decides between two concurrent deliveries of one event).
 */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    chargeId: text("charge_id").notNull(),
    /** What it did: settled, already_paid, ignored (not a payment), unknown_bill, cancelled… */
    outcome: text("outcome").notNull(),
    billId: uuid("bill_id"),
    receivedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.gateway, t.eventId] }),
    index("payment_webhook_events_charge_idx").on(t.tenantId, t.chargeId),
  ],
);

/**
 * The lines of uploaded bank statements, once each (the bank's FITID or a CSV row's fingerprint),
 * with the bill they were matched to. A bill is matched by one line at most and a line pays one
 * bill at most: both unique, so two people confirming at once cannot settle twice.
 */
export const statementLines = pgTable(
  "statement_lines",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    id: rowId(),
    fitid: text("fitid").notNull(),
    postedOn: date("posted_on").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The bill the matcher proposes (txid or amount and date), until someone confirms or another line takes it. */
    proposedBillId: uuid("proposed_bill_id"),
    matchReason: text("match_reason"),
    billId: uuid("bill_id"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: uuid("confirmed_by"),
    uploadedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("statement_lines_fitid_key").on(t.tenantId, t.fitid),
    uniqueIndex("statement_lines_bill_key").on(t.tenantId, t.billId).where(sql`${t.billId} is not null`),
    index("statement_lines_posted_idx").on(t.tenantId, t.postedOn),
  ],
);
