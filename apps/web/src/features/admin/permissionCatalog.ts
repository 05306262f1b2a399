import type { Locale, LocalizedText, MenuGroupId } from "@quadra/shared";
import { isPermissionKey, MENU_GROUPS, PERMISSIONS } from "@quadra/shared";

export type CatalogEntry = { key: string; label: string | LocalizedText; group: string };
export type CatalogGroup = { id: MenuGroupId; label: string; permissions: { key: string; label: string }[] };

const text = (value: string | LocalizedText, locale: Locale) =>
  typeof value === "string" ? value : (value[locale] ?? value["pt-BR"]);

/** The catalog from `GET permissions`, grouped and ordered by the menu groups of spec §2. */
export const groupCatalog = ({
  catalog,
  locale,
}: {
  catalog: readonly CatalogEntry[];
  locale: Locale;
}): CatalogGroup[] =>
  MENU_GROUPS.map((menuGroup) => ({
    id: menuGroup.id,
    label: menuGroup.label[locale],
    permissions: catalog
      .filter((entry) => entry.group === menuGroup.id)
      .map((entry) => ({
        key: entry.key,
        // Prefer the registry's translation so the editor follows the chosen language.
        label: isPermissionKey(entry.key) ? PERMISSIONS[entry.key].label[locale] : text(entry.label, locale),
      })),
  })).filter((entry) => entry.permissions.length > 0);
