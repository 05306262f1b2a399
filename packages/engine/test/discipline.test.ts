import { describe, expect, it } from "vitest";
import { type Card, eligibility } from "../src/index.ts";

const schedule = Array.from({ length: 8 }, (_, i) => ({
  id: `m${i + 1}`,
  date: `2026-03-${String(i * 3 + 1).padStart(2, "0")}`,
}));

describe("eligibility", () => {
  it("suspends for one match after the third yellow card", () => {
    const cards: Card[] = [
      { player: "p", match: "m1", kind: "yellow" },
      { player: "p", match: "m2", kind: "yellow" },
      { player: "p", match: "m4", kind: "yellow" },
    ];
    expect(eligibility({ player: "p", match: "m4", schedule, cards }).eligible).toBe(true);
    expect(eligibility({ player: "p", match: "m5", schedule, cards })).toMatchObject({
      eligible: false,
      matchesToServe: 1,
      reason: "Suspenso: 1 jogo a cumprir",
    });
    expect(eligibility({ player: "p", match: "m6", schedule, cards })).toMatchObject({
      eligible: true,
      yellows: 0,
    });
  });

  it("suspends after a red card, without counting the yellows of a second-yellow expulsion", () => {
    const cards: Card[] = [
      { player: "p", match: "m1", kind: "yellow" },
      { player: "p", match: "m2", kind: "yellow" },
      { player: "p", match: "m2", kind: "secondYellow" },
    ];
    expect(eligibility({ player: "p", match: "m3", schedule, cards }).eligible).toBe(false);
    expect(eligibility({ player: "p", match: "m4", schedule, cards })).toMatchObject({
      eligible: true,
      yellows: 1,
    });
  });

  it("applies court sanctions by matches and by days", () => {
    const cards: Card[] = [{ player: "p", match: "m1", kind: "red" }];
    const sanctions = [{ player: "p", matches: 2, afterMatch: "m1" }];
    // 1 automatic + 2 from the court: m2, m3, m4 missed.
    expect(eligibility({ player: "p", match: "m4", schedule, cards, sanctions }).eligible).toBe(false);
    expect(eligibility({ player: "p", match: "m5", schedule, cards, sanctions }).eligible).toBe(true);
    const byDays = [{ player: "q", from: "2026-03-05", until: "2026-03-12" }];
    expect(eligibility({ player: "q", match: "m3", schedule, cards: [], sanctions: byDays }).eligible).toBe(
      false,
    );
    expect(eligibility({ player: "q", match: "m5", schedule, cards: [], sanctions: byDays }).eligible).toBe(
      true,
    );
  });

  it("other players are not affected", () => {
    expect(
      eligibility({ player: "x", match: "m2", schedule, cards: [{ player: "p", match: "m1", kind: "red" }] })
        .eligible,
    ).toBe(true);
  });
});
