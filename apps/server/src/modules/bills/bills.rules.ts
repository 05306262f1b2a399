import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { financeStaffOnly } from "./financeVisibility.ts";

/**
 * The rules of `bills`: no generic write exists (a bill is made by createBill, paid by settleBill,
 * cancelled or expired by closeBill, each keeping its own rules), so what is left is who reads them.
 */
export const billRules = defineResourceRules({ resource: "bills", visibleTo: financeStaffOnly });
