import { sql } from "drizzle-orm";
import { integer, timestamp, uuid } from "drizzle-orm/pg-core";

/** Columns every tenant-owned table starts with: `tenant_id` leads its keys (ARCHITECTURE §3). */
export const tenantId = () => uuid("tenant_id").notNull();
export const rowId = () => uuid("id").notNull().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: an update must carry the version it read; a stale one answers 409. */
export const version = () => integer("version").notNull().default(0);
