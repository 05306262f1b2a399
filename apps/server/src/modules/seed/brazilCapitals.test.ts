import { BRAZIL_STATES } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { brazilMunicipalities } from "../regions/brazilCatalog.ts";
import { BRAZIL_CAPITAL_CODES, isBrazilCapital } from "./brazilCapitals.ts";

describe("Brazil's capitals", () => {
  it("names one municipality of each of the 27 units, in that unit", () => {
    expect(Object.keys(BRAZIL_CAPITAL_CODES).sort()).toEqual(BRAZIL_STATES.map((state) => state.uf).sort());
    const byCode = new Map(brazilMunicipalities().map((city) => [city.ibge_code, city]));
    const capitals = Object.entries(BRAZIL_CAPITAL_CODES).map(([uf, code]) => [uf, byCode.get(code)?.uf]);
    expect(capitals).toEqual(Object.keys(BRAZIL_CAPITAL_CODES).map((uf) => [uf, uf]));
  });

  it("knows the capitals by name", () => {
    const byCode = new Map(brazilMunicipalities().map((city) => [city.ibge_code, city.name]));
    const name = (uf: string) => byCode.get(BRAZIL_CAPITAL_CODES[uf]!);
    expect([name("SP"), name("DF"), name("TO"), name("MA"), name("ES"), name("SC")]).toEqual([
      "São Paulo",
      "Brasília",
      "Palmas",
      "São Luís",
      "Vitória",
      "Florianópolis",
    ]);
    expect(isBrazilCapital("3550308")).toBe(true);
    expect(isBrazilCapital("3509502")).toBe(false); // Campinas
  });
});
