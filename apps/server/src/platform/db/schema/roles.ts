import { sql } from "drizzle-orm";
import { boolean, foreignKey, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, rowId, tenantId, updatedAt, version } from "./columns.ts";
import { tenants } from "./tenants.ts";
import { userForeignKey } from "./users.ts";

/** Roles bundle permissions of the shared registry; each tenant edits its own. */
export const roles = pgTable(
  "roles",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    id: rowId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    permissions: text("permissions").array().notNull().default([]),
    admin: boolean("admin").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("roles_tenant_name_key").on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex("roles_tenant_default_key").on(t.tenantId).where(sql`${t.isDefault}`),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    tenantId: tenantId(),
    userId: uuid("user_id").notNull(),
    roleId: uuid("role_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
    userForeignKey("user_roles_user_fk", { tenantId: t.tenantId, userId: t.userId }),
    foreignKey({
      name: "user_roles_role_fk",
      columns: [t.tenantId, t.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }).onDelete("cascade"),
  ],
);
