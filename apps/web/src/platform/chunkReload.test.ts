import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnceForChunkError } from "./chunkReload.ts";

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  };
};

describe("chunk load errors", () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });

  it("reloads once, then refuses within the window so the page never loops", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ storage, reload, now: 1_000_000 })).toBe(true);
    expect(reloadOnceForChunkError({ storage, reload, now: 1_005_000 })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnceForChunkError({ storage, reload, now: 1_020_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
