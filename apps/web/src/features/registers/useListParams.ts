import { useSearchParams } from "react-router";

/** How many rows a page of the association's register lists shows. */
export const PER_PAGE = 20;

/**
 * The filters of a list kept in the address (`?q=&status=&page=`), so a filtered list can be linked
 * from the summary's counts, bookmarked and opened again with Back. A changed filter goes back to
 * page 1.
 */
export const useListParams = <Key extends string>(keys: readonly Key[]) => {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) || undefined])) as Partial<
    Record<Key, string>
  >;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const setFilter = (key: Key, value: string | null | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete("page");
        return next;
      },
      { replace: true },
    );
  const setPage = (value: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set("page", String(value));
        else next.delete("page");
        return next;
      },
      { replace: true },
    );
  return { filters, page, setFilter, setPage, query: { ...filters, page, per_page: PER_PAGE } };
};
