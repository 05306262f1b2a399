import type { FieldDef, ResourceDef } from "@quadra/shared";
import { sortableKeys } from "@quadra/shared";
import dayjs from "dayjs";
import { DISPLAY_TIME_ZONE } from "../../i18n/dates.ts";

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;

/** Kinds the server filters by a range too (`<key>_from`, `<key>_to`). */
export const RANGE_KINDS: readonly FieldDef["kind"][] = ["date", "datetime", "int", "money", "decimal"];

export const filterFieldsOf = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, field]) => field.filter);

/** Every query-string key a list understands besides `q`, `sort`, `page` and `per_page`. */
export const filterKeysOf = (def: ResourceDef) =>
  filterFieldsOf(def).flatMap(([key, field]) =>
    RANGE_KINDS.includes(field.kind) ? [key, `${key}_from`, `${key}_to`] : [key],
  );

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** What the address says about a list: search, sort, page and the filters in use. */
export type ListState = {
  q: string;
  sort: string | undefined;
  page: number;
  perPage: number;
  filters: Record<string, string>;
};

export const listStateOf = (def: ResourceDef, params: URLSearchParams): ListState => {
  const sortable = sortableKeys(def);
  const sort = params.get("sort") ?? undefined;
  const perPage = positive(params.get("per_page"), DEFAULT_PER_PAGE);
  const filters: Record<string, string> = {};
  for (const key of filterKeysOf(def)) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    q: params.get("q") ?? "",
    // An unknown sort in a pasted link would only make the server answer 400.
    sort: sort && sortable.includes(sort.replace(/^-/, "")) ? sort : undefined,
    page: positive(params.get("page"), 1),
    perPage: (PER_PAGE_CHOICES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    filters,
  };
};

/** The state back in the address: defaults are left out so links stay short. */
export const paramsOf = (state: ListState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(key, value);
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set("per_page", String(state.perPage));
  return params;
};

/**
 * A `datetime` range is chosen by day: the API takes instants, so the day starts and ends in São
 * Paulo time, whatever the device's zone.
 */
const dayBound = (day: string, end: boolean) => {
  const start = dayjs.tz(day, DISPLAY_TIME_ZONE);
  return (end ? start.add(1, "day").subtract(1, "millisecond") : start).toISOString();
};

/** The query of the list call (and, without the page, of the export) for a state. */
export const apiQueryOf = ({
  def,
  state,
  withPage = true,
}: {
  def: ResourceDef;
  state: ListState;
  withPage?: boolean;
}): Record<string, string | number> => {
  const query: Record<string, string | number> = {};
  if (withPage) {
    query.page = state.page;
    query.per_page = state.perPage;
  }
  if (state.sort) query.sort = state.sort;
  if (state.q.trim()) query.q = state.q.trim();
  for (const [key, value] of Object.entries(state.filters)) {
    const base = key.replace(/_(from|to)$/, "");
    const ranged = base !== key && def.fields[base]?.kind === "datetime";
    query[key] = ranged ? dayBound(value, key.endsWith("_to")) : value;
  }
  return query;
};

/** The sort after clicking a column: ascending first, then flipping. */
export const nextSort = ({ current, key }: { current: string | undefined; key: string }) =>
  current === key ? `-${key}` : key;

/** The sort in effect (the asked one, else the definition's default). */
export const effectiveSort = (def: ResourceDef, sort: string | undefined) =>
  sort ?? def.defaultSort ?? "-created_at";
