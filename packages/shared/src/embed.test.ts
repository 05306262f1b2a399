import { describe, expect, it } from "vitest";
import { isEmbeddablePath } from "./embed.ts";

describe("isEmbeddablePath", () => {
  it("accepts the public site's pages, with or without a query", () => {
    for (const url of [
      "/news",
      "/news/",
      "/news?embed=1",
      "/news/copa-2025",
      "/news/copa-2025?embed=1",
      "/p/sobre",
      "/p/sobre#contato",
      "/calendar?embed=1",
      "/public/open/competitions",
      "/public/open/schools/show/1/apply",
    ])
      expect({ url, embeddable: isEmbeddablePath(url) }).toEqual({ url, embeddable: true });
  });

  it("refuses every other page", () => {
    for (const url of [
      "/",
      "/login",
      "/newsletter",
      "/news/a/b",
      "/p",
      "/p/",
      "/pages/sobre",
      "/public/users",
      "/public/open/",
      "/publish/embed",
      "/t/demo/api/v1/public/posts",
      "/admin/seed?next=/news",
    ])
      expect({ url, embeddable: isEmbeddablePath(url) }).toEqual({ url, embeddable: false });
  });
});
