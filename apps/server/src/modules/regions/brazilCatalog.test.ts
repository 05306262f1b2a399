import { getStates } from "@brazilian-utils/brazilian-utils/get-states";
import { describe, expect, it } from "vitest";
import { BRAZIL_STATES, brazilMunicipalities, municipalityCode } from "./brazilCatalog.ts";

describe("Brazil's IBGE catalog", () => {
  it("lists the 27 federative units with unique UFs and IBGE codes", () => {
    expect(BRAZIL_STATES).toHaveLength(27);
    expect(new Set(BRAZIL_STATES.map((state) => state.uf)).size).toBe(27);
    expect(new Set(BRAZIL_STATES.map((state) => state.ibge_code)).size).toBe(27);
    for (const state of BRAZIL_STATES) {
      expect(state.ibge_code).toMatch(/^[1-5]\d$/);
      expect(state.uf).toMatch(/^[A-Z]{2}$/);
    }
    // Counted by hand: Object.groupBy needs Node 21.
    const perRegion: Record<string, number> = {};
    for (const state of BRAZIL_STATES) perRegion[state.region] = (perRegion[state.region] ?? 0) + 1;
    expect(perRegion).toEqual({ Norte: 7, Nordeste: 9, Sudeste: 4, Sul: 3, "Centro-Oeste": 4 });
  });

  it("writes the shared UF list exactly as the IBGE data the server ships", () => {
    const shipped = getStates().map((state) => ({
      ibge_code: String(state.ibgeCode),
      uf: state.code,
      name: state.name,
      region: state.regionName,
    }));
    const byCode = (a: { ibge_code: string }, b: { ibge_code: string }) =>
      a.ibge_code.localeCompare(b.ibge_code);
    expect([...BRAZIL_STATES].sort(byCode)).toEqual(shipped.sort(byCode));
  });

  it("lists every municipality once, with a 7-digit code under its state's code", () => {
    const cities = brazilMunicipalities();
    // 5,570 until 2024; Boa Esperança do Norte (MT) made it 5,571. Leave room for the next one.
    expect(cities.length).toBeGreaterThanOrEqual(5570);
    expect(cities.length).toBeLessThan(5600);
    expect(new Set(cities.map((city) => city.ibge_code)).size).toBe(cities.length);
    const stateCode = new Map(BRAZIL_STATES.map((state) => [state.uf, state.ibge_code]));
    const wrong = cities.filter(
      (city) => !/^\d{7}$/.test(city.ibge_code) || stateCode.get(city.uf) !== city.ibge_code.slice(0, 2),
    );
    expect(wrong).toEqual([]);
    // Every state has municipalities; the Distrito Federal is one (Brasília).
    expect(new Set(cities.map((city) => city.uf)).size).toBe(27);
    expect(cities.filter((city) => city.uf === "DF")).toHaveLength(1);
  });

  it("knows the codes people look up most", () => {
    const byCode = new Map(brazilMunicipalities().map((city) => [city.ibge_code, city]));
    expect(byCode.get("3550308")).toEqual({ ibge_code: "3550308", name: "São Paulo", uf: "SP" });
    expect(byCode.get("3304557")).toEqual({ ibge_code: "3304557", name: "Rio de Janeiro", uf: "RJ" });
    expect(byCode.get("5300108")).toEqual({ ibge_code: "5300108", name: "Brasília", uf: "DF" });
    expect(byCode.get("2605459")).toEqual({ ibge_code: "2605459", name: "Fernando de Noronha", uf: "PE" });
  });

  it("loads once and hands out the same frozen list", () => {
    const first = brazilMunicipalities();
    expect(brazilMunicipalities()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});

describe("municipalityCode", () => {
  it("finds a municipality by name whatever its accents, case and hyphens", () => {
    expect(municipalityCode({ name: "São Paulo", uf: "SP" })).toBe("3550308");
    expect(municipalityCode({ name: "SAO PAULO", uf: "sp" })).toBe("3550308");
    expect(municipalityCode({ name: "Embu Guaçu", uf: "SP" })).toBe(
      brazilMunicipalities().find((city) => city.name === "Embu-Guaçu")?.ibge_code,
    );
    expect(municipalityCode({ name: "São Paulo", uf: "RJ" })).toBeUndefined();
  });

  it("tells apart every municipality of a state by its name key", () => {
    const cities = brazilMunicipalities();
    const found = cities.filter(
      (city) => municipalityCode({ name: city.name, uf: city.uf }) === city.ibge_code,
    );
    expect(found).toHaveLength(cities.length);
  });
});
