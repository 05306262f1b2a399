import { and, eq, max, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/users.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { type Grade, promotionRefusal } from "./promotionRule.ts";
import { isoDate, refuseFor } from "./registerLabels.ts";

const refuse = refuseFor("registerpromotions");

const gradeOf = async (tx: Executor, tenantId: string, id: unknown) => {
  if (typeof id !== "string") return null;
  const g = resourceTable("registergraduations");
  const [grade] = await tx
    .select({
      id: g.id,
      name: g.name,
      position: g.position,
      min_months_in_previous: g.min_months_in_previous,
      min_age: g.min_age,
      registertype_id: g.registertype_id,
    })
    .from(g)
    .where(and(eq(g.tenant_id, tenantId), eq(g.id, id)));
  return grade ? { ...(grade as Grade), registertype_id: grade.registertype_id as string } : null;
};

/**
 * The rules of `registerpromotions` (create only: a promotion is a record of what happened). The
 * entry is locked first, so two promotions of one person are judged one after the other; the new
 * graduation is of the entry's register type, higher than the current one, dated not in the
 * future nor before the current grade, after the minimum time in the previous grade and at the
 * minimum age (promotionRule.ts). On success the promotion remembers the grade it came from and the
 * entry moves to the new grade and date in the same transaction.
 */
export const promotionRules = defineResourceRules({
  resource: "registerpromotions",
  beforeCreate: async (tx, { actor, values }) => {
    const tenantId = actor.tenantId;
    const r = resourceTable("registers");
    const [entry] = await tx
      .select()
      .from(r)
      .where(and(eq(r.tenant_id, tenantId), eq(r.id, String(values.register_id))))
      .for("update");
    // The generic parent check answers a missing entry (404).
    if (!entry) return undefined;
    if (entry.status === "cancelled")
      refuse({ status: 409, field: "register_id", message: "Um registro cancelado não recebe promoções." });
    const next = await gradeOf(tx, tenantId, values.registergraduation_id);
    // A graduation that does not exist is the generic ref check's "not found".
    if (!next) return undefined;
    if (next.registertype_id !== entry.registertype_id)
      refuse({
        status: 400,
        field: "registergraduation_id",
        message: "Esta graduação é de outro tipo de registro; escolha uma graduação deste tipo.",
      });
    const on = isoDate(values.promoted_on) ?? brazilDay();
    if (on > brazilDay())
      refuse({ status: 400, field: "promoted_on", message: "A data da promoção não pode ser futura." });
    const current = await gradeOf(tx, tenantId, entry.registergraduation_id);
    const p = resourceTable("registerpromotions");
    const [last] = await tx
      .select({ on: max(p.promoted_on) })
      .from(p)
      .where(and(eq(p.tenant_id, tenantId), eq(p.register_id, entry.id)));
    const since = isoDate(last?.on) ?? isoDate(entry.graduated_on);
    const [person] = await tx
      .select({ birthdate: users.birthdate })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, entry.user_id as string)));
    refuse(promotionRefusal({ current, next, on, since, birthdate: isoDate(person?.birthdate) }));
    await tx
      .update(r)
      .set({
        registergraduation_id: next.id,
        graduated_on: on,
        version: sql`${r.version} + 1`,
        updated_at: new Date(),
        updated_by: actor.userId,
      })
      .where(and(eq(r.tenant_id, tenantId), eq(r.id, entry.id)));
    await writeAudit(tx, actor, [
      {
        action: "update",
        resource: "registers",
        recordId: entry.id,
        recordTitle: (entry.number as string | null) ?? null,
        changes: {
          before: { registergraduation_id: entry.registergraduation_id, graduated_on: entry.graduated_on },
          after: { registergraduation_id: next.id, graduated_on: on },
        },
      },
    ]);
    return { from_graduation_id: current?.id ?? null, promoted_on: on };
  },
});
