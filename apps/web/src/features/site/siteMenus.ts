import type {
  LinkTarget,
  MenuItemRecord,
  MenuRecord,
  MenuSubitemRecord,
  Visibility,
} from "./publishedTypes.ts";

/** Where an entry goes: a screen of the app (`to`), an outside address (`href`), or nowhere (a heading). */
export type SiteLink =
  | { kind: "internal"; to: string }
  | { kind: "external"; href: string; newTab: boolean }
  | { kind: "none" };

export type SiteMenuEntry = { id: string; label: string; link: SiteLink; children: SiteMenuEntry[] };
export type SiteMenu = {
  id: string;
  name: string;
  location: MenuRecord["location"];
  entries: SiteMenuEntry[];
};

type Linkable = Pick<MenuItemRecord, "link_type" | "page_id" | "post_id" | "url" | "route" | "target">;

/** Only paths of this app: a typed "route" that is not one (`//x`, `javascript:`) goes nowhere. */
const isAppPath = (value: string) => /^\/(?!\/)[^\s]*$/.test(value);

/** The link of a menu entry: pages and posts open on the portal's own pages, by id. */
export const linkOf = (entry: Linkable): SiteLink => {
  const newTab = (entry.target as LinkTarget | null) === "blank";
  switch (entry.link_type) {
    case "page":
      return entry.page_id ? { kind: "internal", to: `/p/${entry.page_id}` } : { kind: "none" };
    case "post":
      return entry.post_id ? { kind: "internal", to: `/news/${entry.post_id}` } : { kind: "none" };
    case "url":
      return entry.url && /^https?:\/\//i.test(entry.url)
        ? { kind: "external", href: entry.url, newTab }
        : { kind: "none" };
    case "route":
      return entry.route && isAppPath(entry.route.trim())
        ? { kind: "internal", to: entry.route.trim() }
        : { kind: "none" };
    default:
      return { kind: "none" };
  }
};

const visibleTo = (visibility: Visibility | null, loggedIn: boolean) =>
  visibility === "guests" ? !loggedIn : visibility === "members" ? loggedIn : true;

const byOrder = <T extends { order: number; label: string }>(a: T, b: T) =>
  a.order - b.order || a.label.localeCompare(b.label, "pt-BR");

/**
 * The published menus as trees: each menu's items in order with their sub-items, keeping only what
 * this visitor may see ("só visitantes" hides from people logged in, "só quem entrou" from visitors).
 * A heading (no link) with nothing under it is left out: it would lead nowhere.
 */
export const buildSiteMenus = ({
  menus,
  items,
  subitems,
  loggedIn,
}: {
  menus: MenuRecord[];
  items: MenuItemRecord[];
  subitems: MenuSubitemRecord[];
  loggedIn: boolean;
}): SiteMenu[] =>
  menus.map((menu) => ({
    id: menu.id,
    name: menu.name,
    location: menu.location,
    entries: items
      .filter((item) => item.menu_id === menu.id && visibleTo(item.visibility, loggedIn))
      .sort(byOrder)
      .map((item) => ({
        id: item.id,
        label: item.label,
        link: linkOf(item),
        children: subitems
          .filter((sub) => sub.menuitem_id === item.id && visibleTo(sub.visibility, loggedIn))
          .sort(byOrder)
          .map((sub) => ({ id: sub.id, label: sub.label, link: linkOf(sub), children: [] })),
      }))
      .filter((entry) => entry.link.kind !== "none" || entry.children.length > 0),
  }));
