import { beforeEach, describe, expect, it } from "vitest";
import { readStored, removeStored, writeStored } from "./storage.ts";
import { STORAGE_KEYS } from "./storageKeys.ts";

describe("stored keys", () => {
  it("are exactly the keys of spec §3", () => {
    expect([...STORAGE_KEYS]).toEqual([
      "dark",
      "colorname1",
      "backend",
      "backend_list",
      "backend_upload",
      "backend_upload_list",
      "logos",
      "title",
      "client_code",
      "loginMail",
      "token",
      "info",
      "debt",
    ]);
  });
});

describe("storage", () => {
  beforeEach(() => localStorage.clear());

  it("round-trips JSON values under the plain key", () => {
    writeStored("backend_list", ["https://a.example", "https://b.example"]);
    expect(localStorage.getItem("backend_list")).toBe('["https://a.example","https://b.example"]');
    expect(readStored<string[]>("backend_list")).toEqual(["https://a.example", "https://b.example"]);
    writeStored("dark", true);
    expect(readStored<boolean>("dark")).toBe(true);
  });

  it("treats null as removal and unreadable values as absent", () => {
    writeStored("token", "abc");
    writeStored("token", null);
    expect(localStorage.getItem("token")).toBeNull();
    localStorage.setItem("info", "{broken");
    expect(readStored("info")).toBeNull();
    writeStored("title", "Federação");
    removeStored("title");
    expect(readStored("title")).toBeNull();
  });
});
