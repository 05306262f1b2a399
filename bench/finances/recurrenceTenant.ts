import { sql } from "drizzle-orm";
import { provisionTenant } from "../../apps/server/src/modules/platform/provisionTenant.ts";
import type { Database } from "../../apps/server/src/platform/db/database.ts";
import { roles, tenants } from "../../apps/server/src/platform/db/schema/index.ts";
import { resourceTable } from "../../apps/server/src/platform/resources/resourceTable.ts";

export type RecurrenceBench = { tenantId: string; recurrenceId: string; members: number };

/**
 * A tenant with the bills module, `members` people holding the role "Sócio" (made by one
 * INSERT … SELECT of generate_series: the members are not what is measured) and a monthly dues
 * recurrence charging that role.
 */
export const createRecurrenceTenant = async (db: Database, members: number): Promise<RecurrenceBench> => {
  const identifier = `bench-financas-${Date.now().toString(36)}`;
  const tenant = await db.global(async (tx) => {
    const [row] = await tx
      .insert(tenants)
      .values({ identifier, code: identifier, name: "Federação das Finanças", availableModules: ["bills"] })
      .returning();
    await provisionTenant(tx, { tenantId: row!.id, title: "Federação das Finanças" });
    return row!;
  });
  const recurrenceId = await db.tenant(tenant.id, async (tx) => {
    const [role] = await tx.insert(roles).values({ tenantId: tenant.id, name: "Sócio" }).returning();
    await tx.execute(sql`insert into users (tenant_id, name, email)
      select ${tenant.id}, 'Sócio ' || n, 'socio' || n || '@example.com' from generate_series(1, ${members}) as n`);
    await tx.execute(sql`insert into user_roles (tenant_id, user_id, role_id)
      select ${tenant.id}, id, ${role!.id} from users where tenant_id = ${tenant.id}`);
    const [recurrence] = await tx
      .insert(resourceTable("recurrences"))
      .values({
        tenant_id: tenant.id,
        name: "Mensalidade de sócios",
        description: "Mensalidade",
        amount_cents: 4_990,
        period: "monthly",
        day_of_month: 5,
        target: "role",
        role_name: "Sócio",
        role_id: role!.id,
        due_after_days: 10,
        fine_percent: 2,
        interest_percent_month: 1,
        starts_on: "2026-01-01",
        next_run_on: "2026-01-05",
      })
      .returning();
    return recurrence!.id;
  });
  return { tenantId: tenant.id, recurrenceId, members };
};
