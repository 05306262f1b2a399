import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's page and search in the address (`?page=2&q=copa`), so a page of news can be shared and
 * the back button returns to it; other parameters (the frame mode) are kept.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const q = params.get("q") ?? "";
  const update = useCallback(
    (changes: { page?: number; q?: string }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "" || (key === "page" && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: changes.q !== undefined },
      ),
    [setParams],
  );
  return { page, q, update };
};
