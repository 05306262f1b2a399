import { f, o } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { cellValue, parseDate, parseDateTime, parseDecimal, parseMoney } from "./importCells.ts";

const value = (field: Parameters<typeof cellValue>[0], text: string) => {
  const result = cellValue(field, text);
  return "value" in result ? result.value : { error: result.error };
};

describe("cells of an imported spreadsheet", () => {
  it("reads money as reais with the symbol, a comma or a dot, and bare digits as cents", () => {
    expect(parseMoney("R$ 1.234,56")).toBe(123_456);
    expect(parseMoney("1.234,56")).toBe(123_456);
    expect(parseMoney("R$1.234")).toBe(123_400);
    expect(parseMoney("1234.5")).toBe(123_450);
    expect(parseMoney("123456")).toBe(123_456);
    expect(parseMoney("R$ 10")).toBe(1_000);
    expect(parseMoney("dez reais")).toBeUndefined();
  });

  it("reads decimals typed in Brazil and as spreadsheets write them", () => {
    expect(parseDecimal("1.234,5")).toBe(1234.5);
    expect(parseDecimal("0,75")).toBe(0.75);
    expect(parseDecimal("1.5")).toBe(1.5);
    expect(parseDecimal("1.234.567")).toBe(1_234_567);
    expect(parseDecimal("1,2,3")).toBeUndefined();
    expect(value(f.int("N", "N"), "1.234")).toBe(1234);
    expect(value(f.int("N", "N"), "1,5")).toEqual({ error: "Informe um número inteiro." });
  });

  it("reads dates dd/mm/aaaa or ISO, and refuses days that do not exist", () => {
    expect(parseDate("31/12/2024")).toBe("2024-12-31");
    expect(parseDate("1/2/2024")).toBe("2024-02-01");
    expect(parseDate("2024-02-29")).toBe("2024-02-29");
    expect(parseDate("29/02/2023")).toBeUndefined();
    expect(parseDate("12/31/2024")).toBeUndefined();
  });

  it("reads date-times in São Paulo's civil time, daylight saving included", () => {
    expect(parseDateTime("31/12/2024 14:30")).toBe("2024-12-31T17:30:00.000Z");
    expect(parseDateTime("2024-12-31 14:30")).toBe("2024-12-31T17:30:00.000Z");
    // Summer time of 2018/2019 (UTC−2).
    expect(parseDateTime("15/01/2019 10:00")).toBe("2019-01-15T12:00:00.000Z");
    expect(parseDateTime("2024-12-31T14:30:00-03:00")).toBe("2024-12-31T17:30:00.000Z");
    expect(parseDateTime("amanhã")).toBeUndefined();
  });

  it("reads Sim/Não, true/false, 1/0 and options by value or label", () => {
    const flag = f.bool("Ativo", "Active");
    expect(["Sim", "não", "TRUE", "false", "1", "0"].map((text) => value(flag, text))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(value(flag, "talvez")).toEqual({ error: "Use Sim ou Não." });
    const region = f.select("Região", "Region", [o("SE", "Sudeste", "Southeast"), o("S", "Sul", "South")]);
    expect(value(region, "SE")).toBe("SE");
    expect(value(region, "sudeste")).toBe("SE");
    expect(value(region, "South")).toBe("S");
    expect(value(region, "Norte")).toEqual({ error: "Use uma das opções: Sudeste, Sul." });
    const many = f.multiselect("Regiões", "Regions", [
      o("SE", "Sudeste", "Southeast"),
      o("S", "Sul", "South"),
    ]);
    expect(value(many, "Sudeste; sul")).toEqual(["SE", "S"]);
  });
});
