import { effectivePermissions, type SessionInfo } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { roles, userRoles, type users } from "../../platform/db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

/** The facts the guards need about a person: master, super, admin and the granted permissions. */
export type Principal = {
  userId: string;
  master: boolean;
  super: boolean;
  admin: boolean;
  permissions: string[];
};

export const loadPrincipal = async (tx: Executor, user: UserRow): Promise<Principal> => {
  const granted = await tx
    .select({ permissions: roles.permissions, admin: roles.admin })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
    .where(eq(userRoles.userId, user.id));
  return principalOf(user, granted);
};

/** The principal from a person and what their roles grant (read with the session: sessionStore.ts). */
export const principalOf = (
  user: UserRow,
  granted: readonly { permissions: string[]; admin: boolean }[],
): Principal => {
  const permissions = effectivePermissions({
    master: user.isMaster,
    granted: granted.flatMap((role) => role.permissions),
  });
  return {
    userId: user.id,
    master: user.isMaster,
    super: user.isSuper,
    admin: user.isMaster || granted.some((role) => role.admin),
    permissions,
  };
};

export const toSessionInfo = (user: UserRow, principal: Principal): SessionInfo => ({
  id: user.id,
  name: user.socialName || user.name,
  image_url: user.imageUrl,
  phone: user.phone,
  email: user.email,
  admin: principal.admin,
  master: principal.master,
  super: principal.super,
  verifyed_at: user.verifyedAt?.toISOString() ?? null,
  permissions_names: principal.permissions,
});
