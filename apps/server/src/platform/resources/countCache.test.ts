import { describe, expect, it } from "vitest";
import { createCountCache } from "./countCache.ts";

describe("count cache", () => {
  it("remembers a capped count for its time to live, then forgets it", () => {
    let time = 0;
    const counts = createCountCache({ ttlMs: 1_000, now: () => time });
    expect(counts.isCapped("t\nq")).toBe(false);
    counts.rememberCapped("t\nq", counts.generation());
    expect(counts.isCapped("t\nq")).toBe(true);
    expect(counts.isCapped("t\nother")).toBe(false);
    time = 1_000;
    expect(counts.isCapped("t\nq")).toBe(false);
  });

  it("forgets everything on drop, and stores nothing counted before a drop", () => {
    const counts = createCountCache();
    counts.rememberCapped("a", counts.generation());
    const seen = counts.generation();
    counts.drop();
    expect(counts.isCapped("a")).toBe(false);
    counts.rememberCapped("b", seen);
    expect(counts.isCapped("b")).toBe(false);
  });

  it("starts over rather than growing past its bound", () => {
    const counts = createCountCache({ max: 2 });
    for (const key of ["a", "b", "c"]) counts.rememberCapped(key, counts.generation());
    expect(counts.size()).toBe(1);
    expect(counts.isCapped("c")).toBe(true);
  });
});
