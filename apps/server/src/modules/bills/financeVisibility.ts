import { sql } from "drizzle-orm";
import type { Viewer } from "../../platform/resources/resourceRules.ts";

/**
 * Debts and bills are read by the finance staff only (`debts` or `bills`, or a master). Other
 * resources point at them (a bill's lines, a debt's history), which opens their select options to
 * anyone logged in; their titles name people and what they owe, so the rows are hidden from
 * everyone else. Payers read their own through their own routes (/my/personalfinances, …).
 */
export const financeStaffOnly = ({ viewer }: { viewer: Viewer }) =>
  viewer.master || viewer.permissions.some((permission) => permission === "debts" || permission === "bills")
    ? undefined
    : sql`false`;
