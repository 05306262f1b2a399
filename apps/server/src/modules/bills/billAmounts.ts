/**
 * The money of a debt on a given day and of a bill of debts, in integer cents only: a fine once
 * after the due date, simple interest a month counted by the day (1% a month = 1/30 % a day, as
 * Brazilian banks quote it), a discount while paying on or before its date. Percentages arrive as
 * decimals (2, 1, 0.5) and are turned into basis points before any product, so no binary fraction
 * ever reaches a cent; products are BigInt, so an amount near the money field's limit times years of
 * interest cannot lose precision. Rounding is half up, on each debt, and a bill's amounts are the
 * sums of its debts' — which is why a bill always equals its debts plus fine and interest minus
 * discount.
 */

export type DebtTerms = {
  amount_cents: number;
  due_date: string;
  fine_percent: number | null;
  interest_percent_month: number | null;
  discount_cents: number | null;
  discount_until: string | null;
};

export type DebtAmounts = {
  amount_cents: number;
  fine_cents: number;
  interest_cents: number;
  discount_cents: number;
  total_cents: number;
};

export type BillAmounts = {
  debts_cents: number;
  fine_cents: number;
  interest_cents: number;
  discount_cents: number;
  total_cents: number;
};

const DAY_MS = 86_400_000;
/** A month of interest is counted as 30 days (pro rata die), whatever the calendar month. */
const DAYS_A_MONTH = 30n;

/** Days from one calendar date (YYYY-MM-DD) to another; negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A percentage as basis points (2 → 200, 0.33 → 33): integers from here on. */
const basisPoints = (percent: number | null) => BigInt(Math.round((percent ?? 0) * 100));

/** numerator / denominator rounded half up, both non-negative. */
const roundDiv = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** What one debt costs when paid on `on` (a calendar date). */
export const debtAmountsOn = (debt: DebtTerms, on: string): DebtAmounts => {
  const amount = BigInt(debt.amount_cents);
  const daysLate = Math.max(0, daysBetween(debt.due_date, on));
  const fine = daysLate > 0 ? roundDiv(amount * basisPoints(debt.fine_percent), 10_000n) : 0n;
  const interest =
    daysLate > 0
      ? roundDiv(amount * basisPoints(debt.interest_percent_month) * BigInt(daysLate), 10_000n * DAYS_A_MONTH)
      : 0n;
  const discountValid = debt.discount_until === null || daysBetween(on, debt.discount_until) >= 0;
  // A discount never makes the debt negative; it is off once its date has passed.
  const discount = discountValid
    ? BigInt(Math.min(Math.max(debt.discount_cents ?? 0, 0), debt.amount_cents))
    : 0n;
  return {
    amount_cents: debt.amount_cents,
    fine_cents: Number(fine),
    interest_cents: Number(interest),
    discount_cents: Number(discount),
    total_cents: Number(amount + fine + interest - discount),
  };
};

/** A bill's amounts: the sums of its debts' (each already rounded to the cent). */
export const billAmountsOf = (debts: readonly DebtAmounts[]): BillAmounts => {
  const sum = (key: keyof DebtAmounts) => debts.reduce((total, debt) => total + debt[key], 0);
  return {
    debts_cents: sum("amount_cents"),
    fine_cents: sum("fine_cents"),
    interest_cents: sum("interest_cents"),
    discount_cents: sum("discount_cents"),
    total_cents: sum("total_cents"),
  };
};

/** Whether a bill's stored amounts add up: total = debts + fine + interest − discount. */
export const billAddsUp = (bill: BillAmounts) =>
  bill.total_cents === bill.debts_cents + bill.fine_cents + bill.interest_cents - bill.discount_cents;
