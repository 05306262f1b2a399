import { describe, expect, it } from "vitest";
import {
  brasileiraoSerieA,
  cbvSuperliga,
  fibaBasketball,
  fifaWorldCup,
  fivbVolleyball,
  ihfHandball,
  type Regulation,
  regulationProblems,
  uefaClubGroupStage,
  uefaEuro,
  uefaEuro2024,
  validateRegulation,
} from "../src/index.ts";

describe("validateRegulation", () => {
  it("accepts every preset", () => {
    for (const regulation of [
      fifaWorldCup,
      brasileiraoSerieA,
      uefaEuro,
      uefaEuro2024,
      uefaClubGroupStage,
      fivbVolleyball,
      cbvSuperliga,
      fibaBasketball,
      ihfHandball,
    ]) {
      expect(validateRegulation({ regulation })).toEqual([]);
    }
  });

  it("reports unknown and repeated criteria, lots in the middle and overlapping zones", () => {
    const regulation = {
      name: "x",
      points: { win: 3, draw: 1, loss: 0 },
      sequences: ["points", "saldo", "points"],
      doublesequences: ["drawingOfLots", "wins"],
      classificationzones: [
        { name: "Acesso", positions: [1, 2] },
        { name: "Final", positions: [2] },
      ],
    } as unknown as Regulation;
    expect(validateRegulation({ regulation })).toEqual([
      "Critério desconhecido na sequência geral: saldo",
      "Critério repetido na sequência geral: Pontos",
      "Na sequência entre duas equipes, nada vem depois do sorteio",
      "A posição 2 está nas zonas Acesso e Final",
    ]);
  });

  it("refuses head-to-head in the flat general list and says where it goes, on that list", () => {
    const regulation: Regulation = {
      name: "publicado em uma lista",
      points: { win: 3, draw: 1, loss: 0 },
      sequences: ["points", "wins", "goalDifference", "headToHeadPoints", "drawingOfLots"],
    };
    const problems = regulationProblems({ regulation });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.field).toBe("sequences");
    expect(problems[0]!.message).toMatch(
      /Confronto direto não entra na sequência geral \(Confronto direto: pontos\)/,
    );
    expect(problems[0]!.message).toMatch(/entre duas equipes e entre três ou mais/);
  });

  it("puts points, fair-play and set-score problems on their parts", () => {
    const regulation = {
      name: "x",
      points: {
        win: 1,
        draw: 1,
        loss: 2,
        bySets: [
          { winnerSets: 3, loserSets: 2, winner: 1, loser: 2 },
          { winnerSets: 3, loserSets: 2, winner: 2, loser: 1 },
        ],
      },
      sequences: ["points", "reapply"],
      fairPlay: { yellow: 1, secondYellow: -3, red: -3, yellowRed: -4 },
    } as Regulation;
    expect(regulationProblems({ regulation }).map((p) => [p.field, p.message])).toEqual([
      ["points", "A vitória vale menos que a derrota"],
      ["points", "No placar 3–2, o vencedor leva menos pontos que o perdedor"],
      ["points", "Placar de sets repetido: 3–2"],
      [
        "sequences",
        "A reaplicação só vale nas sequências de desempate (entre duas equipes, entre três ou mais)",
      ],
      ["fairPlay", 'Peso do fair play "yellow" deve ser zero ou negativo (cartões tiram pontos)'],
    ]);
  });
});
