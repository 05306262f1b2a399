import { describe, expect, it } from "vitest";
import {
  brasileiraoSerieA,
  cbvSuperliga,
  fibaBasketball,
  fifaWorldCup,
  fivbVolleyball,
  ihfHandball,
  type Regulation,
  uefaClubGroupStage,
  uefaEuro,
  validateRegulation,
} from "../src/index.ts";

describe("validateRegulation", () => {
  it("accepts every preset", () => {
    for (const regulation of [
      fifaWorldCup,
      brasileiraoSerieA,
      uefaEuro,
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
      "Critério desconhecido em sequences: saldo",
      "Critério repetido em sequences: points",
      "Em doublesequences, nada vem depois do sorteio",
      "A posição 2 está nas zonas Acesso e Final",
    ]);
  });
});
