import type { TenantSettings } from "@quadra/shared";
import { jsonb, pgTable } from "drizzle-orm/pg-core";
import { tenantId, updatedAt, version } from "./columns.ts";
import { tenants } from "./tenants.ts";

/** One validated settings document per tenant (ZTenantSettings), served by the configs calls. */
export const tenantSettings = pgTable("tenant_settings", {
  tenantId: tenantId()
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<TenantSettings>().notNull(),
  version: version(),
  updatedAt: updatedAt(),
});
