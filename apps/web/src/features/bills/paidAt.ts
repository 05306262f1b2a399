import { formatDate } from "../../i18n/dates.ts";
import { formatInstant } from "../resources/formatValue.ts";

/**
 * When a bill was paid, as far as it is known: the date alone when only the day is (paid_day_only:
 * a bank statement's line), else the date and the time, in São Paulo; "—" before it is paid.
 */
export const formatPaidAt = (bill: { paid_at: string | null; paid_day_only: boolean }) =>
  bill.paid_at ? (bill.paid_day_only ? formatDate(bill.paid_at) : formatInstant(bill.paid_at)) : "—";
