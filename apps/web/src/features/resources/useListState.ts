import type { ResourceDef } from "@quadra/shared";
import { useCallback, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { useScreenActive } from "../../routes/keepAlive.tsx";
import type { ListState } from "./listParams.ts";
import { filterKeysOf, listStateOf, paramsOf } from "./listParams.ts";

/**
 * A list's search, filters, sort and page, kept in the address so back/forward, reloads and shared
 * links show the same list. A kept-alive screen that is hidden keeps its last state and never
 * writes (the address then belongs to another screen).
 */
export const useListState = (def: ResourceDef) => {
  const active = useScreenActive();
  const [live, setParams] = useSearchParams();
  const kept = useRef(live);
  if (active) kept.current = live;
  const params = kept.current;
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized params stand for them
  const state = useMemo(() => listStateOf(def, params), [def, key]);

  const update = useCallback(
    (change: (current: ListState) => ListState, options: { replace?: boolean } = {}) => {
      if (!active) return;
      // Params the list does not own stay (a child list's `?parent_id=`).
      const next = new URLSearchParams(params);
      for (const owned of ["q", "sort", "page", "per_page", ...filterKeysOf(def)]) next.delete(owned);
      for (const [name, value] of paramsOf(change(state))) next.set(name, value);
      setParams(next, { replace: options.replace ?? false });
    },
    [active, def, params, setParams, state],
  );

  return {
    state,
    /** Typing in the search box replaces the entry: back goes to the previous list, not a letter. */
    setQ: (q: string) => update((current) => ({ ...current, q, page: 1 }), { replace: true }),
    setFilter: (filterKey: string, value: string | null) =>
      update((current) => {
        const filters = { ...current.filters };
        if (value) filters[filterKey] = value;
        else delete filters[filterKey];
        return { ...current, filters, page: 1 };
      }),
    clearFilters: () => update((current) => ({ ...current, q: "", filters: {}, page: 1 })),
    setSort: (sort: string) => update((current) => ({ ...current, sort, page: 1 })),
    setPage: (page: number) => update((current) => ({ ...current, page })),
    setPerPage: (perPage: number) => update((current) => ({ ...current, perPage, page: 1 })),
  };
};
