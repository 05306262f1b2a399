import { boolean, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, version } from "./columns.ts";

/**
 * The tenant directory. A global (reference) table: not tenant-owned, read by every request to
 * resolve its tenant, written only by the platform console.
 */
export const tenants = pgTable("tenants", {
  id: uuid("id").primaryKey().defaultRandom(),
  identifier: text("identifier").notNull().unique(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  backend: text("backend"),
  backendUpload: text("backend_upload"),
  backendList: jsonb("backend_list").$type<string[]>().notNull().default([]),
  backendUploadList: jsonb("backend_upload_list").$type<string[]>().notNull().default([]),
  availableModules: text("available_modules").array().notNull().default([]),
  hiddenModules: text("hidden_modules").array().notNull().default([]),
  isPublic: boolean("is_public").notNull().default(true),
  ai: boolean("ai").notNull().default(false),
  t9n: text("t9n").array().notNull().default(["pt-BR", "en"]),
  logoLight: text("logo_light"),
  logoDark: text("logo_dark"),
  debt: boolean("debt").notNull().default(false),
  readOnlyUntil: timestamp("read_only_until", { withTimezone: true }),
  primaryColor: text("primary_color").notNull().default("blue"),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Branded hosts that resolve to a tenant (reference table, one row per host name). */
export const tenantHosts = pgTable("tenant_hosts", {
  host: text("host").primaryKey(),
  tenantId: uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" }),
});
