import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./src/platform/build/precompress.ts";
import { pureReactRouter } from "./src/platform/build/pureReactRouter.ts";
import { shellPrecache } from "./src/platform/pwa/shellPrecache.ts";
import { earlyRequests } from "./src/platform/startup/earlyRequestsPlugin.ts";
import { startChunkOf } from "./src/platform/startup/startChunks.ts";

const packageJson = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};
// The commit a build comes from, for the diagnostics page: QUADRA_COMMIT when the build runs
// without the repository (a container), else git's, else unknown.
const gitCommit = () => {
  if (process.env.QUADRA_COMMIT) return process.env.QUADRA_COMMIT;
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "";
  }
};
// 127.0.0.1 rather than localhost: Node may resolve localhost to ::1 while the server listens on IPv4.
const API_TARGET = process.env.QUADRA_API_URL ?? "http://127.0.0.1:3000";

// The service worker precaches the app shell only (src/platform/pwa/shellPrecache.ts).
const shell = shellPrecache();

const startChunk = startChunkOf({ appDir: new URL(".", import.meta.url).pathname });

// React Router's package exports only its development build (warnings, invariant messages, about
// 10 KiB more gzipped on the first screen); a production build takes the production one it ships
// beside it. Exact match, so `react-router/dom` and the like keep resolving through the package.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

// The server serves dist at `/` on the API's port, so the browser always calls the same origin; in
// development the dev server forwards the API paths to it.
export default defineConfig(({ command }) => ({
  base: "/",
  resolve: {
    alias: command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __APP_COMMIT__: JSON.stringify(gitCommit()),
    __APP_BUILT_AT__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    react(),
    // React Router's unused components (NavLink, Form…) out of the first screen's chunk.
    pureReactRouter(),
    shell.plugin,
    // index.html's inline start-up script: the start-up calls, the first screen's chunk and the stylesheet.
    earlyRequests(),
    VitePWA({
      registerType: "prompt",
      // Registration is done by src/platform/pwa/registerServiceWorker.ts after the localhost check.
      injectRegister: false,
      filename: "sw.js",
      strategies: "generateSW",
      // The icons are precached by the glob below (every png): listing them here too installed them twice.
      includeManifestIcons: false,
      manifest: {
        id: "/",
        name: "Quadra — gestão esportiva",
        short_name: "Quadra",
        description: "Portal de federações, associações e clubes esportivos.",
        lang: "pt-BR",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#1c7ed6",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        navigateFallback: "/index.html",
        // Pages framed by other sites (`?embed=1`, the embed screen's snippets) go to the server, whose
        // answer allows the frame; the cached page carries the headers that forbid it.
        navigateFallbackDenylist: [/^\/api\//, /^\/t\//, /^\/healthz/, /[?&]embed=1(?:[&#]|$)/],
        globPatterns: ["**/*.{js,css,html,png,svg,ico,woff2}"],
        // Only what the app needs to start and to work offline is installed up front (the shell, login,
        // home, the start-up and error screens); every other screen's chunk, the password dictionaries
        // included, is cached below when first used.
        manifestTransforms: [shell.manifestTransform],
        runtimeCaching: [
          {
            // Hashed names: a file under /assets/ never changes, so the cached copy is always right.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: {
              cacheName: "quadra-assets",
              cacheableResponse: { statuses: [200] },
              // Old versions' chunks are dropped as new ones come in.
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 90, purgeOnQuotaError: true },
            },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
    // Last: compresses the output, the service worker included, once everything is written.
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/t": { target: API_TARGET, changeOrigin: false },
      "/healthz": { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    // QUADRA_WEB_OUT builds elsewhere (the server then reads it from QUADRA_WEB_DIST), so two builds
    // on one machine do not overwrite each other.
    outDir: process.env.QUADRA_WEB_OUT ?? "dist",
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports preloads modules itself: the entry need not carry a polyfill
    // for it (a browser without would only fetch a little later, not fail).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shared contracts only define values, so a module of them none of whose exports is used
      // can go: the barrel's Zod schemas then stay out of the first screen's chunks. Any other module
      // keeps what its package.json says (undefined).
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            { name: "zxcvbn-dictionaries", test: /@zxcvbn-ts[\\/]language-/, priority: 2 },
            // TanStack Query and the app's client in one file: the login does without it, the home
            // and every other screen load it beside their own chunk (app/withQueryClient.ts).
            {
              name: "queries",
              test: /@tanstack[\\/]|[\\/]src[\\/]platform[\\/]queryClient\.ts$|[\\/]src[\\/]app[\\/]QueryClientScreen\.tsx$/,
              priority: 2,
              // Not React and the rest it imports: those stay in the start chunk.
              includeDependenciesRecursively: false,
            },
            // The pt-BR texts of the screens but the first ones in one file with every text module they
            // gather (i18n/screenTexts.ts): shared with the English texts, those modules would otherwise
            // go to a chunk of their own, one more round trip on the home's way.
            {
              name: "screenTextsPtBR",
              test: /[\\/]src[\\/]i18n[\\/](?!(?:i18n|firstScreensPtBR|screenTexts|dates|en|tenantPhrases)\.ts$)[\w-]+(?<!En)\.ts$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The resource catalog and its registry in one file of their own. Left to the bundler, a
            // catalog module a screen also imports (a select's options) lands in a chunk shared with
            // that screen's route-table imports, and the registry's chunk and the route table's then
            // import each other: the route table read the registry before it had run (RESOURCES
            // undefined, every screen broken).
            {
              name: "registry",
              test: /[\\/]packages[\\/]shared[\\/]src[\\/]resources[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The entry's, the login's and the home's modules each in one file (startChunks.ts).
            {
              name: (id, graph) => startChunk(id, graph),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
