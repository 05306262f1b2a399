import { describe, expect, it } from "vitest";
import { textArray } from "./textArray.ts";

describe("textArray", () => {
  it("quotes every element and escapes backslashes and double quotes only where they are", () => {
    expect(textArray([])).toBe("{}");
    expect(textArray(["123.456.789-09"])).toBe('{"123.456.789-09"}');
    expect(textArray(['Clube "Azul"', "C:\\pasta", "a,b", "{x}"])).toBe(
      '{"Clube \\"Azul\\"","C:\\\\pasta","a,b","{x}"}',
    );
  });

  it("writes a null as the bare NULL and the text NULL quoted", () => {
    expect(textArray([null, "NULL", null])).toBe('{NULL,"NULL",NULL}');
  });
});
