import type { Role } from "@quadra/shared";
import type { roles } from "../../platform/db/schema/index.ts";

export const toRole = (row: typeof roles.$inferSelect, usersCount: number): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
  permissions: row.permissions,
  admin: row.admin,
  is_default: row.isDefault,
  version: row.version,
  users_count: usersCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
