import type { Role } from "@quadra/shared";
import { normalizeSearch } from "@quadra/shared";
import type { CatalogGroup } from "../permissionCatalog.ts";

export type Holder = { id: string; name: string; admin: boolean; via: string | null };
export type CatalogRow = { key: string; label: string; holders: Holder[] };
export type CatalogSection = { id: string; label: string; rows: CatalogRow[] };

/**
 * Who holds each permission: roles listing it, and roles listing its `_full` form (which implies
 * it, as the API's guard reads it), the latter marked with the key they hold it through.
 */
export const holdersOf = ({ key, roles }: { key: string; roles: readonly Role[] }): Holder[] =>
  roles
    .filter((role) => role.permissions.includes(key) || role.permissions.includes(`${key}_full`))
    .map((role) => ({
      id: role.id,
      name: role.name,
      admin: role.admin,
      via: role.permissions.includes(key) ? null : `${key}_full`,
    }));

/**
 * The catalog grouped as in the menus, each permission with its holders, kept where the search
 * matches its label, key, group or a holder's name (accent- and case-free, every word).
 */
export const catalogSections = ({
  groups,
  roles,
  search,
}: {
  groups: readonly CatalogGroup[];
  roles: readonly Role[] | null;
  search: string;
}): CatalogSection[] => {
  const terms = normalizeSearch(search).split(" ").filter(Boolean);
  return groups
    .map((group) => ({
      id: group.id,
      label: group.label,
      rows: group.permissions
        .map((entry) => ({ ...entry, holders: roles ? holdersOf({ key: entry.key, roles }) : [] }))
        .filter((row) => {
          if (!terms.length) return true;
          const text = normalizeSearch(
            [row.label, row.key, group.label, ...row.holders.map((holder) => holder.name)].join(" "),
          );
          return terms.every((term) => text.includes(term));
        }),
    }))
    .filter((section) => section.rows.length > 0);
};
