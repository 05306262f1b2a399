import { type RecurrencePeriod, recurrences } from "@quadra/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { roles } from "../../platform/db/schema/roles.ts";
import { defineResourceRules, type Refusal, refusalError } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { nextRunOn } from "./recurrenceSchedule.ts";

type Row = Record<string, unknown>;

const RECURRENCE_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(recurrences.fields).map(([key, field]) => [key, field.label["pt-BR"]]),
);

const refuse = (refusal: Refusal | null) => {
  if (refusal) throw refusalError(refusal, RECURRENCE_LABELS);
};

const blank = (value: unknown) => value === null || value === undefined || value === "";

/** What each target and period cannot go without: the role, the association, the month. */
const targetRefusal = (row: Row): Refusal | null => {
  if (row.period === "annual" && blank(row.month))
    return { status: 400, field: "month", message: "Informe o mês da cobrança anual." };
  if (row.target === "role" && blank(row.role_name))
    return { status: 400, field: "role_name", message: "Informe o perfil das pessoas cobradas." };
  if (row.target === "association_athletes" && blank(row.target_association_id))
    return {
      status: 400,
      field: "target_association_id",
      message: "Informe a entidade cujos atletas são cobrados.",
    };
  return null;
};

/** The id of the tenant's role named `name` (any case), or a 400 on the field. */
const roleIdNamed = async (tx: Executor, tenantId: string, name: string) => {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), sql`lower(${roles.name}) = lower(${name.trim()})`));
  if (!role) refuse({ status: 400, field: "role_name", message: `Não há perfil chamado "${name.trim()}".` });
  return role!.id;
};

/** The values the server keeps in step with the schedule and the target: role id, next run. */
const derived = async (tx: Executor, tenantId: string, row: Row) => {
  refuse(targetRefusal(row));
  const role_id = row.target === "role" ? await roleIdNamed(tx, tenantId, String(row.role_name)) : null;
  const next_run_on = nextRunOn(
    {
      period: row.period as RecurrencePeriod,
      day_of_month: Number(row.day_of_month),
      month: blank(row.month) ? null : Number(row.month),
      starts_on: String(row.starts_on),
      ends_on: blank(row.ends_on) ? null : String(row.ends_on),
    },
    blank(row.last_period) ? null : String(row.last_period),
  );
  return {
    role_id,
    next_run_on,
    ...(row.target !== "association_athletes" ? { target_association_id: null } : {}),
    ...(row.period !== "annual" ? { month: null } : {}),
  };
};

/**
 * The rules of `recurrences`: the period and the target have what they need (an annual one its
 * month, a role target an existing role, an association target its association), and the next run
 * date is the server's, recomputed from the schedule and the last period run, on every write.
 */
export const recurrenceRules = defineResourceRules({
  resource: "recurrences",
  beforeCreate: async (tx, { actor, values }) =>
    derived(tx, actor.tenantId, { ...values, last_period: null }),
  beforeUpdate: async (tx, { actor, current, values }) =>
    derived(tx, actor.tenantId, { ...current, ...values }),
  // Its debts keep pointing at it (their origin): a recurrence that created any is deactivated instead.
  beforeDelete: async (tx, { actor, rows }) => {
    const debts = resourceTable("debts");
    const [made] = await tx
      .select({ id: debts.id })
      .from(debts)
      .where(
        and(
          eq(debts.tenant_id, actor.tenantId),
          inArray(
            debts.recurrence_id,
            rows.map((row) => String(row.id)),
          ),
        ),
      )
      .limit(1);
    if (made)
      refuse({
        status: 409,
        field: "active",
        message: "Esta cobrança recorrente já gerou débitos: desative-a em vez de excluí-la.",
      });
  },
});
