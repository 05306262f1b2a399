import { describe, expect, it } from "vitest";
import type { MenuItemRecord, MenuRecord, MenuSubitemRecord } from "./publishedTypes.ts";
import { buildSiteMenus, linkOf } from "./siteMenus.ts";

const stamp = { created_at: "2026-01-01T00:00:00Z", updated_at: "2026-01-01T00:00:00Z" };
const link = {
  page_id: null,
  post_id: null,
  url: null,
  route: null,
  target: null,
  visibility: "all" as const,
  order: 0,
};
const menu = (id: string, location: MenuRecord["location"]): MenuRecord => ({
  ...stamp,
  id,
  name: id,
  location,
});
const item = (id: string, fields: Partial<MenuItemRecord>): MenuItemRecord => ({
  ...stamp,
  ...link,
  id,
  menu_id: "m1",
  label: id,
  link_type: "none",
  ...fields,
});
const sub = (id: string, fields: Partial<MenuSubitemRecord>): MenuSubitemRecord => ({
  ...stamp,
  ...link,
  id,
  menuitem_id: "i1",
  label: id,
  link_type: "none",
  ...fields,
});

describe("linkOf", () => {
  it("opens pages and posts on the portal, addresses outside and screens inside", () => {
    expect(linkOf(item("a", { link_type: "page", page_id: "p1" }))).toEqual({
      kind: "internal",
      to: "/p/p1",
    });
    expect(linkOf(item("a", { link_type: "post", post_id: "n1" }))).toEqual({
      kind: "internal",
      to: "/news/n1",
    });
    expect(linkOf(item("a", { link_type: "url", url: "https://cbf.com.br", target: "blank" }))).toEqual({
      kind: "external",
      href: "https://cbf.com.br",
      newTab: true,
    });
    expect(linkOf(item("a", { link_type: "route", route: " /public/open/competitions " }))).toEqual({
      kind: "internal",
      to: "/public/open/competitions",
    });
  });

  it("leads nowhere when the target is missing or not a place of the portal", () => {
    expect(linkOf(item("a", { link_type: "page" })).kind).toBe("none");
    expect(linkOf(item("a", { link_type: "route", route: "//evil.example" })).kind).toBe("none");
    expect(linkOf(item("a", { link_type: "route", route: "javascript:alert(1)" })).kind).toBe("none");
    expect(linkOf(item("a", { link_type: "url", url: "javascript:alert(1)" })).kind).toBe("none");
  });
});

describe("buildSiteMenus", () => {
  const menus = [menu("m1", "header"), menu("m2", "footer")];
  const items = [
    item("Contato", { order: 3, link_type: "route", route: "/support" }),
    item("i1", { order: 1, label: "A federação" }),
    item("Entrar", { order: 2, link_type: "route", route: "/login", visibility: "guests" }),
    item("Minha área", { order: 4, link_type: "route", route: "/my/id", visibility: "members" }),
    item("Vazio", { order: 5 }),
    item("Rodapé", { menu_id: "m2", link_type: "route", route: "/about" }),
  ];
  const subitems = [
    sub("Transparência", { order: 2, link_type: "page", page_id: "p2" }),
    sub("Sobre", { order: 1, link_type: "page", page_id: "p1" }),
  ];
  const labels = (loggedIn: boolean) =>
    buildSiteMenus({ menus, items, subitems, loggedIn }).map((built) => ({
      location: built.location,
      entries: built.entries.map((entry) => [entry.label, entry.children.map((child) => child.label)]),
    }));

  it("orders items and sub-items and shows visitors what is for visitors", () => {
    expect(labels(false)).toEqual([
      {
        location: "header",
        entries: [
          ["A federação", ["Sobre", "Transparência"]],
          ["Entrar", []],
          ["Contato", []],
        ],
      },
      { location: "footer", entries: [["Rodapé", []]] },
    ]);
  });

  it("shows people logged in what is for them, and not the visitors' entries", () => {
    expect(labels(true)[0]?.entries.map(([label]) => label)).toEqual([
      "A federação",
      "Contato",
      "Minha área",
    ]);
  });
});
