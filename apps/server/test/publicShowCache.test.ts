import { describe, expect, it } from "vitest";
import { DEFAULT_REGULATION } from "../src/modules/competitions/engineRegulation.ts";
import { createPublicShowCache } from "../src/modules/publicCompetitions/publicShowCache.ts";
import { defaultRules } from "../src/modules/regulations/regulationDefaults.ts";
import type { RealtimeHub } from "../src/platform/realtime/hub.ts";

/** A hub with what the cache uses of it: subscribe, and a way to publish on a topic. */
const fakeHub = () => {
  const subscribers = new Map<string, Set<() => void>>();
  const hub = {
    subscribe(topic: string, subscriber: () => void) {
      const set = subscribers.get(topic) ?? new Set();
      set.add(subscriber);
      subscribers.set(topic, set);
      return () => set.delete(subscriber);
    },
  } as unknown as RealtimeHub;
  const publish = (topic: string) => {
    for (const subscriber of [...(subscribers.get(topic) ?? [])]) subscriber();
  };
  const count = () => [...subscribers.values()].reduce((sum, set) => sum + set.size, 0);
  return { hub, publish, count };
};

describe("the public page's per-process copy", () => {
  it("computes once for the requests that arrive together, until the topic announces a change", async () => {
    const { hub, publish, count } = fakeHub();
    const cache = createPublicShowCache<number>(hub, 60_000);
    let computed = 0;
    const compute = async () => ++computed;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cache.get("competition-a-1", compute)),
    );
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(computed).toBe(1);
    publish("competition-a-2");
    expect(await cache.get("competition-a-1", compute)).toBe(1);
    publish("competition-a-1");
    expect(count()).toBe(0);
    expect(await cache.get("competition-a-1", compute)).toBe(2);
    expect(count()).toBe(1);
  });

  it("keys by topic, so one tenant's copy never answers another's", async () => {
    const { hub } = fakeHub();
    const cache = createPublicShowCache<string>(hub, 60_000);
    expect(await cache.get("competition-a-1", async () => "a")).toBe("a");
    expect(await cache.get("competition-b-1", async () => "b")).toBe("b");
    cache.dropPrefix("competition-a-");
    expect(await cache.get("competition-a-1", async () => "a2")).toBe("a2");
    expect(await cache.get("competition-b-1", async () => "b2")).toBe("b");
  });

  it("drops a copy after the TTL, and never keeps a failed read or one a change overtook", async () => {
    const { hub, publish } = fakeHub();
    const cache = createPublicShowCache<number>(hub, 20);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get("t", compute);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get("t", compute)).toBe(2);

    await expect(cache.get("f", () => Promise.reject(new Error("404")))).rejects.toThrow("404");
    expect(await cache.get("f", compute)).toBe(3);

    let release!: () => void;
    const slow = cache.get("s", () => new Promise<number>((resolve) => (release = () => resolve(-1))));
    publish("s");
    release();
    expect(await slow).toBe(-1);
    expect(await cache.get("s", compute)).toBe(4);
  });
});

describe("the regulation of a competition that names none", () => {
  it("is the goals default a new regulation gets: head-to-head only among the teams still level", () => {
    const goals = defaultRules("goals");
    expect(DEFAULT_REGULATION.points).toEqual(goals.points);
    expect(DEFAULT_REGULATION.sequences).toEqual(goals.sequences);
    expect(DEFAULT_REGULATION.sequences.some((c) => c.startsWith("headToHead"))).toBe(false);
    expect(DEFAULT_REGULATION.doublesequences).toEqual(goals.doublesequences);
    expect(DEFAULT_REGULATION.multiplesequences).toEqual(goals.multiplesequences);
    expect(DEFAULT_REGULATION.fairPlay).toEqual(goals.fair_play);
  });
});
