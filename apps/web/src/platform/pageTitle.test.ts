import { describe, expect, it } from "vitest";
import { formatPageTitle } from "./pageTitle.ts";

describe("formatPageTitle", () => {
  it("puts the product name last", () => {
    expect(formatPageTitle({ page: "Entrar", tenant: "Federação Paulista" })).toBe(
      "Entrar · Federação Paulista · Quadra",
    );
    expect(formatPageTitle({ page: "Entrar" })).toBe("Entrar · Quadra");
    expect(formatPageTitle({ tenant: "Quadra" })).toBe("Quadra");
  });
});
