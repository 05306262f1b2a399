import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safeRedirect.ts";

describe("safeRedirect", () => {
  it("keeps app paths and refuses other origins", () => {
    expect(safeRedirect("/records/users?page=2")).toBe("/records/users?page=2");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect(null)).toBe("/");
  });
});
