import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { roles, userRoles } from "../../platform/db/schema/index.ts";

/** Gives a newly created person the tenant's default role (self-registration, first OAuth sign-in). */
export const grantDefaultRoles = async (
  tx: Executor,
  { tenantId, userId }: { tenantId: string; userId: string },
) => {
  const defaults = await tx.select({ id: roles.id }).from(roles).where(eq(roles.isDefault, true));
  if (defaults.length) {
    await tx.insert(userRoles).values(defaults.map((role) => ({ tenantId, userId, roleId: role.id })));
  }
};
