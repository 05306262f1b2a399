import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billAddsUp, billAmountsOf, type DebtTerms, daysBetween, debtAmountsOn } from "./billAmounts.ts";

const terms = (over: Partial<DebtTerms> = {}): DebtTerms => ({
  amount_cents: 10_000,
  due_date: "2026-03-10",
  fine_percent: 2,
  interest_percent_month: 1,
  discount_cents: 0,
  discount_until: null,
  ...over,
});

const isoDate = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

const debtArb: fc.Arbitrary<DebtTerms> = fc.record({
  amount_cents: fc.integer({ min: 1, max: 100_000_000_000 }),
  due_date: isoDate,
  fine_percent: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100),
  ),
  interest_percent_month: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100),
  ),
  discount_cents: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 100_000_000_000 })),
  discount_until: fc.oneof(fc.constant(null), isoDate),
});

describe("billAmounts", () => {
  it("charges nothing extra on or before the due date", () => {
    expect(debtAmountsOn(terms(), "2026-03-10")).toEqual({
      amount_cents: 10_000,
      fine_cents: 0,
      interest_cents: 0,
      discount_cents: 0,
      total_cents: 10_000,
    });
  });

  it("adds the 2% fine once and 1% a month by the day after the due date", () => {
    // 30 days late: 2% fine (200) and one month of interest (100).
    expect(debtAmountsOn(terms(), "2026-04-09")).toMatchObject({
      fine_cents: 200,
      interest_cents: 100,
      total_cents: 10_300,
    });
    // 1 day late: the whole fine, 1/30 of the month's interest (3.33 → 3).
    expect(debtAmountsOn(terms(), "2026-03-11")).toMatchObject({
      fine_cents: 200,
      interest_cents: 3,
      total_cents: 10_203,
    });
  });

  it("rounds half up on the cent", () => {
    // 2.5% of 1 cent is 0.025 → 0; of 20 cents 0.5 → 1.
    expect(debtAmountsOn(terms({ amount_cents: 1, fine_percent: 2.5 }), "2026-03-11").fine_cents).toBe(0);
    expect(debtAmountsOn(terms({ amount_cents: 20, fine_percent: 2.5 }), "2026-03-11").fine_cents).toBe(1);
  });

  it("takes the discount until its date, never below zero", () => {
    const discounted = terms({ discount_cents: 1_500, discount_until: "2026-03-05" });
    expect(debtAmountsOn(discounted, "2026-03-05").total_cents).toBe(8_500);
    expect(debtAmountsOn(discounted, "2026-03-06").total_cents).toBe(10_000);
    expect(debtAmountsOn(terms({ discount_cents: 50_000 }), "2026-03-01").total_cents).toBe(0);
  });

  it("counts days across months and leap years", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-03-10", "2026-03-01")).toBe(-9);
  });

  it("on generated data: every amount is integer cents and a bill equals its debts plus fine and interest minus discount", () => {
    fc.assert(
      fc.property(fc.array(debtArb, { minLength: 1, maxLength: 30 }), isoDate, (debts, on) => {
        const amounts = debts.map((debt) => debtAmountsOn(debt, on));
        for (const debt of amounts) {
          for (const value of Object.values(debt)) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(debt.total_cents).toBe(
            debt.amount_cents + debt.fine_cents + debt.interest_cents - debt.discount_cents,
          );
        }
        const bill = billAmountsOf(amounts);
        expect(billAddsUp(bill)).toBe(true);
        expect(bill.total_cents).toBe(amounts.reduce((sum, debt) => sum + debt.total_cents, 0));
      }),
      { numRuns: 500 },
    );
  });

  it("never lowers what a debt costs as the days pass", () => {
    fc.assert(
      fc.property(debtArb, isoDate, fc.integer({ min: 0, max: 400 }), (debt, on, later) => {
        const plain = { ...debt, discount_cents: 0 };
        const then = new Date(Date.parse(`${on}T00:00:00Z`) + later * 86_400_000).toISOString().slice(0, 10);
        expect(debtAmountsOn(plain, then).total_cents).toBeGreaterThanOrEqual(
          debtAmountsOn(plain, on).total_cents,
        );
      }),
    );
  });
});
