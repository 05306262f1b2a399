import { usePageTitle } from "../platform/pageTitle.ts";
import { tenantTitle, useApp } from "../platform/state/appStore.ts";

/** Renders nothing; keeps document.title as "<page> · <tenant> · Quadra". */
export const PageTitle = ({ page }: { page: string | null }) => {
  const tenant = useApp(tenantTitle);
  usePageTitle({ page, tenant });
  return null;
};
