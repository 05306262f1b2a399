import { markOfAttempts, parseAttempt } from "@quadra/shared/contracts/heats";
import { describe, expect, it } from "vitest";
import {
  attemptsLine,
  entryAttemptTexts,
  entryStatusText,
  isWholeAttempt,
  typedAttempts,
} from "./fieldAttempts.ts";

describe("a field event's attempts as officials type them", () => {
  it("reads a mark, X for a foul, - for a pass, empty for not taken, and refuses the rest in pt-BR", () => {
    expect(parseAttempt("7,45", "distance")).toEqual({ kind: "attempt", attempt: 7.45 });
    expect(parseAttempt(" x ", "distance")).toEqual({ kind: "attempt", attempt: "X" });
    expect(parseAttempt("-", "height")).toEqual({ kind: "attempt", attempt: "-" });
    expect(parseAttempt("", "distance")).toEqual({ kind: "attempt", attempt: null });
    expect(parseAttempt("sete", "distance")).toEqual({
      kind: "error",
      message: "Marca inválida. Use um número como 7.45, X (nula) ou - (passou).",
    });
    expect(parseAttempt("DNS", "distance")).toMatchObject({ kind: "error" });
  });

  it("makes the best valid attempt the mark, NM when none is valid, nothing before the first", () => {
    expect(markOfAttempts([7.3, "X", 7.45])).toEqual({ mark: 7.45, mark_status: null });
    expect(markOfAttempts(["X", "-", "X"])).toEqual({ mark: null, mark_status: "NM" });
    expect(markOfAttempts([null, null])).toEqual({ mark: null, mark_status: null });
    expect(typedAttempts(["7.30", "x", "7,45"], "distance", "pt-BR")).toEqual({
      best: "7,45",
      errors: [null, null, null],
    });
    expect(typedAttempts(["X", "-", ""], "distance", "pt-BR").best).toBe("NM");
    const wrong = typedAttempts(["7.30", "abc", ""], "distance", "pt-BR");
    expect(wrong.best).toBe("7,30");
    expect(wrong.errors[1]).toMatch(/Marca inválida/);
  });

  it("shows stored attempts in the fields and on result lines, NM only as the attempts' own", () => {
    expect(entryAttemptTexts({ attempts: [7.45, "X"] }, 3, "distance", "pt-BR")).toEqual(["7,45", "X", ""]);
    expect(entryAttemptTexts({ attempts: null }, 2, "distance", "en")).toEqual(["", ""]);
    expect(attemptsLine([7.45, "X", null, "-"], "distance", "pt-BR")).toBe("7,45 · X · — · -");
    expect(entryStatusText({ mark_status: "NM", attempts: ["X", "X"] })).toBe("");
    expect(entryStatusText({ mark_status: "NM", attempts: null })).toBe("NM");
    expect(entryStatusText({ mark_status: "DQ", attempts: [7.1] })).toBe("DQ");
    expect(isWholeAttempt("x")).toBe(true);
    expect(isWholeAttempt("7")).toBe(false);
  });
});
