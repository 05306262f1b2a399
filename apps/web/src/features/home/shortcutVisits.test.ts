import { afterEach, describe, expect, it } from "vitest";
import { pickShortcuts, readVisits, rememberVisit } from "./shortcutVisits.ts";

describe("shortcuts by visits", () => {
  afterEach(() => localStorage.clear());

  it("offers the screens opened most first, then the defaults the person may open", () => {
    const candidates = ["my_data", "events_events_list", "users_list", "my_documents", "about"];
    expect(pickShortcuts({ candidates, visits: {}, limit: 3 })).toEqual([
      "users_list",
      "events_events_list",
      "my_documents",
    ]);
    expect(pickShortcuts({ candidates, visits: { about: 5, my_data: 2, parqs_list: 9 }, limit: 3 })).toEqual([
      "about",
      "my_data",
      "users_list",
    ]);
  });

  it("counts each person's visits apart, on this device", () => {
    rememberVisit("ana", "my_documents");
    rememberVisit("ana", "my_documents");
    rememberVisit("bia", "users_list");
    expect(readVisits("ana")).toEqual({ my_documents: 2 });
    expect(readVisits("bia")).toEqual({ users_list: 1 });
  });
});
