import { MODULE_KEYS } from "@quadra/shared";
import { createSession } from "../../apps/server/src/modules/auth/sessionStore.ts";
import { provisionTenant } from "../../apps/server/src/modules/platform/provisionTenant.ts";
import type { Database } from "../../apps/server/src/platform/db/database.ts";
import { roles, tenants, userRoles, users } from "../../apps/server/src/platform/db/schema/index.ts";
import { resourceTable } from "../../apps/server/src/platform/resources/resourceTable.ts";

export const TENANT = "bench-campeonato";

/** The tenant, its director's bearer token and its associations. */
export type BenchTenant = {
  id: string;
  identifier: string;
  token: string;
  associationIds: string[];
};

/**
 * The benchmarks' tenant: every module on, a competition director (a role granting `competitions`
 * only, as a federation gives it) with a session, and 16 approved associations the teams belong to.
 * Associations are not the competitions' operations, so they go straight into their table.
 */
export const createBenchTenant = async (db: Database): Promise<BenchTenant> => {
  const tenant = await db.global(async (tx) => {
    const [row] = await tx
      .insert(tenants)
      .values({
        identifier: TENANT,
        code: TENANT,
        name: "Federação do Campeonato",
        availableModules: [...MODULE_KEYS],
      })
      .returning();
    await provisionTenant(tx, { tenantId: row!.id, title: "Federação do Campeonato" });
    return row!;
  });
  return db.tenant(tenant.id, async (tx) => {
    const [director] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        name: "Diretora de Competições",
        email: `diretora-${Date.now()}@example.com`,
      })
      .returning();
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: tenant.id, name: "Diretoria de competições", permissions: ["competitions"] })
      .returning();
    await tx.insert(userRoles).values({ tenantId: tenant.id, userId: director!.id, roleId: role!.id });
    const associations = await tx
      .insert(resourceTable("associations"))
      .values(
        Array.from({ length: 16 }, (_, i) => ({
          tenant_id: tenant.id,
          name: `Associação Esportiva ${i + 1}`,
          status: "approved",
        })),
      )
      .returning();
    const token = await createSession(tx, { tenantId: tenant.id, userId: director!.id });
    return {
      id: tenant.id,
      identifier: TENANT,
      token,
      associationIds: associations.map((row) => row.id as string),
    };
  });
};
