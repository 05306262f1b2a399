import { describe, expect, it } from "vitest";
import { isUnstorable, unstorablePaths } from "./unstorableText.ts";

describe("isUnstorable", () => {
  it("finds a NUL and a surrogate without its pair, and lets whole pairs and ordinary text through", () => {
    expect(isUnstorable("abc\u0000def")).toBe(true);
    expect(isUnstorable("abc\ud800def")).toBe(true);
    expect(isUnstorable("\udc00")).toBe(true);
    expect(isUnstorable("fim\ud83d")).toBe(true);
    expect(isUnstorable("Atleta ⚽ 🏐 São José")).toBe(false);
    expect(isUnstorable("linha\r\nnova\ttab")).toBe(false);
    expect(isUnstorable("")).toBe(false);
  });
});

describe("unstorablePaths", () => {
  it("names each field holding such text, at any depth, by its dotted path", () => {
    expect(
      unstorablePaths({
        title: "ok",
        text: "a\u0000b",
        master: { name: "x\ud800" },
        items: ["ok", { label: "\u0000" }],
        count: 3,
        flag: null,
      }).sort(),
    ).toEqual(["items.1.label", "master.name", "text"]);
  });

  it("names the object that holds a bad key, and the whole value when it is a bad string", () => {
    expect(unstorablePaths({ platform: { "n\u0000me": "web" } })).toEqual(["platform"]);
    expect(unstorablePaths({ "\u0000": 1 })).toEqual(["body"]);
    expect(unstorablePaths("\u0000")).toEqual(["body"]);
    expect(unstorablePaths(["\u0000"])).toEqual(["0"]);
  });

  it("walks a query string's object, which has a prototype of its own", () => {
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = new (Empty as unknown as new () => Record<string, string>)();
    query.q = "\u0000";
    expect(unstorablePaths(query)).toEqual(["q"]);
  });

  it("walks a deeply nested body without overflowing the stack, and stops after a few findings", () => {
    let deep: unknown = "fundo\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unstorablePaths({ data: deep })).toHaveLength(1);
    const many = Object.fromEntries(Array.from({ length: 1_000 }, (_, index) => [`f${index}`, "\u0000"]));
    expect(unstorablePaths(many).length).toBeLessThanOrEqual(10);
  });

  it("leaves alone what is not data: buffers and class instances", () => {
    expect(unstorablePaths({ file: Buffer.from("a\u0000b"), when: new Date(0) })).toEqual([]);
    expect(unstorablePaths(undefined)).toEqual([]);
  });
});
