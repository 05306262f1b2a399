import { useMemo } from "react";
import { isLoggedIn, useApp } from "../../platform/state/appStore.ts";
import { usePublishedList } from "./publicApi.ts";
import type { MenuItemRecord, MenuRecord, MenuSubitemRecord } from "./publishedTypes.ts";
import { buildSiteMenus } from "./siteMenus.ts";

/** The published menus as trees for this visitor (three calls, whatever the number of menus). */
export const useSiteMenus = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const loggedIn = useApp(isLoggedIn);
  const menus = usePublishedList<MenuRecord>("menus", { per_page: 50 }, { enabled });
  const items = usePublishedList<MenuItemRecord>("menuitems", { per_page: 200 }, { enabled });
  const subitems = usePublishedList<MenuSubitemRecord>("menusubitems", { per_page: 200 }, { enabled });
  return useMemo(
    () =>
      buildSiteMenus({
        menus: menus.data?.data ?? [],
        items: items.data?.data ?? [],
        subitems: subitems.data?.data ?? [],
        loggedIn,
      }),
    [menus.data, items.data, subitems.data, loggedIn],
  );
};
