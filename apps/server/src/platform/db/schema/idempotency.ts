import { index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns.ts";
import { tenants } from "./tenants.ts";

/**
 * Writes already applied, by the idempotency key their client sent (`Idempotency-Key`): a retried
 * write (a result entered offline, sent again when the network returns) answers what the first
 * one answered instead of applying twice. The row is written in the write's own transaction, so
 * a key is remembered exactly when its write committed. Kept a week (platform/http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The operation and record the key was used for (`competitions.enterResult:<duel id>`). */
    operation: text("operation").notNull(),
    userId: uuid("user_id").notNull(),
    answer: jsonb("answer"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    index("idempotency_keys_created_idx").on(t.tenantId, t.createdAt),
  ],
);
