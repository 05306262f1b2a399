import { describe, expect, it } from "vitest";
import { seasonBesideName } from "./competitionSeason.ts";

describe("a competition's season beside its name", () => {
  it("is left out when the name already says it", () => {
    expect(seasonBesideName("Campeonato Estadual de Futsal 2026", 2026)).toBeNull();
    expect(seasonBesideName("Copa 2026/2027", 2027)).toBeNull();
    expect(seasonBesideName("2026 — Jogos Abertos", "2026")).toBeNull();
  });

  it("is shown when the name does not say it", () => {
    expect(seasonBesideName("Estadual de Vôlei", 2025)).toBe("2025");
    expect(seasonBesideName("Campeonato Estadual de Futsal 2025", 2026)).toBe("2026");
    // Another number holding the digits is not the season.
    expect(seasonBesideName("Copa 12026", 2026)).toBe("2026");
    expect(seasonBesideName("Copa 20260", 2026)).toBe("2026");
  });

  it("is nothing without a season", () => {
    expect(seasonBesideName("Copa Aberta", null)).toBeNull();
    expect(seasonBesideName("Copa Aberta", undefined)).toBeNull();
    expect(seasonBesideName("Copa Aberta", "")).toBeNull();
  });
});
