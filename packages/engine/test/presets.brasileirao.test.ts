import { describe, expect, it } from "vitest";
import {
  brasileiraoSerieA,
  emptyStats,
  explainSeparation,
  rankByRegulation,
  type TeamStats,
} from "../src/index.ts";

/**
 * Campeonato Brasileiro Série A 2023, final table as published: club, wins, draws, losses, goals
 * for, goals against. The 380 results are not encoded; the table is rebuilt from these totals,
 * which is what the CBF criteria (points, wins, goal difference, goals) look at. The totals are
 * consistent: 282 wins and 282 losses, 98 draws (380 matches), 946 goals for and against.
 */
const serieA2023: [string, number, number, number, number, number][] = [
  ["Palmeiras", 20, 10, 8, 64, 33],
  ["Grêmio", 21, 5, 12, 63, 56],
  ["Atlético-MG", 19, 9, 10, 52, 32],
  ["Flamengo", 19, 9, 10, 56, 42],
  ["Botafogo", 18, 10, 10, 58, 37],
  ["Red Bull Bragantino", 17, 11, 10, 49, 35],
  ["Fluminense", 16, 8, 14, 51, 47],
  ["Athletico-PR", 14, 14, 10, 51, 43],
  ["Internacional", 15, 10, 13, 46, 45],
  ["Fortaleza", 15, 9, 14, 45, 44],
  ["São Paulo", 14, 11, 13, 40, 38],
  ["Cuiabá", 14, 9, 15, 40, 39],
  ["Corinthians", 12, 14, 12, 47, 48],
  ["Cruzeiro", 11, 14, 13, 35, 32],
  ["Vasco da Gama", 12, 9, 17, 41, 51],
  ["Bahia", 12, 8, 18, 50, 53],
  ["Santos", 11, 10, 17, 39, 64],
  ["Goiás", 9, 11, 18, 36, 53],
  ["Coritiba", 8, 6, 24, 41, 73],
  ["América-MG", 5, 9, 24, 42, 81],
];

const stats = (row: (typeof serieA2023)[number]): TeamStats => {
  const [team, wins, draws, losses, scoreFor, scoreAgainst] = row;
  const points = 3 * wins + draws;
  return {
    ...emptyStats(team),
    played: wins + draws + losses,
    wins,
    draws,
    losses,
    scoreFor,
    scoreAgainst,
    points,
    resultPoints: points,
  };
};

describe("Brasileirão Série A 2023 (published final table)", () => {
  const overall = new Map(serieA2023.map((row) => [row[0], stats(row)]));
  // Input in alphabetical order, so nothing comes from the published order itself.
  const teams = [...overall.keys()].sort();
  const { groups, separations } = rankByRegulation({
    context: { regulation: brasileiraoSerieA, overall, matches: [], seed: 2023 },
    teams,
  });

  it("has consistent totals", () => {
    const sum = (f: (s: TeamStats) => number) => [...overall.values()].reduce((n, s) => n + f(s), 0);
    expect(sum((s) => s.wins)).toBe(sum((s) => s.losses));
    expect(sum((s) => s.scoreFor)).toBe(sum((s) => s.scoreAgainst));
    expect(sum((s) => s.wins) + sum((s) => s.draws) / 2).toBe(380);
  });

  it("reproduces the table position by position", () => {
    expect(groups.map((g) => g.join())).toEqual(serieA2023.map((r) => r[0]));
    expect(groups.map((g) => overall.get(g[0]!)!.points)).toEqual([
      70, 68, 66, 66, 64, 62, 56, 56, 55, 54, 53, 51, 50, 47, 45, 44, 43, 38, 30, 24,
    ]);
  });

  it("explains the ties: Atlético-MG over Flamengo on goal difference, Fluminense over Athletico on wins", () => {
    const why = (upper: string) => separations.find((s) => s.upper === upper)!;
    expect(explainSeparation({ separation: why("Atlético-MG") })).toBe(
      "Atlético-MG à frente de Flamengo: Saldo de gols 20 × 14",
    );
    expect(explainSeparation({ separation: why("Fluminense") })).toBe(
      "Fluminense à frente de Athletico-PR: Vitórias 16 × 14",
    );
  });
});
