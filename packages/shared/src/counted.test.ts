import { describe, expect, it } from "vitest";
import { counted } from "./counted.ts";

describe("counted", () => {
  it("agrees the words with the count, singular for 1 only", () => {
    expect(counted(1, "débito", "débitos")).toBe("1 débito");
    expect(counted(0, "débito", "débitos")).toBe("0 débitos");
    expect(counted(3, "linha com erro", "linhas com erro")).toBe("3 linhas com erro");
  });

  it("groups the thousands as Brazilians write them", () => {
    expect(counted(12_500, "linha com erro", "linhas com erro")).toBe("12.500 linhas com erro");
  });
});
