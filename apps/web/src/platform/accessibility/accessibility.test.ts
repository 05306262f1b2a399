import { afterEach, describe, expect, it } from "vitest";
import { applyFontScale, loadVLibras } from "./accessibility.ts";

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.style.fontSize = "";
});

describe("accessibility", () => {
  it("scales the root font and returns to the browser's size on reset", () => {
    applyFontScale({ scale: 125 });
    expect(document.documentElement.style.fontSize).toBe("125%");
    applyFontScale({ scale: null });
    expect(document.documentElement.style.fontSize).toBe("");
    applyFontScale({ scale: 100 });
    expect(document.documentElement.style.fontSize).toBe("");
  });

  it("loads VLibras once, only when the tenant enables it", () => {
    expect(loadVLibras({ enabled: false })).toBe(false);
    expect(document.querySelector("script")).toBeNull();
    expect(loadVLibras({ enabled: true })).toBe(true);
    expect(loadVLibras({ enabled: true })).toBe(false);
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://vlibras.gov.br/app/vlibras-plugin.js");
    expect(document.querySelector("[vw-access-button]")).not.toBeNull();
  });

  it("starts the widget when its script has loaded", () => {
    const started: string[] = [];
    (window as any).VLibras = {
      Widget: class {
        constructor(url: string) {
          started.push(url);
        }
      },
    };
    loadVLibras({ enabled: true });
    document.querySelector("script")!.dispatchEvent(new Event("load"));
    expect(started).toEqual(["https://vlibras.gov.br/app"]);
    delete (window as any).VLibras;
  });
});
