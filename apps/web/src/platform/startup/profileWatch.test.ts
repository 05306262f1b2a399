import { describe, expect, it, vi } from "vitest";
import { appStore } from "../state/appStore.ts";
import { watchProfile } from "./profileWatch.ts";

describe("watchProfile", () => {
  it("refreshes the profile when the tab comes back, at most once a minute, and only with a session", () => {
    let clock = 0;
    const refresh = vi.fn(async () => {});
    appStore.set({ token: "t" });
    const stop = watchProfile({ refresh, now: () => clock });
    clock = 30_000;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refresh).not.toHaveBeenCalled();
    clock = 61_000;
    window.dispatchEvent(new Event("online"));
    expect(refresh).toHaveBeenCalledOnce();
    clock = 200_000;
    appStore.set({ token: null });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refresh).toHaveBeenCalledOnce();
    stop();
  });
});
