import { effectivePermissions, type SessionInfo } from "@quadra/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { roles, userRoles, type users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

export type UserRow = typeof users.$inferSelect;

/** The facts the guards need about a person: master, super, admin and the granted permissions. */
export type Principal = {
  userId: string;
  master: boolean;
  super: boolean;
  admin: boolean;
  permissions: string[];
};

/**
 * What a person holds by what they are rather than by a role: someone registered as a referee (a
 * live row of `referees`, active or not) opens their appointments at /my/referees/scales
 * (`my_referees`) with nothing for the staff to grant by hand, and loses it when taken off the
 * register. Read beside the roles' grants, as one grant more, wherever a principal is made.
 */
export const REFEREE_GRANT = { permissions: ["my_referees"], admin: false } as const;

/** Whether the person `userId` (a column or a value, of the scope's tenant) is a registered referee. */
export const isRefereeSql = (tenantId: unknown, userId: unknown): SQL => {
  const referees = resourceTable("referees");
  return sql`exists (select 1 from ${referees} where ${referees.tenant_id} = ${tenantId}
    and ${referees.user_id} = ${userId} and ${referees.deleted_at} is null)`;
};

export const loadPrincipal = async (tx: Executor, user: UserRow): Promise<Principal> => {
  const granted: { permissions: string[]; admin: boolean }[] = await tx
    .select({ permissions: roles.permissions, admin: roles.admin })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
    .where(eq(userRoles.userId, user.id));
  const referee = await tx.execute(sql`select ${isRefereeSql(user.tenantId, user.id)} as yes`);
  if ((referee as unknown as { rows: { yes: boolean }[] }).rows[0]?.yes)
    granted.push({ ...REFEREE_GRANT, permissions: [...REFEREE_GRANT.permissions] });
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
