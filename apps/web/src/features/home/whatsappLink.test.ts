import { describe, expect, it } from "vitest";
import { whatsappLink } from "./whatsappLink.ts";

describe("whatsappLink", () => {
  it("adds Brazil's country code to a number stored with area code only", () => {
    expect(whatsappLink("11987654321")).toBe("https://wa.me/5511987654321");
    expect(whatsappLink("5511987654321")).toBe("https://wa.me/5511987654321");
  });
});
