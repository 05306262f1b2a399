import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";

/**
 * `day` plus `months` calendar months; a day the target month lacks becomes its last day
 * (2024-01-31 + 1 month = 2024-02-29), as a person reads "válido por 1 mês".
 */
export const addMonths = (day: string, months: number) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return first.toISOString().slice(0, 10);
};

const validityMonths = async (tx: Executor, tenantId: string, typeId: unknown) => {
  if (typeof typeId !== "string") return 0;
  const types = resourceTable("documenttypes");
  const [type] = await tx
    .select({ months: types.validity_months })
    .from(types)
    .where(and(eq(types.tenant_id, tenantId), eq(types.id, typeId)))
    .limit(1);
  return Number(type?.months ?? 0);
};

/**
 * The expiry of a document sent without one: its type's validity counted from the issue date, or
 * from the day it was registered when the issue date is unknown. Undefined when nothing is derived
 * (an expiry was given, or the type never expires).
 */
export const derivedExpiry = async (
  tx: Executor,
  {
    tenantId,
    values,
    current,
  }: { tenantId: string; values: Record<string, unknown>; current?: Record<string, any> | undefined },
) => {
  if (values.expires_on) return undefined;
  // An update derives only when it touches what the expiry depends on (or empties the expiry).
  if (current && !["issued_on", "documenttype_id", "expires_on"].some((key) => key in values))
    return undefined;
  const next = { ...current, ...values };
  const months = await validityMonths(tx, tenantId, next.documenttype_id);
  if (months <= 0) return undefined;
  const from =
    typeof next.issued_on === "string" && next.issued_on
      ? next.issued_on
      : brazilDay(current?.created_at ? new Date(current.created_at) : new Date());
  return { expires_on: addMonths(from, months) };
};
