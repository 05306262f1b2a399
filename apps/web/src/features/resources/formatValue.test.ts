import { f } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { formatText } from "./formatValue.ts";

describe("a number as the lists and records show it", () => {
  it("writes a year as a year, without a thousands separator", () => {
    const season = f.year("Temporada", "Season", { min: 1900, max: 2200 });
    expect(formatText({ field: season, value: 2026, locale: "pt-BR" })).toBe("2026");
  });

  it("groups the thousands of any other number as the locale does", () => {
    const members = f.int("Sócios", "Members");
    expect(formatText({ field: members, value: 12345, locale: "pt-BR" })).toBe("12.345");
    expect(formatText({ field: members, value: 12345, locale: "en" })).toBe("12,345");
  });
});
