import { formatMark, parseMark } from "@quadra/shared/contracts/heats";
import { describe, expect, it } from "vitest";
import { decimalOf, entryMarkText, seedMarkOf, showMark, typedMark } from "./heatMarks.ts";

describe("marks as officials type them", () => {
  it("reads times with minutes or seconds, a comma or a point, and statuses in any case", () => {
    expect(parseMark("1:02.34", "time")).toEqual({ kind: "mark", mark: 62.34 });
    expect(parseMark("62,34", "time")).toEqual({ kind: "mark", mark: 62.34 });
    expect(parseMark(" 1:02:03.5 ", "time")).toEqual({ kind: "mark", mark: 3723.5 });
    expect(parseMark("9.581", "time")).toEqual({ kind: "mark", mark: 9.581 });
    expect(parseMark("dnf", "time")).toEqual({ kind: "status", status: "DNF" });
    expect(parseMark("NM", "distance")).toEqual({ kind: "status", status: "NM" });
    expect(parseMark("", "time")).toEqual({ kind: "empty" });
    expect(parseMark("7.45", "distance")).toEqual({ kind: "mark", mark: 7.45 });
  });

  it("refuses what is not a mark, with the reason in pt-BR", () => {
    expect(parseMark("1:75.00", "time")).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/até 59/),
    });
    expect(parseMark("abc", "time")).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/Tempo inválido/),
    });
    expect(parseMark("1:02.34", "distance")).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/Marca inválida/),
    });
    expect(parseMark("0", "time")).toMatchObject({
      kind: "error",
      message: "O tempo deve ser maior que zero.",
    });
    expect(parseMark("1.2345", "time")).toMatchObject({ kind: "error" });
    expect(parseMark("0", "points")).toEqual({ kind: "mark", mark: 0 });
  });

  it("shows marks as results print them, with the language's decimal separator", () => {
    expect(formatMark(62.34, "time")).toBe("1:02.34");
    expect(formatMark(59.9, "time")).toBe("59.90");
    expect(formatMark(3723.5, "time")).toBe("1:02:03.50");
    expect(formatMark(9.581, "time")).toBe("9.581");
    expect(formatMark(61, "time")).toBe("1:01.00");
    expect(formatMark(812, "points")).toBe("812");
    expect(showMark(7.45, "distance", "pt-BR")).toBe("7,45");
    expect(showMark(62.34, "time", "en")).toBe("1:02.34");
    expect(showMark(null, "time", "pt-BR")).toBe("");
    expect(decimalOf("pt-BR")).toBe(",");
    expect(decimalOf("en")).toBe(".");
  });

  it("gives a typed mark back as it will be saved, and entry marks as numbers only", () => {
    expect(typedMark("62.34", "time", "pt-BR")).toEqual({ preview: "1:02,34", error: null });
    expect(typedMark("dq", "time", "pt-BR")).toEqual({ preview: "DQ", error: null });
    expect(typedMark("", "time")).toEqual({ preview: null, error: null });
    expect(typedMark("x", "distance").error).toMatch(/Marca inválida/);
    expect(entryMarkText({ mark: null, mark_status: "DNS" }, "time", "pt-BR")).toBe("DNS");
    expect(entryMarkText({ mark: 62.34, mark_status: null }, "time", "pt-BR")).toBe("1:02,34");
    expect(seedMarkOf("1:01.5", "time")).toBe(61.5);
    expect(seedMarkOf("", "time")).toBeNull();
    expect(seedMarkOf("DNS", "time")).toEqual({ error: "A marca de inscrição é um número." });
  });
});
