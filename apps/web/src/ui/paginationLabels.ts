import type { TFunction } from "i18next";

/** Accessible names for Mantine Pagination's arrow controls. */
export const paginationLabels = (t: TFunction) => (control: "first" | "previous" | "last" | "next") => ({
  "aria-label": t(`pagination.${control}`),
});
