import { describe, expect, it } from "vitest";
import { loginOf, maskLogin } from "./loginField.ts";

describe("the login field", () => {
  it("masks digits as a cpf while they are typed, and no further than 11", () => {
    expect(maskLogin("5")).toBe("5");
    expect(maskLogin("5299")).toBe("529.9");
    expect(maskLogin("529.982.2")).toBe("529.982.2");
    expect(maskLogin("5299822472")).toBe("529.982.247-2");
    expect(maskLogin("529982247251")).toBe("529.982.247-25");
    // Deleting the separator a mask added leaves the digits before it.
    expect(maskLogin("529.")).toBe("529");
  });

  it("leaves an e-mail as typed and sends it in lower case; a cpf as its digits", () => {
    expect(maskLogin("ana.1990@example.com")).toBe("ana.1990@example.com");
    expect(maskLogin("")).toBe("");
    expect(loginOf(" Ana@Example.com ")).toBe("ana@example.com");
    expect(loginOf("529.982.247-25")).toBe("52998224725");
  });
});
