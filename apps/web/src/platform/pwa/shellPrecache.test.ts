import { describe, expect, it } from "vitest";
import { type BundleFile, shellFiles, shellPrecache } from "./shellPrecache.ts";

const chunk = (
  fileName: string,
  options: {
    isEntry?: boolean;
    imports?: string[];
    modules?: string[];
    css?: string[];
    assets?: string[];
  } = {},
): BundleFile => ({
  type: "chunk",
  fileName,
  isEntry: options.isEntry ?? false,
  imports: options.imports ?? [],
  moduleIds: options.modules ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set(options.assets ?? []) },
});

/** A build in miniature: the entry, shell screens, and screens of modules the shell does not need. */
const bundle = Object.fromEntries(
  [
    chunk("assets/index-a1.js", {
      isEntry: true,
      imports: ["assets/rolldown-runtime-b2.js", "assets/react-dom-c3.js"],
      modules: ["/repo/apps/web/src/main.tsx"],
      css: ["assets/index-d4.css"],
    }),
    chunk("assets/rolldown-runtime-b2.js"),
    chunk("assets/react-dom-c3.js"),
    chunk("assets/LoginPage-e5.js", {
      imports: ["assets/PasswordInput-f6.js", "assets/react-dom-c3.js"],
      modules: ["/repo/apps/web/src/features/auth/LoginPage.tsx"],
    }),
    chunk("assets/PasswordInput-f6.js"),
    chunk("assets/HomePage-g7.js", {
      imports: ["assets/PublishedHome-h8.js"],
      modules: ["/repo/apps/web/src/features/home/HomePage.tsx"],
    }),
    chunk("assets/PublishedHome-h8.js", {
      css: ["assets/PublishedHome-i9.css"],
      assets: ["assets/hero-j0.svg"],
    }),
    chunk("assets/AppHeader-k1.js", { modules: ["/repo/apps/web/src/features/shell/AppHeader.tsx"] }),
    chunk("assets/CompetitionsPage-l2.js", {
      imports: ["assets/DataTable-m3.js", "assets/react-dom-c3.js"],
      modules: ["/repo/apps/web/src/features/competitions/CompetitionsPage.tsx"],
    }),
    chunk("assets/DataTable-m3.js"),
    chunk("assets/RichTextInput-n4.js", {
      modules: ["/repo/apps/web/src/features/resources/RichTextInput.tsx"],
      css: ["assets/RichTextInput-o5.css"],
    }),
    chunk("assets/zxcvbn-dictionaries-p6.js", {
      modules: ["/repo/node_modules/@zxcvbn-ts/language-common/x.js"],
    }),
    { type: "asset", fileName: "assets/index-d4.css" },
    { type: "asset", fileName: "assets/PublishedHome-i9.css" },
    { type: "asset", fileName: "assets/RichTextInput-o5.css" },
    { type: "asset", fileName: "assets/hero-j0.svg" },
  ].map((file) => [file.fileName, file]),
) as Record<string, BundleFile>;

describe("shellFiles", () => {
  it("takes the entry, the shell's screens and what they import, and leaves every other screen out", () => {
    expect([...shellFiles(bundle)].sort()).toEqual([
      "assets/AppHeader-k1.js",
      "assets/HomePage-g7.js",
      "assets/LoginPage-e5.js",
      "assets/PasswordInput-f6.js",
      "assets/PublishedHome-h8.js",
      "assets/PublishedHome-i9.css",
      "assets/hero-j0.svg",
      "assets/index-a1.js",
      "assets/index-d4.css",
      "assets/react-dom-c3.js",
      "assets/rolldown-runtime-b2.js",
    ]);
  });
});

describe("shellPrecache", () => {
  const entry = (url: string) => ({ url, revision: url.startsWith("assets/") ? null : "r1", size: 10 });

  it("keeps the page, the manifest, the icons and the shell's assets, once each", async () => {
    const { plugin, manifestTransform } = shellPrecache();
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void).call({}, {}, bundle);
    const built = [
      "index.html",
      "manifest.webmanifest",
      "icons/icon-192.png",
      "icons/icon-192.png",
      ...Object.keys(bundle),
    ].map(entry);
    const { manifest } = await manifestTransform(built);
    expect(manifest.map((kept) => kept.url)).toEqual([
      "index.html",
      "manifest.webmanifest",
      "icons/icon-192.png",
      "assets/index-a1.js",
      "assets/rolldown-runtime-b2.js",
      "assets/react-dom-c3.js",
      "assets/LoginPage-e5.js",
      "assets/PasswordInput-f6.js",
      "assets/HomePage-g7.js",
      "assets/PublishedHome-h8.js",
      "assets/AppHeader-k1.js",
      "assets/index-d4.css",
      "assets/PublishedHome-i9.css",
      "assets/hero-j0.svg",
    ]);
  });

  it("refuses to build a service worker without having seen the bundle", async () => {
    const { manifestTransform } = shellPrecache();
    await expect(manifestTransform([entry("index.html")])).rejects.toThrow(/bundle/);
  });
});
