import { PAGE_META_DEBOUNCE_MS, PRODUCT_NAME } from "@quadra/shared";
import { useEffect } from "react";

/** "<page> · <tenant> · Quadra": the product name is always the suffix (spec §9), never repeated. */
export const formatPageTitle = ({ page, tenant }: { page?: string | null; tenant?: string | null }) => {
  const parts = [page, tenant].filter((part): part is string => Boolean(part && part !== PRODUCT_NAME));
  return [...new Set(parts), PRODUCT_NAME].join(" · ");
};

/** Sets document.title, debounced so fast redirects do not flash intermediate titles. */
export const usePageTitle = ({ page, tenant }: { page?: string | null; tenant?: string | null }) => {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = formatPageTitle({ page, tenant });
    }, PAGE_META_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [page, tenant]);
};
