import { tenantAfter, tenantWithArticle } from "@quadra/shared/tenantName";
import { tenantTitle, useApp } from "../platform/state/appStore.ts";

/**
 * The tenant's name ready for a sentence, with the article its settings give it (title_article):
 * `tenant` alone ("Federação X", English texts), `of_tenant` ("da Federação X") and `for_tenant`
 * ("para a Federação X"). Null before the tenant is known.
 */
export const useTenantPhrases = () => {
  const title = useApp(tenantTitle);
  const article = useApp((state) => state.config?.title_article);
  if (!title) return null;
  const named = { title, article };
  return {
    tenant: title,
    the_tenant: tenantWithArticle(named),
    of_tenant: tenantAfter("de", named),
    for_tenant: tenantAfter("para", named),
  };
};
