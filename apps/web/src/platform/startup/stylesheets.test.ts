import { afterEach, describe, expect, it } from "vitest";
import { stylesheetsLoaded } from "./stylesheets.ts";

describe("the app's stylesheets before it draws", () => {
  afterEach(() => {
    delete window.__quadraStyles;
    for (const link of document.head.querySelectorAll("link")) link.remove();
  });

  it("waits for the ones index.html's start-up script added", async () => {
    let added: (value: unknown) => void = () => {};
    window.__quadraStyles = new Promise((resolve) => {
      added = resolve;
    });
    let settled = false;
    void stylesheetsLoaded().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    added([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
    // It added them itself: nothing is added twice.
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it("adds the preloaded stylesheets itself when that script did not run, and settles once they load", async () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      '<link rel="preload" as="style" crossorigin href="/assets/start-S7y1e.css">',
    );
    let settled = false;
    void stylesheetsLoaded().then(() => {
      settled = true;
    });
    const [link] = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.getAttribute("href")).toBe("/assets/start-S7y1e.css");
    expect(link?.getAttribute("crossorigin")).toBe("");
    await Promise.resolve();
    expect(settled).toBe(false);
    link?.dispatchEvent(new Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  it("waits for nothing without a stylesheet (vite dev)", async () => {
    await expect(stylesheetsLoaded()).resolves.toEqual([]);
  });
});
