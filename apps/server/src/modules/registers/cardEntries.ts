import type { CardEntry } from "@quadra/shared";
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/**
 * The registrations and memberships a card shows as active: status active and today within the
 * validity. Pending payment, expired, suspended and cancelled ones are not shown (a card that showed
 * them would vouch for what does not hold). Two queries; without the registers module, none.
 */
export const activeCardEntriesOf = async (
  tx: Executor,
  {
    tenantId,
    userId,
    modules,
    today,
  }: { tenantId: string; userId: string; modules: readonly string[]; today: string },
): Promise<CardEntry[]> => {
  if (!modules.includes("registers")) return [];
  const t = resourceTable("registertypes");
  const e = resourceTable("registers");
  const role = resourceTable("registerroles");
  const style = resourceTable("registerstyles");
  const grade = resourceTable("registergraduations");
  const holds = (entry: typeof e | ReturnType<typeof resourceTable<"registermemberships">>) =>
    and(
      eq(entry.tenant_id, tenantId),
      eq(entry.user_id, userId),
      eq(entry.status, "active"),
      or(isNull(entry.starts_on), lte(entry.starts_on, today)),
      or(isNull(entry.ends_on), sql`${entry.ends_on} >= ${today}`),
    );
  const registers = await tx
    .select({
      type: t.name,
      number: e.number,
      role: role.name,
      style: style.name,
      graduation: grade.name,
      color: grade.color,
      starts_on: e.starts_on,
      ends_on: e.ends_on,
    })
    .from(e)
    .innerJoin(t, and(eq(t.tenant_id, e.tenant_id), eq(t.id, e.registertype_id), isNull(t.deleted_at)))
    .leftJoin(role, and(eq(role.tenant_id, e.tenant_id), eq(role.id, e.registerrole_id)))
    .leftJoin(style, and(eq(style.tenant_id, e.tenant_id), eq(style.id, e.registerstyle_id)))
    .leftJoin(grade, and(eq(grade.tenant_id, e.tenant_id), eq(grade.id, e.registergraduation_id)))
    .where(holds(e))
    .orderBy(asc(t.name));
  const m = resourceTable("registermemberships");
  const plan = resourceTable("registermembershipplans");
  const mstyle = resourceTable("registermembershipstyles");
  const memberships = await tx
    .select({
      type: t.name,
      number: m.number,
      plan: plan.name,
      style: mstyle.name,
      starts_on: m.starts_on,
      ends_on: m.ends_on,
    })
    .from(m)
    .innerJoin(t, and(eq(t.tenant_id, m.tenant_id), eq(t.id, m.registertype_id), isNull(t.deleted_at)))
    .leftJoin(plan, and(eq(plan.tenant_id, m.tenant_id), eq(plan.id, m.registermembershipplan_id)))
    .leftJoin(mstyle, and(eq(mstyle.tenant_id, m.tenant_id), eq(mstyle.id, m.registermembershipstyle_id)))
    .where(holds(m))
    .orderBy(asc(t.name));
  return [
    ...registers.map(
      (row): CardEntry => ({
        kind: "register",
        registertype_name: row.type,
        number: row.number ?? null,
        role_name: row.role ?? null,
        style_name: row.style ?? null,
        graduation_name: row.graduation ?? null,
        graduation_color: row.color ?? null,
        plan_name: null,
        starts_on: row.starts_on ?? null,
        ends_on: row.ends_on ?? null,
      }),
    ),
    ...memberships.map(
      (row): CardEntry => ({
        kind: "membership",
        registertype_name: row.type,
        number: row.number ?? null,
        role_name: null,
        style_name: row.style ?? null,
        graduation_name: null,
        graduation_color: null,
        plan_name: row.plan ?? null,
        starts_on: row.starts_on ?? null,
        ends_on: row.ends_on ?? null,
      }),
    ),
  ];
};
