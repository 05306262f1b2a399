import { describe, expect, it } from "vitest";
import { loadTagManager } from "./tagManager.ts";

describe("loadTagManager", () => {
  it("loads nothing without a container id and the container once when set", () => {
    expect(loadTagManager({ gtmId: null })).toBe(false);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(loadTagManager({ gtmId: "GTM-ABC123" })).toBe(true);
    expect(loadTagManager({ gtmId: "GTM-ABC123" })).toBe(false);
    expect(document.querySelector("script")?.src).toBe(
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123",
    );
  });
});
