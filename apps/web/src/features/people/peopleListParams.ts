import { PEOPLE_FILTER_KEYS, PEOPLE_SORT_KEYS } from "@quadra/shared";

export const PEOPLE_PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 25;

export type PeopleListState = {
  q: string;
  page: number;
  perPage: number;
  sort: string;
  filters: Partial<Record<(typeof PEOPLE_FILTER_KEYS)[number], string>>;
};

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The list's state lives in the URL (back/forward and shared links work): read it. */
export const peopleListState = (params: URLSearchParams): PeopleListState => {
  const sort = params.get("sort") ?? "name";
  return {
    q: params.get("q") ?? "",
    page: positive(params.get("page"), 1),
    perPage: positive(params.get("per_page"), DEFAULT_PER_PAGE),
    sort: (PEOPLE_SORT_KEYS as readonly string[]).includes(sort.replace(/^-/, "")) ? sort : "name",
    filters: Object.fromEntries(
      PEOPLE_FILTER_KEYS.flatMap((key) => {
        const value = params.get(key);
        return value ? [[key, value]] : [];
      }),
    ),
  };
};

/** The URL of a state: defaults left out, so a plain list has a plain address. */
export const peopleListParams = (state: PeopleListState) => {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set("per_page", String(state.perPage));
  if (state.sort !== "name") params.set("sort", state.sort);
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(key, value);
  return params;
};

/** The query of the list call; the export takes the same without the page. */
export const peopleQuery = (state: PeopleListState, { paged = true } = {}) => ({
  ...(state.q ? { q: state.q } : {}),
  sort: state.sort,
  ...state.filters,
  ...(paged ? { page: state.page, per_page: state.perPage } : {}),
});
