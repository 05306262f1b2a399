import type { Locale, MenuGroupId, PermissionEntry } from "@quadra/shared";
import { isPermissionKey, MENU_GROUPS, PERMISSIONS } from "@quadra/shared";

export type CatalogGroup = { id: MenuGroupId; label: string; permissions: { key: string; label: string }[] };

/** The catalog from `GET permissions`, grouped and ordered by the menu groups of spec §2. */
export const groupCatalog = ({
  catalog,
  locale,
}: {
  catalog: readonly PermissionEntry[];
  locale: Locale;
}): CatalogGroup[] =>
  MENU_GROUPS.map((menuGroup) => ({
    id: menuGroup.id,
    label: menuGroup.label[locale],
    permissions: catalog
      .filter((entry) => entry.group === menuGroup.id)
      .map((entry) => ({
        key: entry.key,
        // Prefer the registry's translation; a key this build does not know yet shows the server's label.
        label: isPermissionKey(entry.key)
          ? PERMISSIONS[entry.key].label[locale]
          : locale === "en"
            ? entry.label_en
            : entry.label,
      })),
  })).filter((entry) => entry.permissions.length > 0);
