import { jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, rowId, tenantId } from "./columns.ts";
import { userForeignKey } from "./users.ts";

/** Opaque bearer tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  "sessions",
  {
    tenantId: tenantId(),
    id: rowId(),
    userId: uuid("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    platform: jsonb("platform").$type<Record<string, unknown>>(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("sessions_tenant_token_key").on(t.tenantId, t.tokenHash),
    userForeignKey("sessions_user_fk", { tenantId: t.tenantId, userId: t.userId }),
  ],
);

/** One-time secrets mailed or handed over: password reset links and OAuth login codes. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    tenantId: tenantId(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose").$type<"password_reset" | "oauth_login">().notNull(),
    userId: uuid("user_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    userForeignKey("one_time_tokens_user_fk", { tenantId: t.tenantId, userId: t.userId }),
  ],
);
