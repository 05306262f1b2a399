import { defineResource, f, l, RESOURCES } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { apiQueryOf, filterKeysOf, listStateOf, nextSort, paramsOf } from "./listParams.ts";

const events = defineResource({
  name: "testevents",
  permission: "events",
  label: { one: l("Evento", "Event"), many: l("Eventos", "Events") },
  titleField: "name",
  fields: {
    name: f.text("Nome", "Name", { list: true }),
    starts_at: f.datetime("Início", "Starts at", { filter: true }),
    day: f.date("Dia", "Day", { filter: true }),
    open: f.bool("Aberto", "Open", { filter: true }),
  },
});

describe("list params", () => {
  it("knows the filter keys of a definition, ranges included", () => {
    expect(filterKeysOf(events)).toEqual([
      "starts_at",
      "starts_at_from",
      "starts_at_to",
      "day",
      "day_from",
      "day_to",
      "open",
    ]);
    expect(filterKeysOf(RESOURCES.countries!)).toEqual(["active"]);
  });

  it("reads the address, dropping unknown keys, unknown sorts and bad numbers", () => {
    const state = listStateOf(
      events,
      new URLSearchParams("q=x&open=true&sort=-nope&page=-2&per_page=7&other=1"),
    );
    expect(state).toEqual({ q: "x", sort: undefined, page: 1, perPage: 25, filters: { open: "true" } });
    expect(listStateOf(events, new URLSearchParams("sort=-created_at&page=3&per_page=50")).sort).toBe(
      "-created_at",
    );
  });

  it("writes defaults out of the address", () => {
    const state = { q: "", sort: undefined, page: 1, perPage: 25, filters: { open: "false" } };
    expect(paramsOf(state).toString()).toBe("open=false");
    expect(paramsOf({ ...state, q: "a b", page: 2, perPage: 50, sort: "name" }).toString()).toBe(
      "q=a+b&open=false&sort=name&page=2&per_page=50",
    );
  });

  it("turns a datetime range chosen by day into São Paulo instants; dates stay days", () => {
    const state = listStateOf(
      events,
      new URLSearchParams("starts_at_from=2026-03-05&starts_at_to=2026-03-05&day_from=2026-03-01"),
    );
    expect(apiQueryOf({ def: events, state, withPage: false })).toEqual({
      starts_at_from: "2026-03-05T03:00:00.000Z",
      starts_at_to: "2026-03-06T02:59:59.999Z",
      day_from: "2026-03-01",
    });
  });

  it("flips the sort of the column in effect and starts another ascending", () => {
    expect(nextSort({ current: "name", key: "name" })).toBe("-name");
    expect(nextSort({ current: "-name", key: "name" })).toBe("name");
    expect(nextSort({ current: "-name", key: "iso2" })).toBe("iso2");
  });
});
