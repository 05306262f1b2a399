import { isEmbeddablePath } from "@quadra/shared/embed";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTES, routeById } from "../../routes/routeTable.ts";

const flagsOf = (id: string) => {
  const { id: _id, path: _path, title: _title, screen, ...flags } = routeById(id);
  return { ...flags, screen: Boolean(screen) };
};
const routeOf = (url: string) =>
  matchRoutes(
    ROUTES.map((route) => ({ ...route })),
    url,
  )?.[0]?.route.id;

describe("the public site's routes", () => {
  it("open to visitors and people logged in, in the site's own header and footer", () => {
    for (const id of ["site_portal", "site_news", "site_post", "site_page", "site_calendar"])
      expect({ id, flags: flagsOf(id) }).toEqual({
        id,
        flags: { hideHeader: true, hideDrawer: true, screen: true },
      });
    expect(routeOf("/news/inscricoes-abertas")).toBe("site_post");
    expect(routeOf("/p/sobre")).toBe("site_page");
  });

  it("are the pages other sites may embed, the front page aside", () => {
    expect(isEmbeddablePath(routeById("site_portal").path)).toBe(false);
    for (const url of ["/news", "/news/inscricoes-abertas", "/p/sobre", "/calendar"])
      expect({ url, embeddable: isEmbeddablePath(url) }).toEqual({ url, embeddable: true });
  });

  it("has the embed code generator and the seed screen behind their permissions", () => {
    expect(flagsOf("publish_embed")).toEqual({ loginRequired: true, permissions: ["pages"], screen: true });
    expect(flagsOf("admin_seed")).toEqual({ loginRequired: true, permissions: ["seed"], screen: true });
  });
});
