import { isEmbeddablePath } from "@quadra/shared/embed";
import { describe, expect, it } from "vitest";
import { embedAddress, embedTargets, iframeSnippet, linkSnippet } from "./embedTargets.ts";

const translate = (key: string, values?: Record<string, string>) =>
  values?.title ? `${key}:${values.title}` : key;

describe("embedTargets", () => {
  it("offers the news, the calendar, each published page and the open pages of the modules that are on", () => {
    const targets = embedTargets({
      modules: ["competitions"],
      pages: [{ slug: "sobre", title: "Sobre" }],
      translate,
    });
    expect(targets.map((target) => [target.key, target.path])).toEqual([
      ["news", "/news"],
      ["calendar", "/calendar"],
      ["page:sobre", "/p/sobre"],
      ["competitions", "/public/open/competitions"],
    ]);
    expect(targets[2]?.label).toBe("embed.targets.page:Sobre");
    // Every offered page is one the server lets other sites frame.
    expect(targets.every((target) => isEmbeddablePath(target.path))).toBe(true);
    const both = embedTargets({ modules: ["competitions", "schools"], pages: [], translate });
    expect(both.map((target) => target.path)).toContain("/public/open/schools");
  });
});

describe("snippets", () => {
  const target = { key: "page:x", label: 'Página "A" & <B>', path: "/p/x" };

  it("frame the page in frame mode, escaped, at the height asked", () => {
    expect(embedAddress({ origin: "https://fed.example", path: "/news" })).toBe(
      "https://fed.example/news?embed=1",
    );
    expect(iframeSnippet({ origin: "https://fed.example", target, height: 700 })).toBe(
      '<iframe src="https://fed.example/p/x?embed=1" title="Página &#34;A&#34; &#38; &#60;B&#62;" width="100%" height="700" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });

  it("link to the full page in a new tab", () => {
    expect(linkSnippet({ origin: "https://fed.example", target })).toBe(
      '<a href="https://fed.example/p/x" target="_blank" rel="noopener">Página &#34;A&#34; &#38; &#60;B&#62;</a>',
    );
  });
});
